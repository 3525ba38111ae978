import { parseSync } from 'oxc-parser';
import { describe, expect, it } from 'vitest';
import type { AstNode } from '../../src/js/nodes.js';
import { PARSE_OPTIONS } from '../../src/js/parse.js';
import { readJavaScript } from '../../src/js/read.js';
import { PayloadReader } from '../../src/literals/index.js';
import { keptCalls } from '../../src/literals/js/posting-calls.js';

const BLOCKS = "export const BLOCKS = [{ type: 'sectoin', text: { type: 'mrkdwn', text: 'Hi' } }];\nBLOCKS.push({ type: 'dividr' });\n";
const POST = [
  "import { BLOCKS } from './blocks';",
  'function view(title: string) {',
  "  return { type: 'modal', title: { type: 'plain_text', text: title }, blocks: [{ type: 'dividr' }] };",
  '}',
  "app.shortcut('s', async ({ ack, client, body }) => {",
  "  await client.views.open({ trigger_id: body.trigger_id, view: view('Form') });",
  "  await client.chat.postMessage({ channel: 'C1', text: 'Hi', blocks: BLOCKS });",
  '});',
].join('\n');

/** Each file's problems (rule and pointer), the programs made by `program`. */
function problems(program: (fileName: string, text: string) => AstNode | undefined): string[][] {
  const texts = new Map([
    ['/app/blocks.ts', BLOCKS],
    ['/app/post.ts', POST],
  ]);
  const reader = new PayloadReader(texts, { get: (fileName) => program(fileName, texts.get(fileName) ?? '') });
  reader.javascript('/app/post.ts');
  reader.javascript('/app/blocks.ts');
  return reader.results(['/app/blocks.ts', '/app/post.ts']).problems.map((list) => list.map((problem) => `${problem.rule} ${problem.pointer}`));
}

describe('posting calls', () => {
  it('are found on the facts’ walk and kept with the program', () => {
    const program = readJavaScript('/app/post.ts', POST, 'typescript').program!;
    expect(keptCalls(program)?.calls.map((call) => POST.slice(call.node.start, call.node.end).split('(')[0])).toEqual([
      'client.views.open',
      'client.chat.postMessage',
    ]);
  });

  it('are found the same in a program the facts’ walk has not met', () => {
    const walked = problems((fileName, text) => readJavaScript(fileName, text, 'typescript').program);
    const parsed = problems((fileName, text) => parseSync(fileName, text, PARSE_OPTIONS).program as unknown as AstNode);
    // A constant changed after it is written is unknown (no problem in `BLOCKS`); the function's modal is read.
    expect(walked).toEqual([[], ['unknown-type /blocks/0/type']]);
    expect(parsed).toEqual(walked);
  });
});
