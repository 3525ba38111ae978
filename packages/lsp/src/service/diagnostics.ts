import type { LocatedProblem, Span, Target } from 'manifesto-core';
import { proposesFixes } from 'manifesto-core/language';
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

/**
 * Problems as LSP diagnostics: source `manifesto`, code = rule id, the core's exact range, and `data`
 * only for a problem whose rule proposes a quick fix (checked when the code action is asked for). `data` is read by nothing but code actions, and a problem
 * without a fix would carry it for nothing: on the maximal manifest its 1,219 unknown names made data
 * a quarter of every publish, which the client has to read after each edit.
 */
export function diagnose(analysis: Analysis): Diagnostic[] {
  const kind = analysis.kind;
  if (!kind) return [];
  const value = analysis.source.value;
  return analysis.problems.map((problem) => toDiagnostic(problem, proposesFixes(kind, value, problem, analysis.context)));
}

export function toDiagnostic(problem: LocatedProblem, withData = true): Diagnostic {
  const diagnostic: Diagnostic = {
    range: problem.range,
    severity:
      problem.severity === 'error' ? DiagnosticSeverity.Error : problem.severity === 'warning' ? DiagnosticSeverity.Warning : DiagnosticSeverity.Information,
    source: SOURCE,
    code: problem.rule,
    message: problem.message,
  };
  if (!withData) return diagnostic;
  const data: DiagnosticData = { pointer: problem.pointer, target: problem.target };
  if (problem.data !== undefined) data.data = problem.data;
  if (problem.within !== undefined) data.within = problem.within;
  diagnostic.data = data;
  return diagnostic;
}
