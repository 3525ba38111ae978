import { describe, expect, test } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { fixesFor } from 'manifesto-core/language';
import { analyseBlocks } from '../../src/blocks/containers.js';
import { expectTwins } from './helpers.js';

const plain = (text: string) => ({ type: 'plain_text', text });
const section = (text = 'Hello') => ({ type: 'section', text: { type: 'mrkdwn', text } });
const input = (label = 'Name') => ({ type: 'input', label: plain(label), element: { type: 'plain_text_input', action_id: 'name' } });
const modal = (extra: Record<string, unknown> = {}, blocks: unknown[] = [section()]) => ({ type: 'modal', title: plain('Title'), ...extra, blocks });
const home = (extra: Record<string, unknown> = {}, blocks: unknown[] = [section()]) => ({ type: 'home', ...extra, blocks });
const rules = (value: unknown) => validateBlocks(value).problems.map((p) => [p.rule, p.pointer]);

describe('message', () => {
  test('a chat.postMessage, response_url or webhook payload with every documented field passes', () => {
    const value = {
      channel: 'C0123456789',
      text: 'Deploy finished',
      blocks: [section('*Deploy finished*')],
      attachments: [
        {
          color: '#36a64f',
          fallback: 'Deploy summary',
          pretext: 'Summary',
          author_name: 'CI',
          author_link: 'https://ci.example.com',
          author_icon: 'https://ci.example.com/icon.png',
          title: 'Build 42',
          title_link: 'https://ci.example.com/42',
          text: 'All _green_',
          fields: [{ title: 'Duration', value: '3 min', short: true }],
          image_url: 'https://ci.example.com/graph.png',
          thumb_url: 'https://ci.example.com/thumb.png',
          footer: 'CI',
          footer_icon: 'https://ci.example.com/footer.png',
          ts: 123456789,
          mrkdwn_in: ['text', 'pretext'],
        },
        { color: 'good', blocks: [section('Inside an attachment')] },
      ],
      thread_ts: '1700000000.000100',
      reply_broadcast: true,
      mrkdwn: true,
      response_type: 'in_channel',
      replace_original: false,
      delete_original: false,
      unfurl_links: false,
      unfurl_media: true,
      metadata: { event_type: 'deploy_finished', event_payload: { id: 42 } },
      username: 'Deploy bot',
      icon_emoji: ':rocket:',
      link_names: true,
      parse: 'none',
    };
    expect(validateBlocks(value).problems).toEqual([]);
  });
  test('blocks without text pass: text is only the notification fallback', () => {
    expect(validateBlocks({ blocks: [section()] }).problems).toEqual([]);
  });
  test('attachments alone, or markdown_text alone, make a message', () => {
    expect(analyseBlocks({ text: 'x', attachments: [{ text: 'legacy' }] }).container).toBe('message');
    expect(analyseBlocks({ markdown_text: '**bold**' }).container).toBe('message');
    expect(validateBlocks({ markdown_text: '**bold**' }).problems).toEqual([]);
  });
  test('an unknown key is an error with the key meant', () => {
    expectTwins({ chanel: 'C1', text: 'x', blocks: [section()] }, [{ rule: 'unknown-key', pointer: '/chanel', needle: 'chanel' }]);
    expect(validateBlocks({ chanel: 'C1', blocks: [] }).problems[0]?.data).toMatchObject({ suggestion: 'channel' });
  });
  test('response_type is in_channel or ephemeral', () => {
    expectTwins({ text: 'x', response_type: 'public', blocks: [] }, [{ rule: 'enum', pointer: '/response_type', needle: 'public' }]);
  });
  test('100 attachments pass; 101 are too many', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `a${i}` }));
    expect(validateBlocks({ text: 'x', attachments: many(100) }).problems).toEqual([]);
    expectTwins({ text: 'x', attachments: many(101) }, [{ rule: 'max-items', pointer: '/attachments', needle: 'attachments' }]);
  });
  test("an attachment's keys and its fields' keys are closed", () => {
    expectTwins({ text: 'x', attachments: [{ colour: 'good', fields: [{ title: 'a', value: 'b', shortt: true }] }] }, [
      { rule: 'unknown-key', pointer: '/attachments/0/colour', needle: 'colour' },
      { rule: 'unknown-key', pointer: '/attachments/0/fields/0/shortt', needle: 'shortt' },
    ]);
  });
  test("an attachment's blocks are checked on the message surface", () => {
    expectTwins({ text: 'x', attachments: [{ blocks: [{ type: 'sectoin' }] }] }, [
      { rule: 'unknown-type', pointer: '/attachments/0/blocks/0/type', needle: 'sectoin' },
    ]);
    const fileInput = { type: 'input', label: plain('File'), element: { type: 'file_input', action_id: 'file' } };
    expect(rules({ text: 'x', attachments: [{ blocks: [fileInput] }] })).toEqual([['not-on-surface', '/attachments/0/blocks/0/element/type']]);
  });
  test('markdown_text: 12,000 characters pass, 12,001 do not; it cannot go with text or blocks', () => {
    expect(validateBlocks({ markdown_text: 'a'.repeat(12_000) }).problems).toEqual([]);
    expectTwins({ markdown_text: 'a'.repeat(12_001) }, [{ rule: 'max-length', pointer: '/markdown_text', needle: 'markdown_text' }]);
    expectTwins({ text: 'x', markdown_text: '**y**' }, [{ rule: 'markdown-text-conflict', pointer: '/markdown_text', needle: 'markdown_text' }]);
  });
  test('metadata has event_type and event_payload', () => {
    expectTwins({ text: 'x', blocks: [], metadata: { event_typ: 'a', event_payload: {} } }, [
      { rule: 'unknown-key', pointer: '/metadata/event_typ', needle: 'event_typ' },
    ]);
  });
});

