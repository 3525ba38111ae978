/**
 * Whether a side of `manifesto diff` is a manifest. Compared with a manifest, a block file or a package.json
 * would read as "everything was removed"; the diff says instead that the file is not a manifest.
 */
import { kindFromContent, kindFromName, type SourceDocument } from 'manifesto-core';
import { isRecord, schemaFactsAt } from 'manifesto-core/language';

const WHAT: Record<string, string> = { blocks: 'it reads as Block Kit', methods: 'it reads as Web API method arguments' };

/** Why the parsed side is not a manifest, or undefined when it is one (or could not be read: its syntax problems say so). */
export function notAManifest(document: SourceDocument, fileName: string | undefined): string | undefined {
  if (document.fatal) return undefined;
  const value = document.value;
  if (!isRecord(value)) return `its top level is ${Array.isArray(value) ? 'a list' : 'not a mapping'}`;
  const base = fileName?.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const byContent = kindFromContent(value, base);
  if (byContent !== undefined && byContent !== 'manifest') return WHAT[byContent] ?? `it reads as ${byContent}`;
  const byName = base === undefined ? undefined : kindFromName(base);
  if (byName !== undefined && byName !== 'manifest') return WHAT[byName] ?? `its name says ${byName}`;
  if (byContent === 'manifest' || byName === 'manifest') return undefined;
  // Neither the name nor the content says: a manifest has at least one of its top-level groups.
  const groups = new Set((schemaFactsAt('manifest', value, '')?.properties ?? []).map((property) => property.name));
  return Object.keys(value).some((key) => groups.has(key)) ? undefined : "it has none of a manifest's top-level keys";
}
