import { describe, expect, it } from 'vitest';
import { revealMessage, revealRange } from '../src/preview-reveal.js';

/** The text a range covers. */
function textAt(text: string, range: { start: { line: number; character: number }; end: { line: number; character: number } } | undefined): string | undefined {
  if (!range) return undefined;
  const lines = text.split('\n');
  const offset = (p: { line: number; character: number }) => lines.slice(0, p.line).reduce((sum, line) => sum + line.length + 1, 0) + p.character;
  return text.slice(offset(range.start), offset(range.end));
}

const reveal = (pointer: unknown) => ({ type: 'reveal', pointer });

describe('revealMessage', () => {
  it('takes only the preview page’s reveal message with a JSON pointer', () => {
    expect(revealMessage(reveal('/blocks/2'))).toEqual({ type: 'reveal', pointer: '/blocks/2' });
    expect(revealMessage(reveal(''))).toEqual({ type: 'reveal', pointer: '' });
    for (const message of [undefined, null, 'reveal', [], { type: 'open', pointer: '/blocks/0' }, reveal(3), reveal('blocks/0'), { pointer: '/blocks/0' }]) {
      expect(revealMessage(message)).toBeUndefined();
    }
  });
});

describe('revealRange', () => {
  it('selects the clicked block in a JSON file', () => {
    const text = JSON.stringify({ blocks: [{ type: 'divider' }, { type: 'header', text: { type: 'plain_text', text: 'Hi' } }] }, null, 2);
    const range = revealRange('/w/a.blocks.json', text, reveal('/blocks/1'));
    expect(JSON.parse(textAt(text, range)!)).toEqual({ type: 'header', text: { type: 'plain_text', text: 'Hi' } });
    expect(range!.start.line).toBe(text.split('\n').findIndex((line) => line.includes('"header"')) - 1);
  });

  it('selects the clicked block in a YAML file', () => {
    const text = 'blocks:\n  - type: divider\n  - type: header\n    text:\n      type: plain_text\n      text: Hi\n';
    const range = revealRange('/w/a.blocks.yaml', text, reveal('/blocks/1'));
    expect(range!.start).toEqual({ line: 2, character: 4 });
    expect(textAt(text, range)!.trimEnd()).toBe('type: header\n    text:\n      type: plain_text\n      text: Hi');
  });

  it('selects a block of a view written as a JSON string, through its escapes', () => {
    const view = JSON.stringify({ type: 'home', blocks: [{ type: 'divider' }, { type: 'section', text: { type: 'mrkdwn', text: 'a "quote"' } }] });
    const text = JSON.stringify({ user_id: 'U1', view }, null, 2);
    const range = revealRange('/w/home.views.publish.json', text, reveal('/view/blocks/1'));
    expect(range!.start.line).toBe(range!.end.line);
    expect(JSON.parse(`"${textAt(text, range)}"`)).toBe(JSON.stringify({ type: 'section', text: { type: 'mrkdwn', text: 'a "quote"' } }));
  });

  it('selects the whole block of a single-block file', () => {
    const text = '{"type": "divider"}\n';
    expect(textAt(text, revealRange('/w/a.block.json', text, reveal('')))).toBe('{"type": "divider"}');
  });

  it('reveals nothing for a block that is gone, a text that does not parse, or a message that is not ours', () => {
    const text = '{"blocks": [{"type": "divider"}]}';
    expect(revealRange('/w/a.blocks.json', text, reveal('/blocks/4'))).toBeUndefined();
    expect(revealRange('/w/a.blocks.json', '{"blocks": [', reveal('/blocks/0'))).toBeUndefined();
    expect(revealRange('/w/a.blocks.json', text, { type: 'reveal' })).toBeUndefined();
    const publish = JSON.stringify({ user_id: 'U1', view: '{"type": "home", "blocks": []}' });
    expect(revealRange('/w/h.views.publish.json', publish, reveal('/view/blocks/0'))).toBeUndefined();
  });
});
