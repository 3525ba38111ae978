/**
 * The element types by family, for the blocks that say which elements they hold (actions, section
 * accessories, input). One list per family, so a new select type is added once.
 */

/** The ten menus: five sources, each single or multi. */
export const SELECT_ELEMENTS: readonly string[] = ['static', 'external', 'users', 'conversations', 'channels'].flatMap((source) => [
  `${source}_select`,
  `multi_${source}_select`,
]);

/** Date, time and date-time pickers. */
export const PICKER_ELEMENTS: readonly string[] = ['datepicker', 'datetimepicker', 'timepicker'];

/** Choices shown all at once. */
export const CHOICE_ELEMENTS: readonly string[] = ['checkboxes', 'radio_buttons'];

/** The text, number, rich text and file inputs, which only input blocks hold. */
export const TEXT_INPUT_ELEMENTS: readonly string[] = [
  'plain_text_input',
  'email_text_input',
  'url_text_input',
  'number_input',
  'rich_text_input',
  'file_input',
];
