/**
 * The service writes its error locations as slash paths (spec 000 §2.5), usually `/display_information/name`
 * but sometimes without the leading slash or as a `#/…` fragment. This turns them into RFC 6901 pointers.
 */
export function normaliseServicePointer(path: string): string {
  let pointer = path.trim();
  if (pointer.startsWith('#')) pointer = pointer.slice(1);
  pointer = pointer.replace(/\/+$/, '');
  if (pointer === '') return '';
  return pointer.startsWith('/') ? pointer : '/' + pointer;
}
