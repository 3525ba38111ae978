import type { FileResult } from '../check.js';
import { isRecord, LineIndex } from 'manifesto-core/language';

/** The character each character of a token is shown as: one for one, so columns and carets still line up. */
const HIDE = '*';
/** A shorter `token` value is masked where it stands, not searched for elsewhere in the file. */
const SEARCHED_FROM = 8;

/**
 * The lines a code frame shows. A method argument file's `token` is a secret (rule token-in-arguments says
 * so without quoting it): its value, and each other place the same text appears, is shown as `*`s.
 */
export function framedLines(result: FileResult): LineIndex {
  if (result.kind === 'code') return result.lines;
  const { document } = result.result;
  const value: unknown = document.value;
  if (result.kind !== 'methods' || !isRecord(value) || typeof value['token'] !== 'string') return document.lines;
  const token = value['token'];
  const node = document.find('/token');
  const text = document.lines.text;
  const hidden = new Uint8Array(text.length);
  if (node) hidden.fill(1, node.valueSpan.start, node.valueSpan.end);
  if (token.length >= SEARCHED_FROM) {
    for (let at = text.indexOf(token); at !== -1; at = text.indexOf(token, at + token.length)) hidden.fill(1, at, at + token.length);
  }
  let masked = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    // Quotes, blanks and line breaks stay, so the frame keeps the file's shape.
    masked += hidden[i] && !/[\s"']/.test(char) ? HIDE : char;
  }
  return new LineIndex(masked);
}
