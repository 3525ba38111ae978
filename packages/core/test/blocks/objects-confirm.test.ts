import { describe, expect, it } from 'vitest';
import { clean, found, inActions, md, one, pt, repeat } from './elements-helpers.js';

const confirm = (extra: Record<string, unknown> = {}) => ({
  title: pt('Are you sure?'),
  text: pt('This cannot be undone.'),
  confirm: pt('Do it'),
  deny: pt('Cancel'),
  ...extra,
});
const withConfirm = (dialog: unknown) => inActions({ type: 'button', text: pt('Delete'), action_id: 'delete', confirm: dialog });

describe('confirmation dialog', () => {
  it('accepts the platform’s example, with mrkdwn text and a style', () => {
    clean(withConfirm(confirm({ text: md('Wouldn’t you prefer a good game of _chess_?'), style: 'danger' })));
    clean(inActions({ type: 'static_select', options: [{ text: pt('A'), value: 'a' }], confirm: confirm() }));
    clean(inActions({ type: 'datepicker', confirm: confirm() }));
  });

  it('holds title to 100 characters', () => {
    clean(withConfirm(confirm({ title: pt(repeat('T', 100)) })));
    one(withConfirm(confirm({ title: pt(repeat('T', 101)) })), 'max-length', '/blocks/0/elements/0/confirm/title/text', 'TTTT');
  });

  it('holds text to 300 characters', () => {
    clean(withConfirm(confirm({ text: md(repeat('x', 300)) })));
    one(withConfirm(confirm({ text: pt(repeat('x', 301)) })), 'max-length', '/blocks/0/elements/0/confirm/text/text', 'xxxx');
  });

  it('holds confirm and deny to 30 characters', () => {
    clean(withConfirm(confirm({ confirm: pt(repeat('C', 30)), deny: pt(repeat('D', 30)) })));
    one(withConfirm(confirm({ confirm: pt(repeat('C', 31)) })), 'max-length', '/blocks/0/elements/0/confirm/confirm/text', 'CCCC');
    one(withConfirm(confirm({ deny: pt(repeat('D', 31)) })), 'max-length', '/blocks/0/elements/0/confirm/deny/text', 'DDDD');
  });

  it('takes plain text in the title and buttons', () => {
    one(withConfirm(confirm({ title: md('*Sure?*') })), 'type-not-allowed', '/blocks/0/elements/0/confirm/title/type', 'mrkdwn');
  });

  it('knows its styles and needs all four texts', () => {
    one(withConfirm(confirm({ style: 'red' })), 'enum', '/blocks/0/elements/0/confirm/style', 'red');
    expect(found(withConfirm({ title: pt('Sure?'), text: pt('Really?') }))).toEqual([
      { rule: 'required', pointer: '/blocks/0/elements/0/confirm/confirm' },
      { rule: 'required', pointer: '/blocks/0/elements/0/confirm/deny' },
    ]);
  });
});
