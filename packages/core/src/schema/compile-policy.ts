/**
 * When schemas are compiled, on its own: `manifesto-core/language` exports `compileSchemasAtFirstUse`,
 * and the entry point's declarations must not reach the schema engine's types (a consumer type-checking
 * with `skipLibCheck: false` would check all of them).
 */

/**
 * How many checks a schema gets from TypeBox's interpreter before it is compiled. Compiling (code
 * generation and `new Function`) costs as much as some 20 to 100 interpreted checks: a
 * one-file run never pays it, a run over many files compiles the schemas it keeps using, and one
 * that meets `workflows` in a few files checks them interpreted.
 */
export const COMPILE_AFTER = 16;

/** The threshold of validators not given their own; 0 once a long-running process asks for compiled checks. */
export let defaultCompileAfter = COMPILE_AFTER;

/**
 * Every schema's check compiled at its first use, for a process that checks the same kinds of document
 * again and again (the language server, on every edit): the interpreted tier made the maximal manifest's
 * first 16 edits twice as slow. Compiling then costs the first check instead.
 */
export function compileSchemasAtFirstUse(): void {
  defaultCompileAfter = 0;
}
