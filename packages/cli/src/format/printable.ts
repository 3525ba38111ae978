/** Characters that move the cursor, ring the bell or reorder text on a terminal: C0/C1 controls and bidirectional controls. */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text from a checked file, made safe for a terminal: tabs become two spaces and unsafe characters
 * become U+FFFD, one for one, so columns under the text still line up.
 */
export function printable(text: string): string {
  return text.replace(/\t/g, '  ').replace(UNSAFE, '\ufffd');
}

/** A path as given, or quoted with escapes when it holds a line break or another unsafe character (a one-line message stays one line). */
export function displayPath(path: string): string {
  return /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(path) ? JSON.stringify(path) : path;
}
