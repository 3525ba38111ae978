import { isRecord, joinPointer, lastSegment, parentPointer, parsePointer } from '../source/pointer.js';
import type { FixEdit } from './fix.js';

/**
 * A fix's edits applied to a copy of the document's value, as the editors apply them to its text: the
 * same places must exist (what is renamed or moved is there, a key added is not), missing parents are
 * created as mappings by keys alone, and a JSON string that holds a document (a views.publish `view`)
 * is edited inside and written back. Undefined when an edit has no place in the value.
 */
export function applyFixEdits(value: unknown, edits: readonly FixEdit[]): unknown {
  let out = value;
  for (const edit of edits) {
    out = applyEdit(out, edit);
    if (out === NO_PLACE) return undefined;
  }
  return out;
}

const NO_PLACE = Symbol('no place');
type Edited = unknown;

function applyEdit(root: unknown, edit: FixEdit): Edited {
  switch (edit.op) {
    case 'set':
      return update(root, parsePointer(edit.pointer), () => clone(edit.value), true);
    case 'insert':
      return update(root, parsePointer(joinPointer(edit.parent, edit.key)), (old) => (old === undefined ? clone(edit.value) : NO_PLACE), true, edit.first);
    case 'append':
      return update(
        root,
        parsePointer(edit.pointer),
        (old) => (old === undefined ? [clone(edit.value)] : Array.isArray(old) ? [...old, clone(edit.value)] : NO_PLACE),
        true,
      );
    case 'rename': {
      const name = edit.name;
      const key = lastSegment(edit.pointer);
      return update(root, parsePointer(parentPointer(edit.pointer)), (parent) => {
        if (!isRecord(parent) || !(key in parent) || name in parent) return NO_PLACE;
        return Object.fromEntries(Object.entries(parent).map(([k, v]) => [k === key ? name : k, v]));
      });
    }
    case 'move':
      return move(root, edit.pointer, edit.to);
    default:
      return NO_PLACE;
  }
}

/**
 * The member at `pointer` moved into the mapping at `to`; a group left empty goes with it, as the
 * editors remove a group whose only member moves.
 */
function move(root: unknown, pointer: string, to: string): Edited {
  const key = lastSegment(pointer);
  const parent = parentPointer(pointer);
  let moved: unknown;
  const removed = update(root, parsePointer(parent), (holder) => {
    if (!isRecord(holder) || !(key in holder)) return NO_PLACE;
    moved = holder[key];
    const rest = Object.fromEntries(Object.entries(holder).filter(([k]) => k !== key));
    return Object.keys(rest).length === 0 && parent !== '' ? REMOVE : rest;
  });
  if (removed === NO_PLACE) return NO_PLACE;
  return update(removed, parsePointer(joinPointer(to, key)), (old) => (old === undefined ? moved : NO_PLACE), true);
}

const REMOVE = Symbol('remove');

/**
 * The value with the node at `segments` replaced by `change(old)` (`old` undefined when it is missing),
 * copying only the path to it. `create` makes missing mappings along the way; a string on the way that
 * holds JSON is decoded, edited and encoded again.
 */
function update(node: unknown, segments: readonly string[], change: (old: unknown) => unknown, create = false, first = false): Edited {
  return updateFrom(node, segments, 0, change, create, first);
}

/** `update` from segment `at` on: the path is read by index, so a deep pointer costs its depth, not its depth squared. */
function updateFrom(node: unknown, segments: readonly string[], at: number, change: (old: unknown) => unknown, create: boolean, first: boolean): Edited {
  if (at === segments.length) return change(node);
  const head = segments[at]!;
  const last = at + 1 === segments.length;
  if (typeof node === 'string') {
    const decoded = decodeJson(node);
    if (decoded === undefined) return NO_PLACE;
    const edited = updateFrom(decoded, segments, at, change, create, first);
    return edited === NO_PLACE ? NO_PLACE : JSON.stringify(edited);
  }
  if (Array.isArray(node)) {
    if (!/^(0|[1-9]\d*)$/.test(head) || Number(head) >= node.length) return NO_PLACE;
    const index = Number(head);
    const edited = updateFrom(node[index], segments, at + 1, change, create, first);
    if (edited === NO_PLACE) return NO_PLACE;
    if (edited === REMOVE) return node.filter((_, i) => i !== index);
    return node.map((item, i) => (i === index ? edited : item));
  }
  const holder: Record<string, unknown> | undefined = isRecord(node) ? node : node === undefined || node === null ? (create ? {} : undefined) : undefined;
  if (!holder) return NO_PLACE;
  const exists = Object.prototype.hasOwnProperty.call(holder, head);
  // Only keys may be created: a missing list item cannot be conjured up.
  if (!exists && !last && (!create || /^\d+$/.test(head))) return NO_PLACE;
  const edited = updateFrom(exists ? holder[head] : undefined, segments, at + 1, change, create, first);
  if (edited === NO_PLACE) return NO_PLACE;
  if (edited === REMOVE) return Object.fromEntries(Object.entries(holder).filter(([k]) => k !== head));
  if (!exists && first && last) return { [head]: edited, ...holder };
  return { ...holder, [head]: edited };
}

function decodeJson(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) || Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function clone(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}
