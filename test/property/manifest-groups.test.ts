/**
 * The manifest schema is built group by group, on first use (manifest/schema/manifest.ts): the checks of
 * validate.ts open only the groups a manifest has, the whole schema is made from the same group objects.
 * These tests hold the two ways in to one schema and one answer.
 */
import { describe, expect, test } from 'vitest';
import { GroupedCheck } from '../../packages/core/src/schema/fast/grouped-check.js';
import { manifestGroups, manifestSchema } from '../../packages/core/src/manifest/schema/manifest.js';
import { ValidityCheck } from '../../packages/core/src/schema/fast/validity-schema.js';
import { selectVersion } from '../../packages/core/src/manifest/version.js';
import { parseSource } from '../../packages/core/src/source/index.js';
import { MANIFEST_SAMPLES } from './arbitraries.js';

const VERSIONS = [1, 2] as const;

describe('manifest schema groups', () => {
  test.each(VERSIONS)('version %i: the whole schema holds each group object, in order, with the same required groups', (version) => {
    const groups = manifestGroups(version);
    const schema = manifestSchema(version) as unknown as { properties: Record<string, unknown>; required?: string[] };
    expect(Object.keys(schema.properties)).toEqual(groups.names);
    expect(schema.required ?? []).toEqual(groups.required);
    for (const name of groups.names) expect(groups.group(name)).toBe(schema.properties[name]);
    // Asked again, the same objects: compiled checks and memos are kept by schema object.
    expect(manifestSchema(version)).toBe(schema);
    for (const name of groups.names) expect(groups.group(name)).toBe(groups.group(name));
  });

  test('the versions differ only in functions and workflows', () => {
    const differ = manifestGroups(1).names.filter((name) => manifestGroups(1).group(name) !== manifestGroups(2).group(name));
    // Optional wrappers are made per version; the group inside is shared except where the forms differ.
    const inner = (version: 1 | 2, name: string) => JSON.stringify(manifestGroups(version).group(name));
    expect(differ.filter((name) => inner(1, name) !== inner(2, name))).toEqual(['functions', 'workflows']);
  });

  test('checks over lazily built groups answer as checks over the whole schema, errors included', () => {
    const values = MANIFEST_SAMPLES.map((sample) => parseSource(sample.text, sample.format).value).filter(
      (value): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value),
    );
    expect(values.length).toBeGreaterThan(20);
    let invalid = 0;
    for (const value of values) {
      const version = selectVersion(value);
      const [groups, schema] = [manifestGroups(version), manifestSchema(version)];
      const valid = new ValidityCheck(schema).check(value);
      expect(new ValidityCheck(groups).check(value)).toBe(valid);
      expect(new GroupedCheck(groups).check(value)).toBe(valid);
      expect(new GroupedCheck(groups, 2000).errors(value)).toEqual(new GroupedCheck(schema, 2000).errors(value));
      if (!valid) invalid++;
    }
    expect(invalid).toBeGreaterThan(0);
  });
});
