import type { KitObject } from '../kit/object.js';
import { RICH_TEXT_CONTAINERS } from './containers.js';
import { RICH_INLINE_OBJECTS } from './inline.js';

/** The rich text elements (sections, lists, preformatted, quotes) and their inline elements. */
export const RICH_TEXT_OBJECTS: readonly KitObject[] = [...RICH_TEXT_CONTAINERS, ...RICH_INLINE_OBJECTS];

/** The element types a rich_text block (and a rich_text_input value) holds. */
export const KNOWN_RICH_TEXT_TYPES: readonly string[] = ['rich_text_section', 'rich_text_list', 'rich_text_preformatted', 'rich_text_quote'];

/**
 * The inline element types inside rich text sections, lists, preformatted text and quotes. The first ten
 * have checks; the others are documented on the rich text section reference (docs.slack.dev) and come
 * back from the service in users' messages, so a payload copying them is not wrong: they pass unchecked.
 */
export const KNOWN_RICH_INLINE_TYPES: readonly string[] = [
  'broadcast',
  'channel',
  'color',
  'date',
  'emoji',
  'link',
  'team',
  'text',
  'user',
  'usergroup',
  'attachment_mention',
  'canvas',
  'canvas_message_unfurl',
  'canvas_user_mention',
  'citation',
  'file',
  'list_record',
  'message_mention',
  'salesforce_data_field',
  'tag',
  'work_object_mention',
  'workflow_mention',
];
