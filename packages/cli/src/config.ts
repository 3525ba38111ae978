import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { findConfig, readConfig, type ConfigResult } from '@manifesto/core';

/** Node-side file reader for core's pure config lookup: a missing or unreadable file is "absent". */
export function readIfFile(path: string): string | undefined {
  try {
    if (!statSync(path).isFile()) return undefined;
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** The configuration named by --config, or the nearest one above the working directory. */
export function loadConfig(explicit: string | undefined, cwd: string): ConfigResult {
  if (explicit === undefined) return findConfig(resolve(cwd), readIfFile);
  const path = resolve(cwd, explicit);
  const text = readIfFile(path);
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

