import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { expectTwins, message } from './helpers.js';

const plain = (text: string) => ({ type: 'plain_text', text });
const alert = (text: unknown, extra: Record<string, unknown> = {}) => ({ type: 'alert', text, ...extra });
const modal = (...blocks: unknown[]) => ({ type: 'modal', title: plain('Settings'), blocks });

describe('alert block', () => {
  it('accepts plain or mrkdwn text at every level in a modal', () => {
    const levels = ['default', 'info', 'warning', 'error', 'success'].map((level, i) =>
      alert({ type: 'mrkdwn', text: `*${level}* notice` }, { level, block_id: `a${i}` }),
    );
    expect(validateBlocks(modal(...levels, alert(plain('No level')))).problems).toEqual([]);
  });

  it('text is at most 200 characters', () => {
    expect(validateBlocks(modal(alert(plain('A'.repeat(200))))).problems).toEqual([]);
    expectTwins(modal(alert(plain('A'.repeat(201)))), [{ rule: 'max-length', pointer: '/blocks/0/text/text', needle: 'AAAA' }]);
    const [problem] = validateBlocks(modal(alert({ type: 'mrkdwn', text: 'A'.repeat(201) }))).problems;
    expect(problem?.data).toEqual({ limit: 200, actual: 201 });
  });

  it('needs text and a known level', () => {
    expectTwins(modal({ type: 'alert', level: 'warn' }), [
      { rule: 'required', pointer: '/blocks/0/text', needle: { json: '    {\n      "type": "alert"', yaml: '- type: alert' } },
      { rule: 'enum', pointer: '/blocks/0/level', needle: 'warn' },
    ]);
  });

  it('is shown in modals, not in messages or home tabs', () => {
    expectTwins(message(alert(plain('Heads up'))), [
      { rule: 'not-on-surface', pointer: '/blocks/0/type', needle: { json: '"type": "alert"', yaml: 'type: alert' } },
    ]);
    expectTwins({ type: 'home', blocks: [alert(plain('Heads up'))] }, [
      { rule: 'not-on-surface', pointer: '/blocks/0/type', needle: { json: '"type": "alert"', yaml: 'type: alert' } },
    ]);
  });

  it('the block id is at most 255 characters', () => {
    expect(validateBlocks(modal(alert(plain('x'), { block_id: 'b'.repeat(255) }))).problems).toEqual([]);
    expectTwins(modal(alert(plain('x'), { block_id: 'b'.repeat(256) })), [{ rule: 'max-length', pointer: '/blocks/0/block_id', needle: 'bbbb' }]);
  });
});
