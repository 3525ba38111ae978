/**
 * The public forms of the core's small helpers. Inside the core they are called with the right types
 * on hot paths; here every argument is checked first, so a JavaScript caller's mistake gets an empty
 * answer or a configuration error, never an exception.
 */
import * as config from '../config.js';
import type { ConfigResult, ManifestoConfig } from '../config.js';
import type { KindId } from '../kinds/kind.js';
import * as recognise from '../kinds/recognise.js';
import type { KindGlobs } from '../kinds/recognise.js';
import { KIND_REGISTRY } from '../kinds/registry.js';
import * as templates from '../manifest/templates.js';
import { isOtherToolsManifest } from '../manifest/other-tools.js';
import type { Problem } from '../problem.js';
import { closest } from '../schema/suggest.js';
import * as source from '../source/index.js';
import * as pointers from '../source/pointer.js';
import type { SourceDocument, SourceFormat, SourceLimits } from '../source/index.js';
import * as broken from '../source/broken.js';
import * as lookups from '../catalogue/lookups.js';
import type { RequiredScopes } from '../catalogue/lookups.js';
import { internalProblem } from '../rules/internal.js';
import { argumentProblem, orElse, refusedCall } from './guard.js';

const isString = (value: unknown): value is string => typeof value === 'string';
const segmentList = (value: unknown): (string | number)[] =>
  Array.isArray(value) ? value.filter((s): s is string | number => isString(s) || typeof s === 'number') : [];

export function isError(problem: Problem): boolean {
  return orElse(false, () => isRecord(problem) && problem.severity === 'error');
}

export function parsePointer(pointer: string): string[] {
  return isString(pointer) ? pointers.parsePointer(pointer) : [];
}

export function formatPointer(segments: readonly (string | number)[]): string {
  return orElse('', () => pointers.formatPointer(segmentList(segments)));
}

export function joinPointer(base: string, ...segments: (string | number)[]): string {
  return orElse(isString(base) ? base : '', () => pointers.joinPointer(isString(base) ? base : '', ...segmentList(segments)));
}

export function parentPointer(pointer: string): string {
  return isString(pointer) ? pointers.parentPointer(pointer) : '';
}

export function lastSegment(pointer: string): string {
  return isString(pointer) ? pointers.lastSegment(pointer) : '';
}

export function fieldName(pointer: string): string {
  return pointers.fieldName(isString(pointer) ? pointer : '');
}

export function valueAt(root: unknown, pointer: string): unknown {
  return orElse(undefined, () => (isString(pointer) ? pointers.valueAt(root, pointer) : undefined));
}

/** The closest candidate within a small edit distance ("did you mean"), or undefined. */
export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  return orElse(undefined, () => (isString(word) && Array.isArray(candidates) ? closest(word, candidates.filter(isString)) : undefined));
}

/** The configuration with nothing set: each kind's default globs, no rules, no limits. */
export function defaultConfig(): ManifestoConfig {
  return config.defaultConfig();
}

export function readConfig(raw: unknown, origin?: string): ConfigResult {
  const where = isString(origin) ? origin : config.CONFIG_FILE;
  return orElse({ config: config.defaultConfig(), errors: [`${where}: the configuration's properties cannot be read.`] }, () => config.readConfig(raw, where));
}

export function readLimits(raw: unknown, origin: string, errors: string[]): Partial<SourceLimits> {
  const where = isString(origin) ? origin : config.CONFIG_FILE;
  return orElse({}, () => config.readLimits(raw, where, orElse(false, () => Array.isArray(errors)) ? errors : []));
}

/** The nearest configuration above `directory`; `read` returns a file's text or undefined (the caller does the I/O). */
export function findConfig(directory: string, read: (path: string) => string | undefined): ConfigResult {
  if (!isString(directory) || typeof read !== 'function') {
    return { config: config.defaultConfig(), errors: ['findConfig needs a directory (a string) and a read function.'] };
  }
  // A reader that throws is the caller's I/O failing: report it as a configuration error.
  return config.findConfig(directory, (path) => {
    try {
      const text = read(path);
      return isString(text) ? text : undefined;
    } catch {
      return undefined;
    }
  });
}

export function kindFromName(fileName: string, globs?: KindGlobs): KindId | undefined {
  if (!isString(fileName)) return undefined;
  return orElse(undefined, () => recognise.kindFromName(fileName, KIND_REGISTRY.cleanGlobs(globs)));
}

export function kindFromContent(value: unknown, fileName?: string): KindId | undefined {
  try {
    return recognise.kindFromContent(value, isString(fileName) ? fileName : undefined);
  } catch {
    return undefined;
  }
}

/**
 * Whether the text of a file named like a manifest is plainly another tool's manifest (a web app's, a
 * browser extension's): a mapping none of whose keys is an app manifest's top-level group. Text that does not
 * parse cleanly, or is not a mapping, is not told apart (false).
 */
export function isOtherToolsManifestText(text: string, fileName?: string): boolean {
  if (!isString(text)) return false;
  return orElse(false, () => {
    const document = source.parseSource(text, source.detectFormat(text, isString(fileName) ? fileName : undefined));
    // A text with syntax errors stays a manifest: what its parser recovered says little, and its check says what is wrong.
    return document.problems.length === 0 && isOtherToolsManifest(document.value);
  });
}

/** The trimmed expression of the `{{…}}` in `text` that contains `offset`, if any. */
export function templateAt(text: string, offset: number): string | undefined {
  return isString(text) && typeof offset === 'number' ? templates.placeholderAt(text, offset) : undefined;
}

export function detectFormat(text: string, fileName?: string): SourceFormat {
  return source.detectFormat(isString(text) ? text : '', isString(fileName) ? fileName : undefined);
}

/** Parses YAML or JSON text into a value plus a pointer → text map; a non-string text is one invalid-argument problem. */
export function parseSource(text: string, format: SourceFormat, limits?: Partial<SourceLimits>): SourceDocument {
  if (!isString(text)) {
    return refusedCall(argumentProblem('text', 'a string', text), undefined).document;
  }
  const clean: Partial<SourceLimits> = {};
  try {
    if (isRecord(limits))
      for (const [key, value] of Object.entries(limits)) if (typeof value === 'number' && value >= 0) clean[key as keyof SourceLimits] = value;
  } catch {
    return refusedCall(argumentProblem('limits', 'an object of limits whose properties can be read', limits), undefined).document;
  }
  try {
    return source.parseSource(text, format === 'json' ? 'json' : 'yaml', clean);
  } catch (error) {
    return refusedCall(internalProblem(error), undefined).document;
  }
}

/** Whether a value is a plain object (not null, not a list); false for one that cannot even be asked (a revoked Proxy). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return orElse(false, () => pointers.isRecord(value));
}

/** Each limit given, or its default: a non-number, a negative number or an unreadable object gives the defaults. */
export function resolveLimits(limits?: Partial<SourceLimits>): SourceLimits {
  return orElse({ ...source.DEFAULT_LIMITS }, () => source.resolveLimits(limits));
}

/** Whether a parsed document is too damaged to fix or compare (fatal, or with a syntax error). */
export function isBrokenText(document: Pick<SourceDocument, 'fatal' | 'problems'>): boolean {
  return orElse(false, () => broken.isBrokenText(document));
}

/** The scopes the methods need, by token type (see `catalogue/lookups.ts`). */
export function requiredScopes(methods: readonly string[] | string): RequiredScopes {
  return orElse({ bot: [], user: [], choices: [], unknown: [] }, () => lookups.requiredScopes(methods));
}
