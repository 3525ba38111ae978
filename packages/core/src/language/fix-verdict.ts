import type { Problem } from '../problem.js';
import type { FixEdit } from '../rules/fix.js';
import { joinPointer, lastSegment, parentPointer } from '../source/pointer.js';

/**
 * Whether a fix made the document better: the problem it fixes is gone, no error appears that was not
 * there before, and there are no more problems than before. A warning that a fix uncovers (shortcuts moved
 * where they belong now need their scope) is a real finding, not a new mistake, so only errors must not
 * grow. Problems after a rename or a move are compared at the places they came from.
 */
export function fixImproves(before: readonly Problem[], after: readonly Problem[], fixed: Problem, edits: readonly FixEdit[]): boolean {
  try {
    return improves(before, after, fixed, edits);
  } catch {
    return false;
  }
}

function improves(before: readonly Problem[], after: readonly Problem[], fixed: Problem, edits: readonly FixEdit[]): boolean {
  if (after.length > before.length) return false;
  const earlier = counts(before, () => true);
  const later = counts(after, () => true, edits);
  const key = keyOf(fixed.rule, fixed.pointer);
  if ((later.get(key) ?? 0) >= (earlier.get(key) ?? 0)) return false;
  for (const [errorKey, count] of counts(after, (problem) => problem.severity === 'error', edits)) {
    if (count > (earlier.get(errorKey) ?? 0)) return false;
  }
  return true;
}

function keyOf(rule: string, pointer: string): string {
  return `${rule}\u0000${pointer}`;
}

function counts(problems: readonly Problem[], keep: (problem: Problem) => boolean, edits: readonly FixEdit[] = []): Map<string, number> {
  const out = new Map<string, number>();
  for (const problem of problems) {
    if (!keep(problem)) continue;
    const key = keyOf(problem.rule, pointerBefore(problem.pointer, edits));
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

/** Where a pointer of the fixed document was before the edits: under a renamed or moved key, its old place. */
export function pointerBefore(pointer: string, edits: readonly FixEdit[]): string {
  let out = pointer;
  for (let i = edits.length - 1; i >= 0; i--) {
    const edit = edits[i]!;
    const moved =
      edit.op === 'rename'
        ? { from: edit.pointer, to: joinPointer(parentPointer(edit.pointer), edit.name) }
        : edit.op === 'move'
          ? { from: edit.pointer, to: joinPointer(edit.to, lastSegment(edit.pointer)) }
          : undefined;
    if (moved && (out === moved.to || out.startsWith(`${moved.to}/`))) out = moved.from + out.slice(moved.to.length);
  }
  return out;
}
