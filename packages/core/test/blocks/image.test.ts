import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { expectTwins } from './helpers.js';
import { blockStart, home, modal, msg, plain, urlOf } from './layout-fixtures.js';

const image = (fields: Record<string, unknown>) => ({
  type: 'image',
  alt_text: 'An incredibly cute kitten.',
  image_url: 'https://example.com/kitten.png',
  ...fields,
});

describe('image block', () => {
  it('accepts the docs examples: a titled image by URL and one by slack_file, on every surface', () => {
    const byUrl = {
      type: 'image',
      title: plain('Please enjoy this photo of a kitten'),
      block_id: 'image4',
      image_url: 'http://placekitten.com/500/500',
      alt_text: 'An incredibly cute kitten.',
    };
    const byFile = { type: 'image', slack_file: { url: 'https://files.slack.com/files-pri/T0123456-F0123456/xyz.png' }, alt_text: 'inspiration' };
    expect(validateBlocks(msg(byUrl, byFile)).problems).toEqual([]);
    expect(validateBlocks(modal(byUrl)).problems).toEqual([]);
    expect(validateBlocks(home({ ...byFile, slack_file: { id: 'F0123456' } })).problems).toEqual([]);
  });

  it('takes an image_url up to 3000 characters and reports the 3001st', () => {
    expect(validateBlocks(msg(image({ image_url: urlOf(3000) }))).problems).toEqual([]);
    expectTwins(msg(image({ image_url: urlOf(3001) })), [{ rule: 'max-length', pointer: '/blocks/0/image_url', needle: 'uuuu' }]);
  });

  it('takes alt_text of 1 to 2000 characters', () => {
    expect(validateBlocks(msg(image({ alt_text: 'A'.repeat(2000) }))).problems).toEqual([]);
    expectTwins(msg(image({ alt_text: 'A'.repeat(2001) })), [{ rule: 'max-length', pointer: '/blocks/0/alt_text', needle: 'AAAA' }]);
    expectTwins(msg(image({ alt_text: '' })), [{ rule: 'min-length', pointer: '/blocks/0/alt_text', needle: 'alt_text' }]);
    const { alt_text: _alt, ...without } = image({});
    expectTwins(msg(without), [{ rule: 'required', pointer: '/blocks/0/alt_text', needle: blockStart('image') }]);
  });

  it('takes a plain_text title up to 2000 characters', () => {
    expect(validateBlocks(msg(image({ title: plain('T'.repeat(2000)) }))).problems).toEqual([]);
    expectTwins(msg(image({ title: plain('T'.repeat(2001)) })), [{ rule: 'max-length', pointer: '/blocks/0/title/text', needle: 'TTTT' }]);
    expectTwins(msg(image({ title: { type: 'mrkdwn', text: '*Kitten*' } })), [{ rule: 'type-not-allowed', pointer: '/blocks/0/title/type', needle: 'mrkdwn' }]);
  });

  it('needs image_url or slack_file, not both', () => {
    expectTwins(msg(image({ slack_file: { id: 'F0123456' } })), [{ rule: 'image-block-source', pointer: '/blocks/0/slack_file', needle: 'slack_file' }]);
    expectTwins(msg({ type: 'image', alt_text: 'Nothing to show' }), [{ rule: 'image-block-source', pointer: '/blocks/0', needle: blockStart('image') }]);
  });

  it('checks the slack_file it holds', () => {
    const block = { type: 'image', alt_text: 'a', slack_file: { id: 'F0123456', url: 'https://files.slack.com/x.png' } };
    expectTwins(msg(block), [{ rule: 'slack-file-source', pointer: '/blocks/0/slack_file/id', needle: { json: '"id"', yaml: 'id:' } }]);
    expectTwins(msg({ type: 'image', alt_text: 'a', slack_file: { name: 'x.png' } }), [
      { rule: 'unknown-key', pointer: '/blocks/0/slack_file/name', needle: 'name' },
      { rule: 'slack-file-source', pointer: '/blocks/0/slack_file', needle: 'slack_file' },
    ]);
  });

  it('wants a URL in image_url', () => {
    expectTwins(msg(image({ image_url: 'kitten.png' })), [{ rule: 'url', pointer: '/blocks/0/image_url', needle: 'kitten.png' }]);
  });
});
