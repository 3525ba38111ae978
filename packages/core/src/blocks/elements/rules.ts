import { defineRule, type Rule } from '../../rules/define.js';
import { slackFileSource } from '../objects/slack-file.js';

type RangeData = { limit: number; actual: number };

/**
 * The rules of the interactive elements beyond their schemas. Each is listed by exactly one element
 * (a rule is registered once); `ELEMENT_RULES` is the whole list for tests.
 */
export const elementNumberRangeRule = defineRule<RangeData>({
  id: 'element-number-range',
  defaultSeverity: 'error',
  description: 'A number field of an element is out of its range (max_files 1–10, max_selected_items at least 1, min_length 0–3000, …).',
});
export const optionsExclusiveRule = defineRule({
  id: 'options-exclusive',
  defaultSeverity: 'error',
  description: 'A static select has both `options` and `option_groups`, or neither; it takes exactly one of them.',
});
export const initialOptionUnknownRule = defineRule<{ expected?: unknown }>({
  id: 'initial-option-unknown',
  defaultSeverity: 'error',
  description: '`initial_option` or one of `initial_options` is not one of the element’s options (same value and text).',
  // Where the value matches an option but the text does not, the fix copies the option's text.
  fix: ({ data, pointer }) =>
    typeof data?.expected === 'string' ? [{ title: `Change to ${JSON.stringify(data.expected)}`, edits: [{ op: 'set', pointer, value: data.expected }] }] : [],
});
export const inputLengthRangeRule = defineRule<RangeData>({
  id: 'input-length-range',
  defaultSeverity: 'error',
  description: 'A plain text input’s `min_length` is greater than its `max_length`.',
});
export const numberInputValueRule = defineRule({
  id: 'number-input-value',
  defaultSeverity: 'error',
  description: 'A number input’s `min_value`, `max_value` or `initial_value` is not a number written as a string ("10", "-2.5").',
});
export const numberInputRangeRule = defineRule({
  id: 'number-input-range',
  defaultSeverity: 'error',
  description: 'A number input’s `min_value` is greater than its `max_value`, or its `initial_value` is outside them.',
});
export const numberInputDecimalRule = defineRule({
  id: 'number-input-decimal',
  defaultSeverity: 'error',
  description: 'A number input has a decimal value but `is_decimal_allowed` is not true.',
  fix: ({ data }) => {
    const at = typeof data?.['element'] === 'string' ? data['element'] : undefined;
    return at === undefined ? [] : [{ title: 'Set `is_decimal_allowed` to true', edits: [{ op: 'set', pointer: `${at}/is_decimal_allowed`, value: true }] }];
  },
});
export const dateFormatRule = defineRule({
  id: 'date-format',
  defaultSeverity: 'error',
  description: 'A datepicker’s `initial_date` is not a real date written YYYY-MM-DD.',
});
export const timeFormatRule = defineRule({
  id: 'time-format',
  defaultSeverity: 'error',
  description: 'A timepicker’s `initial_time` is not a time written HH:mm, from 00:00 to 23:59.',
});
export const imageElementSourceRule = defineRule({
  id: 'image-element-source',
  defaultSeverity: 'error',
  description: 'An image element has both `image_url` and `slack_file`, or neither; it needs exactly one.',
});
export const responseUrlEnabledPlaceRule = defineRule({
  id: 'response-url-enabled-place',
  defaultSeverity: 'warning',
  description: '`response_url_enabled` on a conversations or channels select outside an input block of a modal, where the platform ignores it.',
});
export const workflowInputNameEmptyRule = defineRule({
  id: 'workflow-input-name-empty',
  defaultSeverity: 'warning',
  description:
    'A workflow button trigger has a customizable input parameter with an empty `name`, which names no input. A warning: the Trigger object reference page states no minimum length.',
});

export const ELEMENT_RULES: readonly Rule[] = [
  elementNumberRangeRule,
  optionsExclusiveRule,
  initialOptionUnknownRule,
  inputLengthRangeRule,
  numberInputValueRule,
  numberInputRangeRule,
  numberInputDecimalRule,
  dateFormatRule,
  timeFormatRule,
  imageElementSourceRule,
  responseUrlEnabledPlaceRule,
  workflowInputNameEmptyRule,
  slackFileSource,
];
