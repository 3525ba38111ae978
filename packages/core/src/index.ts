/**
 * Manifesto core: offline checks of app manifests and Block Kit payloads with located problems.
 * Pure: no I/O, no network, no Node built-ins.
 */
import { validateManifest, type ManifestOptions } from './manifest/validate.js';
import { checkText, type TextOptions, type TextResult } from './text.js';
export { tooLargeResult } from './text.js';

export type { Problem, LocatedProblem, Severity, Target, Span, Position, Range } from './problem.js';
export { isError } from './problem.js';
export type { RuleInfo, RuleSeverities } from './rule-info.js';
export { RULES, ruleInfo } from './rules.js';
export { applySeverities } from './severity.js';
export type { TextOptions, TextResult } from './text.js';
export { validateManifest, type ManifestOptions } from './manifest/validate.js';
export { selectVersion } from './manifest/version.js';
export { manifestSchema } from './manifest/schema/manifest.js';
export type { ManifestVersion } from './manifest/rules/rule.js';
export { PLATFORM_NAMESPACE, PLATFORM_NAMESPACES, isPlatformReference } from './namespace.js';
export * from './source/index.js';

/** Parses a YAML or JSON manifest and returns every problem with its position. Never throws. */
export function validateManifestText(text: string, options: TextOptions & ManifestOptions = {}): TextResult {
  return checkText(text, options, (value) => validateManifest(value, options));
}
export { readConfig, readLimits, findConfig, defaultConfig, CONFIG_FILE, DEFAULT_BLOCK_GLOBS, type ManifestoConfig, type ConfigResult } from './config.js';
export * from './blocks/index.js';
export { closest as didYouMean } from './schema/suggest.js';
