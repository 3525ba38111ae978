import type { ManifestRule } from './rule.js';

/**
 * Every cross-field rule module, in the order they run. Rules that call `suppress` (version forms)
 * must come before the schema errors are filtered, which the engine does after all rules ran.
 */
export const MANIFEST_RULES: readonly ManifestRule[] = [];
