/**
 * One number of the Block Kit limits table, with where it comes from. Sources, as in the team's
 * reference notes: T = the Tightknit Block Kit JSON Schema and helpers, S = slackblocks' limits table,
 * Ty = @slack/types 3.2.0, P = the Python SDK's models, docs = the platform's documentation.
 */
export interface Limit {
  readonly value: number;
  /** Who states this number: "T, S, Ty". */
  readonly source: string;
  /** Where sources disagree: the other value, its source and why we chose ours. Shown in messages. */
  readonly dispute?: string;
}

export function limit(value: number, source: string, dispute?: string): Limit {
  return dispute ? { value, source, dispute } : { value, source };
}

/** The schema annotation that makes a failed check name the disputed value. */
export function noted(entry: Limit): { 'x-note'?: string } {
  return entry.dispute ? { 'x-note': entry.dispute } : {};
}
