import type { Problem } from '../problem.js';
import type { RuleSeverities } from '../rule-info.js';
import { applySeverities } from '../severity.js';
import { analyseBlocks, type BlockAnalysis } from './containers.js';
import { resolveLimits, type SourceLimits } from '../source/limits.js';
import { screenValue } from '../source/value-screen.js';

export interface BlockOptions {
  /** Severity overrides by rule id, as in a `.manifestorc.json` `rules` block. */
  rules?: RuleSeverities;
  /** `maxDepth` bounds the value's nesting (other limits apply to text); defaults in `DEFAULT_LIMITS`. */
  limits?: Partial<SourceLimits>;
}

/**
 * Checks a block payload given as a plain value: a block, a list of blocks, a message, a view or a
 * views.publish argument. Never throws.
 */
export function validateBlocks(value: unknown, options: BlockOptions = {}): Problem[] {
  return analyse(value, options).problems;
}

/** The analysis with overrides applied; the text layer also needs the decoded `view` string. */
export function analyse(value: unknown, options: BlockOptions): BlockAnalysis {
  try {
    // A cycle or runaway nesting would send the checks below into endless recursion.
    const { maxDepth } = resolveLimits(options.limits);
    const unsafe = screenValue(value, maxDepth);
    if (unsafe) return { problems: applySeverities([unsafe], options.rules) };
    const analysis = analyseBlocks(value, maxDepth);
    return { ...analysis, problems: applySeverities(analysis.problems, options.rules) };
  } catch (error) {
    return {
      problems: [
        {
          rule: 'internal',
          severity: 'error',
          message: `Manifesto could not finish checking this document (${error instanceof Error ? error.message : String(error)}); please report it.`,
          pointer: '',
          target: 'container',
        },
      ],
    };
  }
}
