import { describe, expect, it } from 'vitest';
import { checkCodeFiles } from 'manifesto-code';
import { spanOf } from './read.js';

describe('payload problems through checkCodeFiles', () => {
  it('lists a payload literal’s problem under the file where the part is written, with the configured severity', async () => {
    const app = "import { BLOCKS } from './blocks.js';\nawait client.chat.postMessage({ channel: 'C1', text: 'x', blocks: BLOCKS });";
    const blocks =
      "export const BLOCKS = [{ type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: 'Go' }, action_id: 'go', style: 'loud' }] }];";
    const files = [
      { fileName: 'app.js', text: app },
      { fileName: 'blocks.js', text: blocks },
    ];
    const results = await checkCodeFiles(files);
    expect(results.map((result) => result.problems.map((problem) => [problem.rule, problem.pointer, problem.severity, problem.span]))).toEqual([
      [],
      [['enum', '/blocks/0/elements/0/style', 'error', spanOf(blocks, "'loud'")]],
    ]);
    const off = await checkCodeFiles(files, { rules: { enum: 'off' } });
    expect(off.map((result) => result.problems)).toEqual([[], []]);
  });
});
