/**
 * One number of the Block Kit limits table, with where it comes from. Sources, as in the team's
 * reference notes: T = the Tightknit Block Kit JSON Schema and helpers, S = slackblocks' limits table,
 * Ty = @slack/types 3.2.0, P = the Python SDK's models, docs = the platform's documentation.
 */
export interface Limit {
  readonly value: number;
  /** Who states this number: "T, S, Ty". */
  readonly source: string;
  /**
   * Where sources disagree: the other value, in neutral words (no tool or source named). Shown in hover
   * and docs; messages state our limit and the actual value only.
   */
  readonly dispute?: string;
}

export function limit(value: number, source: string, dispute?: string): Limit {
  return dispute ? { value, source, dispute } : { value, source };
}

/** The schema annotation that makes hover name the disputed value. */
export function noted(entry: Limit): { 'x-note'?: string } {
  return entry.dispute ? { 'x-note': entry.dispute } : {};
}
