import { DEFAULT_BLOCK_GLOBS, normalizeSeverity, readLimits, type Severity, type SourceLimits } from 'manifesto-core';
import { isRecord } from 'manifesto-core/language';

export type RuleLevel = Severity | 'off';

/** The `manifesto` settings section, as the VS Code extension contributes it. */
export interface ManifestSettings {
  enable: boolean;
  /** Extra manifest globs, besides the names the core recognises (`manifest.yaml`, `app-manifest.json`). */
  manifestGlobs: string[];
  blockGlobs: string[];
  /** Severity per rule id; overrides the project's config file. */
  rules: Record<string, RuleLevel>;
  /** Size, depth and alias bounds; each key set here overrides the project's config file. */
  limits: Partial<SourceLimits>;
  trace: { server: 'off' | 'messages' | 'verbose' };
}

export const DEFAULT_SETTINGS: ManifestSettings = {
  enable: true,
  manifestGlobs: [],
  blockGlobs: [...DEFAULT_BLOCK_GLOBS],
  rules: {},
  limits: {},
  trace: { server: 'off' },
};

/** Whatever the client sent, as complete settings: bad entries fall back to the defaults. */
export function normalizeSettings(raw: unknown): ManifestSettings {
  if (!isRecord(raw)) return { ...DEFAULT_SETTINGS, rules: {}, limits: {} };
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
  return {
    enable: typeof raw['enable'] === 'boolean' ? raw['enable'] : true,
    manifestGlobs: strings(raw['manifestGlobs'], DEFAULT_SETTINGS.manifestGlobs),
    blockGlobs: strings(raw['blockGlobs'], DEFAULT_SETTINGS.blockGlobs),
    rules,
    // Bad limit values are dropped (the defaults apply), as the config file reader would report them.
    limits: raw['limits'] === undefined ? {} : readLimits(raw['limits'], 'settings', []),
    trace: { server: trace },
  };
}
