import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { blocksOf, onSurface, textOnSurface } from '../src/surface.js';

const divider = { type: 'divider' };
const input = { type: 'input', label: { type: 'plain_text', text: 'Name' }, element: { type: 'plain_text_input', action_id: 'n' } };
const title = { type: 'plain_text', text: 'Preview' };

describe('blocksOf', () => {
  it('finds the blocks of every form the preview draws', () => {
    expect(blocksOf([divider])).toEqual([divider]);
    expect(blocksOf({ blocks: [divider], text: 'hi' })).toEqual([divider]);
    expect(blocksOf({ type: 'modal', title, blocks: [divider] })).toEqual([divider]);
    expect(blocksOf({ user_id: 'U1', view: { type: 'home', blocks: [divider] } })).toEqual([divider]);
    expect(blocksOf(divider)).toEqual([divider]);
    expect(blocksOf('text')).toBeUndefined();
    expect(blocksOf({ text: 'hi' })).toBeUndefined();
  });
});

describe('onSurface', () => {
  it('moves a message to a modal with a title, and a submit button only when it has inputs', () => {
    expect(onSurface({ blocks: [divider] }, 'modal')).toEqual({ type: 'modal', title, blocks: [divider] });
    expect(onSurface({ blocks: [input] }, 'modal')).toEqual({ type: 'modal', title, submit: { type: 'plain_text', text: 'Submit' }, blocks: [input] });
  });

  it('keeps a view’s own fields, and drops the modal’s for a Home tab', () => {
    const modal = { type: 'modal', callback_id: 'c', title: { type: 'plain_text', text: 'Mine' }, close: title, blocks: [divider] };
    expect(onSurface(modal, 'home')).toEqual({ type: 'home', callback_id: 'c', blocks: [divider] });
    expect(onSurface({ type: 'home', private_metadata: 'p', blocks: [divider] }, 'modal')).toEqual({
      type: 'modal',
      private_metadata: 'p',
      title,
      blocks: [divider],
    });
    expect(onSurface(modal, 'modal')).toEqual(modal);
  });

  it('keeps a message as it is, and makes one of a list, a block or a view', () => {
    const message = { text: 'hi', blocks: [divider] };
    expect(onSurface(message, 'message')).toBe(message);
    expect(onSurface([divider], 'message')).toEqual({ blocks: [divider] });
    expect(onSurface(divider, 'home')).toEqual({ type: 'home', blocks: [divider] });
    expect(onSurface({ type: 'home', blocks: [divider] }, 'message')).toEqual({ blocks: [divider] });
  });

  it('changes only the view of a views.publish argument', () => {
    expect(onSurface({ user_id: 'U1', view: { type: 'home', blocks: [divider] } }, 'modal')).toEqual({
      user_id: 'U1',
      view: { type: 'modal', title, blocks: [divider] },
    });
  });

  it('moves nothing that has no blocks', () => {
    expect(onSurface({ text: 'hi' }, 'modal')).toBeUndefined();
    expect(onSurface(7, 'home')).toBeUndefined();
  });
});

describe('textOnSurface', () => {
  it('writes JSON as JSON and YAML as YAML', () => {
    expect(JSON.parse(textOnSurface('{"blocks": [{"type": "divider"}]}', 'json', 'home')!)).toEqual({ type: 'home', blocks: [divider] });
    const yaml = textOnSurface('blocks:\n  - type: divider\n', 'yaml', 'home')!;
    expect(yaml.trimStart().startsWith('{')).toBe(false);
    expect(parse(yaml)).toEqual({ type: 'home', blocks: [divider] });
  });

  it('leaves a text that does not parse alone', () => {
    expect(textOnSurface('{"blocks": [', 'json', 'modal')).toBeUndefined();
  });
});
