import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { validateManifestText } from 'manifesto-core';
import { pathToFileURL } from 'node:url';
import { OFFICIAL_CORPUS } from '../corpus-path.js';

const ROOT = pathToFileURL(OFFICIAL_CORPUS + '/');

/**
 * Where our verdict is stricter than the official schema because the seed says so: the v2 fixtures
 * declare functions without `settings.function_runtime`, which the seed requires when functions are used.
 */
const SEED_DIFFERENCES: Record<string, readonly string[]> = {
  'v2/manifest.valid.json': ['function-runtime-missing'],
  'v2/manifest.invalid.json': ['function-runtime-missing'],
  'derived/v2.manifest.valid.no_metadata.json': ['function-runtime-missing'],
};

function errorsOf(file: string, text: string) {
  const differences = SEED_DIFFERENCES[file] ?? [];
  return validateManifestText(text, { format: 'json' }).problems.filter((p) => p.severity === 'error' && !differences.includes(p.rule));
}

/** INDEX.tsv rows: file, expected verdict (valid or invalid). */
function fixtures(): { file: string; expected: string }[] {
  const lines = readFileSync(new URL('INDEX.tsv', ROOT), 'utf8').trim().split('\n').slice(1);
  return lines.map((line) => {
    const [file = '', expected = ''] = line.split('\t');
    return { file, expected };
  });
}

describe('official fixtures get the verdict INDEX.tsv gives', () => {
  const rows = fixtures();
  test('the index lists the fixtures', () => expect(rows.length).toBeGreaterThanOrEqual(6));

  // derived/v2.manifest.valid.no_metadata.json is invalid: without _metadata the manifest routes to
  // version 1, whose parameter form rejects `{properties, required}` (the seed's routing agrees).
  test.each(rows.map((row) => [row.file, row.expected] as const))('%s is %s', (file, expected) => {
    const text = readFileSync(new URL(file, ROOT), 'utf8');
    const errors = errorsOf(file, text);
    if (expected === 'valid') expect(errors.map((p) => `${p.rule} ${p.pointer}`)).toEqual([]);
    else expect(errors.length).toBeGreaterThan(0);
  });

  test('the invalid v1 fixture is reported at settings.bad_param only', () => {
    const text = readFileSync(new URL('v1/manifest.invalid.json', ROOT), 'utf8');
    const problems = errorsOf('v1/manifest.invalid.json', text);
    expect(problems.map((p) => [p.rule, p.pointer, p.range.start.line + 1])).toEqual([
      ['unknown-key', '/settings/bad_param', text.split('\n').findIndex((l) => l.includes('"bad_param"')) + 1],
    ]);
  });

  test('the v2 fixtures differ from the official verdict only by the seed-required function_runtime', () => {
    const text = readFileSync(new URL('v2/manifest.valid.json', ROOT), 'utf8');
    const all = validateManifestText(text, { format: 'json' }).problems.filter((p) => p.severity === 'error');
    expect(all.map((p) => [p.rule, p.pointer])).toEqual([['function-runtime-missing', '/settings/function_runtime']]);
  });

  test('version 2 content without _metadata routes to version 1 and is told to set major_version 2', () => {
    const text = readFileSync(new URL('derived/v2.manifest.valid.no_metadata.json', ROOT), 'utf8');
    const rules = errorsOf('derived/v2.manifest.valid.no_metadata.json', text).map((p) => p.rule);
    expect(rules).toEqual(['parameters-version-form']);
  });

  test('the invalid v2 fixture is reported at its parameter block', () => {
    const text = readFileSync(new URL('v2/manifest.invalid.json', ROOT), 'utf8');
    const errors = errorsOf('v2/manifest.invalid.json', text);
    expect(errors.length).toBeGreaterThan(0);
    for (const problem of errors) expect(problem.pointer.startsWith('/workflows/time_off_request/input_parameters')).toBe(true);
  });
});
