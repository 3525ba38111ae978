import type { LocatedProblem } from '../problem.js';
import type { RuleSeverities } from '../rules/define.js';
import { internalProblem } from '../rules/internal.js';
import { applySeverities } from '../rules/severity.js';
import { argumentProblem } from '../api/guard.js';
import { detectFormat, isRecord, LineIndex, parseSource, type SourceDocument, type SourceLimits } from '../source/index.js';
import type { CodeFacts } from './facts.js';
import { checkListeners } from './listener-joins.js';
import { readAppManifest } from './manifest-side.js';
import { payloadIds, type PayloadIds } from './payload-ids.js';
import { AppReport } from './report.js';
import { checkCallScopes, checkUnusedScopes } from './scope-joins.js';
import { checkInteractivity, checkSocketMode } from './settings-joins.js';
import { summarise, type AppSummary } from './summary.js';
import { checkUnhandled } from './unhandled-joins.js';
import { AppWorld, type CodeFile } from './world.js';

export interface AppText {
  fileName: string;
  text: string;
}

export interface AppInput {
  /** The app's manifest (YAML or JSON). */
  manifest: AppText;
  /** Each code file's facts, with its text to place the facts' spans. */
  code: readonly { facts: CodeFacts; text: string }[];
  /** The app's block and method-argument files: the ids they declare count as declared. */
  payloads?: readonly AppText[];
}

export interface AppOptions {
  /** Severity overrides by rule id, as in a configuration's `rules`. */
  rules?: RuleSeverities;
  /** Size and depth bounds for parsing the manifest and the payload files. */
  limits?: Partial<SourceLimits>;
}

export interface AppResult {
  /** The graph's problems (not each file's own), per file: the manifest, code files, payload files. */
  problems: { fileName: string; problems: LocatedProblem[] }[];
  summary: AppSummary;
}

/**
 * The app as a whole: the code's listeners and calls against the manifest and the payloads. Each
 * file's own problems come from `checkDocument` and the code reader; this adds only what no file shows
 * alone. Never throws: a bad argument or a failure is a problem.
 */
export function checkApp(input: AppInput, options: AppOptions = {}): AppResult {
  const bad = badInput(input);
  const manifestName = isRecord(input) && isRecord(input.manifest) && typeof input.manifest.fileName === 'string' ? input.manifest.fileName : '';
  if (bad) return failed(manifestName, bad);
  try {
    return run(input, isRecord(options) ? options : {});
  } catch (error) {
    return failed(manifestName, internalProblem(error));
  }
}

function run(input: AppInput, options: AppOptions): AppResult {
  const limits = options.limits;
  const parse = ({ fileName, text }: AppText): SourceDocument => parseSource(text, detectFormat(text, fileName), limits);
  const manifestDocument = parse(input.manifest);
  const payloadDocuments = new Map<string, SourceDocument>();
  const payloads: (PayloadIds & { fileName: string })[] = [];
  let unreadablePayloads = 0;
  for (const payload of input.payloads ?? []) {
    const document = parse(payload);
    payloadDocuments.set(payload.fileName, document);
    // A payload with a syntax mistake may hold ids the parser lost: its ids are not all known.
    const readable = clean(document);
    if (!readable) unreadablePayloads++;
    payloads.push({ fileName: payload.fileName, ...(readable ? payloadIds(document.value) : { ids: [], open: true }) });
  }
  const files: CodeFile[] = input.code.map(({ facts, text }) => ({ facts: withLists(facts), lines: new LineIndex(text) }));
  const world = new AppWorld(files, payloads);
  const report = new AppReport(
    input.manifest.fileName,
    manifestDocument,
    payloadDocuments,
    files.map(({ facts }) => facts.fileName),
  );

  // The manifest's side is judged only when it was read whole: a lost line could hold what is missing.
  const value = clean(manifestDocument) && isRecord(manifestDocument.value) ? manifestDocument.value : undefined;
  const manifest = value ? readAppManifest(value) : undefined;
  const misspelt = checkListeners(world, manifest, report);
  checkUnhandled(world, manifest, report, misspelt);
  if (manifest && value) {
    checkCallScopes(world, manifest, report);
    checkInteractivity(world, manifest, report);
    checkSocketMode(world, manifest, value, report);
    if (world.understood() && unreadablePayloads === 0 && world.listeners.length > 0) checkUnusedScopes(world, manifest, value, report);
  }
  const problems = report.files().map(({ fileName, problems: list }) => ({ fileName, problems: applySeverities(list, options.rules) }));
  return { problems: problems.filter(({ problems: list }) => list.length > 0), summary: summarise(world, unreadablePayloads, input.manifest.fileName) };
}

/** Parsed whole: not refused, no syntax mistake the parser recovered from. */
function clean(document: SourceDocument): boolean {
  return !document.fatal && document.problems.every((problem) => problem.severity !== 'error');
}

/** Facts from a caller are plain data: a missing list is an empty one. */
function withLists(facts: CodeFacts): CodeFacts {
  const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
  return { ...facts, listeners: list(facts.listeners), calls: list(facts.calls), declared: list(facts.declared), open: list(facts.open) };
}

function badInput(input: unknown): ReturnType<typeof argumentProblem> | undefined {
  if (!isRecord(input)) return argumentProblem('input', 'an object with `manifest` and `code`', input);
  const text = (value: unknown) => isRecord(value) && typeof value['fileName'] === 'string' && typeof value['text'] === 'string';
  if (!text(input['manifest'])) return argumentProblem('manifest', 'an object with a string `fileName` and `text`', input['manifest']);
  const code = input['code'];
  if (
    !Array.isArray(code) ||
    !code.every((item) => isRecord(item) && isRecord(item['facts']) && typeof item['facts']['fileName'] === 'string' && typeof item['text'] === 'string')
  )
    return argumentProblem('code', 'a list of `{facts, text}` with each file name in `facts.fileName`', code);
  const payloads = input['payloads'];
  if (payloads !== undefined && (!Array.isArray(payloads) || !payloads.every(text)))
    return argumentProblem('payloads', 'a list of `{fileName, text}`', payloads);
  return undefined;
}

function failed(fileName: string, problem: ReturnType<typeof argumentProblem>): AppResult {
  const located: LocatedProblem = { ...problem, span: { start: 0, end: 0 }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } };
  return {
    problems: [{ fileName, problems: [located] }],
    summary: { listeners: 0, calls: 0, computed: 0, open: 0, understood: false, text: 'the app was not checked' },
  };
}
