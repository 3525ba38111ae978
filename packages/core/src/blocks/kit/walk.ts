import type { Problem } from '../../problem.js';
import { append } from '../../append.js';
import { describeValue } from '../../schema/errors.js';
import { closest } from '../../schema/suggest.js';
import { fieldName, isRecord, joinPointer } from '../../source/pointer.js';
import { blockProblem, quoted } from '../report.js';
import { blockShapeRule } from '../rules.js';
import { checkBlockSchema } from '../types/schema-check.js';
import type { Family, KitObject, Place, Seen, SlotSpec, Surface } from './object.js';
import { familyOf, familyTypes, kitObject } from './registry.js';
import { notOnSurfaceRule, typeNotAllowedRule, unknownTypeRule } from './rules.js';
import { slotPaths } from './slot.js';
import { quiet } from '../../value/reads.js';

/** What the walk carries from the payload's top down. */
export interface Walk {
  readonly root: unknown;
  readonly surface: Surface;
  readonly seen: Seen[];
}

const FAMILY_NOUN: Record<Family, string> = {
  block: 'block',
  element: 'element',
  text: 'text object',
  rich_text: 'rich text element',
  rich_inline: 'rich text inline element',
};

/**
 * Checks the value found in a slot: an object with a `type` that the slot accepts and the surface
 * shows, then the object itself. `block` is the pointer of the enclosing block.
 */
export function checkInSlot(value: unknown, pointer: string, spec: SlotSpec, walk: Walk, block: string): Problem[] {
  // Names and the list of choices are for messages only: a valid payload visits thousands of slots.
  const name = (): string => (pointer === '' ? 'The block' : quoted(fieldName(pointer)));
  const choices = (): readonly string[] => {
    const own = spec.accepts ?? familyTypes(spec.family);
    return spec.alternatives ? [...own, ...spec.alternatives.flatMap((alt) => alt.accepts ?? familyTypes(alt.family))] : own;
  };
  if (!isRecord(value)) {
    return [blockProblem(blockShapeRule, pointer, 'value', `${name()} must be ${spec.what} (an object with a \`type\`), not ${describeValue(value)}.`)];
  }
  const type = value['type'];
  if (typeof type !== 'string') {
    const listed = listOf(choices());
    return type === undefined
      ? [
          blockProblem(blockShapeRule, pointer, 'container', `${name()} has no \`type\`; ${spec.what} names its type: ${listed}.`, {
            key: 'type',
          }),
        ]
      : [
          blockProblem(
            blockShapeRule,
            joinPointer(pointer, 'type'),
            'value',
            `${quoted(fieldName(joinPointer(pointer, 'type')))} must be a string naming the ${FAMILY_NOUN[spec.family]} type, not ${describeValue(type)}.`,
          ),
        ];
  }
  // A type of another family the slot also holds is checked as that family's, with the same choices.
  const alternative = spec.alternatives?.find((alt) => familyTypes(alt.family).includes(type) && !familyTypes(spec.family).includes(type));
  if (alternative) {
    const { alternatives: _others, ...primary } = spec;
    return checkInSlot(value, pointer, { ...alternative, what: spec.what, alternatives: [primary] }, walk, block);
  }
  const object = kitObject(spec.family, type);
  if (!object) {
    // Documented types whose checks are not written yet pass unchecked.
    if (familyTypes(spec.family).includes(type) && (!spec.accepts || spec.accepts.includes(type))) return [];
    if (familyTypes(spec.family).includes(type)) return [notAllowed(type, pointer, spec, choices())];
    return [unknownType(type, pointer, spec, choices())];
  }
  const problems: Problem[] = [];
  let inner = walk;
  if (spec.accepts && !spec.accepts.includes(type)) problems.push(notAllowed(type, pointer, spec, choices()));
  else if (walk.surface !== 'any' && object.surfaces && !object.surfaces.includes(walk.surface)) {
    problems.push(offSurface(object, pointer, walk.surface));
    // What the object holds is out of place only because the object is: one problem, not one per card of a carousel.
    inner = { ...walk, surface: 'any' };
  }
  return append(problems, checkObject(object, value, pointer, spec, inner, spec.family === 'block' ? pointer : block));
}

