import { describe, expect, test } from 'vitest';
import { getLanguageService } from 'manifesto-lsp';
import { applyEdits, cursor, documentOf, yaml } from './helpers.js';

// Block and element types, keys and enum values at the cursor, from the core's facts for the place:
// the surface (message, modal, Home tab) and the slot (an actions block's elements, an input's element).
const service = getLanguageService();

function completeAt(marked: string, name: string) {
  const { text, offset } = cursor(marked);
  const document = documentOf(text, name);
  const items = service.completion(document, document.positionAt(offset)).items;
  return {
    items,
    labels: items.map((item) => item.label),
    apply(label: string): string {
      const item = items.find((i) => i.label === label);
      if (!item?.textEdit || !('range' in item.textEdit)) throw new Error(`no completion ${label} in ${items.map((i) => i.label).join(', ')}`);
      return applyEdits(text, [item.textEdit, ...(item.additionalTextEdits ?? [])]);
    },
  };
}

const MODAL_YAML = yaml`
  type: modal
  title:
    type: plain_text
    text: Request
  blocks:
    - type: |
`;

describe('block types by surface', () => {
  test('YAML modal: input is offered, the data visualization block (messages and Home tabs) is not', () => {
    const result = completeAt(MODAL_YAML, 'request.view.yaml');
    expect(result.labels).toEqual(expect.arrayContaining(['input', 'section', 'actions', 'header', 'context', 'divider']));
    expect(result.labels).not.toContain('data_visualization');
    expect(result.apply('input')).toBe(MODAL_YAML.replace('type: |', 'type: input'));
  });

  test('JSON modal: the same list, and the chosen type replaces the quoted word', () => {
    const marked = '{"type": "modal", "title": {"type": "plain_text", "text": "Request"}, "blocks": [{"type": "in|"}]}';
    const result = completeAt(marked, 'request.view.json');
    expect(result.labels).toContain('input');
    expect(result.labels).not.toContain('data_visualization');
    expect(result.apply('input')).toBe(marked.replace('"in|"', '"input"'));
  });

  test('YAML Home tab: the data visualization block and input are offered', () => {
    const marked = 'type: home\nblocks:\n  - type: header\n    text: {type: plain_text, text: Hi}\n  - type: |\n';
    const result = completeAt(marked, 'home.view.yaml');
    expect(result.labels).toEqual(expect.arrayContaining(['data_visualization', 'input', 'section', 'header']));
    expect(result.apply('data_visualization')).toBe(marked.replace('type: |', 'type: data_visualization'));
  });

  test('JSON message: every block type for messages, each with what it is', () => {
    const marked = '{"text": "Deploy", "blocks": [{"type": "|"}]}';
    const result = completeAt(marked, 'deploy.blocks.json');
    expect(result.labels).toEqual(expect.arrayContaining(['section', 'header', 'actions', 'data_visualization', 'rich_text']));
    expect(result.items.find((item) => item.label === 'header')?.detail).toBe('Large, bold plain text at the top of a message or view.');
    expect(result.apply('section')).toBe('{"text": "Deploy", "blocks": [{"type": "section"}]}');
  });

  test('JSON: the blocks of an attachment are a message’s; a views.publish argument follows its view', () => {
    expect(completeAt('{"attachments": [{"color": "#36a64f", "blocks": [{"type": "|"}]}]}', 'legacy.blocks.json').labels).toContain('data_visualization');
    const publish = completeAt('{"user_id": "U1", "view": {"type": "modal", "blocks": [{"type": "|"}]}}', 'publish.blocks.json');
    expect(publish.labels).toContain('input');
    expect(publish.labels).not.toContain('data_visualization');
  });

  test('YAML message and a single block file: every block type, also while the type is blank', () => {
    const message = completeAt('text: Deploy\nblocks:\n  - type: |\n', 'deploy.blocks.yaml');
    expect(message.labels).toEqual(expect.arrayContaining(['section', 'data_visualization', 'input']));
    const single = completeAt('type: |\n', 'chart.blocks.yaml');
    expect(single.labels).toEqual(expect.arrayContaining(['header', 'section', 'data_visualization']));
    expect(single.apply('header')).toBe('type: header\n');
  });

  test('JSON Home tab: element types in a section’s accessory', () => {
    const marked = '{"type": "home", "blocks": [{"type": "section", "text": {"type": "mrkdwn", "text": "Hi"}, "accessory": {"type": "|"}}]}';
    const result = completeAt(marked, 'home.view.json');
    expect(result.labels).toEqual(expect.arrayContaining(['button', 'image', 'static_select']));
    expect(result.labels).not.toContain('plain_text_input');
    expect(result.apply('button')).toBe(marked.replace('"|"', '"button"'));
  });

  test('YAML: a new block in the list offers `type` first', () => {
    const result = completeAt('blocks:\n  - type: divider\n  - |', 'message.blocks.yaml');
    expect(result.labels).toEqual(['type']);
    expect(result.apply('type')).toBe('blocks:\n  - type: divider\n  - type: ');
  });
});

