import Type, { type TSchema } from 'typebox';
import { Bool, Closed, List, Optional, Str } from '../../schema/common.js';
import { ELEMENT_LIMITS } from '../limits/elements.js';
import type { KitObject } from '../kit/object.js';
import { OneOf } from '../kit/slot.js';
import { DISPATCH_ACTION_CONFIG } from '../objects/dispatch-action-config.js';
import { ACTION_ID, ActionId, Bounded, FOCUS_ON_LOAD, PLACEHOLDER, element } from './common.js';
import { checkLengths, checkNumberInput } from './checks.js';
import { inputLengthRangeRule, numberInputDecimalRule, numberInputRangeRule, numberInputValueRule } from './rules.js';
import { lazy } from '../../lazy.js';

const DISPATCH = lazy(() => Optional(DISPATCH_ACTION_CONFIG()));
const INITIAL_TEXT = lazy(() => Optional(Str({ description: 'The text filled in at first.' })));

function textInput(type: string, description: string, fields: () => Record<string, TSchema>, extra: Partial<Parameters<typeof element>[0]> = {}): KitObject {
  return element({
    type,
    description,
    schema: () =>
      Closed(
        {
          type: Type.Literal(type),
          action_id: ACTION_ID(),
          ...fields(),
          dispatch_action_config: DISPATCH(),
          focus_on_load: FOCUS_ON_LOAD(),
          placeholder: PLACEHOLDER(),
        },
        { description },
      ),
    ...extra,
  });
}

const P = ELEMENT_LIMITS.plain_text_input;

export const plainTextInput = textInput(
  'plain_text_input',
  'A text field, on one line or several.',
  () => ({
    initial_value: INITIAL_TEXT(),
    multiline: Optional(Bool('Several lines instead of one.')),
    min_length: Optional(Bounded('The fewest characters the user may submit, 0 to 3000.', P['min_length.min'], P.min_length)),
    max_length: Optional(Bounded('The most characters the user may submit, 1 to 3000.', P['max_length.min'], P.max_length)),
  }),
  { check: checkLengths, rules: [inputLengthRangeRule] },
);

export const emailTextInput = textInput('email_text_input', 'A field for an email address.', () => ({ initial_value: INITIAL_TEXT() }));

export const urlTextInput = textInput('url_text_input', 'A field for a URL.', () => ({ initial_value: INITIAL_TEXT() }));

export const numberInput = textInput(
  'number_input',
  'A field for a number, whole or decimal.',
  () => ({
    is_decimal_allowed: Bool('Whether decimals are accepted.'),
    initial_value: Optional(Str({ description: 'The number filled in at first, as a string.' })),
    min_value: Optional(Str({ description: 'The smallest number accepted, as a string.' })),
    max_value: Optional(Str({ description: 'The largest number accepted, as a string.' })),
  }),
  { check: checkNumberInput, rules: [numberInputValueRule, numberInputRangeRule, numberInputDecimalRule] },
);

export const richTextInput = element({
  type: 'rich_text_input',
  description: 'A field for formatted text.',
  schema: () =>
    Closed(
      {
        type: Type.Literal('rich_text_input'),
        action_id: ActionId(),
        initial_value: Optional(
          OneOf('block', 'a rich_text block', ['rich_text'], { description: 'The formatted text filled in at first: a rich_text block.' }),
        ),
        dispatch_action_config: DISPATCH(),
        focus_on_load: FOCUS_ON_LOAD(),
        placeholder: PLACEHOLDER(),
      },
      { description: 'A rich text input.' },
    ),
});

const F = ELEMENT_LIMITS.file_input;

export const fileInput = element({
  type: 'file_input',
  description: 'A field to upload files, in modals only.',
  surfaces: ['modal'],
  schema: () =>
    Closed(
      {
        type: Type.Literal('file_input'),
        action_id: ACTION_ID(),
        filetypes: Optional(
          List(Str({ minLength: 1, description: 'A file extension such as pdf.' }), {
            minItems: 1,
            description: 'The file types accepted; all when left out.',
          }),
        ),
        max_files: Optional(Bounded('How many files the user may upload, 1 to 10.', F['max_files.min'], F.max_files)),
      },
      { description: 'A file input.' },
    ),
});

export const INPUTS = [plainTextInput, emailTextInput, urlTextInput, numberInput, fileInput, richTextInput];
