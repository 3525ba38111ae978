/**
 * Manifesto core: offline checks of app manifests and Block Kit payloads with located problems.
 * Pure: no I/O, no network, no Node built-ins. Every function here returns problems for any argument
 * and never throws. Editors' extras (schema facts, references, quick fixes) are in `manifesto-core/language`.
 */
import type { KindId } from './kinds/kind.js';
import { kindById } from './kinds/registry.js';
import { runKind } from './kinds/run.js';
import { applySeverities } from './rules/severity.js';
import { checkDocument as check, checkOversized as oversized, type DocumentOptions, type DocumentResult } from './document-check.js';
import { argumentProblem, failedCheckProblem, guardText, readOptions, refusedCall, unreadableValue } from './api/guard.js';
import type { Problem } from './problem.js';

export type { Problem, LocatedProblem, Severity, Target, Span, Position, Range } from './problem.js';
export type { RuleExample, RuleInfo, RuleSeverities } from './rules/define.js';
export type { KindId, KindGlobs, KindGlobsKey, KindGlobsSetting } from './kinds/registry.js';
export type { DocumentOptions, DocumentResult } from './document-check.js';
export { YamlSections } from './source/yaml-sections.js';
export type { SourceDocument, SourceNode, SourceFormat, SourceLimits } from './source/index.js';
export type { ManifestoConfig, ConfigResult } from './config.js';

export { RULES, ruleInfo, isRefusal } from './rules/registry.js';
/** The rule of the service's own answers, which the command's remote check reports through. */
export { remoteRule } from './source/rules.js';
export { KIND_IDS, kindNameGlobs, kindGlobsSettings } from './kinds/registry.js';
export { DEFAULT_LIMITS, LIMIT_CEILINGS } from './source/index.js';
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
  isOtherToolsManifestText,
  resolveLimits,
  isBrokenText,
  requiredScopes,
} from './api/utilities.js';
export { diffManifests, type DiffResult, type DiffDocument, type DiffProblem, type DiffSide, type DiffOptions, type DiffSideOptions } from './diff/index.js';
export { normalizeSeverity, SEVERITY_NAMES, CONFIG_FILE, DEFAULT_BLOCK_GLOBS } from './config.js';
export {
  assignApps,
  CODE_SKIPPED_FOLDERS,
  skipsCode,
  VIRTUALENV_MARKER,
  type AppFiles,
  type AppLayout,
  type AppLayoutInput,
  type ConfiguredApp,
} from './app-layout/index.js';
export { CATALOGUE_DATE, scopesForEvent, isWebApiMethod, type RequiredScopes, type ScopeChoice } from './catalogue/lookups.js';

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
  const read = readOptions(options);
  if ('problem' in read) return refusedCall(read.problem, undefined);
  return guardText(fileName, text, undefined, (name, body) => check(name, body, read.options));
}

/** The result for a file refused by its size before it was read; `atLeast` when the size is a lower bound. */
export function checkOversized(fileName: string | undefined, bytes: number, options: DocumentOptions & { atLeast?: boolean } = {}): DocumentResult {
  if (typeof bytes !== 'number' || !(bytes >= 0)) return refusedCall(argumentProblem('bytes', 'a number of bytes', bytes), undefined);
  const read = readOptions(options);
  if ('problem' in read) return refusedCall(read.problem, undefined);
  const name = typeof fileName === 'string' ? fileName : undefined;
  return guardText(name, '', undefined, () => oversized(name, bytes, { ...read.options, atLeast: read.atLeast }));
}

function checkValueAs(kind: KindId, value: unknown, options: unknown, method?: string, name = 'value'): ValueResult {
  const read = readOptions(options);
  if ('problem' in read) return { kind, problems: [read.problem] };
  try {
    const checked = runKind(kindById(kind), value, method === undefined ? read.options : { ...read.options, method }).problems;
    const problems = applySeverities(checked, read.options.rules);
    // The check reports its own failure as an internal problem: a value that fights back is the caller's.
    const unreadable = checked.some((problem) => problem.rule === 'internal') ? unreadableValue(name, value) : undefined;
    return { kind, problems: unreadable ? [unreadable] : problems };
  } catch (error) {
    return { kind, problems: [failedCheckProblem(error, name, value)] };
  }
}

function checkTextAs(kind: KindId, text: unknown, options: unknown, method?: string): DocumentResult {
  const read = readOptions(options);
  if ('problem' in read) return refusedCall(read.problem, kind);
  const clean = method === undefined ? read.options : { ...read.options, method };
  return guardText(read.fileName, text, kind, (name, body) => check(name, body, { ...clean, kind }));
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
  return checkValueAs('methods', args, options, method, 'args');
}

/** Parses a YAML or JSON file of a Web API call's arguments and returns every problem with its position. */
export function validateMethodArgumentsText(method: string, text: string, options: TextOptions = {}): DocumentResult {
  if (typeof method !== 'string') return refusedCall(argumentProblem('method', 'a string naming a Web API method', method), 'methods');
  return checkTextAs('methods', text, options, method);
}
