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
import type { Input } from './input.js';

export interface FileResult {
  file: string;
  kind: KindId;
  text: string;
  problems: LocatedProblem[];
  result: DocumentResult;
  /** With --remote: what became of the file's remote check (the JSON output's `remote`). */
  remote?: RemoteTrace;
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
export function checkInput(input: Input, options: CheckOptions): FileResult {
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
