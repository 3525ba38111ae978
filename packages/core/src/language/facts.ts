import type { KindId, LanguageContext, TemplateSuggestion, ValueSuggestion, DefinitionTarget } from '../kinds/kind.js';
import { kindById } from '../kinds/registry.js';
import { branches, descriptionOf, limitOf, literalValues, propertiesOf, typeOf, type SchemaNode } from '../schema/facts.js';
import { placeholderDeep, placeholderValue } from '../schema/placeholder.js';
import { parsePointer } from '../source/pointer.js';

/** One key an object may have at a place. */
export interface PropertyFacts {
  name: string;
  required: boolean;
  /** `object`, `array`, `string`, `boolean`, `integer`, `number`, or undefined when it varies. */
  type: string | undefined;
  description: string | undefined;
  /** A value for a new key that does not create a new error. */
  placeholder: unknown;
}

export interface SchemaLimits {
  maxLength?: number;
  minLength?: number;
  maxItems?: number;
  minItems?: number;
  maxProperties?: number;
  minProperties?: number;
}

/** What the schema says about the value at a pointer: for hover, completion and inserted values. */
export interface SchemaFacts {
  type: string | undefined;
  description: string | undefined;
  /** True when the parent object requires this key. */
  required: boolean;
  /** Enum members, constants, and true/false for booleans. */
  allowed: unknown[];
  limits: SchemaLimits;
  /** Keys of an object at this place, in schema order. */
  properties: PropertyFacts[];
  /** A value that fits here, with an object's required keys filled in. */
  placeholder: unknown;
  /** Where public sources disagree on a limit here: the other value and why ours was chosen. */
  note?: string;
}

const LIMIT_KEYWORDS = ['maxLength', 'minLength', 'maxItems', 'minItems', 'maxProperties', 'minProperties'] as const;

function nodesAt(kind: KindId, value: unknown, pointer: string, context?: LanguageContext): SchemaNode[] {
  return kindById(kind).language.schemasAt(value, parsePointer(pointer), cleanContext(context));
}

/** The editor's context, each part kept only when it is a string (these functions are public). */
function cleanContext(context: unknown): LanguageContext {
  if (context === null || typeof context !== 'object') return {};
  const { fileName, method } = context as Record<string, unknown>;
  return { ...(typeof fileName === 'string' ? { fileName } : {}), ...(typeof method === 'string' ? { method } : {}) };
}

/**
 * The schema's facts at `pointer` of a document of `kind`; undefined where no schema describes the place.
 * `context.fileName` tells a method argument file's method (`hello.chat.postMessage.json`).
 */
export function schemaFactsAt(kind: KindId, value: unknown, pointer: string, context?: LanguageContext): SchemaFacts | undefined {
  try {
    const segments = parsePointer(pointer);
    const language = kindById(kind).language;
    const where = cleanContext(context);
    const nodes = language.schemasAt(value, segments, where);
    if (nodes.length === 0) return undefined;
    const all = nodes.flatMap((node) => [node, ...branches(node)]);
    const limits: SchemaLimits = {};
    for (const keyword of LIMIT_KEYWORDS) {
      const limit = limitOf(all, keyword);
      if (limit !== undefined) limits[keyword] = limit;
    }
    const note = all.map((node) => node['x-note']).find((text): text is string => typeof text === 'string');
    const last = segments[segments.length - 1];
    const parent = segments.length > 0 ? language.schemasAt(value, segments.slice(0, -1), where) : [];
    return {
      type: typeOf(nodes[0] ?? {}),
      description: descriptionOf(nodes),
      required: last !== undefined && propertiesOf(parent).some((property) => property.name === last && property.required),
      allowed: literalValues(nodes),
      limits,
      properties: propertiesOf(nodes).map((property) => ({
        name: property.name,
        required: property.required,
        type: typeOf(property.schema),
        description: descriptionOf([property.schema]),
        placeholder: placeholderValue([property.schema]),
      })),
      placeholder: placeholderDeep(nodes),
      ...(note ? { note } : {}),
    };
  } catch {
    return undefined;
  }
}

/** A value that validates at `pointer` (its first allowed value, or an object with its required keys). */
export function placeholderAt(kind: KindId, value: unknown, pointer: string, context?: LanguageContext): unknown {
  try {
    return placeholderDeep(nodesAt(kind, value, pointer, context));
  } catch {
    return '';
  }
}

/** Values that fit at `pointer` beyond the schema's enums: function ids, chart category labels. */
export function valuesAt(kind: KindId, value: unknown, pointer: string, context?: LanguageContext): ValueSuggestion[] {
  try {
    return kindById(kind).language.valuesAt?.(value, parsePointer(pointer), cleanContext(context)) ?? [];
  } catch {
    return [];
  }
}

/** The separator of the items of a string at `pointer` written as a list (`,` in the audit log's `action`), if it is one. */
export function listSeparatorAt(kind: KindId, pointer: string): string | undefined {
  try {
    return kindById(kind).language.listSeparatorAt?.(parsePointer(pointer));
  } catch {
    return undefined;
  }
}

/** `{{…}}` references that fit in the string at `pointer` (workflow inputs, earlier steps' outputs). */
export function templatesAt(kind: KindId, value: unknown, pointer: string): TemplateSuggestion[] {
  try {
    return kindById(kind).language.templatesAt?.(value, parsePointer(pointer)) ?? [];
  } catch {
    return [];
  }
}

/** Where the reference in the string at `pointer` leads; `expression` is the `{{…}}` under the cursor. */
export function definitionAt(kind: KindId, value: unknown, pointer: string, expression?: string): DefinitionTarget | undefined {
  try {
    return kindById(kind).language.definitionAt?.(value, parsePointer(pointer), expression);
  } catch {
    return undefined;
  }
}
