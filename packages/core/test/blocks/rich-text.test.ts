import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { expectTwins, message } from './helpers.js';

const section = (...elements: unknown[]) => ({ type: 'rich_text_section', elements });
const richText = (...elements: unknown[]) => ({ type: 'rich_text', elements });
const text = (value: string, style?: Record<string, unknown>) => (style ? { type: 'text', text: value, style } : { type: 'text', text: value });

/** The platform's rich text examples: a styled section, lists, a code block, a quote and every inline element. */
const DOCS = message(
  richText(section(text('Hello there, '), text('I am a basic rich text block!', { bold: true }))),
  richText(
    section(text('Hello there, I am a basic rich text block!')),
    section(text('Hey!', { italic: true })),
    section(text('this is very important', { strike: true, code: true })),
  ),
  richText(
    section(text('Breakfast foods I enjoy:')),
    { type: 'rich_text_list', style: 'bullet', elements: [section(text('Hash browns')), section(text('Eggs'))] },
    { type: 'rich_text_list', style: 'ordered', indent: 1, offset: 2, border: 1, elements: [section(text('Scrambled')), section(text('Over easy'))] },
  ),
  richText({
    type: 'rich_text_preformatted',
    border: 0,
    language: 'json',
    elements: [text('{\n  "object": true\n}'), { type: 'link', url: 'https://example.com' }],
  }),
  richText({ type: 'rich_text_quote', border: 1, elements: [text('What we need is good examples in our documentation.'), { type: 'emoji', name: 'wave' }] }),
  richText(
    section(
      { type: 'user', user_id: 'U123ABC456', style: { bold: true } },
      { type: 'channel', channel_id: 'C123ABC456' },
      { type: 'usergroup', usergroup_id: 'S123ABC456' },
      { type: 'team', team_id: 'T123ABC456' },
      { type: 'broadcast', range: 'here' },
      { type: 'emoji', name: 'basketball', unicode: '1f3c0', skin_tone: 6 },
      { type: 'link', url: 'https://api.slack.com', text: 'Slack API', unsafe: false, style: { underline: true } },
      { type: 'date', timestamp: 1720710212, format: '{date_num} at {time}', fallback: 'timey', url: 'https://example.com' },
      { type: 'date', timestamp: 0, format: '{ago}' },
      { type: 'color', value: '#F405B3' },
      text('', { highlight: true, client_highlight: true, unlink: true }),
    ),
  ),
  richText(),
  richText(section()),
);

describe('rich text block', () => {
  it('accepts the documented examples: sections, lists, preformatted text, quotes and every inline element', () => {
    expect(validateBlocks(DOCS).problems).toEqual([]);
  });

  it('reports an unknown rich text element and an unknown inline element with did-you-mean', () => {
    expectTwins(message(richText({ type: 'rich_text_sectoin', elements: [] }, section({ type: 'emoj', name: 'wave' }))), [
      { rule: 'unknown-type', pointer: '/blocks/0/elements/0/type', needle: 'rich_text_sectoin' },
      { rule: 'unknown-type', pointer: '/blocks/0/elements/1/elements/0/type', needle: 'emoj' },
    ]);
  });

  it('reports an inline element where a rich text element belongs, and the reverse', () => {
    expectTwins(message(richText(text('loose')), richText(section(section(text('nested'))))), [
      { rule: 'unknown-type', pointer: '/blocks/0/elements/0/type', needle: { json: '"type": "text"', yaml: 'type: text' } },
      { rule: 'unknown-type', pointer: '/blocks/1/elements/0/elements/0/type', needle: ['rich_text_section', 2] },
    ]);
  });

  it('holds list items to sections, and a code block to text and links', () => {
    expectTwins(
      message(
        richText({ type: 'rich_text_list', style: 'bullet', elements: [{ type: 'rich_text_quote', elements: [] }] }),
        richText({ type: 'rich_text_preformatted', elements: [text('ok'), { type: 'user', user_id: 'U1' }, { type: 'emoji', name: 'x' }] }),
      ),
      [
        { rule: 'type-not-allowed', pointer: '/blocks/0/elements/0/elements/0/type', needle: 'rich_text_quote' },
        { rule: 'type-not-allowed', pointer: '/blocks/1/elements/0/elements/1/type', needle: { json: '"type": "user"', yaml: 'type: user' } },
        { rule: 'type-not-allowed', pointer: '/blocks/1/elements/0/elements/2/type', needle: { json: '"type": "emoji"', yaml: 'type: emoji' } },
      ],
    );
  });

  it('names misspelled style flags, list styles and broadcast ranges', () => {
    expectTwins(
      message(
        richText(section(text('x', { bld: true }), { type: 'broadcast', range: 'everybody' }), {
          type: 'rich_text_list',
          style: 'bulet',
          elements: [section(text('a'))],
        }),
      ),
      [
        { rule: 'unknown-key', pointer: '/blocks/0/elements/0/elements/0/style/bld', needle: 'bld' },
        { rule: 'enum', pointer: '/blocks/0/elements/0/elements/1/range', needle: 'everybody' },
        { rule: 'enum', pointer: '/blocks/0/elements/1/style', needle: 'bulet' },
      ],
    );
  });

  it('requires the identifying field of each inline element', () => {
    expectTwins(
      message(richText(section({ type: 'user' }, { type: 'link', text: 'no url' }, { type: 'date', timestamp: 1 }, { type: 'color', value: 'pink' }))),
      [
        { rule: 'required', pointer: '/blocks/0/elements/0/elements/0/user_id', needle: { json: '{\n              "type": "user"', yaml: 'type: user' } },
        { rule: 'required', pointer: '/blocks/0/elements/0/elements/1/url', needle: { json: '{\n              "type": "link"', yaml: 'type: link' } },
        { rule: 'required', pointer: '/blocks/0/elements/0/elements/2/format', needle: { json: '{\n              "type": "date"', yaml: 'type: date' } },
        { rule: 'color', pointer: '/blocks/0/elements/0/elements/3/value', needle: 'pink' },
      ],
    );
  });

  it('rejects an unknown key on the block and on an element', () => {
    expectTwins(message({ ...richText(section(text('a'))), blockid: 'x' }, richText({ ...section(text('b')), border: 1 })), [
      { rule: 'unknown-key', pointer: '/blocks/0/blockid', needle: 'blockid' },
      { rule: 'unknown-key', pointer: '/blocks/1/elements/0/border', needle: 'border' },
    ]);
  });
});

