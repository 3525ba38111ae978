import { limit, type Limit } from './limit.js';

/**
 * The limits of the interactive elements, keyed by element type then field. A field's number is its
 * maximum (length, items or value); `<field>.min` is its minimum where that is not the usual 1.
 * Sources as in `limit.ts`: T, S, Ty, P, docs.
 */
export const ELEMENT_LIMITS = {
  /** Every element that has an `action_id`. */
  element: {
    action_id: limit(255, 'T, S (action_id.max_length), Ty'),
    'action_id.min': limit(1, 'T'),
  },
  button: {
    text: limit(75, 'T, S, P, Ty'),
    value: limit(2000, 'T, S, P, Ty'),
    url: limit(3000, 'T, S, P, Ty'),
    accessibility_label: limit(75, 'T, S, Ty'),
  },
  workflow_button: {
    text: limit(75, 'T, Ty'),
    accessibility_label: limit(75, 'T, Ty'),
  },
  icon_button: {
    text: limit(75, 'T'),
    value: limit(2000, 'T'),
    accessibility_label: limit(75, 'T'),
    visible_to_user_ids: limit(10, 'S (icon_button.visible_to_user_ids.max_items); T states no maximum'),
  },
  feedback_buttons: {
    text: limit(75, 'T, S (feedback_button.text.max_length)'),
    value: limit(2000, 'T, S'),
    accessibility_label: limit(75, 'T, S'),
  },
  checkboxes: { options: limit(10, 'T, S, P, Ty'), 'options.min': limit(1, 'T, S') },
  radio_buttons: { options: limit(10, 'T, S, P, Ty'), 'options.min': limit(1, 'T, S') },
  overflow: { options: limit(5, 'T, S, P, Ty'), 'options.min': limit(1, 'T, S') },
  /** Every select menu, single and multi. */
  select: {
    placeholder: limit(150, 'T, S (select.placeholder.max_length), P'),
    options: limit(100, 'T, S, P, Ty'),
    option_groups: limit(100, 'T, S, P, Ty'),
    'max_selected_items.min': limit(1, 'T'),
    'min_query_length.min': limit(0, 'T'),
  },
  /** datepicker, timepicker and the text inputs. */
  placeholder: { text: limit(150, 'T, S, P') },
  datetimepicker: {
    initial_date_time: limit(9_999_999_999, 'T', 'Some sources say up to 99999999 seconds; a ten-digit UNIX time fits every date until the year 2286.'),
    'initial_date_time.min': limit(0, 'T'),
  },
  plain_text_input: {
    min_length: limit(3000, 'T, S, Ty'),
    'min_length.min': limit(0, 'T, Ty'),
    max_length: limit(3000, 'T, S (plain_text_input.max_length.max), Ty'),
    'max_length.min': limit(1, 'T, Ty'),
  },
  file_input: {
    max_files: limit(10, 'T, S, Ty'),
    'max_files.min': limit(1, 'T, S, Ty'),
  },
  /** The image element (the image block has its own entry). */
  image_element: {
    image_url: limit(3000, 'T, S (the image block’s image_url)'),
    alt_text: limit(2000, 'S (the image block’s alt_text); T states only a minimum of 1 for the element'),
  },
} as const satisfies Record<string, Record<string, Limit>>;
