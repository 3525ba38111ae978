/** Keeps the token, and anything a hostile service could smuggle into a terminal, out of what we print. */

const MASK = '[token]';
/** A piece of the token this long is masked on its own: the service may echo a token cut in two. */
const FRAGMENT = 8;
/** Longer service texts are cut before they are searched (what is printed is far shorter). */
const MAX_INPUT = 65_536;
/** Characters that may be slipped between a token's characters without changing what a reader sees. */
const SEPARATOR = /[\s\p{Cc}\p{Cf}]/u;

/**
 * Masks the token, drops control characters, collapses blanks and caps the length. The token is found in
 * any case, with blanks, control or invisible characters between its characters, and by any piece of it
 * at least FRAGMENT characters long.
 */
export function redact(text: string, token: string, maxLength = 500): string {
  // Masking first means a later cut can never leave part of the token behind.
  let out = maskToken(text.length > MAX_INPUT ? text.slice(0, MAX_INPUT) : text, token);
  out = out
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return out.length > maxLength ? out.slice(0, maxLength - 1) + '…' : out;
}

/** The text with every stretch that spells the token, or a piece of it, replaced by `[token]`. */
export function maskToken(text: string, token: string): string {
  const secret = lowerAscii(token);
  if (secret.length === 0) return text;
  const size = Math.min(FRAGMENT, secret.length);
  const pieces = new Set<string>();
  for (let i = 0; i + size <= secret.length; i++) pieces.add(secret.slice(i, i + size));

  // The text without separators (ASCII letters lowered, one for one), and where each kept character was.
  let kept = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (SEPARATOR.test(char)) continue;
    kept += lowerAscii(char);
    at.push(i);
  }
  const hidden = new Uint8Array(kept.length);
  let found = false;
  for (let i = 0; i + size <= kept.length; i++) {
    if (pieces.has(kept.slice(i, i + size))) {
      hidden.fill(1, i, i + size);
      found = true;
    }
  }
  if (!found) return text;

  // Each run of hidden characters, with the separators inside it, becomes one mask.
  let out = '';
  let from = 0;
  for (let i = 0; i < kept.length; i++) {
    if (!hidden[i]) continue;
    let j = i;
    while (j + 1 < kept.length && hidden[j + 1]) j++;
    out += text.slice(from, at[i]) + MASK;
    from = at[j]! + 1;
    i = j;
  }
  return out + text.slice(from);
}

/** An error code as the service sent it, reduced to the characters codes are made of. */
export function cleanCode(code: string, token: string): string {
  const cleaned = redact(code, token, 80).replace(/[^A-Za-z0-9_.:\-[\]]/g, '');
  return cleaned === '' ? 'unknown' : cleaned;
}

/** Lower-cases A–Z only, so every character keeps its length and place. */
function lowerAscii(text: string): string {
  return text.replace(/[A-Z]/g, (char) => char.toLowerCase());
}
