import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { validateManifestText } from 'manifesto-core';
import { found, lineOf } from '../helpers.js';
import { OFFICIAL_CORPUS } from '../corpus-path.js';

/**
 * The official schema repository's fixtures (corpus/official/INDEX.tsv), each checked as JSON and as
 * a YAML twin. Only errors decide valid/invalid; each entry lists our errors with a needle on their line.
 * Where our verdict differs from the official schema's, the comment says why (the seed spec wins).
 */
const OFFICIAL = OFFICIAL_CORPUS + '/';

interface Case {
  file: string;
  official: 'valid' | 'invalid';
  errors: { rule: string; pointer: string; json: string; yaml: string; occurrence?: number }[];
}

const CASES: Case[] = [
  // Agrees: valid.
  { file: 'v1/manifest.valid.json', official: 'valid', errors: [] },
  // Agrees: invalid, for the same reason (an unknown key under settings).
  {
    file: 'v1/manifest.invalid.json',
    official: 'invalid',
    errors: [{ rule: 'unknown-key', pointer: '/settings/bad_param', json: '"bad_param"', yaml: 'bad_param:' }],
  },
  // DIFFERS: the official schema accepts functions without `settings.function_runtime`; the seed
  // (001 §2.2 settings table) says function_runtime is "required when functions are used".
  {
    file: 'v2/manifest.valid.json',
    official: 'valid',
    errors: [{ rule: 'function-runtime-missing', pointer: '/settings/function_runtime', json: '"settings"', yaml: 'settings:' }],
  },
  // Agrees: invalid because the workflow's input_parameters lack the v2 `properties` wrapper; we say so
  // in one problem instead of the schema's cascade. function_runtime is missing as in the valid twin.
  {
    file: 'v2/manifest.invalid.json',
    official: 'invalid',
    errors: [
      { rule: 'function-runtime-missing', pointer: '/settings/function_runtime', json: '"settings"', yaml: 'settings:' },
      {
        rule: 'parameters-version-form',
        pointer: '/workflows/time_off_request/input_parameters',
        json: '"input_parameters"',
        yaml: 'input_parameters:',
        occurrence: 2,
      },
    ],
  },
  // Agrees: no _metadata routes to version 1, which this manifest satisfies.
  { file: 'derived/v1.manifest.valid.no_metadata.json', official: 'valid', errors: [] },
  // Agrees: invalid, since without _metadata the v2 content is read as version 1. Where the official
  // schema reports every v2-form parameter block, we report the first one once with the fix
  // (`major_version: 2`); function_runtime is missing as above.
  {
    file: 'derived/v2.manifest.valid.no_metadata.json',
    official: 'invalid',
    errors: [
      { rule: 'function-runtime-missing', pointer: '/settings/function_runtime', json: '"settings"', yaml: 'settings:' },
      { rule: 'parameters-version-form', pointer: '/functions/review_approval/input_parameters', json: '"input_parameters"', yaml: 'input_parameters:' },
    ],
  },
];

describe('official fixtures', () => {
  for (const { file, errors } of CASES) {
    const json = readFileSync(OFFICIAL + file, 'utf8');
    const yamlText = stringify(JSON.parse(json));
    for (const [format, text] of [
      ['json', json],
      ['yaml', yamlText],
    ] as const) {
      it(`${file} (${format})`, () => {
        const got = found(validateManifestText(text, { format }).problems.filter((p) => p.severity === 'error'));
        const wanted = errors.map((e) => ({ rule: e.rule, pointer: e.pointer, line: lineOf(text, e[format], e.occurrence) }));
        expect(got).toEqual(wanted);
      });
    }
  }

  it('covers every fixture of the index', () => {
    const listed = readFileSync(OFFICIAL + 'INDEX.tsv', 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t').slice(0, 2).join(' '));
    expect(listed.sort()).toEqual(CASES.map((c) => `${c.file} ${c.official}`).sort());
  });
});
