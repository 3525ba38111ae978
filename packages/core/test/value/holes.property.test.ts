import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPayloadValue, Hole, openObject } from 'manifesto-core/value';
import type { Problem } from 'manifesto-core';
import { REAL_BLOCKS_CORPUS } from '../corpus-path.js';

/**
 * Holes never create a problem and never hide one elsewhere: every part of the valid payloads of
 * examples/blocks and corpus/real-blocks is replaced in turn (a sample of them, evenly spread) by an
 * unknown value, a template with part of the string, a spread or a conditional item, or made an object
 * with computed keys; what is reported is then a part of what the payload had (nothing new), and every
 * error of a payload with mistakes whose place neither holds nor sits in the hole is still reported.
 */
const EXAMPLES = resolve(import.meta.dirname, '../../../../examples/blocks');

const PAYLOADS: { name: string; value: unknown }[] = [
  ...readdirSync(EXAMPLES)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name: `examples/${name}`, value: JSON.parse(readFileSync(join(EXAMPLES, name), 'utf8')) as unknown })),
  ...readdirSync(REAL_BLOCKS_CORPUS)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ name, value: JSON.parse(readFileSync(join(REAL_BLOCKS_CORPUS, name), 'utf8')) as unknown })),
];

/** Pointers of every part below the root, parents first. */
function parts(value: unknown, pointer = ''): string[] {
  const children: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : typeof value === 'object' && value !== null
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, child]) => {
    const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    return [at, ...parts(child, at)];
  });
}

function sample<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const step = items.length / count;
  return Array.from({ length: count }, (_, index) => items[Math.floor(index * step)] as T);
}

/** A copy of `value` with the part at `pointer` replaced by what `make` returns from it. */
function replaced(value: unknown, pointer: string, make: (part: unknown, inList: boolean) => unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const segments = pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let parent: Record<string, unknown> = copy;
  for (const segment of segments.slice(0, -1)) parent = parent[segment] as Record<string, unknown>;
  const last = segments[segments.length - 1] as string;
  parent[last] = make(parent[last], Array.isArray(parent));
  return copy;
}

type Variant = (part: unknown, inList: boolean) => unknown;
const VARIANTS: Record<string, Variant> = {
  unknown: () => Hole.unknown(),
  template: (part) => (typeof part === 'string' ? Hole.text([part.slice(0, Math.floor(part.length / 2))]) : Hole.unknown()),
  spread: (part, inList) => (inList ? Hole.spread() : Hole.unknown()),
  conditional: (part, inList) => (inList ? Hole.maybe(part) : Hole.unknown()),
  open: (part) => (typeof part === 'object' && part !== null && !Array.isArray(part) ? openObject(part) : Hole.unknown()),
};

/** The pointer of the nearest object around `pointer` whose `type` is a string (the root when none). */
function typedOwner(value: unknown, pointer: string): string {
  const segments = pointer.slice(1).split('/');
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const at = segments.slice(0, length);
    let node: unknown = value;
    for (const segment of at) node = (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
    const type = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)['type'] : undefined;
    if (typeof type === 'string' && `/${at.join('/')}/type` !== pointer) return `/${at.join('/')}`;
  }
  return '';
}

const key = (problem: Problem) => `${problem.severity} ${problem.rule} ${problem.pointer}`;

const valid = PAYLOADS.filter(({ value }) => !checkPayloadValue(value, 'blocks').some((problem) => problem.severity === 'error'));
const faulty = PAYLOADS.filter(({ value }) => checkPayloadValue(value, 'blocks').some((problem) => problem.severity === 'error'));

describe('a payload with holes', () => {
  it('has valid and faulty payloads to try', () => {
    expect(valid.length).toBeGreaterThan(200);
    expect(faulty.length).toBeGreaterThan(5);
  });

  it.each(valid.map(({ name }) => name))('%s: a hole anywhere creates no problem', (name) => {
    const { value } = valid.find((payload) => payload.name === name)!;
    const before = new Set(checkPayloadValue(value, 'blocks').map(key));
    for (const pointer of sample(parts(value), 12)) {
      for (const [variant, make] of Object.entries(VARIANTS)) {
        const after = checkPayloadValue(replaced(value, pointer, make), 'blocks').map(key);
        expect({ pointer, variant, created: after.filter((problem) => !before.has(problem)) }).toEqual({ pointer, variant, created: [] });
      }
    }
  });

  it.each(faulty.map(({ name }) => name))('%s: a hole elsewhere hides no error', (name) => {
    const { value } = faulty.find((payload) => payload.name === name)!;
    const errors = checkPayloadValue(value, 'blocks').filter((problem) => problem.severity === 'error');
    for (const pointer of sample(parts(value), 12)) {
      // An object's rules read its keys together (its `type` decides what the others mean): a hole in a
      // typed object leaves that object's rules silent, and only the errors outside it must stay.
      const hole = typedOwner(value, pointer);
      // An error about two places (a duplicate and its first, a modal and its input block) is about both.
      const places = (error: Problem) => [error.pointer, ...['first', 'input'].map((key) => error.data?.[key]).filter((at) => typeof at === 'string')];
      const touches = (at: string) => at === hole || at.startsWith(`${hole}/`) || hole.startsWith(`${at}/`) || at === '';
      const related = (error: Problem) => places(error).some(touches);
      const expected = errors.filter((error) => !related(error)).map(key);
      const after = new Set(checkPayloadValue(replaced(value, pointer, VARIANTS['unknown']!), 'blocks').map(key));
      expect({ pointer, hidden: expected.filter((error) => !after.has(error)) }).toEqual({ pointer, hidden: [] });
    }
  });
});
