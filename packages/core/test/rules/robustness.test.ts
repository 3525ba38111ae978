import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateManifest } from 'manifesto-core';

describe('cross-field rule modules', () => {
  it('never throw, whatever shape the cross-referenced groups have', () => {
    const anyValue = fc.jsonValue({ maxDepth: 4 });
    const shaped = fc.letrec((tie) => ({
      value: fc.oneof(anyValue, tie('map'), tie('list')),
      map: fc.dictionary(
        fc.constantFrom('properties', 'required', 'type', 'steps', 'id', 'function_id', 'inputs', 'x', 'is_required', 'attributes', 'primary_key'),
        tie('value'),
        { maxKeys: 4 },
      ),
      list: fc.array(fc.oneof(tie('map'), fc.constantFrom('{{inputs.x}}', '{{steps.a.b}}', '#/functions/f', '#/types/t')), { maxLength: 3 }),
    })).value;
    const manifest = fc.record(
      {
        _metadata: fc.constantFrom({ major_version: 1 }, { major_version: 2 }, null),
        display_information: fc.constant({ name: 'x' }),
        oauth_config: shaped,
        settings: shaped,
        features: shaped,
        functions: shaped,
        workflows: shaped,
        datastores: shaped,
        types: shaped,
        outgoing_domains: shaped,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(manifest, (value) => {
        const problems = validateManifest(value).problems;
        expect(problems.filter((p) => p.rule === 'internal')).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
