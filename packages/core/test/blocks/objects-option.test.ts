import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { clean, dataOf, found, inActions, md, one, opt, pt, repeat } from './elements-helpers.js';

const select = (options: unknown[]) => inActions({ type: 'static_select', options });
const grouped = (groups: unknown[]) => inActions({ type: 'static_select', option_groups: groups });
const overflow = (options: unknown[]) => inActions({ type: 'overflow', options });

describe('option object', () => {
  it('holds text to 75 characters', () => {
    clean(select([opt('a', repeat('T', 75))]));
    one(select([opt('a', repeat('T', 76))]), 'max-length', '/blocks/0/elements/0/options/0/text/text', 'TTTT');
    expect(dataOf(select([opt('a', repeat('T', 76))]))).toEqual({ limit: 75, actual: 76 });
  });

  it('holds value to 1–150 characters', () => {
    clean(select([opt(repeat('v', 150), 'A')]));
    one(select([opt(repeat('v', 151), 'A')]), 'max-length', '/blocks/0/elements/0/options/0/value', 'vvvv');
    one(select([opt('', 'A')]), 'min-length', '/blocks/0/elements/0/options/0/value', 'value');
  });

  it('holds description to 75 characters', () => {
    clean(select([opt('a', 'A', { description: pt(repeat('D', 75)) })]));
    one(select([opt('a', 'A', { description: pt(repeat('D', 76)) })]), 'max-length', '/blocks/0/elements/0/options/0/description/text', 'DDDD');
  });

  it('takes mrkdwn only in checkboxes and radio buttons', () => {
    one(select([{ text: md('*A*'), value: 'a' }]), 'type-not-allowed', '/blocks/0/elements/0/options/0/text/type', 'mrkdwn');
    one(select([opt('a', 'A', { description: md('_d_') })]), 'type-not-allowed', '/blocks/0/elements/0/options/0/description/type', 'mrkdwn');
    clean(inActions({ type: 'radio_buttons', options: [{ text: md('*A*'), value: 'a', description: md('_d_') }] }));
  });

  it('takes emoji on plain_text only, verbatim on mrkdwn only', () => {
    clean(select([{ text: pt('A :tada:', { emoji: true }), value: 'a' }]));
    one(select([{ text: pt('A', { verbatim: true }), value: 'a' }]), 'unknown-key', '/blocks/0/elements/0/options/0/text/verbatim', 'verbatim');
  });

  it('takes url in overflow menus only, up to 3000 characters', () => {
    const url = (length: number) => 'https://example.com/' + repeat('u', length - 20);
    clean(overflow([opt('a', 'A', { url: url(3000) })]));
    one(overflow([opt('a', 'A', { url: url(3001) })]), 'max-length', '/blocks/0/elements/0/options/0/url', 'uuuu');
    one(select([opt('a', 'A', { url: 'https://example.com' })]), 'unknown-key', '/blocks/0/elements/0/options/0/url', 'url');
  });

  it('needs text and value', () => {
    expect(found(select([{ text: pt('A'), vaule: 'a' }]))).toEqual([
      { rule: 'required', pointer: '/blocks/0/elements/0/options/0/value' },
      { rule: 'unknown-key', pointer: '/blocks/0/elements/0/options/0/vaule' },
    ]);
    expect(validateBlocks(select([{ text: pt('A'), vaule: 'a' }])).problems[1]?.data).toMatchObject({ suggestion: 'value' });
  });
});

describe('option group', () => {
  const group = (label: string, count: number) => ({ label: pt(label), options: Array.from({ length: count }, (_, i) => opt(`v${i}`, `O${i}`)) });

  it('holds label to 75 characters', () => {
    clean(grouped([group(repeat('L', 75), 1)]));
    one(grouped([group(repeat('L', 76), 1)]), 'max-length', '/blocks/0/elements/0/option_groups/0/label/text', 'LLLL');
  });

  it('holds options to 1–100', () => {
    clean(grouped([group('G', 100)]));
    one(grouped([group('G', 101)]), 'max-items', '/blocks/0/elements/0/option_groups/0/options', 'options');
    one(grouped([group('G', 0)]), 'min-items', '/blocks/0/elements/0/option_groups/0/options', 'options');
  });

  it('takes plain text options without url', () => {
    one(
      grouped([{ label: pt('G'), options: [opt('a', 'A', { url: 'https://example.com' })] }]),
      'unknown-key',
      '/blocks/0/elements/0/option_groups/0/options/0/url',
      'url',
    );
  });
});
