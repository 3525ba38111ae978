import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { assignApps, CONFIG_FILE, isOtherToolsManifestText, kindFromName, type AppFiles, type ConfigResult, type ConfiguredApp } from 'manifesto-core';
import { isCodeFile } from 'manifesto-code/files';
import { discover } from '../discover/index.js';

/**
 * Finding apps on disk, for the command line and the language server alike (the server imports this module):
 * the pure decisions (which folders hold no app code, which manifest a file belongs to) are the core's
 * `assignApps`; this module walks folders and reads configurations.
 */

/** Each path's configuration (the nearest `.manifestorc.json` or package.json `manifesto` key). */
export type AppConfigLookup = (path: string) => ConfigResult;

/**
 * Whether a file is a manifest: by its name (the names the core recognises, or the configured globs), unless
 * it holds another tool's manifest (`isOtherToolsManifestFile`). A configured `manifests` glob claims its
 * files whatever they hold.
 */
export function isManifestFile(path: string, lookup: AppConfigLookup): boolean {
  // The configuration file's own name contains "manifest"; it is never a document to check.
  if (basename(path) === CONFIG_FILE) return false;
  const { config } = lookup(path);
  if (kindFromName(path, config) !== 'manifest') return false;
  return (config.manifests?.length ?? 0) > 0 || !isOtherToolsManifestFile(path);
}

/** Whether a file a folder search finds is one to check: a recognised name, and a manifest only if it is an app's. */
export function isRecognisedFile(path: string, lookup: AppConfigLookup): boolean {
  if (basename(path) === CONFIG_FILE) return false;
  const kind = kindFromName(path, lookup(path).config);
  return kind !== undefined && (kind !== 'manifest' || isManifestFile(path, lookup));
}

/** Larger files named like a manifest are not read to tell whose they are (the check refuses them by size). */
const MAX_SNIFFED_BYTES = 2_000_000;

/**
 * Whether a file named like a manifest holds another tool's (a web app's or a browser extension's
 * `manifest.json`, another tool's `manifest.yaml`): its top level has keys and none is an app manifest's
 * group. A file that cannot be read or parsed is not told apart: it stays a manifest, and its check says why.
 */
export function isOtherToolsManifestFile(path: string): boolean {
  try {
    if (statSync(path).size > MAX_SNIFFED_BYTES) return false;
    return isOtherToolsManifestText(readFileSync(path, 'utf8'), path);
  } catch {
    return false;
  }
}

/** Whether a file is an app's code by its name (JavaScript, TypeScript, Python). */
export function isAppCode(path: string): boolean {
  return isCodeFile(path);
}

/** A configuration's `apps` entries with their folder: globs and manifest paths are relative to the configuration file. */
export function configuredApps(result: ConfigResult): ConfiguredApp[] {
  if (result.path === undefined) return [];
  const base = dirname(result.path);
  return Object.entries(result.config.apps ?? {}).map(([glob, manifest]) => ({ base, glob, manifest: resolve(base, manifest) }));
}

/** The configured `apps` entries of every file's configuration, each configuration's once. */
export function configuredFor(paths: readonly string[], lookup: AppConfigLookup): ConfiguredApp[] {
  const seen = new Set<string>();
  const entries: ConfiguredApp[] = [];
  for (const path of paths) {
    const result = lookup(path);
    if (result.path === undefined || seen.has(result.path)) continue;
    seen.add(result.path);
    entries.push(...configuredApps(result));
  }
  return entries;
}

/** What one folder tells the search for a code file's manifest: the manifest in it, and whether it is a project's root. */
export interface FolderAnswer {
  manifest: string | undefined;
  root: boolean;
}

/**
 * What marks a project's root: a repository (`.git`, a folder or a worktree's file) or a Deno project
 * (`deno.json`, `deno.jsonc`). A manifest above it is another project's (a home or temporary folder may hold one).
 */
const PROJECT_ROOTS = new Set(['.git', 'deno.json', 'deno.jsonc']);

/**
 * The manifest a code file belongs to: the configured `apps` entry that matches it, otherwise the manifest in
 * the nearest folder above it, up to the project's root (`PROJECT_ROOTS`). `folders` remembers each folder's
 * answer across calls.
 */
export function manifestOf(file: string, lookup: AppConfigLookup, folders: Map<string, FolderAnswer> = new Map()): string | undefined {
  const path = resolve(file);
  const configured = assignApps({ manifests: [], code: [path], configured: configuredFor([path], lookup) }).apps[0];
  if (configured) return configured.manifest;
  for (let folder = dirname(path); ; folder = dirname(folder)) {
    let answer = folders.get(folder);
    if (answer === undefined) {
      answer = folderAnswer(folder, lookup);
      folders.set(folder, answer);
    }
    if (answer.manifest !== undefined) return answer.manifest;
    if (answer.root || dirname(folder) === folder) return undefined;
  }
}

/** The first manifest (by name) in one folder, and whether the folder is a project's root. */
function folderAnswer(folder: string, lookup: AppConfigLookup): FolderAnswer {
  let names: string[];
  try {
    names = readdirSync(folder).sort();
  } catch {
    return { manifest: undefined, root: false };
  }
  const name = names.find((entry) => isManifestFile(join(folder, entry), lookup));
  return { manifest: name === undefined ? undefined : join(folder, name), root: names.some((entry) => PROJECT_ROOTS.has(entry)) };
}

/**
 * All the files of the app of one manifest: the code and payload files under its folder (a nested
 * manifest's folder is its own app), and those the configured `apps` entries give it. Paths are absolute.
 */
export async function appFilesOf(manifest: string, lookup: AppConfigLookup): Promise<AppFiles> {
  const path = resolve(manifest);
  const roots = new Set([dirname(path)]);
  for (const entry of configuredFor([path], lookup)) if (resolve(entry.manifest) === path) roots.add(entry.base);
  const manifests: string[] = [];
  const code: string[] = [];
  const payloads: string[] = [];
  for (const root of roots) {
    const found = await discover(root, {
      recognised: (file) => isRecognisedFile(file, lookup),
      code: isAppCode,
    });
    if ('error' in found) continue;
    for (const file of found.files) (isManifestFile(file, lookup) ? manifests : payloads).push(file);
    code.push(...found.code);
  }
  const layout = assignApps({
    manifests: [path, ...manifests],
    code: [...new Set(code)],
    payloads: [...new Set(payloads)],
    configured: configuredFor(code, lookup),
  });
  const own = layout.apps.find((app) => resolve(app.manifest) === path);
  return own ?? { manifest: path, code: [], payloads: [] };
}
