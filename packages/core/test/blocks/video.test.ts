import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { schemaFactsAt } from 'manifesto-core/language';
import { expectTwins } from './helpers.js';
import { blockStart, home, modal, msg, plain } from './layout-fixtures.js';

const docsVideo = {
  type: 'video',
  title: plain('How to use Slack.', { emoji: true }),
  title_url: 'https://www.youtube.com/watch?v=RRxQQxiM7AA',
  description: plain('Slack is a new way to communicate with your team. It’s faster, better organized and more secure than email.', { emoji: true }),
  video_url: 'https://www.youtube.com/embed/RRxQQxiM7AA?feature=oembed&autoplay=1',
  alt_text: 'How to use Slack?',
  thumbnail_url: 'https://i.ytimg.com/vi/RRxQQxiM7AA/hqdefault.jpg',
  author_name: 'Arcado Buendia',
  provider_name: 'YouTube',
  provider_icon_url: 'https://a.slack-edge.com/80588/img/unfurl_icons/youtube.png',
};
const video = (fields: Record<string, unknown>) => ({ ...docsVideo, ...fields });

describe('video block', () => {
  it('accepts the docs example on every surface', () => {
    expect(validateBlocks(msg(docsVideo)).problems).toEqual([]);
    expect(validateBlocks(modal(docsVideo)).problems).toEqual([]);
    expect(validateBlocks(home(docsVideo)).problems).toEqual([]);
  });

  it('takes alt_text of 1 to 200 characters', () => {
    expect(validateBlocks(msg(video({ alt_text: 'A'.repeat(200) }))).problems).toEqual([]);
    expectTwins(msg(video({ alt_text: 'A'.repeat(201) })), [{ rule: 'max-length', pointer: '/blocks/0/alt_text', needle: 'AAAA' }]);
    expectTwins(msg(video({ alt_text: '' })), [{ rule: 'min-length', pointer: '/blocks/0/alt_text', needle: 'alt_text' }]);
  });

  it('takes a title of less than 200 characters; hover, not the message, names the other sources’ 200', () => {
    expect(validateBlocks(msg(video({ title: plain('T'.repeat(199)) }))).problems).toEqual([]);
    expectTwins(msg(video({ title: plain('T'.repeat(200)) })), [{ rule: 'max-length', pointer: '/blocks/0/title/text', needle: 'TTTT' }]);
    const [problem] = validateBlocks(msg(video({ title: plain('T'.repeat(200)) }))).problems;
    expect(problem?.data).toMatchObject({ limit: 199, actual: 200 });
    expect(problem?.message).not.toContain('allow 200');
    expect(schemaFactsAt('blocks', msg(video({ title: plain('T') })), '/blocks/0/title/text')?.note).toContain('allow 200');
  });

  it('takes a description of less than 200 characters', () => {
    expect(validateBlocks(msg(video({ description: plain('D'.repeat(199)) }))).problems).toEqual([]);
    expectTwins(msg(video({ description: plain('D'.repeat(200)) })), [{ rule: 'max-length', pointer: '/blocks/0/description/text', needle: 'DDDD' }]);
  });

  it('takes an author_name of less than 50 characters and a provider_name of at most 50', () => {
    expect(validateBlocks(msg(video({ author_name: 'N'.repeat(49), provider_name: 'P'.repeat(50) }))).problems).toEqual([]);
    expectTwins(msg(video({ author_name: 'N'.repeat(50) })), [{ rule: 'max-length', pointer: '/blocks/0/author_name', needle: 'NNNN' }]);
    expectTwins(msg(video({ provider_name: 'P'.repeat(51) })), [{ rule: 'max-length', pointer: '/blocks/0/provider_name', needle: 'PPPP' }]);
    expect(schemaFactsAt('blocks', msg(video({ author_name: 'N' })), '/blocks/0/author_name')?.note).toContain('allow 50');
  });

  it('needs alt_text, title, thumbnail_url and video_url, and an https video_url', () => {
    expectTwins(msg({ type: 'video', title: plain('Clip') }), [
      { rule: 'required', pointer: '/blocks/0/alt_text', needle: blockStart('video') },
      { rule: 'required', pointer: '/blocks/0/thumbnail_url', needle: blockStart('video') },
      { rule: 'required', pointer: '/blocks/0/video_url', needle: blockStart('video') },
    ]);
    expectTwins(msg(video({ video_url: 'http://example.com/embed/1' })), [
      { rule: 'url', pointer: '/blocks/0/video_url', needle: 'http://example.com/embed/1' },
    ]);
    expectTwins(msg(video({ title: plain('Clip'), titel: 'x' })), [{ rule: 'unknown-key', pointer: '/blocks/0/titel', needle: 'titel' }]);
  });
});
