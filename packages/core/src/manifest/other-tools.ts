import { closest } from '../schema/suggest.js';
import { isRecord } from '../source/pointer.js';
import { MANIFEST_GROUP_NAMES } from './schema/manifest.js';

const GROUPS = new Set(MANIFEST_GROUP_NAMES);

/**
 * Whether a value read from a file named like a manifest is plainly another tool's: a mapping with keys,
 * none of them one of the app manifest's top-level groups. A web app's `manifest.json` (`name`, `icons`,
 * `start_url`), a browser extension's (`manifest_version`) or another tool's `manifest.yaml` are such files;
 * every app manifest has `display_information`. A key that is a near miss of a group (`display_informaton`,
 * `featurs`) or empty is an app manifest's mistake, so the file stays a manifest and its mistakes are
 * reported; only a file whose every group is misplaced under names far from any passes over (named, it is
 * checked). An empty or unreadable value is not told apart: it stays a manifest.
 */
export function isOtherToolsManifest(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && !keys.some((key) => key === '' || GROUPS.has(key) || closest(key, MANIFEST_GROUP_NAMES) !== undefined);
}
