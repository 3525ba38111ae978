import { describe, expect, test } from 'vitest';
import { getLanguageService } from 'manifesto-lsp';
import type { MarkupContent } from 'vscode-languageserver';
import { cursor, documentOf, yaml } from './helpers.js';

// Hover on block payloads: what the field is, its limit and how much of it is used ("47 / 75 characters").
const service = getLanguageService();

function hoverAt(marked: string, name: string, format: 'markdown' | 'plaintext' = 'markdown'): string {
  const { text, offset } = cursor(marked);
  const document = documentOf(text, name);
  return (service.hover(document, document.positionAt(offset), format)?.contents as MarkupContent | undefined)?.value ?? '';
}

const APPROVAL = yaml`
  text: Approval needed
  blocks:
    - type: header
      text:
        type: plain_text
        text: Expense report
    - type: actions
      elements:
        - type: button
          action_id: approve
          style: primary
          text:
            type: plain_text
            text: Approve the expense report for the offsite in Lisbon now
`;

describe('string lengths', () => {
  test('YAML: a button’s text, 56 of its 75 characters', () => {
    const value = hoverAt(APPROVAL.replace('      text: Approve', '      te|xt: Approve'), 'approval.blocks.yaml');
    expect(value).toContain('**`blocks[1].elements[0].text.text`** (string)');
    expect(value).toContain('56 / 75 characters.');
  });

  test('JSON: a header’s text, on the key or the value, as plain text', () => {
    const marked = '{"blocks": [{"type": "header", "text": {"type": "plain_text", "text": "Expense |report"}}]}';
    const value = hoverAt(marked, 'approval.blocks.json', 'plaintext');
    expect(value).toContain('blocks[0].text.text (string)');
    expect(value).toContain('14 / 150 characters.');
    expect(value).not.toContain('`');
  });

  test('YAML modal: the title’s 24 characters', () => {
    const marked = 'type: modal\ntitle:\n  type: plain_text\n  text: Expense re|port\nblocks: []\n';
    expect(hoverAt(marked, 'form.view.yaml')).toContain('14 / 24 characters.');
  });

  test('over the limit, the count says so', () => {
    const long = 'x'.repeat(160);
    const marked = `{"blocks": [{"type": "header", "text": {"type": "plain_text", "te|xt": "${long}"}}]}`;
    expect(hoverAt(marked, 'approval.blocks.json')).toContain('160 / 150 characters.');
  });
});

describe('disputed limits', () => {
  test('YAML: a video title names the other value and why ours', () => {
    const marked = yaml`
      blocks:
        - type: video
          title:
            type: plain_text
            te|xt: Launch demo
          alt_text: A product demo
          video_url: https://example.com/demo.mp4
          thumbnail_url: https://example.com/demo.png
    `;
    const value = hoverAt(marked, 'demo.blocks.yaml');
    expect(value).toContain('11 / 199 characters.');
    expect(value).toContain('some other sources allow 200');
  });
});

describe('list counts', () => {
  test('YAML: the blocks of a message, 2 of 50', () => {
    const value = hoverAt(APPROVAL.replace('blocks:', 'blo|cks:'), 'approval.blocks.yaml');
    expect(value).toContain('**`blocks`** (array)');
    expect(value).toContain('2 / 50 items.');
  });

  test('JSON: the blocks of a modal, 1 of 100', () => {
    const marked = '{"type": "modal", "title": {"type": "plain_text", "text": "T"}, "bl|ocks": [{"type": "divider"}]}';
    expect(hoverAt(marked, 'form.view.json')).toContain('1 / 100 items.');
  });

  test('YAML: an actions block’s elements, with the minimum when it is not met', () => {
    expect(hoverAt(APPROVAL.replace('elements:', 'elem|ents:'), 'approval.blocks.yaml')).toContain('1 / 25 items.');
    expect(hoverAt('{"blocks": [{"type": "actions", "ele|ments": []}]}', 'approval.blocks.json')).toContain('0 / 25 items (at least 1).');
  });
});

describe('types', () => {
  test('YAML: a block’s type says what the block is and where it sits', () => {
    const value = hoverAt(APPROVAL.replace('- type: actions', '- type: act|ions'), 'approval.blocks.yaml');
    expect(value).toContain('The type of a block in a message. `actions`: ');
  });

  test('JSON: an element’s type lists the elements its block takes', () => {
    const marked = '{"blocks": [{"type": "actions", "elements": [{"type": "but|ton", "text": {"type": "plain_text", "text": "Go"}}]}]}';
    const value = hoverAt(marked, 'approval.blocks.json');
    expect(value).toContain('`button`: ');
    expect(value).toContain('Allowed values: `button`');
    expect(value).not.toContain('`plain_text_input`');
  });

  test('YAML: a button’s style lists its values', () => {
    expect(hoverAt(APPROVAL.replace('style: primary', 'style: prim|ary'), 'approval.blocks.yaml')).toContain('Allowed values: `primary`, `danger`.');
  });
});

describe('a views.publish view given as a JSON string', () => {
  const view = { type: 'home', blocks: [{ type: 'header', text: { type: 'plain_text', text: 'Welcome "back"' } }, { type: 'divider' }] };
  const text = JSON.stringify({ user_id: 'U123', view: JSON.stringify(view) }, null, 2);

  test('JSON: hover inside the string describes the field there, at its place in the file', () => {
    const { text: plain, offset } = { text, offset: text.indexOf('Welcome') + 2 };
    const document = documentOf(plain, 'publish.blocks.json');
    const result = service.hover(document, document.positionAt(offset));
    const value = (result?.contents as MarkupContent).value;
    expect(value).toContain('**`view.blocks[0].text.text`** (string)');
    // The escaped quotes count once each.
    expect(value).toContain('14 / 150 characters.');
    // The range is the key `\"text\"` before the value, inside the string literal.
    const start = document.offsetAt(result!.range!.start);
    expect(plain.slice(start, document.offsetAt(result!.range!.end))).toBe('\\"text\\"');
  });

  test('JSON: the blocks of the view, and a block type in the string', () => {
    const document = documentOf(text, 'publish.blocks.json');
    const blocks = (service.hover(document, document.positionAt(text.indexOf('blocks') + 1))?.contents as MarkupContent).value;
    expect(blocks).toContain('2 / 100 items.');
    const type = (service.hover(document, document.positionAt(text.indexOf('divider') + 1))?.contents as MarkupContent).value;
    expect(type).toContain('The type of a block in a Home tab. `divider`: ');
  });

  test('YAML: a view written as a block scalar of JSON text', () => {
    const text = yaml`
      user_id: U123
      view: |
        {"type": "home", "blocks": [
          {"type": "header", "text": {"type": "plain_text", "text": "Hello"}}
        ]}
    `;
    const document = documentOf(text, 'publish.blocks.yaml');
    const result = service.hover(document, document.positionAt(text.indexOf('Hello') + 1));
    expect((result?.contents as MarkupContent).value).toContain('**`view.blocks[0].text.text`** (string)');
    expect((result?.contents as MarkupContent).value).toContain('5 / 150 characters.');
    expect(result?.range?.start.line).toBe(3);
  });

  test('a string that is not JSON yet: the hover is the string’s own', () => {
    const broken = JSON.stringify({ user_id: 'U123', view: '{"type": "home", "blocks": [' }, null, 2);
    const document = documentOf(broken, 'publish.blocks.json');
    expect(() => service.hover(document, document.positionAt(broken.indexOf('home')))).not.toThrow();
  });
});
