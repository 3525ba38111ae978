import { parse, parseSync } from 'oxc-parser';
import { describe, expect, it } from 'vitest';
import { PARSE_OPTIONS, parseFile, parseFileOnPool } from '../../src/js/parse.js';

/**
 * The reader's parse (`parse.ts`, oxc-parser's native binding taken without the module record and comments)
 * gives the tree and the errors oxc-parser's own `parseSync` and `parse` give, literals whose values JSON
 * cannot hold (BigInt, RegExp) included.
 */

const FILES: [string, string][] = [
  [
    '/app/app.js',
    "import { App } from '@slack/bolt';\nconst app = new App({});\napp.action(/^approve_\\d+$/u, async ({ ack }) => { await ack(); });\nexport const LIMIT = 10n ** 3n;\n// a comment\n",
  ],
  [
    '/app/views.ts',
    "import type { View } from '@slack/types';\nexport const view = { type: 'modal', title: { type: 'plain_text', text: ('Title' as string) } } satisfies View;\n/* another */\n",
  ],
  ['/app/broken.ts', 'const x = {;\nfunction (\n'],
  ['/app/empty.js', ''],
];

describe('the reader parse', () => {
  it.each(FILES)('gives the tree and errors of oxc-parser for %s', async (fileName, text) => {
    const expected = parseSync(fileName, text, PARSE_OPTIONS);
    const [here, pooled] = [parseFile(fileName, text), await parseFileOnPool(fileName, text)];
    for (const parsed of [here, pooled]) {
      expect(parsed.errors).toStrictEqual(expected.errors);
      expect(parsed.program).toStrictEqual(expected.program);
      // The tree is made once.
      expect(parsed.program).toBe(parsed.program);
    }
    expect(pooled.program).toStrictEqual((await parse(fileName, text, PARSE_OPTIONS)).program);
  });

  it('gives a RegExp and a BigInt for their literals', () => {
    const program = parseFile('/app/app.js', FILES[0]![1]).program;
    const text = JSON.stringify(program, (_, value: unknown) =>
      typeof value === 'bigint' ? `${value}n` : value instanceof RegExp ? `re:${value.source}` : value,
    );
    expect(text).toContain('"value":"re:^approve_\\\\d+$"');
    expect(text).toContain('"value":"10n"');
  });
});
