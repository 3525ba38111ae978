import type { Problem } from '../problem.js';
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
  const got =
    actual === null
      ? 'null'
      : Array.isArray(actual)
        ? 'an array'
        : typeof actual === 'object'
          ? `an object (${Object.prototype.toString.call(actual).slice(8, -1)})`
          : typeof actual;
  return {
    rule: 'invalid-argument',
    severity: 'error',
    message: `\`${name}\` must be ${expected}, not ${got}; nothing was checked.`,
    pointer: '',
    target: 'container',
    data: { argument: name, expected, actual: got },
  };
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
  if (isRecord(options['rules'])) out.rules = options['rules'] as DocumentOptions['rules'];
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
