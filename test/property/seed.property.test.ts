import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, seedFrom } from '../setup/fast-check-seed.js';

// Vitest isolates modules per test file; this proves the setup file's seed reaches the `fc` this file imports.
describe('fast-check seed from the setup file', () => {
  const expected = seedFrom(process.env['MANIFESTO_SEED']);

  it('is the global seed of the fc instance the tests use', () => {
    expect(fc.readConfigureGlobal().seed).toBe(expected);
  });

  it('decides what an unseeded run draws', () => {
    const draw = () => fc.sample(fc.integer(), { numRuns: 5 });
    expect(draw()).toEqual(fc.sample(fc.integer(), { numRuns: 5, seed: expected }));
    expect(draw()).not.toEqual(fc.sample(fc.integer(), { numRuns: 5, seed: expected + 1 }));
  });

  it('reads MANIFESTO_SEED as an integer and falls back to the fixed default', () => {
    expect(seedFrom(undefined)).toBe(DEFAULT_SEED);
    expect(seedFrom('')).toBe(DEFAULT_SEED);
    expect(seedFrom('123456')).toBe(123456);
    expect(() => seedFrom('abc')).toThrow(/MANIFESTO_SEED/);
    expect(() => seedFrom('1.5')).toThrow(/MANIFESTO_SEED/);
  });
});
