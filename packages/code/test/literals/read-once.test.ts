import { describe, expect, it } from 'vitest';
import { checkCodeFiles, CodeCache } from '../../src/index.js';
import { readJavaScript } from '../../src/js/read.js';
import { PayloadReader, Places } from '../../src/literals/index.js';
import { readOnce } from '../../src/read-once.js';
import type { AstNode } from '../../src/js/nodes.js';

const SECTIONS = "export const BLOCKS = [{ type: 'sectoin', text: { type: 'mrkdwn', text: 'Hi' } }];\n";
const POSTS = (from: string) =>
  `import { BLOCKS } from '${from}';\nexport async function post(client) {\n  await client.chat.postMessage({ channel: 'C1', text: 'Hi', blocks: BLOCKS });\n}\n`;
const OWN = "export async function own(client) {\n  await client.chat.postMessage({ channel: 'C1', text: 'Hi', blocks: [{ type: 'dividr' }] });\n}\n";

describe('reading each file once (no cache): trees let go as soon as their payloads are read', () => {
  it('parses a file again when a later file follows it, after its own calls let its tree go', () => {
    const texts = new Map([
      ['/app/blocks.js', SECTIONS + OWN],
      ['/app/post.js', POSTS('./blocks.js')],
    ]);
    const asked: string[] = [];
    const programs = {
      get: (fileName: string): AstNode | undefined => {
        asked.push(fileName);
        const text = texts.get(fileName);
        return text === undefined ? undefined : readJavaScript(fileName, text, 'javascript').program;
      },
    };
    const reader = new PayloadReader(texts, programs);
    reader.javascript('/app/blocks.js');
    reader.release('/app/blocks.js');
    reader.javascript('/app/post.js');
    expect(asked.filter((name) => name === '/app/blocks.js')).toHaveLength(2);
    const [inBlocks, inPost] = reader.results(['/app/blocks.js', '/app/post.js']).problems;
    expect(inBlocks!.map((problem) => [problem.rule, problem.pointer])).toEqual([
      ['unknown-type', '/blocks/0/type'],
      ['unknown-type', '/blocks/0/type'],
    ]);
    expect(inPost).toEqual([]);
  });

  it('gives what an editor with a cache is given, whichever comes first: the posting file or the module it follows', async () => {
    const files = [
      { fileName: '/app/a-post.js', text: POSTS('./z-blocks') },
      // Tried first for `./z-blocks`, but it does not parse: the next candidate is the module.
      { fileName: '/app/z-blocks.ts', text: 'export const = ;\n' },
      { fileName: '/app/z-blocks.js', text: SECTIONS },
      { fileName: '/app/b-post.js', text: POSTS('./z-blocks.js') + OWN.replace('own', 'again') },
      { fileName: '/app/c-post.py', text: 'client.chat_postMessage(channel="C1", text="Hi", blocks=[{"type": "dividr"}])\n' },
    ];
    // Read file by file as the command line reads a large app (`checkCodeFiles` does so above READ_ONCE_FROM characters).
    const once = await readOnce(files, {});
    expect(once.map((result) => result.problems.map((problem) => problem.rule))).toEqual([[], [], ['unknown-type'], ['unknown-type'], ['unknown-type']]);
    expect(once).toEqual(await checkCodeFiles(files, { root: '/app', cache: new CodeCache() }));
    expect(once).toEqual(await checkCodeFiles(files, { root: '/app' }));
  });

  it('holds no payloads when asked for none (the command line), with the same facts and problems on both paths', async () => {
    const files = [
      { fileName: '/app/a-post.ts', text: POSTS('./z-blocks') },
      { fileName: '/app/z-blocks.js', text: SECTIONS + OWN },
      { fileName: '/app/c-post.py', text: 'client.chat_postMessage(channel="C1", text="Hi", blocks=[{"type": "dividr"}])\n' },
    ];
    const withPayloads = await checkCodeFiles(files, { root: '/app' });
    expect(withPayloads.map((result) => result.literals.length)).toEqual([1, 1, 1]);
    const without = withPayloads.map((result) => ({ ...result, literals: [] }));
    expect(await checkCodeFiles(files, { root: '/app', literals: false })).toEqual(without);
    expect(await readOnce(files, { payloads: false })).toEqual(without);
  });

  it('keeps where each payload object itself is written only for a caller that holds the payloads (an editor, whose fixes add to it)', () => {
    const place = { fileName: '/app/a.js', value: { start: 0, end: 2 }, key: { start: 0, end: 1 } };
    const held = {};
    const kept = new Places();
    kept.setOwn(held, place);
    kept.set(held, 'a', place);
    expect([kept.own(held), kept.get(held, 'a')]).toEqual([place, place]);
    const notHeld = new Places(false);
    notHeld.setOwn(held, place);
    notHeld.set(held, 'a', place);
    expect([notHeld.own(held), notHeld.get(held, 'a')]).toEqual([undefined, place]);
  });
});
