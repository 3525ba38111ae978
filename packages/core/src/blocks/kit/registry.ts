import { BLOCK_TYPES, KNOWN_BLOCK_TYPES } from '../types/index.js';
import { ELEMENTS, KNOWN_ELEMENT_TYPES } from '../elements/index.js';
import { TEXT_OBJECTS } from '../objects/text.js';
import { RICH_TEXT_OBJECTS, KNOWN_RICH_TEXT_TYPES, KNOWN_RICH_INLINE_TYPES } from '../rich-text/index.js';
import type { Family, KitObject } from './object.js';

/** Every typed Block Kit object by family and type. Each family's folder exports its list. */
const BY_FAMILY: ReadonlyMap<Family, ReadonlyMap<string, KitObject>> = new Map(
  (['block', 'element', 'text', 'rich_text', 'rich_inline'] as const).map((family) => [
    family,
    new Map([...BLOCK_TYPES.values(), ...ELEMENTS, ...TEXT_OBJECTS, ...RICH_TEXT_OBJECTS].filter((o) => o.family === family).map((o) => [o.type, o])),
  ]),
);

/**
 * Types the platform documents, by family, including those whose checks are not written yet: these
 * pass unchecked instead of being called unknown.
 */
const KNOWN: Readonly<Record<Family, readonly string[]>> = {
  block: KNOWN_BLOCK_TYPES,
  element: KNOWN_ELEMENT_TYPES,
  text: TEXT_OBJECTS.map((o) => o.type),
  rich_text: KNOWN_RICH_TEXT_TYPES,
  rich_inline: KNOWN_RICH_INLINE_TYPES,
};

export function kitObject(family: Family, type: string): KitObject | undefined {
  return BY_FAMILY.get(family)?.get(type);
}

/** The documented types of a family, checked or not. */
export function familyTypes(family: Family): readonly string[] {
  return KNOWN[family];
}

/** Every registered object, for the rule catalogue. */
export function allKitObjects(): KitObject[] {
  return [...BY_FAMILY.values()].flatMap((map) => [...map.values()]);
}

/** The other family that has this type, to say "`button` is an element, not a block". */
export function familyOf(type: string, except: Family): Family | undefined {
  return (Object.keys(KNOWN) as Family[]).find((family) => family !== except && KNOWN[family].includes(type));
}
