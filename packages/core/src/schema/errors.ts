import type { TLocalizedValidationError } from 'typebox/error';
import type { Problem } from '../problem.js';
import { joinPointer, lastSegment, parentPointer, valueAt } from '../source/pointer.js';
import { FORMATS, type FormatName } from './common.js';
import type { KeyIndex } from './key-index.js';
import { displayPathOf, pointerFacts, type PointerFacts } from './pointer-facts.js';
import { keyList, schemaAt } from './resolve.js';
import { closest } from './suggest.js';
import {
  enumRule,
  maxItemsRule,
  maxLengthRule,
  maxPropertiesRule,
  minItemsRule,
  minLengthRule,
  minPropertiesRule,
  patternRule,
  requiredRule,
  schemaRule,
  typeRule,
  uniqueItemsRule,
  unknownKeyRule,
} from './rules.js';

type SchemaError = TLocalizedValidationError;

/** What the converter needs besides the errors. */
export interface ErrorContext {
  schema: unknown;
  value: unknown;
  keys: KeyIndex;
  /** Words used in messages for the document root, such as "the manifest". */
  rootName: string;
}

/**
 * Turns TypeBox errors into one problem per mistake: union branches that did not apply are dropped,
 * `additionalProperties` echoes are folded into one `unknown-key` per key, and duplicates disappear.
 */
