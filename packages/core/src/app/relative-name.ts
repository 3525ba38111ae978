/**
 * A file's name as seen from another file's folder (`listeners/actions/index.js` from the manifest's),
 * so a message never shows the machine's absolute paths. Pure: both names are split on `/` or `\`.
 */
export function relativeName(fileName: string, from: string): string {
  const parts = (name: string) => name.split(/[\\/]/);
  const target = parts(fileName);
  const folder = parts(from).slice(0, -1);
  // Names that do not share their first part (a relative and an absolute name, two drives) are left as given.
  if (folder.length === 0 || target[0] !== folder[0]) return fileName;
  let common = 0;
  while (common < folder.length && common < target.length - 1 && folder[common] === target[common]) common++;
  return [...Array<string>(folder.length - common).fill('..'), ...target.slice(common)].join('/');
}
