import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateManifest } from '@manifesto/core';
import { MANIFEST_RULES } from '../../src/manifest/rules/index.js';
import { datastoreRules } from '../../src/manifest/rules/datastores.js';
import { endpointRules } from '../../src/manifest/rules/endpoints.js';
import { functionRules } from '../../src/manifest/rules/functions.js';
import { parameterRules } from '../../src/manifest/rules/parameters.js';
import { scopeRules } from '../../src/manifest/rules/scopes.js';
import { uniquenessRules } from '../../src/manifest/rules/uniqueness.js';
import { versionFormRules } from '../../src/manifest/rules/version-forms.js';
import { viewRules } from '../../src/manifest/rules/views.js';
import { workflowRules } from '../../src/manifest/rules/workflows.js';

const MINE = [scopeRules, endpointRules, functionRules, versionFormRules, parameterRules, workflowRules, datastoreRules, uniquenessRules, viewRules];

describe('cross-field rule modules', () => {
  it('are registered, with kebab-case ids, a severity and a one-line description', () => {
    for (const module of MINE) {
      expect(MANIFEST_RULES).toContain(module);
      for (const rule of module.rules) {
        expect(rule.id).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
        expect(['error', 'warning', 'info']).toContain(rule.severity);
        expect(rule.description).not.toMatch(/\n/);
      }
    }
  });

  it('never throw, whatever shape the cross-referenced groups have', () => {
    const anyValue = fc.jsonValue({ maxDepth: 4 });
    const shaped = fc.letrec((tie) => ({
      value: fc.oneof(anyValue, tie('map'), tie('list')),
      map: fc.dictionary(fc.constantFrom('properties', 'required', 'type', 'steps', 'id', 'function_id', 'inputs', 'x', 'is_required', 'attributes', 'primary_key'), tie('value'), { maxKeys: 4 }),
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
        const problems = validateManifest(value);
        expect(problems.filter((p) => p.rule === 'internal')).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
