import { describe, expect, it } from 'vitest';
import { literalsOf } from './read.js';

/** 140 characters of known header text: with ` deployed to production` it is over the header's 150. */
const LONG = 'A'.repeat(140);

/** `[line, rule, pointer, text marked]` of each payload problem of one file. */
async function problemsOf(fileName: string, text: string): Promise<[number, string, string, string][]> {
  const [problems] = await literalsOf([{ fileName, text }]);
  return problems!.map((problem) => [problem.range.start.line + 1, problem.rule, problem.pointer, text.slice(problem.span.start, problem.span.end)]);
}

const js = (header: string) =>
  [
    'export async function announce(client, name, count) {',
    "  const tail = ' deployed to production';",
    '  await client.chat.postMessage({',
    "    channel: 'C1',",
    "    text: 'Deploy',",
    `    blocks: [{ type: 'header', text: { type: 'plain_text', text: ${header} } }],`,
    '  });',
    '}',
    '',
  ].join('\n');

const py = (header: string) =>
  [
    'TAIL = " deployed to production"',
    '',
    'def announce(client, name, count):',
    '    client.chat_postMessage(',
    '        channel="C1",',
    '        text="Deploy",',
    `        blocks=[{"type": "header", "text": {"type": "plain_text", "text": ${header}}}],`,
    '    )',
    '',
  ].join('\n');

describe('string concatenation in a payload', () => {
  it('reports a field over its limit by its known parts alone (JavaScript and TypeScript)', async () => {
    for (const fileName of ['/app/announce.js', '/app/announce.ts']) {
      for (const header of [`'${LONG}' + name + tail`, `name + '${LONG}' + tail`, `'${LONG}' + (name + tail)`]) {
        expect(await problemsOf(fileName, js(header)), header).toEqual([[6, 'max-length', '/blocks/0/text/text', header]]);
      }
    }
  });

  it('reports a field over its limit by its known parts alone (Python)', async () => {
    for (const header of [`"${LONG}" + name + TAIL`, `name + '${LONG}' + TAIL`, `"${LONG}" + (name + TAIL)`]) {
      expect(await problemsOf('/app/announce.py', py(header)), header).toEqual([[7, 'max-length', '/blocks/0/text/text', header]]);
    }
  });

  it('says nothing of a concatenation within its limit, or of numbers and unknowns added', async () => {
    for (const header of ["'Deploy ' + name", "name + ' deployed'", 'name + count', 'count + 1']) {
      expect(await problemsOf('/app/announce.js', js(header)), header).toEqual([]);
    }
    for (const header of ['"Deploy " + name', 'name + " deployed"', 'name + count', 'count + 1', '[name] + [count]']) {
      expect(await problemsOf('/app/announce.py', py(header)), header).toEqual([]);
    }
  });
});
