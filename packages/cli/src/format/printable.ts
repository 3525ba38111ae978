import { HIDDEN_TOKEN_WORD, looksLikeToken } from '../token-shape.js';

/** Bidirectional controls: they reorder the text around them on a terminal. */
const BIDI = '\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
/** In a line of a file: C0/C1 controls (they move the cursor or ring the bell) except tab and line feed, and bidi controls. */
const UNSAFE_IN_LINE = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f${BIDI}]`, 'g');
/** In a path printed on one line: every control character, line breaks and tabs included. */
const UNSAFE_IN_PATH = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${BIDI}]`);

/**
 * Text from a checked file, made safe for a terminal: tabs become two spaces and unsafe characters
 * become U+FFFD, one for one, so columns under the text still line up.
 */
export function printable(text: string): string {
  return text.replace(/\t/g, '  ').replace(UNSAFE_IN_LINE, '\ufffd');
}

/**
 * A path as given, or quoted with escapes when it holds a line break or another unsafe character (a one-line
 * message stays one line); a word that looks like a token is never printed.
 */
export function displayPath(path: string): string {
  if (looksLikeToken(path)) return HIDDEN_TOKEN_WORD;
  return UNSAFE_IN_PATH.test(path) ? JSON.stringify(path) : path;
}
