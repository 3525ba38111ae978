import {
  checkDocument,
  checkOversized,
  type DocumentResult,
  type KindGlobs,
  type KindId,
  type LocatedProblem,
  type RuleSeverities,
  type SourceLimits,
} from 'manifesto-core';
import type { AppSummary } from 'manifesto-core/app';
import type { LineIndex } from 'manifesto-core/language';
import type { Input } from './input.js';

/** One checked file as the output formats print it: a document, or an app's code file. */
export type FileResult = DocumentFileResult | CodeFileReport;

export interface DocumentFileResult {
  file: string;
  kind: KindId;
  text: string;
  problems: LocatedProblem[];
  result: DocumentResult;
  /** With --remote: what became of the file's remote check (the JSON output's `remote`). */
  remote?: RemoteTrace;
  /** On an app's manifest, when the app's code was checked: how much of the code was understood. */
  app?: AppSummary;
}

/** A code file of an app: its Block Kit literals' problems and the app's graph problems located in it. */
export interface CodeFileReport {
  file: string;
  kind: 'code';
  text: string;
  problems: LocatedProblem[];
  lines: LineIndex;
  remote?: undefined;
  /**
   * On the first checked code file of an app whose manifest was not itself checked (`manifesto check src/`):
   * how much of the code was understood, and which manifest it was checked against (`appManifest`).
   */
  app?: AppSummary;
  appManifest?: string;
}

/**
 * The remote check of one file: `accepted` and `rejected` are the service's verdicts (a rejection's errors
 * are `remote` problems), `failed` means no verdict (exit 2; `code` and `message` say why), `skipped`
 * means nothing was sent (`message` says why).
 */
export interface RemoteTrace {
  status: 'accepted' | 'rejected' | 'failed' | 'skipped';
  /** The service method asked, when one was. */
  method?: string;
  code?: string;
  message?: string;
}

export interface CheckOptions {
  /** `--kind`; otherwise core decides from the name (and the configured globs), then the content. */
  kind?: KindId;
  /** `--method`: the Web API method of method-argument files. */
  method?: string;
  rules: RuleSeverities;
  limits: Partial<SourceLimits>;
  globs?: KindGlobs;
}

/**
 * Checks one input with the core's one entry point, so the command line and the editor agree on every
 * file. A file named on the command line that is none of the known kinds is checked as a manifest.
 */
export function checkInput(input: Input, options: CheckOptions): DocumentFileResult {
  const fileName = input.name === '<stdin>' ? undefined : input.name;
  const documentOptions = {
    rules: options.rules,
    limits: options.limits,
    fallback: 'manifest' as const,
    ...(options.kind ? { kind: options.kind } : {}),
    ...(options.method ? { method: options.method } : {}),
    ...(options.globs ? { globs: options.globs } : {}),
  };
  const result =
    input.oversize !== undefined
      ? checkOversized(fileName, input.oversize, { ...documentOptions, atLeast: fileName === undefined })
      : checkDocument(fileName, input.text, documentOptions);
  return { file: input.name, kind: result.kind ?? 'manifest', text: input.oversize !== undefined ? '' : input.text, problems: result.problems, result };
}
