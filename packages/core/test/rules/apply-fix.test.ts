import { describe, expect, it } from 'vitest';
import { applyFixEdits } from '../../src/rules/apply-fix.js';

describe('applyFixEdits', () => {
  it('creates the missing mappings of a deep insert, one per segment, and refuses a missing list item', () => {
    const depth = 2_000;
    const parent = '/' + Array.from({ length: depth }, (_, i) => `k${i}`).join('/');
    let node = applyFixEdits({ a: 1 }, [{ op: 'insert', parent, key: 'leaf', value: 'x' }]) as Record<string, unknown>;
    expect(node['a']).toBe(1);
    for (let i = 0; i < depth; i++) node = node[`k${i}`] as Record<string, unknown>;
    expect(node).toEqual({ leaf: 'x' });
    expect(applyFixEdits({ list: [] }, [{ op: 'insert', parent: '/list/0', key: 'leaf', value: 'x' }])).toBeUndefined();
  });

  it('edits inside a JSON string on the way, and puts a first key first', () => {
    const value = { view: JSON.stringify({ type: 'modal', blocks: [] }) };
    const edited = applyFixEdits(value, [{ op: 'insert', parent: '/view', key: 'title', value: { type: 'plain_text', text: 'T' }, first: true }]) as {
      view: string;
    };
    expect(Object.keys(JSON.parse(edited.view) as object)).toEqual(['title', 'type', 'blocks']);
  });
});
