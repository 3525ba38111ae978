import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { fixesFor } from 'manifesto-core/language';
import { clean, dataOf, found, inActions, inInput, inModalInput, one, pt, repeat } from './elements-helpers.js';

const textInput = (extra: Record<string, unknown> = {}) => ({ type: 'plain_text_input', action_id: 'text', ...extra });
const numberInput = (extra: Record<string, unknown> = {}) => ({ type: 'number_input', is_decimal_allowed: false, action_id: 'number', ...extra });

describe('plain_text_input', () => {
  it('accepts the platform’s example', () => {
    clean(inInput(textInput({ multiline: true, min_length: 10, max_length: 500, placeholder: pt('Write something'), initial_value: 'Hello' })));
    clean(inInput(textInput({ dispatch_action_config: { trigger_actions_on: ['on_character_entered'] }, focus_on_load: true })));
  });

  it('takes min_length from 0 to 3000', () => {
    clean(inInput(textInput({ min_length: 0 })));
    clean(inInput(textInput({ min_length: 3000 })));
    one(inInput(textInput({ min_length: 3001 })), 'element-number-range', '/blocks/0/element/min_length', 'min_length');
    one(inInput(textInput({ min_length: -1 })), 'element-number-range', '/blocks/0/element/min_length', 'min_length');
  });

  it('takes max_length from 1 to 3000', () => {
    clean(inInput(textInput({ max_length: 1 })));
    clean(inInput(textInput({ max_length: 3000 })));
    one(inInput(textInput({ max_length: 3001 })), 'element-number-range', '/blocks/0/element/max_length', 'max_length');
    expect(dataOf(inInput(textInput({ max_length: 3001 })))).toEqual({ limit: 3000, actual: 3001 });
    one(inInput(textInput({ max_length: 0 })), 'element-number-range', '/blocks/0/element/max_length', 'max_length');
  });

  it('needs min_length at most max_length', () => {
    clean(inInput(textInput({ min_length: 20, max_length: 20 })));
    one(inInput(textInput({ min_length: 21, max_length: 20 })), 'input-length-range', '/blocks/0/element/min_length', 'min_length');
    expect(dataOf(inInput(textInput({ min_length: 21, max_length: 20 })))).toEqual({ limit: 20, actual: 21 });
  });

  it('is an input element, not an actions element', () => {
    one(inActions(textInput()), 'type-not-allowed', '/blocks/0/elements/0/type', 'plain_text_input');
  });
});

describe('email_text_input and url_text_input', () => {
  it('accept the platform’s examples', () => {
    clean(inInput({ type: 'email_text_input', action_id: 'email', placeholder: pt('Enter an email'), initial_value: 'me@example.com' }));
    clean(inInput({ type: 'url_text_input', action_id: 'url', dispatch_action_config: { trigger_actions_on: ['on_enter_pressed'] } }));
  });

  it('hold the placeholder to 150 characters', () => {
    clean(inInput({ type: 'email_text_input', placeholder: pt(repeat('P', 150)) }));
    one(inInput({ type: 'url_text_input', placeholder: pt(repeat('P', 151)) }), 'max-length', '/blocks/0/element/placeholder/text', 'PPPP');
  });

  it('have no length limits of their own', () => {
    one(inInput({ type: 'email_text_input', max_length: 20 }), 'unknown-key', '/blocks/0/element/max_length', 'max_length');
  });
});