/** Checks one object of a known type: its schema, its own rules, then each object in its slots. */
export function checkObject(
  object: KitObject,
  value: Record<string, unknown>,
  pointer: string,
  spec: SlotSpec | undefined,
  walk: Walk,
  block: string,
): Problem[] {
  const place: Place = { pointer, root: walk.root, surface: walk.surface, block, seen: walk.seen, slot: spec };
  walk.seen.push({ object, value, pointer, block });
  const schema = object.schemaFor(value, [], spec);
  const problems = object.checkSchema ? object.checkSchema(value, place) : checkBlockSchema(schema, value, pointer, walk.root);
  // A rule that read a value the code computes stays silent (value/reads.ts).
  if (object.check)
    append(
      problems,
      quiet(() => object.check!(value, place)),
    );
  for (const { path, spec: inner } of slotPaths(schema)) checkAlong(value, path, 0, pointer, inner, walk, block, problems);
  return problems;
}

/**
 * Checks each value the slot path reaches as the slot's (`checkInSlot`), adding to `problems`; shapes that do
 * not fit were reported by the schema. Arguments rather than a callback: it runs for every slot of every object.
 */
function checkAlong(
  value: unknown,
  path: readonly string[],
  index: number,
  pointer: string,
  spec: SlotSpec,
  walk: Walk,
  block: string,
  problems: Problem[],
): void {
  if (index === path.length) {
    append(problems, checkInSlot(value, pointer, spec, walk, block));
    return;
  }
  const segment = path[index] as string;
  if (segment === '[]') {
    if (!Array.isArray(value)) return;
    // A sparse list's holes are skipped, as `forEach` skips them.
    for (let item = 0; item < value.length; item++)
      if (item in value) checkAlong(value[item], path, index + 1, joinPointer(pointer, item), spec, walk, block, problems);
  } else if (isRecord(value) && Object.prototype.hasOwnProperty.call(value, segment)) {
    checkAlong(value[segment], path, index + 1, joinPointer(pointer, segment), spec, walk, block, problems);
  }
}

function unknownType(type: string, pointer: string, spec: SlotSpec, choices: readonly string[]): Problem {
  const at = joinPointer(pointer, 'type');
  const suggestion = closest(type, choices) ?? closest(type, familyTypes(spec.family));
  const elsewhere = familyOf(type, spec.family);
  const hint = suggestion
    ? ` (did you mean ${JSON.stringify(suggestion)}?)`
    : elsewhere
      ? `; ${JSON.stringify(type)} is ${article(FAMILY_NOUN[elsewhere])}, not ${article(FAMILY_NOUN[spec.family])}`
      : '';
  return blockProblem(
    unknownTypeRule,
    at,
    'value',
    `${quoted(fieldName(at))} is ${JSON.stringify(type)}, which is not a Block Kit ${FAMILY_NOUN[spec.family]} type${hint}. Expected ${listOf(choices)}.`,
    suggestion ? { allowed: [...choices], suggestion } : { allowed: [...choices] },
  );
}

function notAllowed(type: string, pointer: string, spec: SlotSpec, choices: readonly string[]): Problem {
  const at = joinPointer(pointer, 'type');
  const suggestion = closest(type, choices);
  return blockProblem(
    typeNotAllowedRule,
    at,
    'value',
    `${quoted(fieldName(at))} is ${JSON.stringify(type)}, but this place holds ${spec.what}: ${listOf(choices)}.`,
    suggestion ? { allowed: [...choices], suggestion } : { allowed: [...choices] },
  );
}

function offSurface(object: KitObject, pointer: string, surface: Surface): Problem {
  const at = joinPointer(pointer, 'type');
  const where = (object.surfaces ?? []).map((s) => (s === 'home' ? 'home tabs' : `${s}s`));
  return blockProblem(
    notOnSurfaceRule,
    at,
    'value',
    `${article(FAMILY_NOUN[object.family], true)} of type ${JSON.stringify(object.type)} is not shown in a ${surface === 'home' ? 'home tab' : surface}; ${
      where.length > 0 ? `it is available in ${listOf(where, 'and')}.` : 'no surface shows it.'
    }`,
    { surface, surfaces: [...(object.surfaces ?? [])] },
  );
}

function article(noun: string, capital = false): string {
  const word = /^[aeiou]/.test(noun) ? 'an' : 'a';
  return `${capital ? word[0]!.toUpperCase() + word.slice(1) : word} ${noun}`;
}

/** "a, b or c", with at most 12 names before "…". */
export function listOf(names: readonly string[], last = 'or'): string {
  const shown = names.length > 12 ? [...names.slice(0, 12), `${names.length - 12} more`] : [...names];
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} ${last} ${shown[shown.length - 1]}`;
}