export function schemaProblems(errors: readonly SchemaError[], context: ErrorContext): Problem[] {
  const kept = [...pruneUnions(errors), ...unknownKeysOutsideUnions(errors)];
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const error of kept) {
    for (const problem of convert(error, context)) {
      const key = `${problem.rule}\u0000${problem.pointer}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems;
}

/**
 * TypeBox reports each unknown key twice: a `boolean` error per key, then one `additionalProperties`
 * error listing them all. When the error count reaches `maxErrors`, that last one is cut off (2,000
 * junk keys used to make every unknown key vanish), so keys outside unions are also taken from the
 * per-key errors; the duplicates fold away. Inside unions the listing error stays the source, as the
 * branch pruning weighs each key once.
 */
function unknownKeysOutsideUnions(errors: readonly SchemaError[]): SchemaError[] {
  // Keys a listing error names are converted from it; their per-key twins (same instance path) would only fold away.
  let listed: Set<string> | undefined;
  for (const error of errors) {
    if (error.keyword !== 'additionalProperties' || error.schemaPath.includes('/anyOf/')) continue;
    for (const key of ((error.params as { additionalProperties?: unknown }).additionalProperties as unknown[] | undefined) ?? []) {
      (listed ??= new Set()).add(joinPointer(error.instancePath, String(key)));
    }
  }
  const out: SchemaError[] = [];
  for (const error of errors) {
    if (error.keyword !== 'boolean' || !error.schemaPath.endsWith('/additionalProperties') || error.schemaPath.includes('/anyOf/')) continue;
    if (listed?.has(error.instancePath)) continue;
    const parent = parentPointer(error.instancePath);
    const key = lastSegment(error.instancePath);
    const schemaPath = error.schemaPath.slice(0, -'/additionalProperties'.length) || '#';
    out.push({ ...error, keyword: 'additionalProperties', instancePath: parent, schemaPath, params: { additionalProperties: [key] } } as SchemaError);
  }
  return out;
}

/** Keeps, for each failed union, only the branch that came closest to matching. */
function pruneUnions(errors: readonly SchemaError[]): SchemaError[] {
  let remaining = errors.filter((error) => !(error.keyword === 'boolean' && error.schemaPath.endsWith('/additionalProperties')));
  const unions = remaining.filter((error) => error.keyword === 'anyOf').sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  for (const union of unions) {
    if (!remaining.includes(union)) continue;
    const prefix = `${union.schemaPath}/anyOf/`;
    const branches = new Map<string, SchemaError[]>();
    for (const error of remaining) {
      if (!error.schemaPath.startsWith(prefix)) continue;
      const index = error.schemaPath.slice(prefix.length).split('/')[0] ?? '';
      const list = branches.get(index) ?? [];
      list.push(error);
      branches.set(index, list);
    }
    const ranked = [...branches.values()].map((list) => ({
      list,
      typeMismatch: list.some((error) => (error.keyword === 'type' || error.keyword === 'const') && error.instancePath === union.instancePath),
    }));
    const fitting = ranked.filter((branch) => !branch.typeMismatch).sort((a, b) => a.list.length - b.list.length);
    const dropped = new Set<SchemaError>([union]);
    for (const branch of ranked) for (const error of branch.list) dropped.add(error);
    const chosen = fitting[0]?.list ?? [];
    for (const error of chosen) dropped.delete(error);
    if (chosen.length === 0) dropped.delete(union); // no branch fits: report the union itself once.
    remaining = remaining.filter((error) => !dropped.has(error));
  }
  return remaining;
}

/** One TypeBox error as problems, each made by the schema rule its keyword maps to. */
function convert(error: SchemaError, context: ErrorContext): Problem[] {
  // A dispatched value (`allOf: [{if, else}]`) failed its form; the nested errors name the mistake.
  if (error.keyword === 'if') return [];
  const pointer = error.instancePath;
  const facts = pointerFacts(context.value, pointer);
  const name = pointer === '' ? context.rootName : `\`${facts.name}\``;
  // A field's name starts with a backtick, which has no capital: only the root's is capitalised (reading
  // the first letter of the freshly joined name would copy it whole).
  const title = pointer === '' ? capital(context.rootName) : name;
  const actual = facts.value;
  const schema = schemaAt(context.schema, error.schemaPath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const missing = (params['requiredProperties'] as string[] | undefined) ?? [];
      return missing
        .filter((key) => valueAt(context.value, joinPointer(pointer, key)) === undefined)
        .map((key) =>
          requiredRule.problem({
            message: `${title} is missing the required key \`${key}\`.`,
            pointer: joinPointer(pointer, key),
            target: 'key',
            data: { key, parent: pointer },
          }),
        );
    }
    case 'additionalProperties': {
      const extra = (params['additionalProperties'] as string[] | undefined) ?? [];
      return extra.map((key) => unknownKey(key, pointer, facts, schema, context));
    }
    case 'type': {
      const expected = describeType(params['type']);
      return [
        typeRule.problem({
          message: `${title} must be ${expected}, not ${describeValue(actual)}.`,
          pointer,
          target: 'value',
          data: { expected: params['type'] },
        }),
      ];
    }
    case 'maxLength':
    case 'minLength': {
      const limit = Number(params['limit']);
      const length = typeof actual === 'string' ? codePoints(actual) : 0;
      const max = error.keyword === 'maxLength';
      return [
        (max ? maxLengthRule : minLengthRule).problem({
          message: max
            ? `${title} is ${length} characters; the limit is ${limit}.`
            : length === 0
              ? `${title} is empty; it needs at least ${plural(limit, 'character')}.`
              : `${title} is ${length} characters; it needs at least ${limit}.`,
          pointer,
          target: 'value',
          data: { limit, actual: length },
        }),
      ];
    }
    case 'maxItems':
    case 'minItems':
    case 'maxProperties':
    case 'minProperties': {
      const limit = Number(params['limit']);
      const items = error.keyword.endsWith('Items');
      const count = Array.isArray(actual) ? actual.length : actual && typeof actual === 'object' ? Object.keys(actual).length : 0;
      const noun = items ? 'item' : 'entry';
      const max = error.keyword.startsWith('max');
      const rule = items ? (max ? maxItemsRule : minItemsRule) : max ? maxPropertiesRule : minPropertiesRule;
      return [
        rule.problem({
          message: max
            ? `${title} has ${plural(count, noun)}; the limit is ${limit}.`
            : `${title} has ${plural(count, noun)}; at least ${limit} ${limit === 1 ? 'is' : 'are'} required.`,
          pointer,
          target: 'container',
          data: { limit, actual: count },
        }),
      ];
    }
    case 'enum':
    case 'const': {
      const allowed = error.keyword === 'enum' ? ((params['allowedValues'] as unknown[]) ?? []) : [params['allowedValue']];
      const suggestion =
        typeof actual === 'string'
          ? closest(
              actual,
              allowed.filter((v): v is string => typeof v === 'string'),
            )
          : undefined;
      return [
        enumRule.problem({
          message: `${title} is ${JSON.stringify(actual)}; expected ${listValues(allowed)}${suggestion ? ` (did you mean ${JSON.stringify(suggestion)}?)` : ''}.`,
          pointer,
          target: 'value',
          data: suggestion ? { allowed, suggestion } : { allowed },
        }),
      ];
    }
    case 'pattern': {
      const format = schema?.['x-format'] as FormatName | undefined;
      const spec = format ? FORMATS[format] : undefined;
      return [
        (spec?.rule ?? patternRule).problem({
          message: `${title} is ${JSON.stringify(actual)}; it must be ${spec?.expect ?? `text matching ${String(params['pattern'])}`}.`,
          pointer,
          target: 'value',
          data: { format: format ?? null, pattern: params['pattern'] },
        }),
      ];
    }
    case 'uniqueItems':
      return [uniqueItemsRule.problem({ message: `${title} lists the same value more than once.`, pointer, target: 'container' })];
    case 'anyOf':
      return [typeRule.problem({ message: `${title} does not have any of the accepted shapes; it is ${describeValue(actual)}.`, pointer, target: 'value' })];
    default:
      return [schemaRule.problem({ message: `${title} ${error.message}.`, pointer, target: 'value' })];
  }
}

