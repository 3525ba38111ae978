import type { Problem } from '../problem.js';
import { invalidArgumentRule } from '../source/rules.js';
import type { KindId } from '../kinds/kind.js';
import { isKindId, KIND_REGISTRY } from '../kinds/registry.js';
import type { DocumentOptions, DocumentResult } from '../document-check.js';
import { isRecord } from '../source/pointer.js';
import { unreadableDocument } from '../source/unreadable.js';
import { internalProblem } from '../rules/internal.js';
import { YamlSections } from '../source/yaml-sections.js';

/**
 * The public functions are called from JavaScript too, where nothing stops a Buffer, a number or a
 * half-built options object: such calls get an `invalid-argument` problem, never an exception.
 */
export function argumentProblem(name: string, expected: string, actual: unknown): Problem {
  const got = describeArgument(actual);
  return invalidArgumentRule.problem({
    message: `\`${name}\` must be ${expected}, not ${got}; nothing was checked.`,
    pointer: '',
    target: 'container',
    data: { argument: name, expected, actual: got },
  });
}

/** What a wrong argument is, in a word; a revoked Proxy throws even on `Array.isArray`. */
function describeArgument(actual: unknown): string {
  try {
    if (actual === null) return 'null';
    if (Array.isArray(actual)) return 'an array';
    if (typeof actual === 'object') return `an object (${Object.prototype.toString.call(actual).slice(8, -1)})`;
    return typeof actual;
  } catch {
    return 'an object whose properties cannot be read';
  }
}

/** The answer of `run`, or `fallback` when it throws: the small helpers' empty answer for an argument that fights back. */
export function orElse<T>(fallback: T, run: () => T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/** The expected form of an options argument, for its invalid-argument problem. */
const READABLE_OPTIONS = 'an options object whose properties can be read';

/**
 * The options, cleaned, or the invalid-argument problem of options that cannot be read (a getter that
 * throws, a Proxy, a revoked Proxy): read once, here, before anything else uses them.
 */
export function readOptions(options: unknown): { options: DocumentOptions; fileName?: string; atLeast: boolean } | { problem: Problem } {
  try {
    const clean = cleanOptions(options);
    if (!isRecord(options)) return { options: clean, atLeast: false };
    const fileName = options['fileName'];
    return { options: clean, ...(typeof fileName === 'string' ? { fileName } : {}), atLeast: options['atLeast'] === true };
  } catch {
    return { problem: argumentProblem('options', READABLE_OPTIONS, options) };
  }
}

/**
 * The problem for a check that threw: an invalid-argument problem when the value itself cannot be read
 * (a getter that throws, a Proxy, somewhere inside it), otherwise an internal problem.
 */
export function failedCheckProblem(error: unknown, name: string, value: unknown): Problem {
  return unreadableValue(name, value) ?? internalProblem(error);
}

/** The invalid-argument problem of a value that cannot be read (a getter that throws, a Proxy, somewhere inside it). */
export function unreadableValue(name: string, value: unknown): Problem | undefined {
  return readable(value) ? undefined : argumentProblem(name, 'a plain value whose properties can be read', value);
}

/** Whether every property of the value can be read, within a bound on the values visited. */
function readable(value: unknown): boolean {
  const pending: unknown[] = [value];
  const seen = new Set<unknown>();
  try {
    for (let visited = 0; pending.length > 0 && visited < 1_000_000; visited++) {
      const next = pending.pop();
      if (typeof next !== 'object' || next === null || seen.has(next)) continue;
      seen.add(next);
      for (const key of Reflect.ownKeys(next)) pending.push((next as Record<PropertyKey, unknown>)[key]);
      Object.getPrototypeOf(next);
    }
    return true;
  } catch {
    return false;
  }
}

/** The options the functions understand, each kept only when it has the right type. */
export function cleanOptions(options: unknown): DocumentOptions {
  if (!isRecord(options)) return {};
  const out: DocumentOptions = {};
  if (isKindId(options['kind'])) out.kind = options['kind'];
  if (isKindId(options['fallback'])) out.fallback = options['fallback'];
  if (options['format'] === 'yaml' || options['format'] === 'json') out.format = options['format'];
  if (typeof options['method'] === 'string') out.method = options['method'];
  if (options['sections'] instanceof YamlSections) out.sections = options['sections'];
  if (isRecord(options['rules'])) {
    // A copy, read now: the caller's object could change, or throw, when the severities are applied.
    const rules: Record<string, unknown> = {};
    for (const [id, severity] of Object.entries(options['rules'])) if (typeof severity === 'string') rules[id] = severity;
    out.rules = rules as DocumentOptions['rules'];
  }
  if (isRecord(options['limits'])) {
    const limits: Record<string, number> = {};
    for (const [key, value] of Object.entries(options['limits']))
      if (typeof value === 'number' && Number.isFinite(value) && value >= 0) limits[key] = Math.floor(value);
    out.limits = limits;
  }
  // Every kind's configuration key, from the registry: a key left out here was a kind's globs dropped.
  if (isRecord(options['globs'])) out.globs = KIND_REGISTRY.cleanGlobs(options['globs']);
  return out;
}

/** An empty document for a call that could not be checked, with its one problem placed at the start. */
export function refusedCall(problem: Problem, kind: KindId | undefined): DocumentResult {
  const document = unreadableDocument('', 'json', { problem, span: { start: 0, end: 0 } });
  return { kind, document, problems: [...document.problems] };
}

/** Runs a text check, turning a wrong argument or an unexpected failure into a problem. */
export function guardText(
  fileName: unknown,
  text: unknown,
  kind: KindId | undefined,
  run: (fileName: string | undefined, text: string) => DocumentResult,
): DocumentResult {
  if (typeof text !== 'string') return refusedCall(argumentProblem('text', 'a string', text), kind);
  if (fileName !== undefined && typeof fileName !== 'string') return refusedCall(argumentProblem('fileName', 'a string', fileName), kind);
  try {
    return run(fileName, text);
  } catch (error) {
    return refusedCall(internalProblem(error), kind);
  }
}
