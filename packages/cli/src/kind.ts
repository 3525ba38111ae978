import { isBlocksFileName } from '@manifesto/core';
import type { Kind } from './args.js';

/** The kind a file name implies, or undefined when only the content can tell. */
export function kindFromName(fileName: string): Kind | undefined {
  const base = fileName.replace(/\\/g, '/').split('/').pop() ?? fileName;
  if (isBlocksFileName(base)) return 'blocks';
  if (/manifest/i.test(base)) return 'manifest';
  return undefined;
}
