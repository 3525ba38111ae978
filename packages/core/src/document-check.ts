import { withCheckMemo } from './schema/fast/check-memo.js';
import type { LocatedProblem } from './problem.js';
import type { RuleSeverities } from './rules/define.js';
import { applySeverities } from './rules/severity.js';
import type { KindId } from './kinds/kind.js';
import type { KindRegistry } from './kinds/kind-registry.js';
import { KIND_REGISTRY, type KindGlobs } from './kinds/registry.js';
import { runKind } from './kinds/run.js';
import { placeProblems } from './source/embedded.js';
import { withoutSyntaxEchoes } from './source/recovery.js';
import {
  detectFormat,
  parseSource,
  resolveLimits,
  tooLargeProblem,
  unreadableDocument,
  type SourceDocument,
  type SourceFormat,
  type SourceLimits,
  type YamlSections,
} from './source/index.js';

export interface DocumentOptions {
  /** The kind, when the caller knows it (`--kind`); otherwise the file name, then the content decide. */
  kind?: KindId;
  /** `yaml` or `json`; guessed from the file name or the text when absent. */
  format?: SourceFormat;
  /** Severity overrides by rule id, as in a `.manifestorc.json` `rules` block. */
  rules?: RuleSeverities;
  /** Size, depth and alias bounds; defaults in `DEFAULT_LIMITS`. */
  limits?: Partial<SourceLimits>;
  /** Extra globs from the configuration that claim files for a kind. */
  globs?: KindGlobs;
  /** The kind to use when neither the name nor the content tells (the CLI checks a named file as a manifest). */
  fallback?: KindId;
  /**
   * Kept by an editor per open YAML document: the parse of each top-level section, so that after an
   * edit only the sections whose text changed are parsed again. The result is the same either way.
   */
  sections?: YamlSections;
  /** The Web API method of a method-arguments file (`--method chat.postMessage`), when its name does not say. */
  method?: string;
}

/** A checked text: its kind (undefined when it is none of Manifesto's), the parsed document and every problem, located and sorted. */
export interface DocumentResult {
  kind: KindId | undefined;
  document: SourceDocument;
  problems: LocatedProblem[];
}

/**
 * The one entry point that decides what a text is and checks it: the kind from the caller, the file
 * name or the content (parsed once), then the kind's rules, placed in the text. The CLI, the language
 * server and the extension all call this, so they agree on every file.
 */
export function checkDocument(
  fileName: string | undefined,
  text: string,
  options: DocumentOptions = {},
  /** The kinds to decide among: the core's own, unless a test builds a registry with a kind of its own. */
  registry: KindRegistry = KIND_REGISTRY,
): DocumentResult {
  const format = options.format ?? detectFormat(text, fileName);
  // A leading BOM stays in the text: spans are offsets into the caller's text, BOM included.
  const document = parseSource(text, format, options.limits, options.sections);
  const kind = (options.kind ??
    (fileName === undefined ? undefined : registry.fromName(fileName, options.globs)) ??
    (document.fatal ? undefined : registry.fromContent(document.value, fileName)) ??
    options.fallback) as KindId | undefined;
  const documentKind = kind === undefined ? undefined : registry.byId(kind);
  if (kind === undefined || documentKind === undefined) return { kind, document, problems: [] };
  const problems: LocatedProblem[] = [...document.problems];
  if (!document.fatal) {
    // An editor session's memo: the groups an edit did not touch are the same objects as before (YAML
    // sections; a JSON text is parsed whole, so its values are new each time and the memo would only miss).
    const memo = format === 'yaml' ? options.sections?.answers : undefined;
    const checked = withCheckMemo(memo, () => runKind(documentKind, document.value, { ...options, fileName }));
    // The value of a text with syntax errors is what the parser recovered: drop the echoes of the damage.
    for (const problem of withoutSyntaxEchoes(placeProblems(checked.problems, document, checked.embedded), document)) problems.push(problem);
  }
  problems.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end || a.rule.localeCompare(b.rule));
  return { kind, document, problems: applySeverities(problems, options.rules) };
}

/**
 * The result for a file refused by its size before it was read (a caller that can stat a file need not
 * load 5 GB to be told it is too large); the kind comes from the caller or the name alone.
 * `atLeast`: the size is a lower bound (a stream cut at the limit).
 */
export function checkOversized(fileName: string | undefined, bytes: number, options: DocumentOptions & { atLeast?: boolean } = {}): DocumentResult {
  const limit = resolveLimits(options.limits).maxFileSize;
  const format = options.format ?? (fileName ? detectFormat('', fileName) : 'yaml');
  const document = unreadableDocument('', format, { problem: tooLargeProblem(bytes, limit, options.atLeast), span: { start: 0, end: 0 } });
  const kind = options.kind ?? (fileName === undefined ? undefined : KIND_REGISTRY.fromName(fileName, options.globs)) ?? options.fallback;
  return { kind, document, problems: applySeverities(document.problems, options.rules) };
}
