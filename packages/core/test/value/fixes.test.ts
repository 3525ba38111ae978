import { describe, expect, it } from 'vitest';
import { checkPayloadValue, Hole, openObject, payloadFixes, type PayloadForm } from 'manifesto-core/value';

const plain = (text: unknown) => ({ type: 'plain_text', text });
const input = { type: 'input', label: plain('Name'), element: { type: 'plain_text_input', action_id: 'name' } };

/** Every fix of every problem of the payload, as `rule pointer: edits`. */
function fixesOf(value: unknown, form: PayloadForm): string[] {
  return checkPayloadValue(value, form).flatMap((problem) =>
    payloadFixes(value, form, problem).map((fix) => `${problem.rule} ${problem.pointer}: ${JSON.stringify(fix.edits)}`),
  );
}

describe('quick fixes of a payload with holes', () => {
  it('changes a misspelt block type, also inside an item that may be absent', () => {
    expect(fixesOf({ blocks: [{ type: 'secton', text: plain(Hole.unknown()) }] }, 'message')).toEqual([
      'unknown-type /blocks/0/type: [{"op":"set","pointer":"/blocks/0/type","value":"section"}]',
    ]);
    expect(fixesOf({ blocks: [Hole.spread(), Hole.maybe({ type: 'dividr' })] }, 'message')).toEqual([
      'unknown-type /blocks/1/type: [{"op":"set","pointer":"/blocks/1/type","value":"divider"}]',
    ]);
  });

  it('adds a missing submit to a modal whose other parts are computed, and plain text where the header of a Home tab needs it', () => {
    const modal = { type: 'modal', title: plain(Hole.text(['Hello '])), blocks: [input, Hole.spread()], callback_id: Hole.unknown() };
    expect(fixesOf(modal, 'view')).toEqual([
      'modal-submit-required /type: [{"op":"insert","parent":"","key":"submit","value":{"type":"plain_text","text":"Submit"}}]',
    ]);
    const home = { type: 'home', blocks: [{ type: 'header', text: { type: 'mrkdwn', text: Hole.unknown() } }, Hole.spread()] };
    expect(fixesOf(home, 'publish')).toEqual(['type-not-allowed /blocks/0/text/type: [{"op":"set","pointer":"/blocks/0/text/type","value":"plain_text"}]']);
    // A computed key may be `submit`: nothing to fix, nothing reported.
    expect(fixesOf(openObject({ type: 'modal', title: plain('Hi'), blocks: [input] }), 'view')).toEqual([]);
  });

  it('renames an unknown key in an object with computed keys, keeping them computed', () => {
    const button = openObject({ type: 'button', text: plain('Go'), action_idd: 'go' });
    expect(fixesOf({ blocks: [{ type: 'actions', elements: [button] }] }, 'message')).toEqual([
      'unknown-key /blocks/0/elements/0/action_idd: [{"op":"rename","pointer":"/blocks/0/elements/0/action_idd","name":"action_id"}]',
    ]);
  });

  it('never edits a computed part', () => {
    // A template type: its known part is misspelt, but the text is the code's.
    const value = { blocks: [{ type: Hole.text(['secton']), text: plain('x') }] };
    for (const problem of checkPayloadValue(value, 'message')) expect(payloadFixes(value, 'message', problem)).toEqual([]);
  });
});
