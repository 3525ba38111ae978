import { describe, expect, it } from 'vitest';
import { expected, fixture, lines, literalsOf } from './read.js';

/**
 * Planted mistakes in payloads written in code, each reported once at its line with the rule the
 * fixture's `// expect:` comment names, and files that compute everything reporting nothing.
 */
describe('Block Kit payloads written in JavaScript and TypeScript', () => {
  it('reports each planted mistake of a CommonJS app once, at its line (say, respond, views.open, views.publish)', async () => {
    const file = fixture('planted.js');
    const [problems] = await literalsOf([file]);
    expect(lines(problems!).sort()).toEqual(expected(file.text).sort());
    expect(problems!.every((problem) => problem.severity === 'error')).toBe(true);
  });

  it('follows payloads built in another module and reports them where they are written, once for two calls', async () => {
    const blocks = fixture('modules/blocks.ts');
    const app = fixture('modules/app.ts');
    const [inBlocks, inApp] = await literalsOf([blocks, app]);
    expect(lines(inBlocks!).sort()).toEqual(expected(blocks.text).sort());
    expect(lines(inApp!).sort()).toEqual(expected(app.text).sort());
  });

  it('continues the pointer inside the literal and marks the value written', async () => {
    const file = fixture('planted.js');
    const header = (await literalsOf([file]))[0]!.find((problem) => problem.rule === 'max-length' && problem.pointer.endsWith('/text/text'))!;
    expect(header.pointer).toBe('/blocks/0/text/text');
    expect(file.text.slice(header.span.start, header.span.end)).toMatch(/^'A header that goes on and on.*channel'$/);
    const key = (await literalsOf([file]))[0]!.find((problem) => problem.rule === 'unknown-key')!;
    expect(file.text.slice(key.span.start, key.span.end)).toBe('colour');
  });

  it('reports nothing in a file whose payloads are computed everywhere', async () => {
    expect(await literalsOf([fixture('computed.ts')])).toEqual([[]]);
  });
});
