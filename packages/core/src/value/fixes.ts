import type { Problem } from '../problem.js';
import type { KindId, LanguageContext } from '../kinds/kind.js';
import { candidatesFor } from '../language/fixes.js';
import { fixImproves } from '../language/fix-verdict.js';
import type { Fix, FixEdit } from '../rules/fix.js';
import { isRecord, joinPointer, parsePointer } from '../source/pointer.js';
import { checkPayloadValue, type PayloadForm } from './check.js';
import { Hole, isHole, isOpen, openObject } from './hole.js';
import { emptySites, publishStandIn, standIn } from './stand-in.js';

/**
 * The quick fixes of a problem of a payload written in code (`checkPayloadValue`), from the fix its rule
 * declares, as for a block file: proposed on the stand-in the check read, kept only when every edit is a
 * `set`, `insert` or `rename` of a part that is written (never a hole, nor anything inside one, nor a value
 * copied from one), and when the payload with the edits applied, holes and all, no longer has the problem
 * and has no new error. Pointers are the payload's, as the problem's. Never throws.
 */
export function payloadFixes(value: unknown, form: PayloadForm, problem: Problem): Fix[] {
  try {
    const publish = form === 'publish';
    const kind: KindId = publish ? 'methods' : 'blocks';
    const context: LanguageContext | undefined = publish ? { method: 'views.publish' } : undefined;
    const input = publish ? publishStandIn(value, emptySites()) : standIn(value, '', emptySites());
    const asked = publish ? underView(problem) : problem;
    // The editor asks for the fixes of several problems of one payload at once: it is checked once.
    const kept = lastChecked;
    const before = kept && kept.value === value && kept.form === form ? kept.problems : checkPayloadValue(value, form);
    lastChecked = { value, form, problems: before };
    const offered: Fix[] = [];
    for (const candidate of candidatesFor(kind, input, asked, context)) {
      const edits = publish ? fromView(candidate.edits) : candidate.edits;
      if (!edits || offered.some((kept) => kept.title === candidate.title)) continue;
      if (!edits.every((edit) => writtenPlace(value, edit))) continue;
      const fixed = applyEdits(value, edits);
      if (fixed === undefined || !fixImproves(before, checkPayloadValue(fixed, form), problem, edits)) continue;
      offered.push({ title: candidate.title, edits });
    }
    return offered;
  } catch {
    return [];
  }
}

/** The problems of the payload whose fixes were asked for last, with default severities. */
let lastChecked: { value: unknown; form: PayloadForm; problems: readonly Problem[] } | undefined;

/** The problem as the views.publish arguments have it (`checkPayloadValue` took `/view` off its pointers). */
function underView(problem: Problem): Problem {
  const data = problem.data && { ...problem.data };
  for (const key of ['parent', 'first', 'input']) if (data && typeof data[key] === 'string') data[key] = `/view${data[key] as string}`;
  return { ...problem, pointer: `/view${problem.pointer}`, ...(data ? { data } : {}) };
}

/** A fix's edits with `/view` taken off; undefined when one reaches outside the view. */
function fromView(edits: readonly FixEdit[]): FixEdit[] | undefined {
  const strip = (pointer: string) => (pointer === '/view' ? '' : pointer.startsWith('/view/') ? pointer.slice('/view'.length) : undefined);
  const out: FixEdit[] = [];
  for (const edit of edits) {
    const pointer = edit.op === 'insert' ? strip(edit.parent) : edit.op === 'move' ? undefined : strip(edit.pointer);
    if (pointer === undefined) return undefined;
    out.push(edit.op === 'insert' ? { ...edit, parent: pointer } : ({ ...edit, pointer } as FixEdit));
  }
  return out;
}

/** An item that may be absent is edited in its written value. */
function unwrap(value: unknown): unknown {
  return isHole(value) && value.kind === 'maybe' ? value.value : value;
}

