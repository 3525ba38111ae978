/**
 * AppWorld answers "may a listener of these kinds receive this name?" from each kind's exact ids and its
 * other listeners (world.ts): held here to the plain answer, every listener of those kinds tried in turn,
 * and its listeners of one kind to the plain filter, in the files' order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CodeFacts, IdMatch, ListenerFact, ListenerKind } from '../../src/app/facts.js';
import { mayMatch } from '../../src/app/id-match.js';
import { AppWorld, type CodeFile } from '../../src/app/world.js';
import { LineIndex } from '../../src/source/line-index.js';

const KINDS: ListenerKind[] = ['action', 'view', 'command', 'shortcut', 'options', 'event', 'message', 'function', 'assistant'];
// Few names, so listeners and asked names often meet.
const name = fc.constantFrom('a', 'b', 'approve', 'approve_1', '/deploy', 'app_home_opened');
const id: fc.Arbitrary<IdMatch | undefined> = fc.oneof(
  name.map((value) => ({ kind: 'exact' as const, value })),
  fc.constantFrom('^a', 'approve_\\d', '(', 'b$').map((source) => ({ kind: 'pattern' as const, source, flags: '' })),
  fc.constant({ kind: 'computed' as const }),
  fc.constant(undefined),
);
const listener: fc.Arbitrary<ListenerFact> = fc.record({ kind: fc.constantFrom(...KINDS), id }).map(({ kind, id: match }) => ({
  kind,
  ...(match ? { id: match } : {}),
  span: { start: 0, end: 0 },
}));

function world(files: ListenerFact[][]): AppWorld {
  const code: CodeFile[] = files.map((listeners, index) => {
    const facts: CodeFacts = { fileName: `listeners/${index}.js`, language: 'javascript', listeners, calls: [], declared: [], open: [] };
    return { facts, lines: new LineIndex('') };
  });
  return new AppWorld(code, []);
}

describe('AppWorld: listeners by kind', () => {
  it('answers mayBeHandled as trying every listener of the kinds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(listener, { maxLength: 8 }), { maxLength: 4 }),
        name,
        fc.uniqueArray(fc.constantFrom(...KINDS), { minLength: 1, maxLength: 3 }),
        (files, asked, kinds) => {
          const all = files.flat();
          const plain = all.some((fact) => kinds.includes(fact.kind) && mayMatch(fact.id, asked));
          expect(world(files).mayBeHandled(asked, ...kinds)).toBe(plain);
        },
      ),
    );
  });

  it("lists one kind's listeners in the files' order", () => {
    fc.assert(
      fc.property(fc.array(fc.array(listener, { maxLength: 8 }), { maxLength: 4 }), fc.constantFrom(...KINDS), (files, kind) => {
        const found = world(files)
          .listenersOf(kind)
          .map(({ fact }) => fact);
        expect(found).toEqual(files.flat().filter((fact) => fact.kind === kind));
      }),
    );
  });
});
