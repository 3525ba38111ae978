import { parse, parseSync } from 'oxc-parser';
import { describe, expect, it } from 'vitest';
import { tooDeepAt } from '../../src/js/depth.js';
import { parseAhead } from '../../src/js/parse-ahead.js';
import { PARSE_OPTIONS, parseFile, parseFileOnPool } from '../../src/js/parse.js';
import { readJavaScript } from '../../src/js/read.js';

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

describe('the parse ahead of a long TypeScript file, its interfaces blanked', () => {
  const filler = `\n${"export const filler = [{ type: 'divider' }];\n".repeat(500)}`;
  const app = `import { App } from '@slack/bolt';\nconst app = new App({});\nexport interface Row { id: string; tags: readonly string[] }\ninterface Ids { open: 'open_ticket' }\napp.action('open_ticket', async ({ ack }) => { await ack(); });\n`;
  const interfaceBodies = (program: unknown): number[] =>
    JSON.stringify(program)
      .match(/"type":"TSInterfaceBody","body":\[[^\]]*\]/g)!
      .map((body) => (body.endsWith('[]') ? 0 : 1));

  it('reads what the file as written reads, from a tree whose interfaces have empty bodies', async () => {
    const text = app + filler;
    const ahead = (await parseAhead('/app/app.ts', text))!;
    expect(ahead.errors).toEqual([]);
    expect(interfaceBodies(ahead.program)).toEqual([0, 0]);
    expect(readJavaScript('/app/app.ts', text, 'typescript', ahead).raw).toStrictEqual(readJavaScript('/app/app.ts', text, 'typescript').raw);
  });

  it('parses the file as written when a noted body is not an interface body, or the blanked text does not parse', async () => {
    const misread = `interface G<T extends { k: 1 }> { g: T }\n${app}${filler}`;
    const found: number[] = [];
    tooDeepAt(misread, '/app/app.ts', found);
    expect(found.length).toBe(6);
    const ahead = (await parseAhead('/app/app.ts', misread))!;
    expect(ahead.program).toStrictEqual(parseFile('/app/app.ts', misread).program);
    const broken = `${app}const x = {;\n${filler}`;
    const written = parseFile('/app/app.ts', broken);
    const brokenAhead = (await parseAhead('/app/app.ts', broken))!;
    expect(brokenAhead.errors).toStrictEqual(written.errors);
    expect(brokenAhead.program).toStrictEqual(written.program);
  });
});
