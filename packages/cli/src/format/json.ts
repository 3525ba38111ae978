import type { FileResult } from '../check.js';

/** The command-line contract's JSON: 1-based lines and columns, as in ESLint's JSON output. */
export function toJson(results: readonly FileResult[]): string {
  return JSON.stringify(
    results.map((result) => ({
      file: result.file,
      kind: result.kind,
      problems: result.problems.map((p) => ({
        rule: p.rule,
        severity: p.severity,
        message: p.message,
        pointer: p.pointer,
        line: p.range.start.line + 1,
        column: p.range.start.character + 1,
        endLine: p.range.end.line + 1,
        endColumn: p.range.end.character + 1,
      })),
      // Only with --remote: what the service said of the file, or why it said nothing.
      ...(result.remote ? { remote: result.remote } : {}),
      // On an app's manifest when its code was checked: how much of the code was understood. On the app's
      // first code file instead when the manifest was not checked, naming the manifest.
      ...(result.app ? { app: result.kind === 'code' && result.appManifest !== undefined ? { ...result.app, manifest: result.appManifest } : result.app } : {}),
    })),
    null,
    2,
  );
}