describe('modal', () => {
  test('a modal with every field passes', () => {
    const value = modal(
      {
        submit: plain('Send'),
        close: plain('Cancel'),
        callback_id: 'feedback',
        private_metadata: '{"channel":"C1"}',
        external_id: 'feedback-1',
        clear_on_close: true,
        notify_on_close: true,
        submit_disabled: false,
      },
      [section(), input()],
    );
    expect(validateBlocks(value).problems).toEqual([]);
  });
  test('title is required', () => {
    expectTwins({ type: 'modal', blocks: [section()] }, [{ rule: 'required', pointer: '/title', needle: { json: '{', yaml: 'type: modal' } }]);
  });
  for (const key of ['title', 'submit', 'close']) {
    test(`${key}: 24 characters pass, 25 do not; plain_text only`, () => {
      expect(validateBlocks(modal({ [key]: plain('a'.repeat(24)) })).problems).toEqual([]);
      expectTwins(modal({ [key]: plain('a'.repeat(25)) }), [{ rule: 'max-length', pointer: `/${key}/text`, needle: 'a'.repeat(25) }]);
      expectTwins(modal({ [key]: { type: 'mrkdwn', text: '*x*' } }), [{ rule: 'type-not-allowed', pointer: `/${key}/type`, needle: 'mrkdwn' }]);
    });
  }
  for (const [key, limit] of [
    ['callback_id', 255],
    ['private_metadata', 3000],
    ['external_id', 255],
  ] as const) {
    test(`${key}: ${limit} characters pass, ${limit + 1} do not`, () => {
      expect(validateBlocks(modal({ [key]: 'a'.repeat(limit) })).problems).toEqual([]);
      expectTwins(modal({ [key]: 'a'.repeat(limit + 1) }), [{ rule: 'max-length', pointer: `/${key}`, needle: key }]);
      expectTwins(home({ [key]: 'a'.repeat(limit + 1) }), [{ rule: 'max-length', pointer: `/${key}`, needle: key }]);
      expect(validateBlocks(home({ [key]: 'a'.repeat(limit) })).problems).toEqual([]);
    });
  }
  test('a modal holds up to 100 blocks; none is only a warning, since the references set no minimum', () => {
    expectTwins(modal({}, []), [{ rule: 'view-blocks-empty', pointer: '/blocks', needle: 'blocks' }]);
    expect(validateBlocks(modal({}, [])).problems.map((p) => [p.severity, p.data])).toEqual([['warning', { limit: 1, actual: 0 }]]);
    const many = (n: number) => Array.from({ length: n }, () => ({ type: 'divider' }));
    expect(validateBlocks(modal({}, many(100))).problems).toEqual([]);
    expect(rules(modal({}, many(101)))).toEqual([['too-many-blocks', '/blocks']]);
  });
  test('an unknown key is an error with the key meant', () => {
    expectTwins(modal({ callbackid: 'x' }), [{ rule: 'unknown-key', pointer: '/callbackid', needle: 'callbackid' }]);
  });
  test('an input block needs submit, with a quick fix that adds it', () => {
    const value = modal({}, [section(), input()]);
    expectTwins(value, [{ rule: 'modal-submit-required', pointer: '/type', needle: 'modal' }]);
    const [problem] = validateBlocks(value).problems;
    expect(problem?.data).toEqual({ parent: '', input: '/blocks/1' });
    expect(fixesFor('blocks', value, problem!)).toEqual([
      { title: 'Add a `submit` button labelled "Submit"', edits: [{ op: 'insert', parent: '', key: 'submit', value: { type: 'plain_text', text: 'Submit' } }] },
    ]);
    expect(validateBlocks(modal({ submit: plain('Submit') }, [section(), input()])).problems).toEqual([]);
  });
  test('an input block inside a container needs submit too', () => {
    const value = modal({}, [{ type: 'container', title: plain('Details'), child_blocks: [input()] }]);
    expect(validateBlocks(value).problems.map((p) => [p.rule, p.data])).toEqual([['modal-submit-required', { parent: '', input: '/blocks/0/child_blocks/0' }]]);
  });
  test('a misspelt submit is one unknown-key problem, not also a missing submit', () => {
    expect(rules(modal({ submitt: plain('Send') }, [input()]))).toEqual([['unknown-key', '/submitt']]);
  });
  test('inside a views.publish argument the pointers continue into the view', () => {
    expect(rules({ user_id: 'U1', view: modal({}, [input()]) })).toEqual([['modal-submit-required', '/view/type']]);
  });
});

