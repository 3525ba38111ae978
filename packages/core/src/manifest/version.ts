import { isRecord } from '../source/pointer.js';
import type { ManifestVersion } from './rules/rule.js';

/** DESIGN.md routing: no `_metadata.major_version` means version 1; 2 (or "2") selects version 2. */
export function selectVersion(manifest: Record<string, unknown>): ManifestVersion {
  const metadata = manifest['_metadata'];
  if (!isRecord(metadata)) return 1;
  const major = metadata['major_version'];
  return major === 2 || major === '2' ? 2 : 1;
}