describe('number_input', () => {
  it('accepts the platform’s examples', () => {
    clean(inInput(numberInput({ min_value: '1', max_value: '10', initial_value: '5' })));
    clean(inInput(numberInput({ is_decimal_allowed: true, min_value: '-2.5', max_value: '2.5', initial_value: '0.25' })));
  });

  it('needs is_decimal_allowed', () => {
    expect(found(inInput({ type: 'number_input' }))).toEqual([{ rule: 'required', pointer: '/blocks/0/element/is_decimal_allowed' }]);
  });

  it('needs min_value at most max_value', () => {
    clean(inInput(numberInput({ min_value: '7', max_value: '7' })));
    one(inInput(numberInput({ min_value: '8', max_value: '7' })), 'number-input-range', '/blocks/0/element/min_value', 'min_value');
    one(inInput(numberInput({ min_value: '10', max_value: '9' })), 'number-input-range', '/blocks/0/element/min_value', 'min_value');
  });

  it('needs initial_value within min_value and max_value', () => {
    clean(inInput(numberInput({ min_value: '1', max_value: '10', initial_value: '10' })));
    one(
      inInput(numberInput({ min_value: '1', max_value: '10', initial_value: '11' })),
      'number-input-range',
      '/blocks/0/element/initial_value',
      'initial_value',
    );
    one(inInput(numberInput({ min_value: '1', initial_value: '0' })), 'number-input-range', '/blocks/0/element/initial_value', 'initial_value');
  });

  it('takes decimals only when is_decimal_allowed is true', () => {
    one(inInput(numberInput({ initial_value: '1.5' })), 'number-input-decimal', '/blocks/0/element/initial_value', 'initial_value');
    const [problem] = validateBlocks(inInput(numberInput({ max_value: '2.5' }))).problems;
    expect(problem?.data).toEqual({ element: '/blocks/0/element' });
    const value = inInput(numberInput({ max_value: '2.5' }));
    expect(fixesFor('blocks', value, problem!)).toEqual([
      { title: 'Set `is_decimal_allowed` to true', edits: [{ op: 'set', pointer: '/blocks/0/element/is_decimal_allowed', value: true }] },
    ]);
  });

  it('takes numbers written as strings', () => {
    one(inInput(numberInput({ min_value: 'ten' })), 'number-input-value', '/blocks/0/element/min_value', 'min_value');
    one(inInput(numberInput({ max_value: 10 })), 'type', '/blocks/0/element/max_value', 'max_value');
  });
});

describe('file_input', () => {
  it('accepts the platform’s example in a modal', () => {
    clean(inModalInput({ type: 'file_input', action_id: 'file_input_action_id_1', filetypes: ['jpg', 'png'], max_files: 5 }));
  });

  it('is shown in modals only', () => {
    one(inInput({ type: 'file_input' }), 'not-on-surface', '/blocks/0/element/type', 'file_input');
  });

  it('takes max_files from 1 to 10', () => {
    clean(inModalInput({ type: 'file_input', max_files: 1 }));
    clean(inModalInput({ type: 'file_input', max_files: 10 }));
    one(inModalInput({ type: 'file_input', max_files: 11 }), 'element-number-range', '/blocks/0/element/max_files', 'max_files');
    one(inModalInput({ type: 'file_input', max_files: 0 }), 'element-number-range', '/blocks/0/element/max_files', 'max_files');
  });

  it('needs at least one file type when it lists them', () => {
    one(inModalInput({ type: 'file_input', filetypes: [] }), 'min-items', '/blocks/0/element/filetypes', 'filetypes');
  });
});

describe('rich_text_input', () => {
  const richText = { type: 'rich_text', elements: [{ type: 'rich_text_section', elements: [{ type: 'text', text: 'Hello' }] }] };

  it('accepts the platform’s example', () => {
    clean(inInput({ type: 'rich_text_input', action_id: 'rich_text_input-action', initial_value: richText, placeholder: pt('Write') }));
  });

  it('needs an action_id', () => {
    expect(found(inInput({ type: 'rich_text_input' }))).toEqual([{ rule: 'required', pointer: '/blocks/0/element/action_id' }]);
  });

  it('takes a rich_text block as initial_value', () => {
    one(
      inInput({ type: 'rich_text_input', action_id: 'r', initial_value: { type: 'section', text: pt('x') } }),
      'type-not-allowed',
      '/blocks/0/element/initial_value/type',
      'section',
    );
  });
});