/** The written container at `segments`, walking through conditional items; undefined when a hole is on the way. */
function containerAt(root: unknown, segments: readonly string[]): Record<string, unknown> | unknown[] | undefined {
  let node = unwrap(root);
  for (const segment of segments) {
    if (Array.isArray(node)) node = unwrap(node[Number(segment)]);
    else if (isRecord(node) && !isHole(node) && Object.prototype.hasOwnProperty.call(node, segment)) node = unwrap(node[segment]);
    else return undefined;
  }
  return Array.isArray(node) || (isRecord(node) && !isHole(node)) ? node : undefined;
}

/** Whether an edit changes only what the code writes: a known value or key, in a written object, with no unknown value copied in. */
function writtenPlace(root: unknown, edit: FixEdit): boolean {
  if (edit.op === 'insert') {
    const parent = containerAt(root, parsePointer(edit.parent));
    return isRecord(parent) && !Array.isArray(parent) && !Object.prototype.hasOwnProperty.call(parent, edit.key) && plain(edit.value);
  }
  if (edit.op !== 'set' && edit.op !== 'rename') return false;
  const segments = parsePointer(edit.pointer);
  if (segments.length === 0) return false;
  const parent = containerAt(root, segments.slice(0, -1));
  const key = segments[segments.length - 1]!;
  if (!parent || Array.isArray(parent)) return false;
  const present = Object.prototype.hasOwnProperty.call(parent, key);
  if (edit.op === 'rename') return present && !Object.prototype.hasOwnProperty.call(parent, edit.name);
  return plain(edit.value) && (!present || plain(parent[key]));
}

/** A value with no hole and no hole's stand-in in it (what the check saw of an unknown value). */
function plain(value: unknown): boolean {
  if (isHole(value)) return false;
  if (Array.isArray(value)) return value.every(plain);
  if (isRecord(value)) return !Object.prototype.hasOwnProperty.call(value, '\u0000unknown') && Object.values(value).every(plain);
  return true;
}

/** The edits applied to a copy of the path they change, holes and computed keys kept; undefined when one has no place. */
function applyEdits(root: unknown, edits: readonly FixEdit[]): unknown {
  let out = root;
  for (const edit of edits) {
    const target = edit.op === 'insert' ? joinPointer(edit.parent, edit.key) : edit.op === 'set' || edit.op === 'rename' ? edit.pointer : undefined;
    if (target === undefined) return undefined;
    const written = edit.op === 'set' || edit.op === 'insert' ? edit.value : undefined;
    const segments = parsePointer(target);
    const next = replace(out, segments, (parent, key) => {
      if (edit.op === 'rename') return renamed(parent, key, edit.name);
      const copy = { ...parent, [key]: clone(written) };
      return isOpen(parent) ? openObject(copy) : copy;
    });
    if (next === undefined) return undefined;
    out = next;
  }
  return out;
}

function renamed(parent: Record<string, unknown>, key: string, name: string): Record<string, unknown> {
  const copy = Object.fromEntries(Object.entries(parent).map(([k, v]) => [k === key ? name : k, v]));
  return isOpen(parent) ? openObject(copy) : copy;
}

/** The value with the object holding the last segment replaced by `change(object, key)`, copying the path to it. */
function replace(node: unknown, segments: readonly string[], change: (parent: Record<string, unknown>, key: string) => unknown): unknown {
  if (isHole(node) && node.kind === 'maybe') {
    const inner = replace(node.value, segments, change);
    return inner === undefined ? undefined : Hole.maybe(inner);
  }
  if (segments.length === 1) return isRecord(node) && !isHole(node) && !Array.isArray(node) ? change(node, segments[0]!) : undefined;
  const [head, ...rest] = segments;
  if (Array.isArray(node)) {
    const index = Number(head);
    if (!Number.isInteger(index) || index < 0 || index >= node.length) return undefined;
    const inner = replace(node[index], rest, change);
    return inner === undefined ? undefined : node.map((item, i) => (i === index ? inner : item));
  }
  if (!isRecord(node) || isHole(node) || !Object.prototype.hasOwnProperty.call(node, head!)) return undefined;
  const inner = replace(node[head!], rest, change);
  if (inner === undefined) return undefined;
  const copy = { ...node, [head!]: inner };
  return isOpen(node) ? openObject(copy) : copy;
}

function clone(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}
