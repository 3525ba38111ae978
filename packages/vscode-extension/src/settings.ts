/**
 * VS Code's `manifesto.*` settings, read into the server's own settings type. VS Code hands back
 * whatever the user typed in settings.json; the server's own normalisation checks each value, so the
 * client and the server read a setting the same way and a bad value falls back to its default.
 */
import { kindGlobsSettings, type KindGlobsSetting } from 'manifesto-core';
import { DEFAULT_SETTINGS, normalizeSettings, type ManifestSettings } from 'manifesto-lsp/settings';

export type ManifestoSettings = ManifestSettings;
export { DEFAULT_SETTINGS };

/** The configuration section the server asks for with `workspace/configuration`. */
export const SECTION = 'manifesto';

/**
 * Every setting the extension contributes, relative to SECTION (`trace.server` is `manifesto.trace.server`):
 * each kind's globs setting comes from the core's kinds (`manifestGlobs`, `blockGlobs`, `methodGlobs`).
 */
export type SettingKey = 'enable' | KindGlobsSetting | 'rules' | 'limits' | 'trace.server';
export const SETTING_KEYS: readonly SettingKey[] = ['enable', ...kindGlobsSettings().map(({ setting }) => setting), 'rules', 'limits', 'trace.server'];

/** Reads one setting by its key under SECTION (in the extension: `workspace.getConfiguration(SECTION, uri).get`). */
export type SettingReader = (key: SettingKey) => unknown;

export function readSettings(get: SettingReader): ManifestoSettings {
  const nested: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    const value = get(key);
    if (value === undefined) continue;
    const [head, tail] = key.split('.') as [string, string | undefined];
    if (tail === undefined) nested[head] = value;
    else nested[head] = { ...(nested[head] as object | undefined), [tail]: value };
  }
  const settings = normalizeSettings(nested);
  // Empty globs would match nothing on the server but confuse the client's selector; drop them here.
  for (const { setting } of kindGlobsSettings()) settings[setting] = settings[setting].filter(nonBlank);
  return settings;
}

function nonBlank(glob: string): boolean {
  return glob.trim() !== '';
}

/**
 * The answer to one `workspace/configuration` item: the whole settings object for `manifesto`, the
 * matching part for `manifesto.<path>` (null when there is none), and `found: false` for other sections.
 */
export function settingsSection(settings: ManifestoSettings, section: string | undefined): { found: boolean; value?: unknown } {
  if (section === SECTION) return { found: true, value: settings };
  if (section === undefined || !section.startsWith(`${SECTION}.`)) return { found: false };
  let value: unknown = settings;
  for (const part of section.slice(SECTION.length + 1).split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) return { found: true, value: null };
    value = (value as Record<string, unknown>)[part];
  }
  return { found: true, value };
}
