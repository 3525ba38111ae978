import { internalProblem } from '../rules/internal.js';
import type { RuleSeverities } from '../rules/define.js';
import { DEFAULT_LIMITS, resolveLimits, type SourceLimits } from '../source/limits.js';
import { MAX_VALUE_NODES, screenValue } from '../source/value-screen.js';
import type { DocumentKind, KindCheck } from './kind.js';

export interface RunOptions {
  rules?: RuleSeverities | undefined;
  limits?: Partial<SourceLimits> | undefined;
  /** The file name and the Web API method, for kinds that read them (method arguments). */
  fileName?: string | undefined;
  method?: string | undefined;
  /**
   * Set when the value is a tree the caller built (no cycle, no shared part): its deepest object or list
   * (the root at depth 1) and how many it holds. Within the limits, the screen's walk is skipped: it could
   * only have found what these say.
   */
  tree?: { depth: number; containers: number } | undefined;
}

/**
 * Runs a kind's check on a value: screened first (a cycle or runaway nesting would send the checks into
 * endless recursion), any failure turned into an `internal` problem. Every problem keeps its rule's default
 * severity: the caller's entry point applies the overrides (`applySeverities`).
 */
export function runKind(kind: DocumentKind, value: unknown, options: RunOptions): KindCheck {
  let checked: KindCheck;
  try {
    const { maxDepth } = options.limits === undefined ? DEFAULT_LIMITS : resolveLimits(options.limits);
    const { tree } = options;
    const unsafe = tree && tree.depth <= maxDepth && tree.containers <= MAX_VALUE_NODES ? undefined : screenValue(value, maxDepth);
    checked = unsafe ? { problems: [unsafe] } : kind.check(value, { maxDepth, fileName: options.fileName, method: options.method });
  } catch (error) {
    checked = { problems: [internalProblem(error)] };
  }
  return checked;
}
