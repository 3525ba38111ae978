import type { KindId } from './kind.js';
import { KIND_REGISTRY, type KindGlobs } from './registry.js';

export type { KindGlobs } from './registry.js';

/**
 * The kind a file name implies: the configured globs first (the user said so), then each kind's own
 * names; undefined when only the content can tell.
 */
export function kindFromName(fileName: string, globs: KindGlobs = {}): KindId | undefined {
  return KIND_REGISTRY.fromName(fileName, globs);
}

/** The kind a parsed value plainly is, for a file whose name decides nothing; undefined for other data. */
export function kindFromContent(value: unknown, fileName?: string): KindId | undefined {
  return KIND_REGISTRY.fromContent(value, fileName);
}
