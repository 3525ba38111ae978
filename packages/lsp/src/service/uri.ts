import { pathToFileURL } from 'node:url';

/** The last URI read and its path: each check asks for the same document's path more than once. */
let last = { uri: '', path: '' };

/** The file path of a document URI (forward slashes), or the URI itself when it is not a file. */
export function uriPath(uri: string): string {
  if (!uri.startsWith('file:')) return uri;
  if (last.uri === uri) return last.path;
  let path = uri;
  try {
    path = decodeURIComponent(new URL(uri).pathname).replace(/^\/([A-Za-z]:)/, '$1');
  } catch {
    // Not a URL after all: the URI stands for itself.
  }
  last = { uri, path };
  return path;
}

/** The `file:` URI of an absolute path. */
export function pathUri(path: string): string {
  return pathToFileURL(path).href;
}
