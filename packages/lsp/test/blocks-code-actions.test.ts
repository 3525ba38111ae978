import { describe, expect, test } from 'vitest';
import { getLanguageService } from '@manifesto/lsp';
import { applyEdits, documentOf, yaml } from './helpers.js';

// Quick fixes on block payloads: each is the fix its rule declares in the core, rendered as YAML or JSON edits.
const service = getLanguageService();

/** The quick fixes offered for one rule's diagnostics, each applied to the whole text, with their titles. */
function fixes(text: string, name: string, rule: string): { title: string; text: string }[] {
  const document = documentOf(text, name);
  const diagnostics = service.diagnostics(document).filter((d) => d.code === rule);
  expect(diagnostics.length, `no ${rule} diagnostic`).toBeGreaterThan(0);
  return service.codeActions(document, diagnostics).map((action) => {
    expect(action.kind).toBe('quickfix');
    return { title: action.title, text: applyEdits(text, action.edit?.changes?.[document.uri] ?? []) };
  });
}

const codes = (text: string, name: string) => service.diagnostics(documentOf(text, name)).map((d) => d.code);

describe('a misspelled type (unknown-type)', () => {
  test('YAML: a block type changes to the one meant', () => {
    const text = yaml`
      blocks:
        - type: sectoin
          text:
            type: mrkdwn
            text: "*Deploy* finished"
    `;
    const [fix, ...others] = fixes(text, 'deploy.blocks.yaml', 'unknown-type');
    expect(others).toEqual([]);
    expect(fix?.title).toBe('Change to `section`');
    expect(fix?.text).toBe(text.replace('sectoin', 'section'));
    expect(codes(fix!.text, 'deploy.blocks.yaml')).toEqual([]);
  });

  test('JSON: an element type in an actions block', () => {
    const text = JSON.stringify({ blocks: [{ type: 'actions', elements: [{ type: 'buton', text: { type: 'plain_text', text: 'Go' } }] }] }, null, 2);
    const [fix] = fixes(text, 'deploy.blocks.json', 'unknown-type');
    expect(fix?.text).toBe(text.replace('"buton"', '"button"'));
    expect(codes(fix!.text, 'deploy.blocks.json')).toEqual([]);
  });

  test('YAML modal: an element type in an input block', () => {
    const text = yaml`
      type: modal
      title: {type: plain_text, text: Name}
      submit: {type: plain_text, text: Save}
      blocks:
        - type: input
          label: {type: plain_text, text: Your name}
          element:
            type: plain_text_inptu
    `;
    const [fix] = fixes(text, 'name.view.yaml', 'unknown-type');
    expect(fix?.text).toBe(text.replace('plain_text_inptu', 'plain_text_input'));
    expect(codes(fix!.text, 'name.view.yaml')).toEqual([]);
  });
});

describe('plain_text where mrkdwn is not allowed (type-not-allowed)', () => {
  test('YAML: a header’s mrkdwn text becomes plain_text', () => {
    const text = 'blocks:\n  - type: header\n    text:\n      type: mrkdwn\n      text: Weekly report\n';
    const [fix] = fixes(text, 'report.blocks.yaml', 'type-not-allowed');
    expect(fix?.title).toBe('Change to `plain_text`');
    expect(fix?.text).toBe(text.replace('type: mrkdwn', 'type: plain_text'));
    expect(codes(fix!.text, 'report.blocks.yaml')).toEqual([]);
  });

  test('JSON: a button’s mrkdwn label becomes plain_text', () => {
    const text = '{"blocks": [{"type": "actions", "elements": [{"type": "button", "text": {"type": "mrkdwn", "text": "*Go*"}}]}]}';
    const [fix] = fixes(text, 'report.blocks.json', 'type-not-allowed');
    expect(fix?.text).toBe(text.replace('"mrkdwn"', '"plain_text"'));
    expect(codes(fix!.text, 'report.blocks.json')).toEqual([]);
  });
});

describe('a modal with an input block and no submit (modal-submit-required)', () => {
  const modal = {
    type: 'modal',
    title: { type: 'plain_text', text: 'Feedback' },
    blocks: [{ type: 'input', label: { type: 'plain_text', text: 'Comments' }, element: { type: 'plain_text_input', multiline: true } }],
  };

  test('YAML: the fix adds a submit button, and the modal is then clean', () => {
    const text = yaml`
      type: modal
      title:
        type: plain_text
        text: Feedback
      blocks:
        - type: input
          label:
            type: plain_text
            text: Comments
          element:
            type: plain_text_input
            multiline: true
    `;
    const [fix] = fixes(text, 'feedback.view.yaml', 'modal-submit-required');
    expect(fix?.text).toContain('submit:\n  type: plain_text\n  text: Submit\n');
    expect(codes(fix!.text, 'feedback.view.yaml')).toEqual([]);
  });

  test('JSON: the same fix', () => {
    const text = JSON.stringify(modal, null, 2);
    const [fix] = fixes(text, 'feedback.view.json', 'modal-submit-required');
    expect(JSON.parse(fix!.text)).toEqual({ ...modal, submit: { type: 'plain_text', text: 'Submit' } });
    expect(codes(fix!.text, 'feedback.view.json')).toEqual([]);
  });
});

describe('inside a views.publish view string', () => {
  test('the problem is shown, but no edit is offered in the escaped text', () => {
    const view = { type: 'home', blocks: [{ type: 'sectoin', text: { type: 'mrkdwn', text: 'Hi' } }] };
    const text = JSON.stringify({ user_id: 'U123', view: JSON.stringify(view) }, null, 2);
    const document = documentOf(text, 'publish.blocks.json');
    const diagnostics = service.diagnostics(document).filter((d) => d.code === 'unknown-type');
    expect(diagnostics).toHaveLength(1);
    expect(service.codeActions(document, diagnostics)).toEqual([]);
  });
});
