import { limit } from '../blocks/limits/limit.js';

/**
 * The audit log API's numbers, with their sources ("spec" = the audit log specification's section), as
 * the Block Kit and method limits tables keep theirs. The specification states no least `limit`: a
 * `limit` below 1 is a warning (`audit-limit-low`), never an error.
 */
export const AUDIT_LIMITS = {
  /** `/logs` `limit`: events per request. */
  limit: limit(9_999, 'spec §4 ("maximum 9999"), §8 ("Events per request: maximum 9,999")'),
  /** `/logs` `action`: names in the comma-separated list. */
  actions: limit(30, 'spec §4 ("at most 30"), §8 ("action filter: maximum 30 actions")'),
  /** `/logs` `oldest`: no data exists before March 2018 (2018-03-01T00:00:00Z in Unix seconds); a warning. */
  earliestData: limit(1_519_862_400, 'spec §4 ("No data before March 2018"), §8 ("Earliest data: March 2018")'),
} as const;