describe('rich text limits', () => {
  it('a list holds at least one item', () => {
    const list = (elements: unknown[]) => message(richText({ type: 'rich_text_list', style: 'ordered', elements }));
    expect(validateBlocks(list([section(text('one'))])).problems).toEqual([]);
    expectTwins(list([]), [{ rule: 'min-items', pointer: '/blocks/0/elements/0/elements', needle: { json: '"elements": []', yaml: 'elements: []' } }]);
  });

  it('indent and offset are not negative; border is 0 or 1', () => {
    const list = (extra: Record<string, unknown>) => message(richText({ type: 'rich_text_list', style: 'bullet', elements: [section(text('a'))], ...extra }));
    expect(validateBlocks(list({ indent: 0, offset: 0, border: 0 })).problems).toEqual([]);
    expectTwins(list({ indent: -1, offset: -1, border: 2 }), [
      { rule: 'rich-text-number-range', pointer: '/blocks/0/elements/0/indent', needle: 'indent' },
      { rule: 'rich-text-number-range', pointer: '/blocks/0/elements/0/offset', needle: 'offset' },
      { rule: 'enum', pointer: '/blocks/0/elements/0/border', needle: 'border' },
    ]);
  });

  it('an emoji skin tone runs from 1 to 6 and its name is not empty', () => {
    const emoji = (extra: Record<string, unknown>) => message(richText(section({ type: 'emoji', name: 'wave', ...extra })));
    expect(validateBlocks(emoji({ skin_tone: 1 })).problems).toEqual([]);
    expect(validateBlocks(emoji({ skin_tone: 6 })).problems).toEqual([]);
    expectTwins(emoji({ skin_tone: 7 }), [{ rule: 'rich-text-number-range', pointer: '/blocks/0/elements/0/elements/0/skin_tone', needle: 'skin_tone' }]);
    expect(validateBlocks(emoji({ skin_tone: 7 })).problems[0]?.data).toEqual({ limit: 6, actual: 7 });
    expectTwins(emoji({ skin_tone: 0 }), [{ rule: 'rich-text-number-range', pointer: '/blocks/0/elements/0/elements/0/skin_tone', needle: 'skin_tone' }]);
    expectTwins(emoji({ name: '' }), [{ rule: 'rich-text-emoji-name-empty', pointer: '/blocks/0/elements/0/elements/0/name', needle: 'name' }]);
    expect(validateBlocks(emoji({ name: '' })).problems.map((p) => [p.rule, p.severity])).toEqual([['rich-text-emoji-name-empty', 'warning']]);
  });

  it('a date timestamp is not negative and its format is not empty', () => {
    const date = (timestamp: number, format: string) => message(richText(section({ type: 'date', timestamp, format })));
    expect(validateBlocks(date(0, '{date}')).problems).toEqual([]);
    expectTwins(date(-1, '{date}'), [{ rule: 'rich-text-number-range', pointer: '/blocks/0/elements/0/elements/0/timestamp', needle: 'timestamp' }]);
    expectTwins(date(5, ''), [{ rule: 'min-length', pointer: '/blocks/0/elements/0/elements/0/format', needle: 'format' }]);
  });

  it('the block id is at most 255 characters', () => {
    expect(validateBlocks(message({ ...richText(), block_id: 'b'.repeat(255) })).problems).toEqual([]);
    expectTwins(message({ ...richText(), block_id: 'b'.repeat(256) }), [{ rule: 'max-length', pointer: '/blocks/0/block_id', needle: 'bbbb' }]);
  });
});

describe('rich text in editors', () => {
  it('offers the rich text element types, and only text and link inside a code block', async () => {
    const { valuesAt } = await import('manifesto-core/language');
    const value = message(richText({ type: 'rich_text_preformatted', elements: [text('x')] }));
    expect(valuesAt('blocks', value, '/blocks/0/elements/0/type').map((v) => v.value)).toEqual([
      'rich_text_section',
      'rich_text_list',
      'rich_text_preformatted',
      'rich_text_quote',
    ]);
    expect(valuesAt('blocks', value, '/blocks/0/elements/0/elements/0/type').map((v) => v.value)).toEqual(['text', 'link']);
  });
});
