/**
 * The status bar's problem count. The server sends `manifesto/problemCount` after each publish; the
 * extension keeps the latest count per document and shows the one for the active editor.
 */

/** The custom notification the server sends after publishing a document's diagnostics. */
export const PROBLEM_COUNT_NOTIFICATION = 'manifesto/problemCount';

export interface ProblemCount {
  uri: string;
  errors: number;
  warnings: number;
  /** False when the server did not check the document (none of Manifesto's kinds, or checking off); absent means checked. */
  checked?: boolean;
}

/** The notification's params, or undefined when they do not have the agreed shape. */
export function parseProblemCount(params: unknown): ProblemCount | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const { uri, errors, warnings, checked } = params as Record<string, unknown>;
  if (typeof uri !== 'string' || !isCount(errors) || !isCount(warnings)) return undefined;
  if (checked !== undefined && typeof checked !== 'boolean') return undefined;
  return checked === undefined ? { uri, errors, warnings } : { uri, errors, warnings, checked };
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** The latest count per document URI (as the client sent it, so it compares with `document.uri.toString()`). */
export class ProblemCounts {
  readonly #counts = new Map<string, ProblemCount>();

  update(count: ProblemCount): void {
    this.#counts.set(count.uri, count);
  }

  forget(uri: string): void {
    this.#counts.delete(uri);
  }

  clear(): void {
    this.#counts.clear();
  }

  get(uri: string | undefined): ProblemCount | undefined {
    return uri === undefined ? undefined : this.#counts.get(uri);
  }
}

export interface StatusView {
  /** With `$(icon)` codicons, as the status bar renders them. */
  text: string;
  tooltip: string;
}

/** What the status bar shows for a checked document; undefined (hidden) for documents the server did not check. */
export function statusView(count: ProblemCount | undefined, fileName: string): StatusView | undefined {
  if (!count || count.checked === false) return undefined;
  if (count.errors === 0 && count.warnings === 0) {
    return { text: '$(check) Manifesto', tooltip: `Manifesto: no problems in ${fileName}` };
  }
  return {
    text: `$(error) ${count.errors} $(warning) ${count.warnings}`,
    tooltip: `Manifesto: ${plural(count.errors, 'error')} and ${plural(count.warnings, 'warning')} in ${fileName}`,
  };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
