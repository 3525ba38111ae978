import { joinPointer } from '../source/pointer.js';
import { isHole, isOpen, OPEN, type Hole } from './hole.js';
import { noteRead, registerHoleKeys } from './reads.js';

/** Where the holes are, by pointer into the stand-in (which keeps every index of the value written). */
export interface HoleSites {
  /** Unknown values and spread items: nothing at or below them is known. */
  readonly unknown: Set<string>;
  /** Template strings, by pointer: their known minimum (the literal parts together). */
  readonly text: Map<string, string>;
  /** Objects with computed keys. */
  readonly open: Set<string>;
  /** Lists with items that may be absent or may be many: how many of each. */
  readonly lists: Map<string, { maybe: number; spread: number }>;
}

export function emptySites(): HoleSites {
  return { unknown: new Set(), text: new Map(), open: new Set(), lists: new Map() };
}

let serial = 0;

/**
 * An unknown value's stand-in: an object no rule takes for a string, number, list or typed object (so
 * rules that test a value's type pass over it), unique so that no comparison finds it equal to another.
 * Whatever the schema says about it is at its own pointer, which the filter drops.
 */
function unknownStandIn(): Record<string, unknown> {
  serial += 1;
  return { '\u0000unknown': serial };
}

/**
 * The value every check can read: holes replaced by stand-ins (a template by its literal parts, a
 * conditional item by its value, a spread item and any other unknown by an inert object), and the
 * containers that hold holes wrapped so that a rule reading a hole is noticed (`reads.ts`).
 */
export function standIn(value: unknown, pointer: string, sites: HoleSites): unknown {
  if (isHole(value)) return holeStandIn(value, pointer, sites);
  if (Array.isArray(value)) return listStandIn(value, pointer, sites);
  if (typeof value === 'object' && value !== null) return objectStandIn(value as Record<string, unknown>, pointer, sites);
  return value;
}

/**
 * The views.publish arguments around a Home tab written in code, as the check reads them. `user_id`, whose
 * tab it is, is never written with the view: a string stands for it, so the arguments' schema passes at
 * once (a failed schema check walks the whole value for its errors, the costliest path of the check), and
 * its place is an unknown one, so nothing said of it is kept (`checkPayloadValue` keeps only the view's).
 */
export function publishStandIn(view: unknown, sites: HoleSites): Record<string, unknown> {
  sites.unknown.add('/user_id');
  return { user_id: 'U0', view: standIn(view, '/view', sites) };
}

function holeStandIn(hole: Hole, pointer: string, sites: HoleSites): unknown {
  if (hole.kind === 'text') {
    const known = hole.parts.join('');
    sites.text.set(pointer, known);
    return known;
  }
  // A conditional value outside a list is present or not; it is judged as unknown.
  sites.unknown.add(pointer);
  return unknownStandIn();
}

function listStandIn(list: readonly unknown[], pointer: string, sites: HoleSites): unknown[] {
  let maybe = 0;
  let spread = 0;
  const holes = new Set<string>();
  const items = list.map((item, index) => {
    const at = joinPointer(pointer, index);
    if (isHole(item) && item.kind === 'maybe') {
      maybe += 1;
      return standIn(item.value, at, sites);
    }
    if (isHole(item)) {
      if (item.kind === 'spread') spread += 1;
      holes.add(String(index));
    }
    return standIn(item, at, sites);
  });
  if (maybe === 0 && spread === 0 && holes.size === 0) return items;
  if (maybe > 0 || spread > 0) sites.lists.set(pointer, { maybe, spread });
  // A rule that walks a list with a spread sees only the items written: it read an unknown.
  const wrapped = new Proxy(items, {
    get(target, key, receiver) {
      if (spread > 0 && key !== 'constructor') noteRead();
      else if (typeof key === 'string' && holes.has(key)) noteRead();
      return Reflect.get(target, key, receiver);
    },
  });
  registerHoleKeys(wrapped, holes);
  return wrapped;
}

function objectStandIn(object: Record<string, unknown>, pointer: string, sites: HoleSites): unknown {
  const open = isOpen(object);
  const holes = new Set<string>();
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(object)) {
    if (isHole(item)) holes.add(key);
    copy[key] = standIn(item, joinPointer(pointer, key), sites);
  }
  if (!open && holes.size === 0) return copy;
  if (open) sites.open.add(pointer);
  const has = (target: Record<string, unknown>, key: string | symbol): boolean => Object.prototype.hasOwnProperty.call(target, key);
  const wrapped = new Proxy(copy, {
    get(target, key, receiver) {
      if (typeof key === 'string' && (holes.has(key) || (open && !has(target, key) && !(key in Object.prototype)))) noteRead();
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      if (typeof key === 'string' && (holes.has(key) || (open && !has(target, key)))) noteRead();
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      if (open) noteRead();
      return Reflect.ownKeys(target);
    },
  });
  registerHoleKeys(wrapped, holes);
  return wrapped;
}

export { OPEN };