describe('home', () => {
  test('a Home tab with its fields passes', () => {
    expect(validateBlocks(home({ callback_id: 'home', private_metadata: 'x', external_id: 'home-1' })).problems).toEqual([]);
  });
  test("a modal's keys in a Home tab are a warning of their own, each at its key", () => {
    const keys = { title: plain('Home'), submit: plain('Go'), close: plain('Close'), clear_on_close: true, notify_on_close: false, submit_disabled: true };
    expectTwins(
      home(keys),
      Object.keys(keys).map((key) => ({ rule: 'home-modal-key', pointer: `/${key}`, needle: key })),
    );
    const problems = validateBlocks({ user_id: 'U1', view: home({ title: plain('Home') }) }).problems;
    expect(problems.map((p) => [p.rule, p.severity, p.pointer, p.target, p.data])).toEqual([
      ['home-modal-key', 'warning', '/view/title', 'key', { key: 'title' }],
    ]);
  });
  test('a key neither view defines stays an unknown-key error beside the modal keys', () => {
    expect(validateBlocks(home({ title: plain('Home'), colour: 'red' })).problems.map((p) => [p.rule, p.severity, p.pointer])).toEqual([
      ['home-modal-key', 'warning', '/title'],
      ['unknown-key', 'error', '/colour'],
    ]);
  });
  test('an unknown key is an error with the key meant', () => {
    expectTwins(home({ privat_metadata: 'x' }), [{ rule: 'unknown-key', pointer: '/privat_metadata', needle: 'privat_metadata' }]);
  });
  test('a Home tab holds up to 100 blocks; none is only a warning', () => {
    expectTwins(home({}, []), [{ rule: 'view-blocks-empty', pointer: '/blocks', needle: 'blocks' }]);
    expect(validateBlocks({ user_id: 'U1', view: { type: 'home', blocks: [] } }).problems.map((p) => [p.rule, p.severity, p.pointer])).toEqual([
      ['view-blocks-empty', 'warning', '/view/blocks'],
    ]);
    expect(validateBlocks(home({}, [section()])).problems).toEqual([]);
    const many = (n: number) => Array.from({ length: n }, () => ({ type: 'divider' }));
    expect(validateBlocks(home({}, many(100))).problems).toEqual([]);
    expectTwins(home({}, many(101)), [{ rule: 'too-many-blocks', pointer: '/blocks', needle: 'blocks' }]);
  });
});
