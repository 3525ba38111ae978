// The payload travels in the page's address after `#`, URI-encoded, so a link to the playground shares
// what is in the editor (`index.html#%7B%22blocks%22%3A…`). Nothing is sent anywhere: the fragment never
// leaves the browser.

/** The text a fragment holds (`#…` or `…`), or undefined when it holds none or cannot be decoded. */
export function payloadFromHash(hash: string): string | undefined {
  const encoded = hash.startsWith('#') ? hash.slice(1) : hash;
  if (encoded === '') return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/** The fragment for a text: `#` and its URI encoding; empty for an empty text. */
export function hashFor(text: string): string {
  return text === '' ? '' : `#${encodeURIComponent(text)}`;
}
