/** The block types are listed once: a new one is its folder, its import and its entry in BLOCK_TYPES. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, KNOWN_BLOCK_TYPES } from '../../src/blocks/types/index.js';
import { kindFromContent } from 'manifesto-core';

describe('the block-type list', () => {
  it('names no block type a second time in blocks/types/index.ts', () => {
    const source = readFileSync(join(import.meta.dirname, '../../src/blocks/types/index.ts'), 'utf8');
    const literals = [...BLOCK_TYPES.keys()].filter((type) => source.includes(`'${type}'`));
    expect(literals).toEqual([]);
  });

  it('sniffs every registered block type, and only those, as a block', () => {
    expect(KNOWN_BLOCK_TYPES).toEqual([...BLOCK_TYPES.keys()].sort());
    for (const type of BLOCK_TYPES.keys()) expect({ type, kind: kindFromContent({ type }) }).toEqual({ type, kind: 'blocks' });
    expect(kindFromContent({ type: 'sectoin' })).toBeUndefined();
  });
});
