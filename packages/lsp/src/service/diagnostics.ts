import type { LocatedProblem, Span, Target } from 'manifesto-core';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver';
import type { Analysis } from './analyse.js';

export const SOURCE = 'manifesto';

/**
 * What a diagnostic carries so that a code action can rebuild its problem: the pointer and target, the
 * rule's own `data` under its own key (so that no field of it can shadow these), and `within` for a
 * problem inside a string that encodes a document of its own.
 */
export interface DiagnosticData {
  pointer: string;
  target: Target;
  data?: Record<string, unknown>;
  within?: Span;
}

/** Problems as LSP diagnostics: source `manifesto`, code = rule id, the core's exact range, and `data`. */
export function diagnose(analysis: Analysis): Diagnostic[] {
  if (!analysis.kind) return [];
  return analysis.problems.map(toDiagnostic);
}

export function toDiagnostic(problem: LocatedProblem): Diagnostic {
  const data: DiagnosticData = { pointer: problem.pointer, target: problem.target };
  if (problem.data !== undefined) data.data = problem.data;
  if (problem.within !== undefined) data.within = problem.within;
  return {
    range: problem.range,
    severity:
      problem.severity === 'error' ? DiagnosticSeverity.Error : problem.severity === 'warning' ? DiagnosticSeverity.Warning : DiagnosticSeverity.Information,
    source: SOURCE,
    code: problem.rule,
    message: problem.message,
    data,
  };
}
