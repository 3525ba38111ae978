/** Severity of a problem, as in ESLint: `off` only appears in configuration. */
export type Severity = 'error' | 'warning' | 'info';

/** Which text a problem marks: the key, the value, or the container as a whole (its key, or its first line). */
export type Target = 'key' | 'value' | 'container';

/** A mistake found in a manifest or block payload, before it is located in text. */
export interface Problem {
  /** Stable kebab-case id from the rule catalogue. */
  rule: string;
  severity: Severity;
  /** One sentence naming the field, the limit and the actual value. */
  message: string;
  /** RFC 6901 JSON pointer into the checked document. */
  pointer: string;
  target: Target;
  /** What a quick fix needs: allowed values, the missing key, a suggested name. */
  data?: Record<string, unknown>;
  /**
   * For a problem inside a string that encodes a document of its own (the views.publish `view`):
   * offsets into the decoded string, which the text layer maps through the literal's escapes.
   */
  within?: Span;
}

/** Half-open UTF-16 offset range into the source text. */
export interface Span {
  start: number;
  end: number;
}

/** Zero-based line and UTF-16 character, as in LSP. */
export interface Position {
  line: number;
  character: number;
}

export interface Range {
  start: Position;
  end: Position;
}

/** A problem with its place in the source text. */
export interface LocatedProblem extends Problem {
  span: Span;
  range: Range;
}

export function isError(problem: Problem): boolean {
  return problem.severity === 'error';
}
