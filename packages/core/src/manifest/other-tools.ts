import { isRecord } from '../source/pointer.js';
import { MANIFEST_GROUP_NAMES } from './schema/manifest.js';

const GROUPS = new Set(MANIFEST_GROUP_NAMES);

/**
 * Whether a value read from a file named like a manifest is plainly another tool's: a mapping with keys,
 * none of them one of the app manifest's top-level groups. A web app's `manifest.json` (`name`, `icons`,
 * `start_url`), a browser extension's (`manifest_version`) or another tool's `manifest.yaml` are such files;
 * every app manifest has `display_information`, and one whose every group is misplaced or misspelled is
 * the rare file a folder search passes over (named, it is checked). An empty or unreadable value is not
 * told apart: it stays a manifest.
 */
export function isOtherToolsManifest(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && !keys.some((key) => GROUPS.has(key));
}
