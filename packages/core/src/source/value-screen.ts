import { tooDeepRule, tooLargeRule } from './rules.js';
import type { Problem } from '../problem.js';
import { joinPointer } from './pointer.js';
import { groupDigits } from './screen.js';

interface Frame {
  node: object;
  /** An object's keys; undefined for an array, whose indices are walked without making strings. */
  keys: string[] | undefined;
  count: number;
  next: number;
  /** The key under which the parent holds this node. */
  key: string;
  height: number;
}

/**
 * Mappings and lists the checks may visit, counting a shared one once per place it appears. A 2 MB
 * text holds far fewer; only a value that reuses objects (built in code) gets past it.
 */
export const MAX_VALUE_NODES = 1_000_000;

/**
 * Screens a value before the checks walk it: a cycle (a YAML alias to its own ancestor, or an object a
 * library caller built that contains itself) would make them recurse without end, and nesting past
 * `maxDepth` could exhaust the stack. A quick allocation-free walk clears ordinary values; only when it
 * goes too deep or too long does the exact walk run, to tell a cycle from depth and find the place.
 */
export function screenValue(value: unknown, maxDepth: number): Problem | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const budget = { nodes: 0 };
  if (quickWalk(value, 1, maxDepth, budget)) return undefined;
  // Too deep, a cycle, or too many nodes: the exact walk tells which and where.
  return exactWalk(value, maxDepth) ?? tooManyNodesProblem();
}

/** True when the value is within `maxDepth` and the node budget; a cycle goes too deep and fails it. */
function quickWalk(node: object, depth: number, maxDepth: number, budget: { nodes: number }): boolean {
  if (depth > maxDepth || ++budget.nodes > MAX_VALUE_NODES) return false;
  if (Array.isArray(node)) {
    for (const item of node) if (item !== null && typeof item === 'object' && !quickWalk(item, depth + 1, maxDepth, budget)) return false;
    return true;
  }
  // for-in allocates no key list; it is twice as fast as Object.keys here.
  for (const key in node) {
    const item = (node as Record<string, unknown>)[key];
    if (item !== null && typeof item === 'object' && !quickWalk(item, depth + 1, maxDepth, budget)) return false;
  }
  return true;
}

/** Iterative and linear in the distinct objects: a shared object's height is remembered, so it is walked once. */
function exactWalk(value: object, maxDepth: number): Problem | undefined {
  const heights = new Map<object, number>();
  const onPath = new Set<object>([value]);
  const stack: Frame[] = [frame(value, '')];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (top.next < top.count) {
      const index = top.next++;
      const child = top.keys ? (top.node as Record<string, unknown>)[top.keys[index]!] : (top.node as unknown[])[index];
      if (child === null || typeof child !== 'object') continue;
      const key = top.keys ? top.keys[index]! : String(index);
      if (onPath.has(child)) return cycleProblem(pointerOf(stack, key));
      const known = heights.get(child);
      if (known !== undefined) {
        if (stack.length + known > maxDepth) return deepProblem(stack.length + known, maxDepth, pointerOf(stack, key));
        top.height = Math.max(top.height, known);
        continue;
      }
      if (stack.length + 1 > maxDepth) return deepProblem(stack.length + 1, maxDepth, pointerOf(stack, key));
      onPath.add(child);
      stack.push(frame(child, key));
    } else {
      stack.pop();
      onPath.delete(top.node);
      const height = top.height + 1;
      heights.set(top.node, height);
      const parent = stack[stack.length - 1];
      if (parent) parent.height = Math.max(parent.height, height);
    }
  }
  return undefined;
}

function frame(node: object, key: string): Frame {
  const keys = Array.isArray(node) ? undefined : Object.keys(node);
  return { node, keys, count: keys ? keys.length : (node as unknown[]).length, next: 0, key, height: 0 };
}

/** The pointer of `key` under the frames on the stack (built only when a problem is reported). */
function pointerOf(stack: readonly Frame[], key: string): string {
  let pointer = '';
  for (let i = 1; i < stack.length; i++) pointer = joinPointer(pointer, stack[i]!.key);
  return joinPointer(pointer, key);
}

function cycleProblem(pointer: string): Problem {
  return tooDeepRule.problem({
    message: `The value at \`${pointer}\` contains itself (a YAML alias to its own ancestor, or a cycle), so it nests without end; it was not checked.`,
    pointer,
    target: 'value',
    data: { cycle: true },
  });
}

function deepProblem(depth: number, limit: number, pointer: string): Problem {
  return tooDeepRule.problem({
    message: `The value nests at least ${groupDigits(depth)} levels deep at \`${pointer}\`; the limit is ${groupDigits(limit)} (limits.maxDepth), so it was not checked.`,
    pointer,
    target: 'value',
    data: { limit, actual: depth },
  });
}

function tooManyNodesProblem(): Problem {
  return tooLargeRule.problem({
    message: `The value holds more than ${groupDigits(MAX_VALUE_NODES)} mappings and lists (a shared one counts each place it appears), so it was not checked.`,
    pointer: '',
    target: 'value',
    data: { limit: MAX_VALUE_NODES },
  });
}
