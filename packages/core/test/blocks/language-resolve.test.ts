import { describe, expect, it } from 'vitest';
import { schemaFactsAt, valuesAt } from 'manifesto-core/language';

/** What editors are told at a place of a block payload: types per surface and slot, limits, descriptions. */
const allowedAt = (value: unknown, pointer: string) => schemaFactsAt('blocks', value, pointer)?.allowed ?? [];

const modal = (...blocks: unknown[]) => ({ type: 'modal', title: { type: 'plain_text', text: 'Form' }, blocks });
const home = (...blocks: unknown[]) => ({ type: 'home', blocks });
const message = (...blocks: unknown[]) => ({ text: 'fallback', blocks });

describe('block types at a block’s `type`, by surface', () => {
  it('a modal does not offer the data visualization block (messages and home tabs only), and offers input', () => {
    const types = allowedAt(modal({ type: '' }), '/blocks/0/type');
    expect(types).not.toContain('data_visualization');
    expect(types).toEqual(expect.arrayContaining(['input', 'section', 'actions', 'header']));
  });

  it('a home tab and a message offer it', () => {
    expect(allowedAt(home({ type: '' }), '/blocks/0/type')).toEqual(expect.arrayContaining(['data_visualization', 'input', 'header']));
    expect(allowedAt(message({ type: '' }), '/blocks/0/type')).toEqual(expect.arrayContaining(['data_visualization', 'section', 'header']));
  });

  it('block types of one surface only are offered there alone (markdown and file in messages)', () => {
    expect(allowedAt(message({ type: '' }), '/blocks/0/type')).toContain('markdown');
    expect(allowedAt(modal({ type: '' }), '/blocks/0/type')).not.toContain('markdown');
    expect(allowedAt(home({ type: '' }), '/blocks/0/type')).not.toContain('markdown');
    expect(allowedAt(message({ type: '' }), '/blocks/0/type')).toContain('file');
    for (const value of [modal({ type: '' }), home({ type: '' })]) expect(allowedAt(value, '/blocks/0/type')).not.toContain('file');
  });

  it('a bare list or a single block has no surface: every block type', () => {
    expect(allowedAt([{ type: '' }], '/0/type')).toContain('data_visualization');
    expect(allowedAt({ type: 'hea' }, '/type')).toContain('data_visualization');
  });

  it('the blocks of a message’s attachments are a message’s', () => {
    const value = { text: 'x', attachments: [{ color: '#36a64f', blocks: [{ type: '' }] }] };
    expect(allowedAt(value, '/attachments/0/blocks/0/type')).toEqual(expect.arrayContaining(['data_visualization', 'header']));
    expect(schemaFactsAt('blocks', { attachments: [{ blocks: [{ type: 'header' }] }] }, '/attachments/0/blocks/0/text/text')?.limits.maxLength).toBe(150);
  });

  it('views.publish: the view as an object, and as the JSON string the method takes', () => {
    const view = modal({ type: 'header', text: { type: 'plain_text', text: 'Hi' } });
    for (const argument of [
      { user_id: 'U1', view },
      { user_id: 'U1', view: JSON.stringify(view) },
    ]) {
      expect(allowedAt(argument, '/view/blocks/0/type')).not.toContain('data_visualization');
      expect(schemaFactsAt('blocks', argument, '/view/blocks/0/text/text')?.limits).toEqual({ maxLength: 150, minLength: 1 });
    }
    // A string being typed is described by what parsed of it; a string that encodes no view describes nothing.
    expect(allowedAt({ user_id: 'U1', view: '{"type": "home", "blocks": [' }, '/view/blocks/0/type')).toContain('data_visualization');
    expect(schemaFactsAt('blocks', { user_id: 'U1', view: '"home"' }, '/view/blocks/0/type')).toBeUndefined();
    expect(schemaFactsAt('blocks', { user_id: 'U1', view: 'not json at all' }, '/view/blocks/0/type')).toBeUndefined();
  });

  it('the type’s description names the surface and what the written type is', () => {
    const facts = schemaFactsAt('blocks', modal({ type: 'header' }), '/blocks/0/type');
    expect(facts?.description).toMatch(/^The type of a block in a modal\. `header`: /);
    expect(facts?.required).toBe(true);
  });

  it('valuesAt gives each registered type with what it is', () => {
    const values = valuesAt('blocks', message({ type: '' }), '/blocks/0/type');
    expect(values.map((v) => v.value)).toEqual(allowedAt(message({ type: '' }), '/blocks/0/type'));
    expect(values.find((v) => v.value === 'header')).toEqual({
      value: 'header',
      kind: 'enum',
      detail: 'Large, bold plain text at the top of a message or view.',
    });
  });
});

