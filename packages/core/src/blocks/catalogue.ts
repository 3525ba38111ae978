import type { RuleInfo } from '../rule-info.js';

/** Rules of the Block Kit checks (data visualization block and block containers). */
export const BLOCK_RULES: readonly RuleInfo[] = [];
