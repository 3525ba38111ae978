import {
  kindGlobsSettings,
  normalizeSeverity,
  readLimits,
  type KindGlobsSetting,
  type ManifestoConfig,
  type Severity,
  type SourceLimits,
} from 'manifesto-core';
import type { ServiceSettings } from '../service/settings.js';
import { isRecord } from 'manifesto-core/language';

export type RuleLevel = Severity | 'off';

/**
 * The `manifesto` settings section, as the VS Code extension contributes it. Besides these, each kind's
 * globs setting (`manifestGlobs`, `blockGlobs`, `methodGlobs`, from the core's kinds) lists more files of
 * that kind, beyond the names the core recognises.
 */
export type ManifestSettings = {
  enable: boolean;
  /** Severity per rule id; overrides the project's config file. */
  rules: Record<string, RuleLevel>;
  /** Size, depth and alias bounds; each key set here overrides the project's config file. */
  limits: Partial<SourceLimits>;
  trace: { server: 'off' | 'messages' | 'verbose' };
} & { [Setting in KindGlobsSetting]: string[] };

/** Each kind's globs setting with its defaults (the blocks kind's own names for `blockGlobs`). */
function defaultGlobs(): { [Setting in KindGlobsSetting]: string[] } {
  return Object.fromEntries(kindGlobsSettings().map(({ setting, defaults }) => [setting, [...defaults]])) as { [Setting in KindGlobsSetting]: string[] };
}

export const DEFAULT_SETTINGS: ManifestSettings = {
  enable: true,
  ...defaultGlobs(),
  rules: {},
  limits: {},
  trace: { server: 'off' },
};

/** Whatever the client sent, as complete settings: bad entries fall back to the defaults. */
export function normalizeSettings(raw: unknown): ManifestSettings {
  if (!isRecord(raw)) return { ...DEFAULT_SETTINGS, ...defaultGlobs(), rules: {}, limits: {} };
  const strings = (value: unknown, fallback: string[]) => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? [...value] : [...fallback]);
  const rules: Record<string, RuleLevel> = {};
  if (isRecord(raw['rules'])) {
    for (const [id, level] of Object.entries(raw['rules'])) {
      // The core decides the spellings (`warn` is `warning`), for the config file and the command line too.
      const normal = normalizeSeverity(level);
      if (normal !== undefined) rules[id] = normal;
    }
  }
  const trace =
    isRecord(raw['trace']) && ['off', 'messages', 'verbose'].includes(String(raw['trace']['server']))
      ? (raw['trace']['server'] as ManifestSettings['trace']['server'])
      : 'off';
  const globs = defaultGlobs();
  for (const { setting } of kindGlobsSettings()) globs[setting] = strings(raw[setting], globs[setting]);
  return {
    enable: typeof raw['enable'] === 'boolean' ? raw['enable'] : true,
    ...globs,
    rules,
    // Bad limit values are dropped (the defaults apply), as the config file reader would report them.
    limits: raw['limits'] === undefined ? {} : readLimits(raw['limits'], 'settings', []),
    trace: { server: trace },
  };
}

/**
 * What the service checks a document with: the client's settings over the project's configuration file.
 * Rules and limits from settings win; each kind's globs add up, its setting's first (`methodGlobs`, then
 * the file's `methods`).
 */
export function serviceSettings(settings: ManifestSettings, config: ManifestoConfig | undefined): ServiceSettings {
  const globs: Record<string, string[]> = {};
  for (const { key, setting } of kindGlobsSettings()) globs[key] = [...new Set([...settings[setting], ...(config?.[key] ?? [])])];
  return {
    rules: { ...(config?.rules ?? {}), ...settings.rules },
    globs,
    limits: { ...(config?.limits ?? {}), ...settings.limits },
  };
}
