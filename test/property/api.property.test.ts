import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as core from 'manifesto-core';
import * as language from 'manifesto-core/language';

/** Anything a JavaScript caller could pass: JSON-ish values, Buffers, functions, symbols, odd objects. */
const argument = fc.oneof(
  fc.anything(),
  fc.constantFrom(Buffer.from('name: x'), new Uint8Array([1, 2]), () => 'x', Symbol('s'), new Map(), new Date(0), Object.create(null), NaN, -1, 2 ** 60),
  fc.string(),
  fc.record(
    { kind: fc.anything(), format: fc.anything(), rules: fc.anything(), limits: fc.anything(), globs: fc.anything(), fileName: fc.anything() },
    { requiredKeys: [] },
  ),
);

const functions = (module: Record<string, unknown>) =>
  Object.entries(module).filter((entry): entry is [string, (...args: unknown[]) => unknown] => typeof entry[1] === 'function' && !/^[A-Z]/.test(entry[0]));

describe('the public API never throws', () => {
  it.each([...functions(core), ...functions(language)].map(([name, fn]) => [name, fn] as const))('%s, whatever its arguments', (_name, fn) => {
    fc.assert(
      fc.property(fc.array(argument, { maxLength: 4 }), (args) => {
        expect(() => fn(...args)).not.toThrow();
      }),
      { numRuns: 150 },
    );
  });

  it('answers a wrong argument type with an invalid-argument problem, not an exception', () => {
    for (const call of [
      () => core.validateManifestText(Buffer.from('name: x') as unknown as string),
      () => core.validateBlocksText(42 as unknown as string),
      () => core.checkDocument('manifest.yaml', undefined as unknown as string),
    ]) {
      const result = call();
      expect(result.problems.map((p) => [p.rule, p.pointer, p.range.start])).toEqual([['invalid-argument', '', { line: 0, character: 0 }]]);
    }
    expect(core.validateManifestText(Buffer.from('x') as unknown as string).problems[0]?.data).toEqual({
      argument: 'text',
      expected: 'a string',
      actual: 'an object (Uint8Array)',
    });
  });

  it('returns the same shape from the value and the text forms', () => {
    const value = { display_information: { name: 'x'.repeat(40) } };
    const fromValue = core.validateManifest(value);
    const fromText = core.validateManifestText(JSON.stringify(value), { format: 'json' });
    expect(fromValue.kind).toBe('manifest');
    expect(fromText.kind).toBe('manifest');
    expect(fromValue.problems.map((p) => [p.rule, p.pointer])).toEqual(fromText.problems.map((p) => [p.rule, p.pointer]));
  });
});
