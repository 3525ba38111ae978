/**
 * A long-running process (the language server) asks for compiled schema checks from the first one; a
 * validator given its own threshold keeps it. Its own file: the switch is process-wide.
 */
import { describe, expect, test } from 'vitest';
import { compileSchemasAtFirstUse, compiled, TieredValidator } from '../../src/schema/compiled.js';
import { manifestSchema } from '../../src/manifest/schema/manifest.js';

const MANIFEST_V2 = manifestSchema(2);

describe('compileSchemasAtFirstUse', () => {
  test('a validator made before or after the switch compiles at its first check, with the same answer', () => {
    const before = new TieredValidator(MANIFEST_V2);
    expect(before.Check({ _metadata: { major_version: 2 } })).toBe(false);
    expect(before.isCompiled()).toBe(false);
    compileSchemasAtFirstUse();
    const value = { _metadata: { major_version: 2 }, display_information: { name: 'App' } };
    const interpreted = new TieredValidator(MANIFEST_V2, Infinity);
    for (const validator of [before, new TieredValidator(MANIFEST_V2), compiled(MANIFEST_V2) as TieredValidator]) {
      expect(validator.Check(value)).toBe(interpreted.Check(value));
      expect(validator.isCompiled()).toBe(true);
    }
    expect(interpreted.isCompiled()).toBe(false);
  });
});
