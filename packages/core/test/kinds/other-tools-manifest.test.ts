import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isOtherToolsManifestText } from '../../src/index.js';
import { filesUnder, OFFICIAL_CORPUS, REAL_CORPUS } from '../corpus-path.js';

describe("another tool's manifest, told by its top-level keys", () => {
  it('is a mapping with keys, none an app manifest group: a web app manifest (JSON) and another tool’s manifest.yaml (YAML)', () => {
    expect(isOtherToolsManifestText('{"name": "Notes", "short_name": "notes", "start_url": "/", "background_color": "#fff"}', 'public/manifest.json')).toBe(
      true,
    );
    expect(isOtherToolsManifestText('{"manifest_version": 3, "name": "Clipper", "version": "1.0"}', 'manifest.json')).toBe(true);
    expect(isOtherToolsManifestText('installation:\n  version: 1.0.0\nmodules:\n  - core\n', 'config/manifest.yaml')).toBe(true);
  });

  it('is never an app manifest, however faulty: one group is enough, and empty, scalar or broken text stays a manifest', () => {
    expect(isOtherToolsManifestText('display_information:\n  name: Notes\nevent_subscriptions:\n  bot_events: []\n', 'manifest.yaml')).toBe(false);
    expect(isOtherToolsManifestText('{"_metadata": {"major_version": 2}, "nmae": "x"}', 'manifest.json')).toBe(false);
    // Every group misspelled, or an empty key: an app manifest's mistakes, to be reported (JSON and YAML).
    expect(isOtherToolsManifestText('{"display_informaton": {"name": "Notes"}, "featurs": {}}', 'manifest.json')).toBe(false);
    expect(isOtherToolsManifestText('display_informaton:\n  name: Notes\noauth_confg: {}\n', 'manifest.yaml')).toBe(false);
    expect(isOtherToolsManifestText('{"": {"name": "Notes"}}', 'manifest.json')).toBe(false);
    for (const text of ['', '{}', '[1]', '"x"', '{"name": ', 'a: [\n']) expect(isOtherToolsManifestText(text, 'manifest.yaml')).toBe(false);
    expect(isOtherToolsManifestText(undefined as unknown as string)).toBe(false);
  });

  it('passes over no manifest of the real and official corpora', () => {
    const manifests = [...filesUnder(REAL_CORPUS), ...filesUnder(OFFICIAL_CORPUS)].filter((path) => /\.(json|ya?ml)$/.test(path));
    expect(manifests.length).toBeGreaterThan(100);
    expect(manifests.filter((path) => isOtherToolsManifestText(readFileSync(path, 'utf8'), path))).toEqual([]);
  });
});
