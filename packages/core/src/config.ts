import type { Severity } from './problem.js';
import { blocksKind } from './blocks/kind.js';
import type { KindRegistry } from './kinds/kind-registry.js';
import { KIND_REGISTRY, type KindGlobsKey } from './kinds/registry.js';
import type { RuleSeverities } from './rules/define.js';
import { isRefusal, isRuleId, RULES } from './rules/registry.js';
import { closest } from './schema/suggest.js';
import { isRecord } from './source/pointer.js';
import { LIMIT_CEILINGS, type SourceLimits } from './source/limits.js';
import { groupDigits } from './source/screen.js';
import { forwardSlashes, MAX_PATH_LENGTH, trimTrailingSlashes } from './paths.js';

/**
 * The project's configuration: `.manifestorc.json`, or the `manifesto` key of package.json. Besides
 * `rules` and `limits`, each kind's configuration key (`manifests`, `blocks`, `methods`, from the kinds'
 * registry) holds globs of more files of that kind; the object passes as a `KindGlobs` as it is.
 */
export type ManifestoConfig = {
  /** Severity per rule id, or `off`. */
  rules: RuleSeverities;
  /** Size, depth and alias bounds set by the project; the rest keep `DEFAULT_LIMITS`. */
  limits: Partial<SourceLimits>;
  /**
   * Apps whose code lives apart from their manifest (monorepos): a glob of code files, relative to the
   * configuration file's folder, mapped to the path of their app's manifest, relative to the same folder.
   */
  apps: Record<string, string>;
} & { [Key in KindGlobsKey]: string[] };

export const CONFIG_FILE = '.manifestorc.json';

/** The blocks kind's own names as globs, the first entries of the `blocks` setting. */
export const DEFAULT_BLOCK_GLOBS: readonly string[] = blocksKind.nameGlobs;

export interface ConfigResult {
  config: ManifestoConfig;
  /** Where it came from, or undefined for the defaults. */
  path?: string;
  /** Mistakes in the configuration itself, as sentences. */
  errors: string[];
}

/** The severities a rule can be set to, in the configuration, on the command line and in the editor. */
export const SEVERITY_NAMES: readonly (Severity | 'off')[] = ['error', 'warning', 'info', 'off'];

/** The keys a configuration may hold: each kind's globs key (`$schema` lets editors validate the file). */
export const CONFIG_KEYS: readonly string[] = configKeys(KIND_REGISTRY);

function configKeys(registry: KindRegistry): string[] {
  return ['rules', ...registry.globsKeys, 'limits', 'apps', '$schema'];
}

/**
 * A severity as users write it: one of `SEVERITY_NAMES`, or `warn` (ESLint's spelling) for `warning`.
 * Anything else, including a non-string, is undefined. The one place this spelling is decided.
 */
export function normalizeSeverity(value: unknown): Severity | 'off' | undefined {
  const name = value === 'warn' ? 'warning' : value;
  return typeof name === 'string' && (SEVERITY_NAMES as readonly string[]).includes(name) ? (name as Severity | 'off') : undefined;
}

/** `; did you mean "x"?` when a candidate is close to `word`, otherwise `fallback`. */
function suggestion(word: unknown, candidates: readonly string[], fallback: string): string {
  const near = typeof word === 'string' ? closest(word, candidates) : undefined;
  return near === undefined ? fallback : `; did you mean "${near}"?`;
}

/** Each kind's globs key with its default globs (the blocks kind's own names), no rules and no limits. */
export function defaultConfig(registry: KindRegistry = KIND_REGISTRY): ManifestoConfig {
  const config: Record<string, unknown> = { rules: {}, limits: {}, apps: {} };
  for (const { key, defaults } of registry.globsSettings()) config[key] = [...defaults];
  return config as ManifestoConfig;
}

/**
 * Validates a parsed configuration object; unknown rules and severities are reported, not thrown. The
 * glob keys are the registry's kinds' (the core's own, unless a test builds one with a kind of its own).
 */
export function readConfig(raw: unknown, origin = CONFIG_FILE, registry: KindRegistry = KIND_REGISTRY): ConfigResult {
  const config = defaultConfig(registry);
  const errors: string[] = [];
  if (!isRecord(raw)) return { config, errors: [`${origin}: the configuration must be a JSON object.`] };
  const keys = registry === KIND_REGISTRY ? CONFIG_KEYS : configKeys(registry);
  for (const key of Object.keys(raw)) {
    if (!keys.includes(key)) {
      const expected = keys.filter((name) => name !== '$schema').map((name) => `"${name}"`);
      errors.push(`${origin}: unknown key "${key}"${suggestion(key, keys, `; expected ${expected.slice(0, -1).join(', ')} or ${expected.at(-1)}.`)}`);
    }
  }
  const rules = raw['rules'];
  if (rules !== undefined) {
    if (!isRecord(rules)) errors.push(`${origin}: "rules" must be an object mapping rule ids to "error", "warning", "info" or "off".`);
    else
      for (const [id, value] of Object.entries(rules)) {
        const severity = normalizeSeverity(value);
        if (!isRuleId(id))
          errors.push(
            `${origin}: unknown rule "${id}" in "rules"${suggestion(
              id,
              RULES.map((rule) => rule.id),
              '.',
            )}`,
          );
        else if (severity === undefined)
          errors.push(
            `${origin}: rule "${id}" has severity ${JSON.stringify(value)}${suggestion(value, SEVERITY_NAMES, '; expected "error", "warning", "info" or "off".')}`,
          );
        else if (severity === 'off' && isRefusal(id))
          errors.push(`${origin}: rule "${id}" cannot be turned off, as the file would pass unchecked; raise the matching value in "limits" instead.`);
        else config.rules[id] = severity;
      }
  }
  const lists = config as unknown as Record<string, string[]>;
  for (const { key, defaults } of registry.globsSettings()) {
    const globs = raw[key];
    if (globs === undefined) continue;
    if (!Array.isArray(globs) || !globs.every((g) => typeof g === 'string')) errors.push(`${origin}: "${key}" must be a list of glob strings.`);
    else lists[key] = [...defaults, ...globs];
  }
  if (raw['limits'] !== undefined) config.limits = readLimits(raw['limits'], origin, errors);
  if (raw['apps'] !== undefined) config.apps = readApps(raw['apps'], origin, errors);
  return { config, path: origin, errors };
}