/** Beyond this many places a key is too generic for "belongs under" to help. */
const MAX_PLACES = 3;

function unknownKey(key: string, parent: string, facts: PointerFacts, schema: Record<string, unknown> | undefined, context: ErrorContext): Problem {
  const pointer = joinPointer(parent, key);
  const where = parent === '' ? 'at the top level' : `in \`${facts.name}\``;
  const { candidates, listed } = keyList(schema);
  const siblings = candidates.names;
  const here = displayPathOf(facts.segments);
  const elsewhere = context.keys.placesOf(key).filter((place) => place !== here);
  // Generic keys (`name`, `type`) are valid in dozens of places; listing them all helps nobody.
  if (elsewhere.length > 0 && elsewhere.length <= MAX_PLACES) {
    const belongs = elsewhere.map((place) => (place === '' ? 'the top level' : `\`${place}\``));
    const target = elsewhere.length === 1 ? elsewhere[0] : undefined;
    return unknownKeyRule.problem({
      message: `\`${key}\` is not allowed ${where}; it belongs under ${belongs.join(' or ')}.`,
      pointer,
      target: 'key',
      data: target === undefined ? { key, belongsUnder: elsewhere } : { key, belongsUnder: elsewhere, moveTo: target },
    });
  }
  const suggestion = closest(key, candidates);
  return unknownKeyRule.problem({
    message: suggestion
      ? `\`${key}\` is not a known key ${where}; did you mean \`${suggestion}\`?`
      : `\`${key}\` is not a known key ${where}${siblings.length ? `; the known keys are ${listed}` : ''}.`,
    pointer,
    target: 'key',
    // A copy per problem, as the list is kept for the next one.
    data: suggestion ? { key, suggestion, known: [...siblings] } : { key, known: [...siblings] },
  });
}

function describeType(type: unknown): string {
  const names = Array.isArray(type) ? type : [type];
  const words = names.map((t) => {
    switch (t) {
      case 'object':
        return 'an object (a mapping)';
      case 'array':
        return 'a list';
      case 'integer':
        return 'an integer';
      default:
        return `a ${String(t)}`;
    }
  });
  return words.join(' or ');
}

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'missing';
  if (Array.isArray(value)) return `a list of ${plural(value.length, 'item')}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `a string (${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)})`;
  if (typeof value === 'number') return Number.isInteger(value) ? `the number ${value}` : `the number ${value}`;
  return `a ${typeof value} (${String(value)})`;
}

function listValues(values: readonly unknown[]): string {
  const shown = values.map((v) => JSON.stringify(v));
  if (shown.length <= 1) return shown.join('');
  return `one of ${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`;
}

function plural(count: number, noun: string): string {
  const word = count === 1 ? noun : noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`;
  return `${count} ${word}`;
}

/** `[...text].length` (what the length limits count) without building the array. */
function codePoints(text: string): number {
  let pairs = 0;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        pairs++;
        i++;
      }
    }
  }
  return text.length - pairs;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
