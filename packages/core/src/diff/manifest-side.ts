/**
 * Whether a side of a diff is a manifest. Compared with a manifest, a block file or a package.json would
 * read as "everything was removed"; the diff says instead that the file is not a manifest.
 */
import { kindFromContent, kindFromName } from '../kinds/recognise.js';
import { manifestGroups } from '../manifest/schema/manifest.js';
import { isRecord } from '../source/pointer.js';

const WHAT: Record<string, string> = { blocks: 'it reads as Block Kit', methods: 'it reads as Web API method arguments' };

/** Why a parsed side is not a manifest, or undefined when it is one. */
export function notAManifest(value: unknown, fileName: string | undefined): string | undefined {
  if (!isRecord(value)) return `its top level is ${Array.isArray(value) ? 'a list' : 'not a mapping'}`;
  const base = fileName?.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const byContent = kindFromContent(value, base);
  if (byContent !== undefined && byContent !== 'manifest') return WHAT[byContent] ?? `it reads as ${byContent}`;
  const byName = base === undefined ? undefined : kindFromName(base);
  if (byName !== undefined && byName !== 'manifest') return WHAT[byName] ?? `its name says ${byName}`;
  if (byContent === 'manifest' || byName === 'manifest') return undefined;
  // Neither the name nor the content says: a manifest has at least one of its top-level groups (either version's).
  const groups = new Set([...manifestGroups(1).names, ...manifestGroups(2).names]);
  return Object.keys(value).some((key) => groups.has(key)) ? undefined : "it has none of a manifest's top-level keys";
}
