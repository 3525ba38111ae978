import { matchesGlob } from './glob.js';
import type { DocumentKind, KindId } from './kind.js';
import { KINDS } from './registry.js';

/** Extra globs from the configuration (`manifests`, `blocks`) that claim files for a kind. */
export interface KindGlobs {
  manifests?: readonly string[];
  blocks?: readonly string[];
  methods?: readonly string[];
}

/** Well-known JSON files of other tools: never claimed by content, however they look. */
const OTHER_TOOLS = /^(package(-lock)?|composer|tsconfig(\..+)?|jsconfig|biome|\.manifestorc|\.eslintrc|\.prettierrc|.+\.schema)\.json$/i;

function baseName(fileName: string): string {
  return fileName.replace(/\\/g, '/').split('/').pop() ?? fileName;
}

/**
 * The kind a file name implies: the configured globs first (the user said so), then each kind's own
 * names; undefined when only the content can tell.
 */
export function kindFromName(fileName: string, globs: KindGlobs = {}): KindId | undefined {
  const path = fileName.replace(/\\/g, '/');
  const base = baseName(path);
  for (const kind of KINDS) if ((globs[kind.globsKey] ?? []).some((glob) => claims(kind, glob, path, base))) return kind.id;
  // `.manifestorc.json` has "manifest" in its name but is our configuration, never a manifest.
  if (OTHER_TOOLS.test(base)) return undefined;
  return KINDS.find((kind) => kind.matchesName(base))?.id;
}

/**
 * Whether a configured glob claims the path. One of the kind's own name globs (the default configuration
 * lists the block names) matches only names its `matchesName` accepts, which is the cheaper test: a
 * manifest is then told without compiling the block glob (about 1 ms of a one-file check).
 */
function claims(kind: DocumentKind, glob: string, path: string, base: string): boolean {
  if (!kind.matchesName(base) && kind.nameGlobs.includes(glob)) return false;
  return matchesGlob(path, glob);
}

/** The kind a parsed value plainly is, for a file whose name decides nothing; undefined for other data. */
export function kindFromContent(value: unknown, fileName?: string): KindId | undefined {
  if (fileName !== undefined && OTHER_TOOLS.test(baseName(fileName))) return undefined;
  return KINDS.find((kind) => kind.sniff(value))?.id;
}
