import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { expectTwins } from './helpers.js';

const long = 'A'.repeat(172);
const header = (text: unknown, extra: Record<string, unknown> = {}) => ({ type: 'header', text, ...extra });
const message = (...blocks: unknown[]) => ({ text: 'fallback', blocks });

describe('header block', () => {
  it('accepts plain text up to 150 characters', () => {
    expect(validateBlocks(message(header({ type: 'plain_text', text: 'B'.repeat(150), emoji: true }))).problems).toEqual([]);
  });

  it('reports a 172-character header at its text, in YAML and JSON', () => {
    expectTwins(message(header({ type: 'plain_text', text: long })), [{ rule: 'max-length', pointer: '/blocks/0/text/text', needle: 'AAAA' }]);
    const [problem] = validateBlocks(message(header({ type: 'plain_text', text: long }))).problems;
    expect(problem?.data).toEqual({ limit: 150, actual: 172 });
  });

  it('rejects mrkdwn, which headers do not render', () => {
    expectTwins(message(header({ type: 'mrkdwn', text: 'Hi' })), [{ rule: 'type-not-allowed', pointer: '/blocks/0/text/type', needle: 'mrkdwn' }]);
  });

  it('names a missing text and an unknown key with its likely meaning', () => {
    expectTwins(message({ type: 'header', txet: { type: 'plain_text', text: 'Hi' } }), [
      // A missing key marks its parent: the block's first line (its `{` in JSON).
      { rule: 'required', pointer: '/blocks/0/text', needle: { json: '    {', yaml: 'header' } },
      { rule: 'unknown-key', pointer: '/blocks/0/txet', needle: 'txet' },
    ]);
  });
});

describe('editor facts for blocks', () => {
  it("offers every chart shape at a chart's type, even when it already names one", async () => {
    const { schemaFactsAt } = await import('manifesto-core/language');
    const value = { blocks: [{ type: 'data_visualization', title: 'T', chart: { type: 'pie', segments: [] } }] };
    expect(schemaFactsAt('blocks', value, '/blocks/0/chart/type')?.allowed).toEqual(['pie', 'bar', 'area', 'line']);
    expect(schemaFactsAt('blocks', value, '/blocks/0/chart')?.properties.map((p) => p.name)).toEqual(['type', 'segments']);
    expect(schemaFactsAt('blocks', { blocks: [{ type: 'header' }] }, '/blocks/0/text/text')?.limits).toEqual({ maxLength: 150, minLength: 1 });
  });
});
