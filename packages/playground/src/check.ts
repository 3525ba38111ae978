import { checkDocument, type DocumentResult, type LocatedProblem } from 'manifesto-core';
import { detectFormat } from 'manifesto-core/language';

export type PayloadFormat = 'json' | 'yaml';

export interface CheckedPayload {
  format: PayloadFormat;
  result: DocumentResult;
}

/**
 * The editor's text checked as a Block Kit payload, JSON or YAML as its first character says (the
 * playground has no file name to go by). The same check as `manifesto check` on a block file.
 */
export function checkPayload(text: string): CheckedPayload {
  const format = detectFormat(text);
  return { format, result: checkDocument(undefined, text, { kind: 'blocks', format }) };
}

export interface EditorDiagnostic {
  from: number;
  to: number;
  severity: 'error' | 'warning' | 'info';
  message: string;
  source: string;
}

/** The problems as the editor marks them: offsets in the text (UTF-16, as the editor counts), within its length. */
export function editorDiagnostics(problems: readonly LocatedProblem[], length: number): EditorDiagnostic[] {
  return problems.map((problem) => {
    const from = Math.max(0, Math.min(problem.span.start, length));
    return {
      from,
      to: Math.max(from, Math.min(problem.span.end, length)),
      severity: problem.severity,
      message: problem.message,
      source: problem.rule,
    };
  });
}
