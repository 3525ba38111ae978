/**
 * One answer to "is this text broken?", shared by every client: the command's and the extension's
 * remote check, the editor's quick fixes and the JSON strings the core decodes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBrokenText } from 'manifesto-core';
import { parseSource } from 'manifesto-core/language';

describe('isBrokenText', () => {
  it.each([
    ['JSON with a trailing comma (recovered)', '{"name": "x",}', 'json', true],
    ['YAML with a bad indent (recovered)', 'name: x\n  bad: [\n', 'yaml', true],
    ['prose (nothing usable)', 'not a document at all', 'json', true],
    ['a refused text (too deep)', '['.repeat(300) + ']'.repeat(300), 'json', true],
    ['JSON with a repeated key only', '{"a": 1, "a": 2}', 'json', false],
    ['clean YAML', 'name: x\n', 'yaml', false],
  ] as const)('%s: %s', (_what, text, format, broken) => {
    expect(isBrokenText(parseSource(text, format))).toBe(broken);
  });

  it('is false for anything that is not a parsed document', () => {
    for (const value of [undefined, null, 42, 'text', [], {}, { problems: 'x' }, { problems: [null] }]) expect(isBrokenText(value as never)).toBe(false);
  });
});

describe('the predicate is not written again', () => {
  const packages = join(import.meta.dirname, '../../..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
    );

  it("no source module but the predicate's own (and recovery's) tests a problem for the syntax rule", () => {
    const files = ['core', 'cli', 'lsp', 'vscode-extension'].flatMap((name) => sources(join(packages, name, 'src')));
    const offenders = files
      .filter((file) => /rule'?\]? === 'syntax'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(packages, file).replace(/\\/g, '/'));
    // recovery.ts asks a different question: which spans are damaged (exact syntax problems excepted).
    expect(offenders.sort()).toEqual(['core/src/source/broken.ts', 'core/src/source/recovery.ts']);
  });
});
