import { isRecord } from 'manifesto-core/language';
import type { CodeAction, Diagnostic, TextEdit } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Analysis } from '../analyse.js';
import { fixesInDocument, problemOf, quickFixes } from '../code-actions.js';
import type { AppGraph } from './graph.js';

/**
 * Quick fixes in a code file whose edits are in the app's manifest: a problem whose `data` names the
 * manifest (a method called without its scope) is fixed there, as a workspace edit on the manifest's URI.
 */
export function crossFileActions(code: { path: string; text: string }, diagnostics: readonly Diagnostic[], manifest: Analysis, graph: AppGraph): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const diagnostic of diagnostics) {
    const problem = problemOf(diagnostic, code.text);
    if (!problem || !isRecord(problem.data) || problem.data['manifest'] !== graph.manifest) continue;
    // Offered only when the app joined with the fixed manifest no longer has the problem.
    const fixes = fixesInDocument(manifest, problem).filter((fix) =>
      graph.solvedBy(applyTextEdits(manifest.text, fix.edits), code.path, { rule: problem.rule, range: diagnostic.range }),
    );
    actions.push(...quickFixes(diagnostic, manifest.uri, fixes));
  }
  return actions;
}

function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create('file:///manifest', 'plaintext', 0, text), [...edits]);
}
