import { DiagnosticSeverity, type Connection, type Diagnostic } from 'vscode-languageserver';

/** Sent after every diagnostics publish, for a status bar: `{uri, errors, warnings, checked}`. */
export const PROBLEM_COUNT = 'manifesto/problemCount';
export interface ProblemCountParams {
  uri: string;
  errors: number;
  warnings: number;
  /** False when the document was not checked: none of Manifesto's kinds, checking turned off, or closed. */
  checked: boolean;
}

/** Publishes a document's diagnostics, then its problem count. */
export function publish(connection: Connection, uri: string, diagnostics: Diagnostic[], checked: boolean, version?: number): void {
  void connection.sendDiagnostics(version === undefined ? { uri, diagnostics } : { uri, version, diagnostics });
  const count = (severity: DiagnosticSeverity) => diagnostics.filter((d) => d.severity === severity).length;
  const params: ProblemCountParams = { uri, errors: count(DiagnosticSeverity.Error), warnings: count(DiagnosticSeverity.Warning), checked };
  void connection.sendNotification(PROBLEM_COUNT, params);
}
