import { readFileSync, statSync } from 'node:fs';
import { basename, isAbsolute, resolve } from 'node:path';
import { CONFIG_FILE, kindFromName } from 'manifesto-core';
import type { ConfigLookup } from '../config.js';
import { displayPath } from '../format/printable.js';
import type { Failure } from '../format/sarif.js';
import { isAppCode, isRecognisedFile, manifestOf, type FolderAnswer } from '../app/locate.js';
import { discover } from './index.js';
import { relativePath } from './relative-path.js';

/** What the arguments name: the documents to check (as shown), and the code files and folders for the apps. */
export interface Expanded {
  files: string[];
  /** Code files, found in a folder or named (named ones are checked even outside an app). */
  code: { path: string; shown: string; named: boolean }[];
  /** The folders searched (absolute). */
  walked: string[];
  /** Files a folder search passed over though named like a manifest: another tool's manifests (as shown). */
  otherManifests: string[];
}

/**
 * The command line's files and directories as the list of inputs to check. A file or `-` stays as
 * given (and is checked whatever its name). A directory becomes the files in it the tool recognises
 * by name (core's `kindFromName` with each file's configured globs), sorted, each printed relative to
 * the working directory; a file found twice is checked once. A directory with none of them, or one
 * that cannot be searched, is a failure (one stderr line, exit code 2), as ESLint treats a pattern
 * that matches nothing; the other arguments are still checked. The code files (JavaScript, TypeScript,
 * Python) found or named are listed apart: they are checked with their app.
 */
export async function expandArguments(args: readonly string[], cwd: string, lookup: ConfigLookup, fail: (failure: Failure) => void): Promise<Expanded> {
  const files: string[] = [];
  const code: Expanded['code'] = [];
  const walked: string[] = [];
  const otherManifests: string[] = [];
  const seen = new Set<string>();
  const base = resolve(cwd);
  for (const arg of args) {
    if (arg === '-' || !isDirectory(resolve(cwd, arg))) {
      if (arg !== '-') seen.add(resolve(cwd, arg));
      if (arg !== '-' && isAppCode(arg)) code.push({ path: resolve(cwd, arg), shown: arg, named: true });
      else files.push(arg);
      continue;
    }
    walked.push(resolve(cwd, arg));
    const found = await discover(resolve(cwd, arg), {
      code: isAppCode,
      recognised: (path) => {
        if (isRecognisedFile(path, lookup)) return true;
        // A web app's or a browser extension's manifest.json is another tool's file: passed over, and said.
        if (kindFromName(path, lookup(path).config) === 'manifest' && basename(path) !== CONFIG_FILE) otherManifests.push(shown(path, base));
        return false;
      },
    });
    if ('error' in found) {
      fail({ file: arg, message: `cannot search ${displayPath(arg)}: ${found.error}` });
      continue;
    }
    // Code with no app is not checked: a folder of it alone (a Deno app's manifest is manifest.ts, code) has nothing to check.
    if (found.files.length === 0 && !hasApp(found.code, lookup)) {
      fail({ file: arg, empty: true, message: nothingFound(arg, resolve(cwd, arg), found.code) });
      continue;
    }
    for (const path of found.files) {
      if (seen.has(path)) continue;
      seen.add(path);
      files.push(shown(path, base));
    }
    for (const path of found.code) {
      if (seen.has(path)) continue;
      seen.add(path);
      code.push({ path, shown: shown(path, base), named: false });
    }
  }
  return { files, code, walked, otherManifests: [...new Set(otherManifests)].sort() };
}

/** Whether a code file of a folder with no manifest in it belongs to an app (a manifest above it, or configured). */
function hasApp(code: readonly string[], lookup: ConfigLookup): boolean {
  const folders = new Map<string, FolderAnswer>();
  return code.some((path) => manifestOf(path, lookup, folders) !== undefined);
}

/** A folder with nothing to check, saying what it holds that is not checked. */
function nothingFound(arg: string, folder: string, code: readonly string[]): string {
  const found = `no manifest or Block Kit files found in ${displayPath(arg)} (node_modules, dot folders and .gitignore'd files are skipped)`;
  if (code.length === 0) return found;
  const files = code.length === 1 ? '1 code file' : `${code.length} code files`;
  const written = code.find((path) => /^manifest\.[cm]?[jt]s$/.test(basename(path)) && isSdkManifest(path));
  const inCode = written ? `; a manifest written in code (${displayPath(relativePath(folder, written))}) is not read` : '';
  return `${found}; ${files} not checked, as no app claims them (an app is the code under a manifest.json, manifest.yaml or manifest.yml, or the configuration's apps entry)${inCode}; name a code file to check its Block Kit literals`;
}

/**
 * Whether a `manifest.ts` is an app manifest written with the Deno SDK (its `Manifest(…)`), not another
 * tool's file of that name, such as a Next.js web app manifest (`app/manifest.ts`).
 */
function isSdkManifest(path: string): boolean {
  try {
    return /deno[-_]slack[-_]sdk|\bManifest\s*\(/.test(readFileSync(path, 'utf8'));
  } catch {
    return false;
  }
}

/** Relative to the working directory (`base`, resolved) when inside it, otherwise absolute. */
function shown(path: string, base: string): string {
  const inside = relativePath(base, path);
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside) ? inside : path;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