describe('element types by slot', () => {
  test('YAML actions block: its elements only (no input-only elements, no text objects)', () => {
    const marked = yaml`
      blocks:
        - type: actions
          elements:
            - type: |
    `;
    const result = completeAt(marked, 'message.blocks.yaml');
    expect(result.labels).toEqual(expect.arrayContaining(['button', 'static_select', 'overflow', 'datepicker', 'workflow_button']));
    for (const absent of ['plain_text_input', 'file_input', 'rich_text_input', 'plain_text', 'section']) expect(result.labels).not.toContain(absent);
    expect(result.apply('button')).toBe(marked.replace('type: |', 'type: button'));
  });

  test('JSON actions block in a modal: the same list', () => {
    const marked = '{"type": "modal", "title": {"type": "plain_text", "text": "T"}, "blocks": [{"type": "actions", "elements": [{"type": "|"}]}]}';
    const result = completeAt(marked, 'form.view.json');
    expect(result.labels).toContain('button');
    expect(result.labels).not.toContain('plain_text_input');
    expect(result.apply('overflow')).toBe(marked.replace('"|"', '"overflow"'));
  });

  test('YAML input block: input elements, no buttons', () => {
    const marked = MODAL_YAML.replace('type: |', 'type: input\n    label: {type: plain_text, text: Name}\n    element:\n      type: |');
    const result = completeAt(marked, 'request.view.yaml');
    expect(result.labels).toEqual(expect.arrayContaining(['plain_text_input', 'static_select', 'datepicker', 'checkboxes']));
    expect(result.labels).not.toContain('button');
  });

  test('YAML: the surface applies to elements too (file_input in a modal’s input block, not in a message’s)', () => {
    const input = 'type: input\n    label: {type: plain_text, text: Files}\n    element:\n      type: |';
    expect(completeAt(MODAL_YAML.replace('type: |', input), 'request.view.yaml').labels).toContain('file_input');
    const message = completeAt(`blocks:\n  - ${input}\n`, 'message.blocks.yaml');
    expect(message.labels).toContain('plain_text_input');
    expect(message.labels).not.toContain('file_input');
  });

  test('YAML section accessory and context elements (a text object or an image)', () => {
    const accessory = completeAt('blocks:\n  - type: section\n    text: {type: mrkdwn, text: Hi}\n    accessory:\n      type: |\n', 'message.blocks.yaml');
    expect(accessory.labels).toEqual(expect.arrayContaining(['button', 'image', 'overflow']));
    expect(accessory.labels).not.toContain('plain_text_input');
    const context = completeAt('blocks:\n  - type: context\n    elements:\n      - type: |\n', 'message.blocks.yaml');
    expect(context.labels.sort()).toEqual(['image', 'mrkdwn', 'plain_text']);
  });

  test('YAML rich text: its elements, then the inline elements of a section', () => {
    const block = completeAt('blocks:\n  - type: rich_text\n    elements:\n      - type: |\n', 'message.blocks.yaml');
    expect(block.labels).toEqual(expect.arrayContaining(['rich_text_section', 'rich_text_list', 'rich_text_preformatted', 'rich_text_quote']));
    expect(block.labels).not.toContain('text');
    const marked = 'blocks:\n  - type: rich_text\n    elements:\n      - type: rich_text_section\n        elements:\n          - type: |\n';
    const inline = completeAt(marked, 'message.blocks.yaml');
    expect(inline.labels).toEqual(expect.arrayContaining(['text', 'link', 'emoji', 'user', 'channel']));
    expect(inline.labels).not.toContain('rich_text_section');
  });

  test('JSON: a header’s text takes plain_text only', () => {
    const result = completeAt('{"blocks": [{"type": "header", "text": {"type": "|"}}]}', 'message.blocks.json');
    expect(result.labels).toEqual(['plain_text']);
  });
});

