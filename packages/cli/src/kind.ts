import type { Kind } from './args.js';

const BLOCK_NAME = /\.(blocks?|view)\.(json|ya?ml)$/i;

/** The kind a file name implies, or undefined when only the content can tell. */
export function kindFromName(fileName: string): Kind | undefined {
  const base = fileName.replace(/\\/g, '/').split('/').pop() ?? fileName;
  if (BLOCK_NAME.test(base)) return 'blocks';
  if (/manifest/i.test(base)) return 'manifest';
  return undefined;
}
