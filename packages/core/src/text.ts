import type { LocatedProblem, Problem } from './problem.js';
import { applySeverities } from './rules/severity.js';
import type { RuleSeverities } from './rules/define.js';
import { withoutSyntaxEchoes } from './source/recovery.js';
import { detectFormat, parseSource, resolveLimits, tooLargeProblem, unreadableDocument, type SourceDocument, type SourceFormat, type SourceLimits } from './source/index.js';

export interface TextOptions {
  /** `yaml` or `json`; guessed from the file name or the text when absent. */
  format?: SourceFormat;
  fileName?: string;
  rules?: RuleSeverities;
  /** Size, depth and alias bounds; defaults in `DEFAULT_LIMITS`. */
  limits?: Partial<SourceLimits>;
}

export interface TextResult {
  /** Every problem, located and sorted by position. */
  problems: LocatedProblem[];
  /** The parsed document, for callers that need positions of their own (the language server). */
  document: SourceDocument;
}

/**
 * Parses text, runs a value check unless the text is unreadable, and locates every problem.
 * `place` overrides how a problem is located (blocks use it for positions inside a JSON string).
 */
export function checkText(
  text: string,
  options: TextOptions,
  checkValue: (value: unknown, document: SourceDocument) => Problem[],
  place: (problem: Problem, document: SourceDocument) => LocatedProblem = (problem, document) => document.place(problem),
): TextResult {
  const format = options.format ?? detectFormat(text, options.fileName);
  // A leading BOM stays in the text: spans are offsets into the caller's text, BOM included.
  const document = parseSource(text, format, options.limits);
  const located: LocatedProblem[] = [...applySeverities(document.problems, options.rules)];
  if (!document.fatal) for (const problem of withoutSyntaxEchoes(checkValue(document.value, document).map((problem) => place(problem, document)), document)) located.push(problem);
  located.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end || a.rule.localeCompare(b.rule));
  return { problems: located, document };
}

/**
 * The result for a file refused by its size before it was read (a caller that can stat a file
 * need not load 5 GB to be told it is too large). `atLeast`: the size is a lower bound (a stream cut at the limit).
 */
export function tooLargeResult(bytes: number, options: TextOptions & { atLeast?: boolean } = {}): TextResult {
  const limit = resolveLimits(options.limits).maxFileSize;
  const format = options.format ?? (options.fileName ? detectFormat('', options.fileName) : 'yaml');
  const document = unreadableDocument('', format, { problem: tooLargeProblem(bytes, limit, options.atLeast), span: { start: 0, end: 0 } });
  return { problems: [...applySeverities(document.problems, options.rules)], document };
}
