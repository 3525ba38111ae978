import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkDocument } from 'manifesto-core';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from '../../core/src/blocks/types/index.js';
import { CORPUS } from '../../core/test/corpus-path.js';
import { BLOCK_DRAWERS, previewDocument } from '../src/index.js';
import { within } from '../src/problems.js';
import { drawnBlocks, expectedBlocks } from './contract.js';

const EXAMPLES = resolve(import.meta.dirname, '../../../examples/blocks');
const REAL_BLOCKS = join(CORPUS, 'real-blocks');

/** Checks a file with the core, draws it, and holds the page to the HTML contract. */
function holdsContract(path: string) {
  const text = readFileSync(path, 'utf8');
  const result = checkDocument(path, text, { fallback: 'blocks' });
  const preview = previewDocument(result);
  expect(preview.drawn).toBe(true);
  const drawn = drawnBlocks(preview.html);
  const expected = expectedBlocks(result.document.value);
  for (const block of expected) expect(drawn.get(block.pointer), `${block.pointer} drawn`).toMatchObject({ type: block.type });
  // Every problem inside a top-level block is named on that block.
  for (const problem of result.problems) {
    const owner = expected.filter((block) => within(problem.pointer, block.pointer)).sort((a, b) => b.pointer.length - a.pointer.length)[0];
    if (owner) expect(drawn.get(owner.pointer)?.problems, `${problem.rule} at ${problem.pointer}`).toContain(problem.rule);
  }
  // No script, no event handler, nothing loaded by default.
  expect(preview.html).not.toMatch(/<script|\son\w+=|<img|<iframe|<object|<embed/i);
}

describe('the HTML contract', () => {
  it('draws each of the core’s block types', () => {
    expect(Object.keys(BLOCK_DRAWERS).sort()).toEqual([...BLOCK_TYPES.keys()].sort());
  });

  const examples = readdirSync(EXAMPLES).filter((name) => /\.(json|ya?ml)$/.test(name));
  it.each(examples)('examples/blocks/%s', (name) => holdsContract(join(EXAMPLES, name)));

  const real = readdirSync(REAL_BLOCKS).filter((name) => name.endsWith('.json'));
  it('finds the real payloads', () => expect(real.length).toBeGreaterThan(200));
  it.each(real)('real-blocks/%s', (name) => holdsContract(join(REAL_BLOCKS, name)));
});
