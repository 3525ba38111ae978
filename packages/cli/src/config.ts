import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { findConfig, readConfig, type ConfigResult } from 'manifesto-core';

/** Node-side file reader for core's pure config lookup: a missing or unreadable file is "absent". */
export function readIfFile(path: string): string | undefined {
  try {
    if (!statSync(path).isFile()) return undefined;
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** The configuration file named by --config (a `.manifestorc.json`-style file, or a package.json's `manifesto` key). */
export function loadConfigFile(explicit: string, cwd: string, read: (path: string) => string | undefined = readIfFile): ConfigResult {
  const path = resolve(cwd, explicit);
  const text = read(path);
  if (text === undefined) return { config: readConfig({}).config, errors: [`cannot read configuration file ${explicit}`] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { config: readConfig({}).config, errors: [`${explicit}: not valid JSON (${error instanceof Error ? error.message : String(error)})`] };
  }
  const section = /(^|[\\/])package\.json$/.test(path) && parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>)['manifesto'] : parsed;
  return readConfig(section ?? {}, explicit);
}

/** The configuration of one checked file, by its path as given on the command line (`-` is standard input). */
export type ConfigLookup = (path: string) => ConfigResult;

/**
 * Finds each checked file's configuration as ESLint and Prettier find theirs: the nearest
 * `.manifestorc.json` (or package.json with a `manifesto` key) above the file's own directory,
 * through core's `findConfig`. Standard input uses the working directory; `--config` applies to
 * every file. Each directory is looked up once and each candidate file read once per run, so a
 * hundred files in one folder cost one read of their configuration.
 */
export function configLookup(configFlag: string | undefined, cwd: string, read: (path: string) => string | undefined = readIfFile): ConfigLookup {
  const texts = new Map<string, string | undefined>();
  const readOnce = (path: string): string | undefined => {
    if (!texts.has(path)) texts.set(path, read(path));
    return texts.get(path);
  };
  if (configFlag !== undefined) {
    let explicit: ConfigResult | undefined;
    return () => (explicit ??= loadConfigFile(configFlag, cwd, readOnce));
  }
  const byDirectory = new Map<string, ConfigResult>();
  return (path) => {
    const directory = path === '-' ? resolve(cwd) : dirname(resolve(cwd, path));
    let result = byDirectory.get(directory);
    if (result === undefined) {
      result = findConfig(directory, readOnce);
      byDirectory.set(directory, result);
    }
    return result;
  };
}

/** The errors of several lookups, each configuration file's once (one file serves many directories). */
export function configErrors(results: readonly ConfigResult[]): string[] {
  const seen = new Set<string>();
  const errors: string[] = [];
  for (const result of results) {
    if (result.errors.length === 0) continue;
    const key = result.path ?? result.errors.join('\n');
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push(...result.errors);
  }
  return errors;
}
