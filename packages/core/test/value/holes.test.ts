import { describe, expect, it } from 'vitest';
import { checkPayloadValue, Hole, openObject } from 'manifesto-core/value';
import type { Problem } from 'manifesto-core';

const at = (problems: readonly Problem[]) => problems.map((problem) => `${problem.severity} ${problem.rule} ${problem.pointer}`);
const plain = (text: unknown) => ({ type: 'plain_text', text });
const divider = { type: 'divider' };
const input = { type: 'input', label: plain('Name'), element: { type: 'plain_text_input', action_id: 'name' } };

describe('checking a payload with holes', () => {
  it('reports a template whose known parts are already over the limit, and not one that may be short', () => {
    const header = (text: unknown) => ({ blocks: [{ type: 'header', text: plain(text) }] });
    expect(at(checkPayloadValue(header(Hole.text(['x'.repeat(200), ''])), 'message'))).toEqual(['error max-length /blocks/0/text/text']);
    expect(at(checkPayloadValue(header(Hole.text(['Deploy '])), 'message'))).toEqual([]);
    // An empty template part is no proof of an empty string.
    expect(at(checkPayloadValue({ blocks: [{ type: 'section', text: { type: 'mrkdwn', text: Hole.text(['']) } }] }, 'message'))).toEqual([]);
  });

  it('lets an unknown value satisfy its place: a block, a text, an id, a type', () => {
    const value = { text: Hole.unknown(), blocks: [Hole.unknown(), { type: 'section', text: Hole.unknown() }, { type: Hole.unknown(), zzz: 1 }] };
    expect(at(checkPayloadValue(value, 'message'))).toEqual([]);
  });

  it('counts conditional blocks as a range: over the limit only with them is a warning', () => {
    const blocks = (always: number, conditional: number) => [
      ...Array.from({ length: always }, () => divider),
      ...Array.from({ length: conditional }, () => Hole.maybe(divider)),
    ];
    expect(at(checkPayloadValue({ blocks: blocks(49, 2) }, 'message'))).toEqual(['warning count-may-exceed /blocks']);
    expect(at(checkPayloadValue({ blocks: blocks(48, 2) }, 'message'))).toEqual([]);
    expect(at(checkPayloadValue({ blocks: blocks(51, 2) }, 'message'))).toEqual(['error too-many-blocks /blocks']);
  });

  it('gives a list with a spread no maximum beyond the items written, and no minimum', () => {
    const many = Array.from({ length: 51 }, () => divider);
    expect(at(checkPayloadValue({ blocks: [...many.slice(1), Hole.spread()] }, 'message'))).toEqual([]);
    const over = checkPayloadValue({ blocks: [...many, Hole.spread()] }, 'message');
    expect(at(over)).toEqual(['error too-many-blocks /blocks']);
    expect(over[0]?.data).toMatchObject({ limit: 50, actual: 51 });
    expect(at(checkPayloadValue({ type: 'modal', title: plain('T'), blocks: [Hole.spread()] }, 'view'))).toEqual([]);
  });

  it('lets computed keys supply what is missing, and still reports a key written that does not exist', () => {
    const modal = openObject({ type: 'modal', blocks: [input] });
    expect(at(checkPayloadValue(modal, 'view'))).toEqual([]);
    expect(at(checkPayloadValue(openObject({ type: 'modal', title: plain('T'), blocks: [input], submitt: plain('Go') }), 'view'))).toEqual([
      'error unknown-key /submitt',
    ]);
  });

  it('keeps rules that read a hole silent, and the same rules on known values reporting', () => {
    const modal = (submit: unknown) => ({ type: 'modal', title: plain('T'), blocks: [input], ...(submit === undefined ? {} : { submit }) });
    expect(at(checkPayloadValue(modal(undefined), 'view'))).toEqual(['error modal-submit-required /type']);
    expect(at(checkPayloadValue(modal(Hole.unknown()), 'view'))).toEqual([]);
    const button = (id: unknown) => ({ type: 'button', text: plain('Go'), action_id: id });
    const actions = (ids: unknown[]) => ({ blocks: [{ type: 'actions', elements: ids.map(button) }] });
    expect(at(checkPayloadValue(actions([Hole.text(['go_']), Hole.text(['go_'])]), 'message'))).toEqual([]);
    expect(at(checkPayloadValue(actions(['go', 'go', Hole.unknown()]), 'message'))).toEqual(['error action-id-duplicate /blocks/0/elements/1/action_id']);
  });

  it('reports a conditional block for what it is when present', () => {
    expect(at(checkPayloadValue({ blocks: [Hole.maybe({ type: 'sectoin' })] }, 'message'))).toEqual(['error unknown-type /blocks/0/type']);
  });

  it('takes views.publish as a Home tab: a modal there is reported at its type, pointers into the view', () => {
    const modal = { type: 'modal', title: plain('T'), blocks: [divider] };
    expect(at(checkPayloadValue(modal, 'publish'))).toEqual(['error enum /type']);
    expect(at(checkPayloadValue({ type: 'home', blocks: [divider, { type: 'header', text: plain('x'.repeat(151)) }] }, 'publish'))).toEqual([
      'error max-length /blocks/1/text/text',
    ]);
    expect(at(checkPayloadValue({ type: Hole.unknown(), blocks: [divider] }, 'publish'))).toEqual([]);
  });

  it('holds a payload to the depth limit as a block file, counting the stand-in of a hole and the views.publish arguments', () => {
    const section = (text: unknown) => ({ blocks: [{ type: 'section', text }] });
    const deep = (maxDepth: number) => ({ limits: { maxDepth } });
    // The root, `blocks`, the block and its text: four levels.
    expect(at(checkPayloadValue(section({ type: 'mrkdwn', text: 'x' }), 'message', deep(4)))).toEqual([]);
    expect(at(checkPayloadValue(section({ type: 'mrkdwn', text: Hole.text(['x']) }), 'message', deep(3)))).toEqual(['error too-deep /blocks/0/text']);
    expect(at(checkPayloadValue(section(Hole.unknown()), 'message', deep(4)))).toEqual([]);
    expect(at(checkPayloadValue({ blocks: [{ type: 'section', fields: [{ type: 'mrkdwn', text: 'x' }, Hole.unknown()] }] }, 'message', deep(4)))).toEqual([
      'error too-deep /blocks/0/fields/0',
    ]);
    // views.publish's arguments are one level above the view.
    const home = { type: 'home', ...section({ type: 'mrkdwn', text: 'x' }) };
    expect(at(checkPayloadValue(home, 'publish', deep(5)))).toEqual([]);
    expect(at(checkPayloadValue(home, 'publish', deep(4)))).toEqual(['error too-deep /blocks/0/text']);
  });

  it('never throws on values that fight back', () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('no');
        },
        ownKeys: () => {
          throw new Error('no');
        },
      },
    );
    expect(checkPayloadValue(hostile, 'message').every((problem) => typeof problem.rule === 'string')).toBe(true);
  });
});
