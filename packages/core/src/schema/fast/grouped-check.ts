import type { TSchema } from 'typebox';
import type { TLocalizedValidationError } from 'typebox/error';
import { escapeSegment } from '../../source/pointer.js';
import { Settings } from 'typebox/system';
import { compiled, withMaxErrors, type Validator } from '../compiled.js';
import { walkErrors } from './error-walk.js';
import { quickCheck } from './validity-schema.js';
import { groupsOf, type SchemaGroups } from './schema-groups.js';
import type { CheckMemo } from './check-memo.js';

export { capLists } from './error-walk.js';

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
   * Each group's schema is asked for, and its validator (`compiled`) made, the first time a manifest has
   * it: a typical manifest has five of sixteen groups, and `functions` and `workflows` alone take most of
   * the compile time.
   */
  private readonly groups: SchemaGroups;

  /**
   * `maxErrors`: at most this many errors a group (TypeBox's setting when not given). Given here rather
   * than set around the call: setting TypeBox's global twice a check cost more than a small manifest's walk.
   */
  constructor(
    schema: TSchema | SchemaGroups,
    private readonly maxErrors?: number,
  ) {
    this.groups = groupsOf(schema);
    // The shell keeps the top level's own rules (required groups, no unknown groups) and accepts any group value.
    const anything = Object.fromEntries(this.groups.names.map((key) => [key, {}]));
    this.shell = compiled({ type: 'object', properties: anything, required: this.groups.required, additionalProperties: false } as unknown as TSchema);
  }

  /** True when the whole manifest (an object) matches the schema. */
  check(value: Record<string, unknown>): boolean {
    if (!this.shell.Check(value)) return false;
    for (const key of this.groups.names) {
      if (key in value && !compiled(this.groups.group(key)).Check(value[key])) return false;
    }
    return true;
  }

  /** Every error, with instance and schema paths from the manifest root. */
  errors(value: Record<string, unknown>, memo?: CheckMemo): TLocalizedValidationError[] {
    const max = this.maxErrors ?? Settings.Get().maxErrors;
    const out: TLocalizedValidationError[] = this.shell.Check(value) ? [] : withMaxErrors(max, () => this.shell.Errors(value));
    for (const key of this.groups.names) {
      if (!(key in value)) continue;
      const group = this.groups.group(key);
      if (memo) {
        const answer = remembered(memo, group, value[key]);
        if (!answer.valid) for (const error of (answer.errors ??= groupErrors(key, group, value[key], max))) out.push(error);
        continue;
      }
      if (quickCheck(group, value[key])) continue;
      for (const error of groupErrors(key, group, value[key], max)) out.push(error);
    }
    return out;
  }

  /**
   * `check` in an editor session (see check-memo.ts): each group's answer, and its errors, are kept by
   * the group's value object, so an edit pays only for the groups it touched. Answers as `check` does.
   */
  checkRemembering(value: Record<string, unknown>, memo: CheckMemo): boolean {
    if (!this.shell.Check(value)) return false;
    for (const key of this.groups.names) {
      if (key in value && !remembered(memo, this.groups.group(key), value[key]).valid) return false;
    }
    return true;
  }
}

/** A group's answer in a session: valid or not by the group's quick check, and its errors once asked. */
function remembered(memo: CheckMemo, group: TSchema, value: unknown): { valid: boolean; errors?: TLocalizedValidationError[] } {
  return memo.remember(group, value, () => ({ valid: quickCheck(group, value) }));
}

/** One group's errors, with paths from the manifest root. */
function groupErrors(key: string, group: TSchema, value: unknown, maxErrors: number): TLocalizedValidationError[] {
  const segment = escapeSegment(key);
  const options = { listCap: ERROR_WALK_LIST_CAP, instancePath: `/${segment}`, schemaPath: `#/properties/${segment}`, check: quickCheck, maxErrors };
  return walkErrors(group, value, options);
}
