import { limit, type Limit } from './limit.js';

/**
 * The limits of the rich text block and its elements. A field's key is its maximum, `<field>.min` its
 * minimum. Rich text has few numbers of its own: a list holds at least one item, indents and offsets
 * are not negative, emoji skin tones run from 1 to 6, date timestamps are seconds since 1970.
 */
export const RICH_TEXT_LIMITS = {
  rich_text_list: {
    'elements.min': limit(1, 'T, Ty (a list of rich_text_section items)'),
    'indent.min': limit(0, 'T'),
    'offset.min': limit(0, 'T'),
  },
  emoji: {
    skin_tone: limit(6, 'T'),
    'skin_tone.min': limit(1, 'T'),
    /** docs (Emoji element page): `name` is required, no minimum stated; so an empty name is a warning only. */
    'name.min': limit(1, 'T', 'A warning only: the Emoji element reference page requires a name but states no minimum length.'),
  },
  date: {
    'timestamp.min': limit(0, 'T, Ty (a UNIX timestamp in seconds)'),
    'format.min': limit(1, 'T'),
  },
} as const satisfies Record<string, Record<string, Limit>>;
