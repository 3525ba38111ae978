/**
 * Manifesto core: offline checks of app manifests and Block Kit payloads with located problems.
 * Pure: no I/O, no network, no Node built-ins. Every function here returns problems for any argument
 * and never throws. Editors' extras (schema facts, references, quick fixes) are in `manifesto-core/language`.
 */
import type { KindId } from './kinds/kind.js';
import { kindById } from './kinds/registry.js';
import { runKind } from './kinds/run.js';
import { checkDocument as check, checkOversized as oversized, type DocumentOptions, type DocumentResult } from './document-check.js';
import { argumentProblem, cleanOptions, guardText, refusedCall } from './api/guard.js';
import type { Problem } from './problem.js';
import { internalProblem } from './rules/internal.js';
import { isRecord } from './source/pointer.js';

export type { Problem, LocatedProblem, Severity, Target, Span, Position, Range } from './problem.js';
export type { RuleInfo, RuleSeverities } from './rules/define.js';
export type { KindId, KindGlobs, KindGlobsKey, KindGlobsSetting } from './kinds/registry.js';
export type { DocumentOptions, DocumentResult } from './document-check.js';
export { YamlSections } from './source/yaml-sections.js';
export type { SourceDocument, SourceNode, SourceFormat, SourceLimits } from './source/index.js';
export type { ManifestoConfig, ConfigResult } from './config.js';

export { RULES, ruleInfo } from './rules/registry.js';
export { KIND_IDS, kindNameGlobs, kindGlobsSettings } from './kinds/registry.js';
export { DEFAULT_LIMITS, LIMIT_CEILINGS, REFUSAL_RULES, resolveLimits } from './source/index.js';
export { isBrokenText } from './source/broken.js';
export {
  isError,
  parsePointer,
  formatPointer,
  joinPointer,
  didYouMean,
  defaultConfig,
  readConfig,
  readLimits,
  findConfig,
  kindFromName,
  kindFromContent,
} from './api/utilities.js';
export { diffManifests, type DiffResult, type DiffDocument, type DiffProblem, type DiffSide, type DiffOptions, type DiffSideOptions } from './diff/index.js';
export { normalizeSeverity, SEVERITY_NAMES, CONFIG_FILE, DEFAULT_BLOCK_GLOBS } from './config.js';
export { CATALOGUE_DATE, scopesForEvent, requiredScopes, type RequiredScopes, type ScopeChoice } from './catalogue/lookups.js';

/** The result of checking a value from code: its kind and its problems (no positions: there is no text). */
export interface ValueResult {
  kind: KindId;
  problems: Problem[];
}

/**
 * Decides what a text is (the `kind` option, the file name, then the content) and checks it:
 * `{kind, document, problems}`, with `kind` undefined for a text that is none of Manifesto's.
 */
export function checkDocument(fileName: string | undefined, text: string, options: DocumentOptions = {}): DocumentResult {
  return guardText(fileName, text, undefined, (name, body) => check(name, body, cleanOptions(options)));
}

/** The result for a file refused by its size before it was read; `atLeast` when the size is a lower bound. */
export function checkOversized(fileName: string | undefined, bytes: number, options: DocumentOptions & { atLeast?: boolean } = {}): DocumentResult {
  if (typeof bytes !== 'number' || !(bytes >= 0)) return refusedCall(argumentProblem('bytes', 'a number of bytes', bytes), undefined);
  const name = typeof fileName === 'string' ? fileName : undefined;
  return oversized(name, bytes, { ...cleanOptions(options), atLeast: (options as { atLeast?: unknown } | undefined)?.atLeast === true });
}

function checkValueAs(kind: KindId, value: unknown, options: unknown): ValueResult {
  try {
    return { kind, problems: runKind(kindById(kind), value, cleanOptions(options)).problems };
  } catch (error) {
    return { kind, problems: [internalProblem(error)] };
  }
}

function checkTextAs(kind: KindId, text: unknown, options: unknown): DocumentResult {
  const clean = cleanOptions(options);
  const fileName = (options as { fileName?: unknown } | undefined)?.fileName;
  return guardText(typeof fileName === 'string' ? fileName : undefined, text, kind, (name, body) => check(name, body, { ...clean, kind }));
}

/** Options of the kind-specific text functions: the document options plus the file name (for the format). */
export type TextOptions = Omit<DocumentOptions, 'kind' | 'fallback' | 'globs' | 'method'> & { fileName?: string };

/** Checks a manifest given as a plain value (parsed by the caller). */
export function validateManifest(value: unknown, options: Pick<DocumentOptions, 'rules' | 'limits'> = {}): ValueResult {
  return checkValueAs('manifest', value, options);
}

/** Parses a YAML or JSON manifest and returns every problem with its position. */
export function validateManifestText(text: string, options: TextOptions = {}): DocumentResult {
  return checkTextAs('manifest', text, options);
}

/** Checks a block payload given as a plain value: a block, a list of blocks, a message, a view or a views.publish argument. */
export function validateBlocks(value: unknown, options: Pick<DocumentOptions, 'rules' | 'limits'> = {}): ValueResult {
  return checkValueAs('blocks', value, options);
}

/** Parses a YAML or JSON block payload and returns every problem with its position. */
export function validateBlocksText(text: string, options: TextOptions = {}): DocumentResult {
  return checkTextAs('blocks', text, options);
}

/**
 * Checks the arguments of one Web API call given as a plain value (`validateMethodArguments('chat.postMessage', {channel, blocks})`):
 * required and unknown arguments, types, allowed values, the specification methods' rules, and Block Kit inside.
 */
export function validateMethodArguments(method: string, args: unknown, options: Pick<DocumentOptions, 'rules' | 'limits'> = {}): ValueResult {
  if (typeof method !== 'string') return { kind: 'methods', problems: [argumentProblem('method', 'a string naming a Web API method', method)] };
  return checkValueAs('methods', args, { ...(isRecord(options) ? options : {}), method });
}

/** Parses a YAML or JSON file of a Web API call's arguments and returns every problem with its position. */
export function validateMethodArgumentsText(method: string, text: string, options: TextOptions = {}): DocumentResult {
  if (typeof method !== 'string') return refusedCall(argumentProblem('method', 'a string naming a Web API method', method), 'methods');
  return checkTextAs('methods', text, { ...(isRecord(options) ? options : {}), method });
}
