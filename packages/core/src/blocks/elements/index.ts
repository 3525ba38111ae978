import type { KitObject } from '../kit/object.js';
import { BUTTONS } from './buttons.js';
import { CHOICES } from './choices.js';
import { IMAGES } from './image.js';
import { INPUTS } from './inputs.js';
import { PICKERS } from './pickers.js';
import { SELECTS } from './selects.js';

/**
 * Every interactive element Manifesto checks. Each family of elements sits in a file of this folder
 * and exports its objects; adding one is a line here.
 */
export const ELEMENTS: readonly KitObject[] = [...BUTTONS, ...SELECTS, ...CHOICES, ...PICKERS, ...INPUTS, ...IMAGES];

/** Every element type the platform documents; those not in ELEMENTS yet pass unchecked. */
export const KNOWN_ELEMENT_TYPES: readonly string[] = [
  'button',
  'channels_select',
  'checkboxes',
  'conversations_select',
  'datepicker',
  'datetimepicker',
  'email_text_input',
  'external_select',
  'feedback_buttons',
  'file_input',
  'icon_button',
  'image',
  'multi_channels_select',
  'multi_conversations_select',
  'multi_external_select',
  'multi_static_select',
  'multi_users_select',
  'number_input',
  'overflow',
  'plain_text_input',
  'radio_buttons',
  'rich_text_input',
  'static_select',
  'timepicker',
  'url_text_input',
  'users_select',
  'workflow_button',
];
