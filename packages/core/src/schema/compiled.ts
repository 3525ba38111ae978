import { Compile } from 'typebox/compile';
import { Check, Errors } from 'typebox/schema';
import { Settings } from 'typebox/system';
import type { TSchema } from 'typebox';
import type { TLocalizedValidationError } from 'typebox/error';
import { defaultCompileAfter } from './compile-policy.js';

export type SchemaError = TLocalizedValidationError;

/** A schema's check: `Check` answers valid or not, `Errors` lists every mistake ([] when valid). */
export interface Validator {
  Check(value: unknown): boolean;
  Errors(value: unknown): SchemaError[];
}

export { COMPILE_AFTER, compileSchemasAtFirstUse } from './compile-policy.js';

/**
 * A schema's validator in two tiers, as a JIT has: TypeBox's interpretive check for the first
 * `compileAfter` checks, then its compiled check. Both are TypeBox's own check of the same schema (the
 * compiled one falls back to the interpreter where code cannot be generated), and `Errors` is
 * TypeBox's interpretive error walk in both tiers, after the tier's `Check`, so the tier never changes
 * an answer; a property test holds them equal.
 */
export class TieredValidator implements Validator {
  private uses = 0;
  private fast: ReturnType<typeof Compile> | undefined;

  constructor(
    private readonly schema: TSchema,
    private readonly compileAfter?: number,
  ) {}

  /** Whether the compiled tier is in use (for tests). */
  isCompiled(): boolean {
    return this.fast !== undefined;
  }

  Check(value: unknown): boolean {
    if (this.fast) return this.fast.Check(value);
    // A threshold given to this validator (tests pin a tier with it) overrides the size rule too.
    const compileNow =
      this.compileAfter === undefined ? this.uses >= defaultCompileAfter || hasMoreNodes(value, INTERPRET_MAX_NODES) : this.uses >= this.compileAfter;
    this.uses++;
    if (compileNow) {
      this.fast = Compile(this.schema);
      return this.fast.Check(value);
    }
    return Check(this.schema, value);
  }

  Errors(value: unknown): SchemaError[] {
    if (this.fast) return this.fast.Errors(value);
    return this.Check(value) ? [] : Errors(this.schema, value)[1];
  }
}

/**
 * A value larger than this is checked compiled at once: one compile costs about as much as
 * interpreting a value of this many nodes, and a large value (a chart of thousands of points) would
 * take far longer interpreted.
 */
export const INTERPRET_MAX_NODES = 2000;

/** Whether the value holds more than `budget` objects, lists and items; stops counting at the budget. */
function hasMoreNodes(value: unknown, budget: number): boolean {
  const stack: unknown[] = [value];
  let seen = 0;
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    const items = Array.isArray(node) ? (node as unknown[]) : Object.values(node);
    seen += items.length + 1;
    if (seen > budget) return true;
    for (const item of items) if (item !== null && typeof item === 'object') stack.push(item);
  }
  return false;
}

const cache = new WeakMap<TSchema, Validator>();

/** The check of a schema, one validator per schema object, compiled once it is used often (above). */
export function compiled(schema: TSchema): Validator {
  let validator = cache.get(schema);
  if (!validator) {
    validator = new TieredValidator(schema);
    cache.set(schema, validator);
  }
  return validator;
}

/**
 * Runs an error collection with TypeBox's global `maxErrors` set to `maxErrors`, restoring it after:
 * errors are collected exhaustively, but bounded so a hostile document cannot exhaust memory.
 */
export function withMaxErrors<T>(maxErrors: number, collect: () => T): T {
  const previous = Settings.Get().maxErrors;
  // Setting it redefines TypeBox's property each way: skipped when it already holds.
  if (previous === maxErrors) return collect();
  Settings.Set({ maxErrors });
  try {
    return collect();
  } finally {
    Settings.Set({ maxErrors: previous });
  }
}
