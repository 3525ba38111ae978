import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';
import type { TLocalizedValidationError } from 'typebox/error';
import { escapeSegment } from '../../source/pointer.js';

type Validator = ReturnType<typeof Compile>;

/**
 * Lists are cut to this length before TypeBox collects errors: its `uniqueItems` error walk is quadratic
 * in the number of repeated items (a 2 MB file of one repeated domain took minutes). One past the
 * largest list limit (redirect_urls, 1000), so every max-items error is still found; messages count
 * items on the original value.
 */
const ERROR_WALK_LIST_CAP = 1001;

/**
 * The manifest schema checked one top-level group at a time. The fast compiled `Check` runs per group, and
 * TypeBox's slower error collection runs only for the groups that failed, so one mistake in `features`
 * does not pay for walking `workflows`. Error paths are rewritten to be relative to the whole schema.
 */
export class GroupedCheck {
  private readonly shell: Validator;
  private readonly groups: [string, TSchema][];
  /**
   * Each group is compiled the first time a manifest has it: a typical manifest has five of sixteen
   * groups, and `functions` and `workflows` alone take most of the compile time (tens of ms at start-up).
   */
  private readonly compiled = new Map<string, Validator>();

  constructor(schema: TSchema) {
    const root = schema as unknown as { properties: Record<string, TSchema>; required?: string[] };
    // The shell keeps the top level's own rules (required groups, no unknown groups) and accepts any group value.
    const anything = Object.fromEntries(Object.keys(root.properties).map((key) => [key, {}]));
    this.shell = Compile({ type: 'object', properties: anything, required: root.required ?? [], additionalProperties: false } as unknown as TSchema);
    this.groups = Object.entries(root.properties);
  }

  private validator(key: string, group: TSchema): Validator {
    let validator = this.compiled.get(key);
    if (!validator) this.compiled.set(key, (validator = Compile(group)));
    return validator;
  }

  /** True when the whole manifest (an object) matches the schema. */
  check(value: Record<string, unknown>): boolean {
    if (!this.shell.Check(value)) return false;
    for (const [key, group] of this.groups) {
      if (key in value && !this.validator(key, group).Check(value[key])) return false;
    }
    return true;
  }

  /** Every error, with instance and schema paths from the manifest root. */
  errors(value: Record<string, unknown>): TLocalizedValidationError[] {
    const out: TLocalizedValidationError[] = this.shell.Check(value) ? [] : this.shell.Errors(value);
    for (const [key, group] of this.groups) {
      if (!(key in value)) continue;
      const validator = this.validator(key, group);
      if (validator.Check(value[key])) continue;
      const segment = escapeSegment(key);
      for (const error of validator.Errors(capLists(value[key], ERROR_WALK_LIST_CAP))) {
        out.push({
          ...error,
          instancePath: `/${segment}${error.instancePath}`,
          schemaPath: `#/properties/${segment}${error.schemaPath.slice(1)}`,
        } as TLocalizedValidationError);
      }
    }
    return out;
  }
}

/** The value with every list longer than `cap` cut to `cap` items; unchanged parts are shared, not copied. */
export function capLists(value: unknown, cap: number): unknown {
  if (Array.isArray(value)) {
    const kept = value.length > cap ? value.slice(0, cap) : value;
    let copy: unknown[] | undefined = kept === value ? undefined : kept;
    for (let i = 0; i < kept.length; i++) {
      const capped = capLists(kept[i], cap);
      if (capped === kept[i]) continue;
      copy ??= [...kept];
      copy[i] = capped;
    }
    return copy ?? value;
  }
  if (value === null || typeof value !== 'object') return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const capped = capLists(item, cap);
    if (capped === item) continue;
    // defineProperty keeps a `__proto__` key a key.
    copy ??= Object.defineProperties({}, Object.getOwnPropertyDescriptors(value));
    Object.defineProperty(copy, key, { value: capped, enumerable: true, writable: true, configurable: true });
  }
  return copy ?? value;
}
