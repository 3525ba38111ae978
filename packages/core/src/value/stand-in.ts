import { formatPointer } from '../source/pointer.js';
import { CONTAINER_BOUND, ITEM_BOUND, keyBound, noteJsonBound, SCALAR_BOUND, scalarBound, stringBound } from '../source/json-bound.js';
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
  /**
   * The stand-in's shape: its deepest object or list (the root is at depth 1) and how many it holds. It is
   * a tree built here, with no cycle, so these tell the check's screen all it would walk for (`runKind`).
   */
  readonly tree: { depth: number; containers: number };
}

export function emptySites(): HoleSites {
  return { unknown: new Set(), text: new Map(), open: new Set(), lists: new Map(), tree: { depth: 0, containers: 0 } };
}

let serial = 0;

/**
 * An unknown value's stand-in: an object no rule takes for a string, number, list or typed object (so
 * rules that test a value's type pass over it), unique so that no comparison finds it equal to another.
 * Whatever the schema says about it is at its own pointer, which the filter drops.
 */
function unknownStandIn(): Record<string, unknown> {
  serial += 1;
  return { [UNKNOWN_KEY]: serial };
}

const UNKNOWN_KEY = '\u0000unknown';
/** The bound of an unknown value's stand-in in JSON: an object of one key and a number. */
const UNKNOWN_BOUND = CONTAINER_BOUND + keyBound(UNKNOWN_KEY) + SCALAR_BOUND;

/**
 * The value every check can read: holes replaced by stand-ins (a template by its literal parts, a
 * conditional item by its value, a spread item and any other unknown by an inert object), and the
 * containers that hold holes wrapped so that a rule reading a hole is noticed (`reads.ts`).
 */
export function standIn(value: unknown, pointer: string, sites: HoleSites): unknown {
  // Each segment of the pointer is a level above the value (an escaped segment holds no `/`).
  const above = pointer.split('/').length - 1;
  const path: Path = { base: pointer, above, segments: [], bytes: 0 };
  const copy = standInAt(value, path, sites);
  // A view's size check (blocks/containers.ts) then needs no walk of its own.
  if (typeof copy === 'object' && copy !== null) noteJsonBound(copy, path.bytes);
  return copy;
}

/**
 * Where the walk is: the pointer's segments below `base`, pushed and popped as it goes; the pointer is
 * written out only at a hole, the one place it is needed (most keys of a payload hold none).
 */
interface Path {
  readonly base: string;
  /** The levels above `base`. */
  readonly above: number;
  readonly segments: (string | number)[];
  /** The bound of the stand-in's JSON so far, summed as `jsonFitsIn` sums it (`source/json-bound.ts`). */
  bytes: number;
}

const pointerOf = (path: Path): string => path.base + formatPointer(path.segments);

/** Counts an object or list the stand-in builds at `path`. */
function noteContainer(path: Path, sites: HoleSites): void {
  const depth = path.above + path.segments.length + 1;
  if (depth > sites.tree.depth) sites.tree.depth = depth;
  sites.tree.containers += 1;
}

function standInAt(value: unknown, path: Path, sites: HoleSites): unknown {
  if (isHole(value)) return holeStandIn(value, path, sites);
  if (Array.isArray(value)) return listStandIn(value, path, sites);
  if (typeof value === 'object' && value !== null) return objectStandIn(value as Record<string, unknown>, path, sites);
  path.bytes += scalarBound(value);
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
  noteContainer({ base: '', above: 0, segments: [], bytes: 0 }, sites);
  return { user_id: 'U0', view: standIn(view, '/view', sites) };
}

function holeStandIn(hole: Hole, path: Path, sites: HoleSites): unknown {
  if (hole.kind === 'text') {
    const known = hole.parts.join('');
    sites.text.set(pointerOf(path), known);
    path.bytes += stringBound(known);
    return known;
  }
  // A conditional value outside a list is present or not; it is judged as unknown.
  sites.unknown.add(pointerOf(path));
  noteContainer(path, sites);
  path.bytes += UNKNOWN_BOUND;
  return unknownStandIn();
}

function listStandIn(list: readonly unknown[], path: Path, sites: HoleSites): unknown[] {
  let maybe = 0;
  let spread = 0;
  let holes: Set<string> | undefined;
  noteContainer(path, sites);
  path.bytes += CONTAINER_BOUND + list.length * ITEM_BOUND;
  const items = new Array<unknown>(list.length);
  for (let index = 0; index < list.length; index++) {
    // An empty slot stays empty, as `map` would leave it (`null` in JSON).
    if (!(index in list)) {
      path.bytes += SCALAR_BOUND;
      continue;
    }
    const item = list[index];
    path.segments.push(index);
    if (isHole(item) && item.kind === 'maybe') {
      maybe += 1;
      items[index] = standInAt(item.value, path, sites);
    } else {
      if (isHole(item)) {
        if (item.kind === 'spread') spread += 1;
        (holes ??= new Set()).add(String(index));
      }
      items[index] = standInAt(item, path, sites);
    }
    path.segments.pop();
  }
  if (maybe === 0 && spread === 0 && holes === undefined) return items;
  if (maybe > 0 || spread > 0) sites.lists.set(pointerOf(path), { maybe, spread });
  const holeKeys = holes ?? new Set<string>();
  // A rule that walks a list with a spread sees only the items written: it read an unknown.
  const wrapped = new Proxy(items, {
    get(target, key, receiver) {
      if (spread > 0 && key !== 'constructor') noteRead();
      else if (typeof key === 'string' && holeKeys.has(key)) noteRead();
      return Reflect.get(target, key, receiver);
    },
  });
  registerHoleKeys(wrapped, holeKeys);
  return wrapped;
}

function objectStandIn(object: Record<string, unknown>, path: Path, sites: HoleSites): unknown {
  const open = isOpen(object);
  let holes: Set<string> | undefined;
  noteContainer(path, sites);
  path.bytes += CONTAINER_BOUND;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(object)) {
    const item = object[key];
    // A `toJSON` method would be called by JSON.stringify: the bound is then unknown.
    path.bytes += key === 'toJSON' ? NaN : keyBound(key);
    if (isHole(item)) (holes ??= new Set()).add(key);
    path.segments.push(key);
    copy[key] = standInAt(item, path, sites);
    path.segments.pop();
  }
  if (!open && holes === undefined) return copy;
  if (open) sites.open.add(pointerOf(path));
  const holeKeys = holes ?? new Set<string>();
  const has = (target: Record<string, unknown>, key: string | symbol): boolean => Object.prototype.hasOwnProperty.call(target, key);
  const wrapped = new Proxy(copy, {
    get(target, key, receiver) {
      if (typeof key === 'string' && (holeKeys.has(key) || (open && !has(target, key) && !(key in Object.prototype)))) noteRead();
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      if (typeof key === 'string' && (holeKeys.has(key) || (open && !has(target, key)))) noteRead();
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      if (open) noteRead();
      return Reflect.ownKeys(target);
    },
  });
  registerHoleKeys(wrapped, holeKeys);
  return wrapped;
}

export { OPEN };
