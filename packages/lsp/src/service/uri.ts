/** The file path of a document URI (forward slashes), or the URI itself when it is not a file. */
export function uriPath(uri: string): string {
  if (!uri.startsWith('file:')) return uri;
  try {
    return decodeURIComponent(new URL(uri).pathname).replace(/^\/([A-Za-z]:)/, '$1');
  } catch {
    return uri;
  }
}