describe('the surfaces’ own keys', () => {
  const keys = (value: unknown, pointer = '') => schemaFactsAt('blocks', value, pointer)?.properties.map((p) => p.name) ?? [];

  it('a modal has a title, submit and close; a Home tab has none of them', () => {
    expect(keys(modal())).toEqual(expect.arrayContaining(['title', 'blocks', 'submit', 'close', 'callback_id', 'private_metadata']));
    expect(keys(home())).toEqual(expect.arrayContaining(['blocks', 'callback_id']));
    expect(keys(home())).not.toContain('submit');
    expect(keys({ user_id: 'U1', view: modal() }, '/view')).toContain('submit');
  });

  it('a modal’s title and submit are plain_text of at most 24 characters', () => {
    expect(schemaFactsAt('blocks', modal(), '/title/text')?.limits.maxLength).toBe(24);
    expect(allowedAt(modal(), '/submit/type')).toEqual(['plain_text']);
    expect(schemaFactsAt('blocks', modal(), '/submit')?.properties.map((p) => p.name)).toEqual(['type', 'text', 'emoji']);
  });

  it('a view’s type is either view type', () => {
    expect(allowedAt(home(), '/type')).toEqual(['modal', 'home']);
    expect(allowedAt({ type: 'hom', blocks: [] }, '/type')).toEqual(['modal', 'home']);
  });

  it('a message has its text, blocks and attachments, and the arguments of the call', () => {
    expect(keys(message())).toEqual(expect.arrayContaining(['text', 'blocks', 'attachments', 'thread_ts', 'unfurl_links']));
    expect(keys({ attachments: [{}] }, '/attachments/0')).toEqual(expect.arrayContaining(['blocks', 'color', 'fallback']));
  });
});

describe('the list of blocks', () => {
  it('carries the surface’s limit', () => {
    expect(schemaFactsAt('blocks', message(), '/blocks')?.limits.maxItems).toBe(50);
    expect(schemaFactsAt('blocks', modal(), '/blocks')?.limits.maxItems).toBe(100);
    expect(schemaFactsAt('blocks', home(), '/blocks')?.limits.maxItems).toBe(100);
    expect(schemaFactsAt('blocks', [], '')?.limits.maxItems).toBe(100);
    expect(schemaFactsAt('blocks', message(), '/blocks')?.description).toMatch(/^The blocks of the message/);
  });
});

describe('slots inside blocks', () => {
  it('a header’s text takes plain_text only', () => {
    expect(allowedAt(message({ type: 'header', text: { type: 'mrkdwn', text: 'x' } }), '/blocks/0/text/type')).toEqual(['plain_text']);
  });

  it('an actions block’s elements: its own list, without input-only elements', () => {
    const types = allowedAt(message({ type: 'actions', elements: [{ type: '' }] }), '/blocks/0/elements/0/type');
    expect(types).toEqual(expect.arrayContaining(['button', 'static_select', 'overflow', 'datepicker']));
    expect(types).not.toContain('plain_text_input');
    expect(types).not.toContain('file_input');
    expect(types).not.toContain('plain_text');
  });

  it('an input block’s element: input elements, no buttons', () => {
    const types = allowedAt(modal({ type: 'input', label: { type: 'plain_text', text: 'Name' }, element: { type: '' } }), '/blocks/0/element/type');
    expect(types).toEqual(expect.arrayContaining(['plain_text_input', 'static_select', 'datepicker']));
    expect(types).not.toContain('button');
  });

  it('keys of a block with a type, and of one without', () => {
    const keys = (value: unknown, pointer: string) => schemaFactsAt('blocks', value, pointer)?.properties.map((p) => p.name);
    expect(keys(message({ type: 'header' }), '/blocks/0')).toEqual(['type', 'text', 'level', 'block_id']);
    expect(keys(message({}), '/blocks/0')).toEqual(['type']);
    expect(keys(message({ type: 'actions', elements: [] }), '/blocks/0')).toEqual(expect.arrayContaining(['elements', 'block_id']));
  });

  it('never throws on odd values', () => {
    for (const value of [null, 1, 'x', { blocks: 'no' }, { blocks: [null] }, { attachments: [null] }, { view: 5 }, [[1]]]) {
      for (const pointer of ['', '/blocks', '/blocks/0/type', '/attachments/0/blocks/0/type', '/view/blocks/0', '/0/type', '/0/0']) {
        expect(() => schemaFactsAt('blocks', value, pointer)).not.toThrow();
        expect(() => valuesAt('blocks', value, pointer)).not.toThrow();
      }
    }
  });
});

describe('embeddedAt: the view string of a views.publish argument', () => {
  const view = JSON.stringify({ type: 'home', blocks: [{ type: 'divider', block_id: 'say "hi"' }] });
  const text = JSON.stringify({ user_id: 'U1', view }, null, 2);

  it('maps a file offset into the decoded string and spans back through the escapes', async () => {
    const { embeddedAt, parseSource } = await import('manifesto-core/language');
    const source = parseSource(text, 'json');
    const at = embeddedAt('blocks', source, text.indexOf('divider') + 3);
    expect(at?.pointer).toBe('/view');
    expect(at?.offset).toBe(view.indexOf('divider') + 3);
    const inner = at!.document.find('/blocks/0/block_id')!.valueSpan;
    const outer = at!.toFile(inner)!;
    expect(text.slice(outer.start, outer.end)).toBe('\\"say \\\\\\"hi\\\\\\"\\"');
  });

  it('is undefined outside the string, for other kinds and for a string that is not JSON; a string being typed gives what parsed', async () => {
    const { embeddedAt, parseSource } = await import('manifesto-core/language');
    const source = parseSource(text, 'json');
    expect(embeddedAt('blocks', source, text.indexOf('user_id'))).toBeUndefined();
    expect(embeddedAt('manifest', source, text.indexOf('divider'))).toBeUndefined();
    const prose = JSON.stringify({ user_id: 'U1', view: 'not json at all' });
    expect(embeddedAt('blocks', parseSource(prose, 'json'), prose.indexOf('json'))).toBeUndefined();
    const typing = JSON.stringify({ user_id: 'U1', view: '{"type": "home", "blocks": [' });
    expect(embeddedAt('blocks', parseSource(typing, 'json'), typing.indexOf('home'))?.document.value).toEqual({ type: 'home', blocks: [] });
  });
});