describe('keys and enum values', () => {
  test('YAML modal keys: title, submit, close and the rest, without those present', () => {
    const result = completeAt('type: modal\n|\nblocks: []\n', 'form.view.yaml');
    expect(result.labels).toEqual(expect.arrayContaining(['title', 'submit', 'close', 'callback_id', 'private_metadata']));
    expect(result.labels).not.toContain('blocks');
    // A place that holds a text object gets its type written, and the cursor where the text goes.
    expect(result.apply('submit')).toBe('type: modal\nsubmit:\n  type: plain_text\n  text: \nblocks: []\n');
  });

  test('JSON Home tab keys: no submit or close', () => {
    const result = completeAt('{"type": "home", |"blocks": []}', 'home.view.json');
    expect(result.labels).toContain('callback_id');
    expect(result.labels).not.toContain('submit');
    expect(result.labels).not.toContain('title');
  });

  test('JSON: keys of a block follow its type', () => {
    const result = completeAt('{"blocks": [{"type": "section", |}]}', 'message.blocks.json');
    expect(result.labels).toEqual(expect.arrayContaining(['text', 'fields', 'accessory', 'block_id']));
    expect(result.labels).not.toContain('type');
    expect(result.labels).not.toContain('elements');
  });

  test('YAML: keys of a button in an actions block', () => {
    const marked = 'blocks:\n  - type: actions\n    elements:\n      - type: button\n        |\n';
    const result = completeAt(marked, 'message.blocks.yaml');
    expect(result.labels).toEqual(expect.arrayContaining(['text', 'action_id', 'value', 'style', 'url', 'confirm']));
    expect(result.apply('text')).toBe(marked.replace('        |', '        text:\n          type: plain_text\n          text: '));
  });

  test('YAML and JSON: a button’s style', () => {
    const marked = 'blocks:\n  - type: actions\n    elements:\n      - type: button\n        style: |\n';
    expect(completeAt(marked, 'message.blocks.yaml').labels).toEqual(['primary', 'danger']);
    const json = '{"blocks": [{"type": "actions", "elements": [{"type": "button", "style": "|"}]}]}';
    const result = completeAt(json, 'message.blocks.json');
    expect(result.labels).toEqual(['primary', 'danger']);
    expect(result.apply('danger')).toBe(json.replace('"|"', '"danger"'));
  });

  test('YAML: an alert’s level', () => {
    const marked = 'blocks:\n  - type: alert\n    text: {type: plain_text, text: Disk almost full}\n    level: |\n';
    const result = completeAt(marked, 'message.blocks.yaml');
    expect(result.labels).toEqual(expect.arrayContaining(['info', 'warning', 'error']));
    expect(result.apply('warning')).toBe(marked.replace('level: |', 'level: warning'));
  });

  test('YAML: a view’s own type', () => {
    expect(completeAt('type: |\nblocks: []\n', 'form.view.yaml').labels).toEqual(['modal', 'home']);
  });
});

describe('inside a views.publish view given as a JSON string', () => {
  const argument = (view: string) => JSON.stringify({ user_id: 'U123', view }, null, 2);

  test('block types of the view’s surface, written back escaped', () => {
    const text = argument('{"type": "modal", "title": {"type": "plain_text", "text": "T"}, "blocks": [{"type": "in"}]}');
    const at = text.indexOf('\\"in\\"') + 4;
    const result = completeAt(text.slice(0, at) + '|' + text.slice(at), 'publish.blocks.json');
    expect(result.labels).toContain('input');
    expect(result.labels).not.toContain('data_visualization');
    const applied = JSON.parse(result.apply('input')) as { view: string };
    expect(JSON.parse(applied.view)).toEqual({ type: 'modal', title: { type: 'plain_text', text: 'T' }, blocks: [{ type: 'input' }] });
  });

  test('keys of a block, with the comma the new member needs', () => {
    const text = argument('{"type": "home", "blocks": [{"type": "header" }]}');
    const at = text.indexOf('header') + 9;
    const result = completeAt(text.slice(0, at) + '|' + text.slice(at), 'publish.blocks.json');
    expect(result.labels).toEqual(expect.arrayContaining(['text', 'block_id']));
    const applied = JSON.parse(result.apply('text')) as { view: string };
    expect(JSON.parse(applied.view)).toEqual({ type: 'home', blocks: [{ type: 'header', text: { type: 'plain_text', text: '' } }] });
  });
});
