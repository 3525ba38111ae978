import Type, { type TSchema } from 'typebox';
import type { Problem } from '../../problem.js';
import { append } from '../../append.js';
import { Bool, Optional, Str, type Annotations } from '../../schema/common.js';
import { fieldName, joinPointer } from '../../source/pointer.js';
import { ELEMENT_LIMITS } from '../limits/elements.js';
import type { Limit } from '../limits/limit.js';
import { noted } from '../limits/limit.js';
import type { KitObject, Place, Surface } from '../kit/object.js';
import { PlainText } from '../kit/slot.js';
import { CONFIRM } from '../objects/confirm.js';
import { blockProblem, quoted } from '../report.js';
import { checkBlockSchema } from '../types/schema-check.js';
import { elementNumberRangeRule } from './rules.js';
import type { Rule } from '../../rules/define.js';
import { lazy } from '../../lazy.js';

const ANY = ELEMENT_LIMITS.element;

/** Identifies the element in interaction payloads: 1 to 255 characters, unique within its block. */
export const ActionId = (): TSchema =>
  Str({
    minLength: ANY['action_id.min'].value,
    maxLength: ANY.action_id.value,
    description: 'Identifies the element in interaction payloads; unique within its block, at most 255 characters.',
  });

export const ACTION_ID = lazy(() => Optional(ActionId()));
export const CONFIRM_FIELD = lazy(() => Optional(CONFIRM()));
export const FOCUS_ON_LOAD = lazy(() => Optional(Bool('Focus this element when the view opens; at most one element per view.')));
export const PLACEHOLDER = lazy(() => Optional(PlainText(ELEMENT_LIMITS.placeholder.text.value, { description: 'Shown while nothing is chosen or typed' })));

/** An integer field bounded by limits of the table; the range is reported by `element-number-range`. */
export function Bounded(description: string, min?: Limit, max?: Limit, extra: Annotations = {}): TSchema {
  return Type.Integer({
    description,
    ...(min ? { minimum: min.value } : {}),
    ...(max ? { maximum: max.value, ...noted(max) } : {}),
    ...extra,
  });
}

interface ElementSpec {
  type: string;
  description: string;
  /** Built on first use (see lazy.ts). */
  schema: () => TSchema;
  surfaces?: readonly Exclude<Surface, 'any'>[];
  rules?: readonly Rule[];
  check?: (value: Record<string, unknown>, place: Place) => Problem[];
}

/**
 * An element: its schema check (with integer ranges reported by `element-number-range` instead of the
 * generic schema message), then its own check.
 */
export function element(spec: ElementSpec): KitObject {
  const schema = lazy(spec.schema);
  return {
    family: 'element',
    type: spec.type,
    description: spec.description,
    ...(spec.surfaces ? { surfaces: spec.surfaces } : {}),
    rules: spec.rules ?? [],
    schemaFor: () => schema(),
    checkSchema: (value, place) =>
      append(
        checkBlockSchema(schema(), value, place.pointer, place.root, (error) => error.keyword === 'minimum' || error.keyword === 'maximum'),
        rangeProblems(schema(), value, place.pointer),
      ),
    ...(spec.check ? { check: spec.check } : {}),
  };
}

/** An element schema's top-level fields with an integer bound, in the schema's order: most elements have none. */
interface BoundedField {
  key: string;
  min: number | undefined;
  max: number | undefined;
}

const boundedFields = new WeakMap<TSchema, readonly BoundedField[]>();

function boundedFieldsOf(schema: TSchema): readonly BoundedField[] {
  let fields = boundedFields.get(schema);
  if (!fields) {
    const properties = (schema as { properties?: Record<string, Record<string, unknown>> }).properties ?? {};
    fields = Object.entries(properties).flatMap(([key, node]) => {
      const min = typeof node['minimum'] === 'number' ? node['minimum'] : undefined;
      const max = typeof node['maximum'] === 'number' ? node['maximum'] : undefined;
      return min === undefined && max === undefined ? [] : [{ key, min, max }];
    });
    boundedFields.set(schema, fields);
  }
  return fields;
}

/** Integer fields at the element's top level outside their `minimum`/`maximum`. */
function rangeProblems(schema: TSchema, value: Record<string, unknown>, pointer: string): Problem[] {
  const problems: Problem[] = [];
  for (const { key, min, max } of boundedFieldsOf(schema)) {
    const actual = value[key];
    if (typeof actual !== 'number' || !Number.isInteger(actual)) continue;
    if ((min === undefined || actual >= min) && (max === undefined || actual <= max)) continue;
    const at = joinPointer(pointer, key);
    const name = quoted(fieldName(at));
    if (min !== undefined && actual < min) {
      problems.push(blockProblem(elementNumberRangeRule, at, 'value', `${name} is ${actual}; it must be at least ${min}.`, { limit: min, actual }));
    } else if (max !== undefined && actual > max) {
      problems.push(blockProblem(elementNumberRangeRule, at, 'value', `${name} is ${actual}; the limit is ${max}.`, { limit: max, actual }));
    }
  }
  return problems;
}
