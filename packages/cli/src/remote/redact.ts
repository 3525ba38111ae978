/** Keeps the token, and anything a hostile service could smuggle into a terminal, out of what we print. */

const MASK = '[token]';

/** Replaces every occurrence of the token, drops control characters, collapses blanks and caps the length. */
export function redact(text: string, token: string, maxLength = 500): string {
  // Masking first means a later cut can never leave part of the token behind.
  let out = token.length > 0 ? text.split(token).join(MASK) : text;
  out = out
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return out.length > maxLength ? out.slice(0, maxLength - 1) + '…' : out;
}

/** An error code as the service sent it, reduced to the characters codes are made of. */
export function cleanCode(code: string, token: string): string {
  const cleaned = redact(code, token, 80).replace(/[^A-Za-z0-9_.:\-[\]]/g, '');
  return cleaned === '' ? 'unknown' : cleaned;
}
