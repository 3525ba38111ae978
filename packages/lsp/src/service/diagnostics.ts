import type { LocatedProblem } from '@manifesto/core';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver';
import type { Analysis } from './analyse.js';

export const SOURCE = 'manifesto';

/** What a diagnostic carries for quick fixes: the problem's pointer and target plus the rule's data. */
export interface DiagnosticData extends Record<string, unknown> {
  pointer: string;
  target: string;
}

/** Problems as LSP diagnostics: source `manifesto`, code = rule id, the core's exact range, and `data`. */
export function diagnose(analysis: Analysis): Diagnostic[] {
  if (!analysis.kind) return [];
  return analysis.result.problems.map(toDiagnostic);
}

export function toDiagnostic(problem: LocatedProblem): Diagnostic {
  const data: DiagnosticData = { ...(problem.data ?? {}), pointer: problem.pointer, target: problem.target };
  return {
    range: problem.range,
    severity: problem.severity === 'error' ? DiagnosticSeverity.Error : problem.severity === 'warning' ? DiagnosticSeverity.Warning : DiagnosticSeverity.Information,
    source: SOURCE,
    code: problem.rule,
    message: problem.message,
    data,
  };
}
