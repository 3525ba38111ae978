import { describe, expect, test } from 'vitest';
import { getLanguageService } from '@manifesto/lsp';
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