const LIMIT_KEYS = Object.keys(LIMIT_CEILINGS) as (keyof SourceLimits)[];

/** `limits`: whole numbers from 0 up to each ceiling; anything else is a configuration error. */
export function readLimits(raw: unknown, origin: string, errors: string[]): Partial<SourceLimits> {
  const limits: Partial<SourceLimits> = {};
  if (!isRecord(raw)) {
    errors.push(`${origin}: "limits" must be an object with ${LIMIT_KEYS.map((k) => `"${k}"`).join(', ')}.`);
    return limits;
  }
  for (const [key, value] of Object.entries(raw)) {
    if (!(LIMIT_KEYS as string[]).includes(key)) {
      errors.push(`${origin}: unknown key "${key}" in "limits"${suggestion(key, LIMIT_KEYS, `; expected ${LIMIT_KEYS.map((k) => `"${k}"`).join(', ')}.`)}`);
      continue;
    }
    const ceiling = LIMIT_CEILINGS[key as keyof SourceLimits];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
      errors.push(`${origin}: "limits.${key}" is ${JSON.stringify(value)}; expected a whole number of at least 0.`);
    else if (value > ceiling) errors.push(`${origin}: "limits.${key}" is ${value}; the most allowed is ${ceiling}.`);
    else limits[key as keyof SourceLimits] = value;
  }
  return limits;
}

/** `apps`: glob strings mapped to manifest paths; anything else is a configuration error. */
function readApps(raw: unknown, origin: string, errors: string[]): Record<string, string> {
  const apps: Record<string, string> = {};
  if (!isRecord(raw)) {
    errors.push(`${origin}: "apps" must be an object mapping globs of code files to the path of their app's manifest.`);
    return apps;
  }
  for (const [glob, manifest] of Object.entries(raw)) {
    if (typeof manifest !== 'string' || manifest.trim() === '' || glob.trim() === '')
      errors.push(`${origin}: "apps" maps ${JSON.stringify(glob)} to ${JSON.stringify(manifest)}; expected a glob of code files mapped to a manifest's path.`);
    // Own properties only: a glob named `__proto__` must not reach the prototype.
    else Object.defineProperty(apps, glob, { value: manifest, enumerable: true, writable: true, configurable: true });
  }
  return apps;
}

/**
 * Finds the nearest configuration, walking up from `directory`. `read` returns a file's text or
 * undefined; the caller does the I/O so that core stays pure. Paths use forward slashes.
 */
export function findConfig(directory: string, read: (path: string) => string | undefined): ConfigResult {
  if (directory.length > MAX_PATH_LENGTH) {
    const errors = [
      `The folder's path is ${groupDigits(directory.length)} characters long; configuration is looked up above paths of at most ${groupDigits(MAX_PATH_LENGTH)} characters.`,
    ];
    return { config: defaultConfig(), errors };
  }
  // Linear in the path (slices, no regular expression that backtracks over a run of slashes).
  let dir = trimTrailingSlashes(forwardSlashes(directory)) || '/';
  for (let depth = 0; depth < 64; depth++) {
    const rcPath = `${dir === '/' ? '' : dir}/${CONFIG_FILE}`;
    const rc = read(rcPath);
    if (rc !== undefined) return parseConfigText(rc, rcPath, (value) => value);
    const pkgPath = `${dir === '/' ? '' : dir}/package.json`;
    const pkg = read(pkgPath);
    if (pkg !== undefined) {
      const result = parseConfigText(pkg, pkgPath, (value) => (isRecord(value) ? value['manifesto'] : undefined));
      if (result.path) return result;
    }
    const slash = dir.lastIndexOf('/');
    const parent = slash < 0 ? dir : dir.slice(0, slash) || '/';
    if (parent === dir) break;
    dir = parent;
  }
  return { config: defaultConfig(), errors: [] };
}

function parseConfigText(text: string, path: string, pick: (value: unknown) => unknown): ConfigResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { config: defaultConfig(), path, errors: [`${path}: not valid JSON (${error instanceof Error ? error.message : String(error)}).`] };
  }
  const section = pick(parsed);
  if (section === undefined) return { config: defaultConfig(), errors: [] };
  return readConfig(section, path);
}
