import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';
import type { TLocalizedValidationError } from 'typebox/error';
import { escapeSegment } from '../../source/pointer.js';

type Validator = ReturnType<typeof Compile>;

/**
 * The manifest schema checked one top-level group at a time. The fast compiled `Check` runs per group, and
 * TypeBox's slower error collection runs only for the groups that failed, so one mistake in `features`
 * does not pay for walking `workflows`. Error paths are rewritten to be relative to the whole schema.
 */
export class GroupedCheck {
  private readonly shell: Validator;
  private readonly groups: [string, Validator][];

  constructor(schema: TSchema) {
    const root = schema as unknown as { properties: Record<string, TSchema>; required?: string[] };
    // The shell keeps the top level's own rules (required groups, no unknown groups) and accepts any group value.
    const anything = Object.fromEntries(Object.keys(root.properties).map((key) => [key, {}]));
    this.shell = Compile({ type: 'object', properties: anything, required: root.required ?? [], additionalProperties: false } as unknown as TSchema);
    this.groups = Object.entries(root.properties).map(([key, group]) => [key, Compile(group)]);
  }

  /** True when the whole manifest (an object) matches the schema. */
  check(value: Record<string, unknown>): boolean {
    if (!this.shell.Check(value)) return false;
    for (const [key, validator] of this.groups) {
      if (key in value && !validator.Check(value[key])) return false;
    }
    return true;
  }

  /** Every error, with instance and schema paths from the manifest root. */
  errors(value: Record<string, unknown>): TLocalizedValidationError[] {
    const out: TLocalizedValidationError[] = this.shell.Check(value) ? [] : this.shell.Errors(value);
    for (const [key, validator] of this.groups) {
      if (!(key in value) || validator.Check(value[key])) continue;
      const segment = escapeSegment(key);
      for (const error of validator.Errors(value[key])) {
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
