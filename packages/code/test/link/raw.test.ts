import { describe, expect, it } from 'vitest';
import type { CodeFacts } from 'manifesto-code';
import { linkFacts } from '../../src/link/link.js';
import type { RawCodeFacts } from '../../src/link/raw.js';

const span = { start: 10, end: 16 };

function facts(fileName: string, changes: Partial<CodeFacts> = {}): CodeFacts {
  return { fileName, language: 'python', listeners: [], calls: [], declared: [], open: [], ...changes };
}

/** The linker knows no language: raw facts written by hand, as the Python reader gives them, link the same way. */
describe('linking raw facts of any language', () => {
  it('settles a listener id, a declared id and a method name from another module, through a module value and an object', () => {
    const ids: RawCodeFacts = {
      facts: facts('app/ids.py'),
      references: [],
      exports: {
        names: new Map([
          ['APPROVE', { kind: 'string', value: 'approve' }],
          ['IDS', { kind: 'object', properties: new Map([['reject', { kind: 'string', value: 'reject' }]]) }],
          [
            'METHOD',
            {
              kind: 'concat',
              parts: [
                { kind: 'string', value: 'chat.' },
                { kind: 'string', value: 'update' },
              ],
            },
          ],
        ]),
        stars: [],
      },
    };
    const listeners: RawCodeFacts = {
      facts: facts('app/listeners.py', {
        listeners: [
          { kind: 'action', id: { kind: 'computed' }, span },
          { kind: 'action', id: { kind: 'computed' }, span },
        ],
        declared: [{ key: 'action_id', value: { kind: 'computed' }, span }],
        calls: [{ via: 'by-name', span }],
      }),
      references: [
        {
          target: { list: 'listeners', index: 0, field: 'id' },
          value: { kind: 'import', candidates: ['app/ids.py'], name: 'APPROVE', path: [] },
          open: { touches: 'listeners', reason: 'r', span },
        },
        {
          target: { list: 'listeners', index: 1, field: 'id' },
          value: { kind: 'import', candidates: ['app/missing.py', 'app/ids/__init__.py', './app/ids.py'], name: 'IDS', path: ['reject'] },
          open: { touches: 'listeners', reason: 'r', span },
        },
        {
          target: { list: 'declared', index: 0, field: 'value' },
          value: { kind: 'module', candidates: ['app/ids.py'] },
          open: { touches: 'declared-ids', reason: 'd', span },
        },
        {
          target: { list: 'calls', index: 0, field: 'method' },
          value: { kind: 'import', candidates: ['app/ids.py'], name: 'METHOD', path: [] },
          open: { touches: 'calls', reason: 'c', span },
        },
      ],
      exports: { names: new Map(), stars: [] },
    };
    const [linkedIds, linked] = linkFacts([ids, listeners]);
    expect(linkedIds).toEqual(ids.facts);
    expect(linked!.listeners.map((listener) => listener.id)).toEqual([
      { kind: 'exact', value: 'approve' },
      { kind: 'exact', value: 'reject' },
    ]);
    // A module is no id: computed, with its open fact.
    expect(linked!.declared[0]!.value).toEqual({ kind: 'computed' });
    expect(linked!.open).toEqual([{ touches: 'declared-ids', reason: 'd', span }]);
    expect(linked!.calls).toEqual([{ method: 'chat.update', via: 'by-name', span }]);
    // The raw facts are not changed: linking twice gives the same.
    expect(listeners.facts.listeners[0]!.id).toEqual({ kind: 'computed' });
    expect(linkFacts([ids, listeners])).toEqual([linkedIds, linked]);
  });
});
