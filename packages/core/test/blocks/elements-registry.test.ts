import { describe, expect, it } from 'vitest';
import { ELEMENTS, KNOWN_ELEMENT_TYPES } from '../../src/blocks/elements/index.js';
import { ELEMENT_RULES } from '../../src/blocks/elements/rules.js';
import { checkInSlot } from '../../src/blocks/kit/walk.js';
import { BLOCK_KIT_LIMITS } from '../../src/blocks/limits/index.js';
import type { Surface } from '../../src/blocks/kit/object.js';

const spec = { family: 'element', what: 'an element' } as const;

function inSlot(element: Record<string, unknown>, surface: Surface = 'message') {
  const root = { blocks: [{ type: 'actions', elements: [element] }] };
  return checkInSlot(element, '/blocks/0/elements/0', spec, { root, surface, seen: [] }, '/blocks/0').map(({ rule, pointer }) => ({ rule, pointer }));
}

describe('the element registry', () => {
  it('checks every documented element type', () => {
    expect(ELEMENTS.map((element) => element.type).sort()).toEqual([...KNOWN_ELEMENT_TYPES].sort());
    expect(ELEMENTS.every((element) => element.family === 'element')).toBe(true);
  });

  it('lists each element rule on exactly one element', () => {
    const listed = ELEMENTS.flatMap((element) => element.rules.map((rule) => rule.id));
    expect(listed.sort()).toEqual(ELEMENT_RULES.map((rule) => rule.id).sort());
  });

  it('keeps the limits of elements and composition objects in the table', () => {
    expect(BLOCK_KIT_LIMITS['button']?.['text']?.value).toBe(75);
    expect(BLOCK_KIT_LIMITS['option']?.['value']?.value).toBe(150);
    expect(BLOCK_KIT_LIMITS['confirm']?.['title']?.value).toBe(100);
    expect(BLOCK_KIT_LIMITS['datetimepicker']?.['initial_date_time']?.dispute).toMatch(/99999999/);
  });
});

const text = { type: 'plain_text', text: 'Label' };
const option = { text, value: 'v' };

/** The smallest valid form of every element. */
const MINIMAL: Record<string, Record<string, unknown>> = {
  button: { text },
  workflow_button: { text, action_id: 'run', workflow: { trigger: { url: 'https://slack.com/shortcuts/Ft0/1' } } },
  icon_button: { icon: 'trash', text },
  feedback_buttons: { positive_button: { text, value: 'up' }, negative_button: { text, value: 'down' } },
  static_select: { options: [option] },
  multi_static_select: { option_groups: [{ label: text, options: [option] }] },
  external_select: {},
  multi_external_select: {},
  users_select: {},
  multi_users_select: {},
  conversations_select: {},
  multi_conversations_select: {},
  channels_select: {},
  multi_channels_select: {},
  checkboxes: { options: [option] },
  radio_buttons: { options: [option] },
  overflow: { options: [option] },
  datepicker: {},
  timepicker: {},
  datetimepicker: {},
  plain_text_input: {},
  email_text_input: {},
  url_text_input: {},
  number_input: { is_decimal_allowed: false },
  file_input: {},
  rich_text_input: { action_id: 'rich' },
  image: { image_url: 'https://example.com/a.png', alt_text: 'A' },
};

describe('elements checked in their slot', () => {
  it('accepts the smallest valid form of every element', () => {
    expect(Object.keys(MINIMAL).sort()).toEqual([...KNOWN_ELEMENT_TYPES].sort());
    for (const [type, fields] of Object.entries(MINIMAL)) expect(inSlot({ type, ...fields }, 'modal'), type).toEqual([]);
  });

  it('reports the element’s own problems at pointers from the root', () => {
    expect(inSlot({ type: 'button', text: { type: 'plain_text', text: 'Go' }, action_id: 'a'.repeat(256) })).toEqual([
      { rule: 'max-length', pointer: '/blocks/0/elements/0/action_id' },
    ]);
    expect(inSlot({ type: 'timepicker', initial_time: '7:00' })).toEqual([{ rule: 'time-format', pointer: '/blocks/0/elements/0/initial_time' }]);
  });

  it('shows a file input in modals only, and anywhere when the surface is unknown', () => {
    expect(inSlot({ type: 'file_input' }, 'modal')).toEqual([]);
    expect(inSlot({ type: 'file_input' }, 'any')).toEqual([]);
    expect(inSlot({ type: 'file_input' }, 'home')).toEqual([{ rule: 'not-on-surface', pointer: '/blocks/0/elements/0/type' }]);
  });
});

describe('editor facts for elements', () => {
  it('gives the limit of an element’s text and the values of its enums', async () => {
    const { schemaFactsAt } = await import('manifesto-core/language');
    const value = { blocks: [{ type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: 'Go' } }] }] };
    expect(schemaFactsAt('blocks', value, '/blocks/0/elements/0/text/text')?.limits).toEqual({ maxLength: 75, minLength: 1 });
    expect(schemaFactsAt('blocks', value, '/blocks/0/elements/0/style')?.allowed).toEqual(['primary', 'danger']);
  });
});
