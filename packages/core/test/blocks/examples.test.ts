import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { describe, expect, test } from 'vitest';
import { validateBlocksText } from 'manifesto-core';
import { found, lineOf } from './helpers.js';

const dir = join(import.meta.dirname, '../../../../examples/blocks');
const read = (name: string) => readFileSync(join(dir, name), 'utf8');

describe('correct examples pass, as JSON and as YAML', () => {
  for (const name of ['chart-message.blocks.json', 'home.view.json', 'publish-home.json', 'message.blocks.json', 'modal.view.json', 'home-tab.view.json']) {
    test(name, () => {
      const json = read(name);
      expect(validateBlocksText(json, { fileName: name }).problems).toEqual([]);
      expect(validateBlocksText(stringify(JSON.parse(json)), { format: 'yaml' }).problems).toEqual([]);
    });
  }
});

/** The expectations documented in the examples README: rule, pointer, JSON line, YAML line. */
function documented(): { rule: string; pointer: string; json: number; yaml: number }[] {
  return read('README.md')
    .split('\n')
    .map((line) => line.match(/^\| ([a-z-]+)(?: \(warning\))? \| (\/\S*) \| (\d+) \| (\d+) \|$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => ({ rule: m[1]!, pointer: m[2]!, json: Number(m[3]), yaml: Number(m[4]) }));
}

describe('planted mistakes are each reported at their pointer and line', () => {
  const expected = documented();
  test('the README documents every planted mistake', () => {
    expect(expected.length).toBe(11);
  });
  test('mistakes.blocks.json', () => {
    const text = read('mistakes.blocks.json');
    expect(found(validateBlocksText(text, { fileName: 'mistakes.blocks.json' }).problems)).toEqual(
      expected.map(({ rule, pointer, json }) => ({ rule, pointer, line: json })),
    );
  });
  test('mistakes.blocks.yaml adds the non-finite numbers', () => {
    const text = read('mistakes.blocks.yaml');
    expect(found(validateBlocksText(text, { fileName: 'mistakes.blocks.yaml' }).problems)).toEqual([
      ...expected.map(({ rule, pointer, yaml }) => ({ rule, pointer, line: yaml })),
      { rule: 'chart-number-finite', pointer: '/blocks/3/chart/series/0/data/0/value', line: lineOf(text, 'value: .inf') },
      { rule: 'chart-number-finite', pointer: '/blocks/3/chart/series/0/data/1/value', line: lineOf(text, 'value: .nan') },
    ]);
  });
  test('each documented line holds the mistake it names', () => {
    const json = read('mistakes.blocks.json').split('\n');
    for (const { pointer, json: line } of expected) {
      const key = pointer
        .split('/')
        .filter((s) => !/^\d+$/.test(s))
        .pop()!;
      // The marked line names the last key of the pointer, or is the block's opening brace.
      expect(json[line - 1], pointer).toMatch(new RegExp(`"${key}"|^\\s*\\{$`));
    }
  });
});

/** The surface examples' table in the README: file, rule, pointer, JSON line. */
function surfaceRows(): { file: string; rule: string; pointer: string; line: number }[] {
  return read('README.md')
    .split('\n')
    .map((line) => line.match(/^\| (mistakes-[a-z]+\.(?:blocks|view)\.json) \| ([a-z-]+) \| (\/\S*) \| (\d+) \|$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => ({ file: m[1]!, rule: m[2]!, pointer: m[3]!, line: Number(m[4]) }));
}

describe('planted mistakes across a message, a modal and a Home tab are each reported once', () => {
  const rows = surfaceRows();
  test('the README documents them', () => {
    expect(rows.length).toBe(22);
  });
  for (const file of ['mistakes-message.blocks.json', 'mistakes-modal.view.json', 'mistakes-home.view.json']) {
    test(file, () => {
      const want = rows.filter((row) => row.file === file).map(({ rule, pointer, line }) => ({ rule, pointer, line }));
      expect(found(validateBlocksText(read(file), { fileName: file }).problems)).toEqual(want);
    });
    test(`${file} as YAML reports the same rules and pointers`, () => {
      const yamlProblems = validateBlocksText(stringify(JSON.parse(read(file))), { format: 'yaml' }).problems;
      const key = (p: { rule: string; pointer: string }) => `${p.pointer} ${p.rule}`;
      expect(yamlProblems.map(key).sort()).toEqual(
        rows
          .filter((row) => row.file === file)
          .map(key)
          .sort(),
      );
    });
  }
});
