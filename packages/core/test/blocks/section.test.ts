import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { expectTwins } from './helpers.js';
import { blockStart, button, mrkdwn, msg, plain } from './layout-fixtures.js';

const section = (fields: Record<string, unknown>) => ({ type: 'section', ...fields });
const fields = (n: number, length = 5) => Array.from({ length: n }, (_, i) => mrkdwn(`${i}`.padEnd(length, 'F')));

describe('section block', () => {
  it('accepts the docs examples: text, fields, an image accessory, a button accessory, expand', () => {
    const problems = validateBlocks(
      msg(
        section({ text: mrkdwn('A message *with some bold text* and _some italicized text_.'), block_id: 'section567' }),
        section({ text: plain('A plain section', { emoji: true }), fields: [mrkdwn('*Priority*'), mrkdwn('High'), plain('Type'), plain('Bug')] }),
        section({
          text: mrkdwn('This is a section block with an accessory image.'),
          accessory: { type: 'image', image_url: 'https://pbs.twimg.com/profile_images/625633822235693056/lNGUneLX_400x400.jpg', alt_text: 'cute cat' },
        }),
        section({ text: mrkdwn('You can add a button alongside text in your message.'), accessory: button('button-action', 'Button') }),
        section({ text: mrkdwn('Long text shown in full'), expand: true }),
      ),
    ).problems;
    expect(problems).toEqual([]);
  });

  it('takes text up to 3000 characters and reports the 3001st', () => {
    expect(validateBlocks(msg(section({ text: mrkdwn('T'.repeat(3000)) })))).toMatchObject({ problems: [] });
    expectTwins(msg(section({ text: mrkdwn('T'.repeat(3001)) })), [{ rule: 'max-length', pointer: '/blocks/0/text/text', needle: 'TTTT' }]);
    expectTwins(msg(section({ text: plain('') })), [{ rule: 'min-length', pointer: '/blocks/0/text/text', needle: { json: '"text": ""', yaml: 'text: ""' } }]);
  });

  it('takes 1 to 10 fields of at most 2000 characters each', () => {
    expect(validateBlocks(msg(section({ fields: fields(10) }))).problems).toEqual([]);
    expect(validateBlocks(msg(section({ fields: [plain('F'.repeat(2000))] }))).problems).toEqual([]);
    expectTwins(msg(section({ fields: fields(11) })), [{ rule: 'max-items', pointer: '/blocks/0/fields', needle: 'fields' }]);
    expectTwins(msg(section({ fields: [] })), [{ rule: 'min-items', pointer: '/blocks/0/fields', needle: 'fields' }]);
    expectTwins(msg(section({ fields: [mrkdwn('ok'), plain('F'.repeat(2001))] })), [
      { rule: 'max-length', pointer: '/blocks/0/fields/1/text', needle: 'FFFF' },
    ]);
    const [problem] = validateBlocks(msg(section({ fields: [plain('F'.repeat(2001))] }))).problems;
    expect(problem?.data).toMatchObject({ limit: 2000, actual: 2001 });
  });

  it('needs text or fields', () => {
    expectTwins(msg(section({ block_id: 'empty' })), [{ rule: 'section-text-or-fields', pointer: '/blocks/0', needle: blockStart('section') }]);
    expectTwins(msg(section({ accessory: button('b') })), [{ rule: 'section-text-or-fields', pointer: '/blocks/0', needle: blockStart('section') }]);
  });

  it('accepts the accessories the platform lists, not a datetimepicker or an input', () => {
    expectTwins(msg(section({ text: mrkdwn('Pick'), accessory: { type: 'datetimepicker', action_id: 'when' } })), [
      { rule: 'type-not-allowed', pointer: '/blocks/0/accessory/type', needle: 'datetimepicker' },
    ]);
    expectTwins(msg(section({ text: mrkdwn('Type'), accessory: { type: 'plain_text_input', action_id: 'what' } })), [
      { rule: 'type-not-allowed', pointer: '/blocks/0/accessory/type', needle: 'plain_text_input' },
    ]);
  });

  it('reports a field that is not a text object', () => {
    expectTwins(msg(section({ fields: [{ type: 'button', text: plain('x') }] })), [
      { rule: 'unknown-type', pointer: '/blocks/0/fields/0/type', needle: 'button' },
    ]);
  });
});
