import type { TSchema } from 'typebox';
import type { TLocalizedValidationError } from 'typebox/error';
import { escapeSegment } from '../../source/pointer.js';
import { compiled, type Validator } from '../../schema/compiled.js';
import { walkErrors } from '../../schema/error-walk.js';
import { listsUnique, validitySchema } from './validity-schema.js';
import type { CheckMemo } from '../../check-memo.js';

export { capLists } from '../../schema/error-walk.js';

/**
 * Lists are cut to this length before TypeBox collects errors: its `uniqueItems` error walk is quadratic
 * in the number of repeated items (a 2 MB file of one repeated domain took minutes). One past the
 * largest list limit (redirect_urls, 1000), so every max-items error is still found; messages count
 * items on the original value.
 */
const ERROR_WALK_LIST_CAP = 1001;

/**
 * The manifest schema checked one top-level group at a time. The fast compiled `Check` runs per group, and
 * errors are collected only for the groups that failed, so one mistake in `features` does not pay for
 * walking `workflows`; within a group, `walkErrors` opens only the parts that fail. Error paths are
 * relative to the whole schema.
 */
export class GroupedCheck {
  private readonly shell: Validator;
  /**
   * Each group's validator (`compiled`) is made the first time a manifest has it: a typical manifest has
   * five of sixteen groups, and `functions` and `workflows` alone take most of the compile time.
   */
  private readonly groups: [string, TSchema][];

  constructor(schema: TSchema) {
    const root = schema as unknown as { properties: Record<string, TSchema>; required?: string[] };
    // The shell keeps the top level's own rules (required groups, no unknown groups) and accepts any group value.
    const anything = Object.fromEntries(Object.keys(root.properties).map((key) => [key, {}]));
    this.shell = compiled({ type: 'object', properties: anything, required: root.required ?? [], additionalProperties: false } as unknown as TSchema);
    this.groups = Object.entries(root.properties);
  }

  /** True when the whole manifest (an object) matches the schema. */
  check(value: Record<string, unknown>): boolean {
    if (!this.shell.Check(value)) return false;
    for (const [key, group] of this.groups) {
      if (key in value && !compiled(group).Check(value[key])) return false;
    }
    return true;
  }

  /** Every error, with instance and schema paths from the manifest root. */
  errors(value: Record<string, unknown>, memo?: CheckMemo): TLocalizedValidationError[] {
    const out: TLocalizedValidationError[] = this.shell.Check(value) ? [] : this.shell.Errors(value);
    for (const [key, group] of this.groups) {
      if (!(key in value)) continue;
      if (memo) {
        const answer = remembered(memo, group, value[key]);
        if (!answer.valid) for (const error of (answer.errors ??= groupErrors(key, group, value[key]))) out.push(error);
        continue;
      }
      if (quickCheck(group, value[key])) continue;
      for (const error of groupErrors(key, group, value[key])) out.push(error);
    }
    return out;
  }

  /**
   * `check` in an editor session (see check-memo.ts): each group's answer, and its errors, are kept by
   * the group's value object, so an edit pays only for the groups it touched. Answers as `check` does.
   */
  checkRemembering(value: Record<string, unknown>, memo: CheckMemo): boolean {
    if (!this.shell.Check(value)) return false;
    for (const [key, group] of this.groups) {
      if (key in value && !remembered(memo, group, value[key]).valid) return false;
    }
    return true;
  }
}

/** A group's answer in a session: valid or not by the group's quick check, and its errors once asked. */
function remembered(memo: CheckMemo, group: TSchema, value: unknown): { valid: boolean; errors?: TLocalizedValidationError[] } {
  return memo.remember(group, value, () => ({ valid: quickCheck(group, value) }));
}

/** One group's errors, with paths from the manifest root. */
function groupErrors(key: string, group: TSchema, value: unknown): TLocalizedValidationError[] {
  const segment = escapeSegment(key);
  return walkErrors(group, value, { listCap: ERROR_WALK_LIST_CAP, instancePath: `/${segment}`, schemaPath: `#/properties/${segment}`, check: quickCheck });
}

/** Each schema node's quick check, made when the walk first asks. */
const quickChecks = new WeakMap<TSchema, (value: unknown) => boolean>();

/**
 * TypeBox's answer for a schema node without its two slow constructs (see validity-schema.ts): the walk
 * checks every sibling of a mistake, and `uniqueItems` hashing of scope and event lists cost more than
 * the rest of the walk.
 */
function quickCheck(schema: TSchema, value: unknown): boolean {
  let check = quickChecks.get(schema);
  if (!check) {
    const quick = validitySchema(schema);
    const validator = compiled(quick.schema);
    check = quick.paths.length === 0 ? (item) => validator.Check(item) : (item) => validator.Check(item) && listsUnique(item, quick.paths);
    quickChecks.set(schema, check);
  }
  return check(value);
}
