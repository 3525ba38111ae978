import { describe, expect, test } from 'vitest';
import { getLanguageService } from 'manifesto-lsp';
import { documentOf, quickFixes as fixes, yaml } from './helpers.js';

// Quick fixes on block payloads: each is the fix its rule declares in the core, rendered as YAML or JSON edits.
const service = getLanguageService();

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

describe('inside a views.publish view given as a JSON string', () => {
  const publish = (view: unknown) => JSON.stringify({ user_id: 'U123', view: JSON.stringify(view) }, null, 2);
  const viewOf = (text: string) => JSON.parse((JSON.parse(text) as { view: string }).view) as unknown;

  test('a misspelled type is changed inside the string, escaped as the string needs', () => {
    const view = { type: 'home', blocks: [{ type: 'sectoin', text: { type: 'mrkdwn', text: 'Say "hi"' } }] };
    const text = publish(view);
    const [fix, ...others] = fixes(text, 'publish.blocks.json', 'unknown-type');
    expect(others).toEqual([]);
    expect(fix?.text).toBe(text.replace('\\"sectoin\\"', '\\"section\\"'));
    expect(viewOf(fix!.text)).toEqual({ ...view, blocks: [{ ...view.blocks[0], type: 'section' }] });
    expect(codes(fix!.text, 'publish.blocks.json')).toEqual([]);
  });

  test('a missing submit is added to the view in the string', () => {
    const view = {
      type: 'modal',
      title: { type: 'plain_text', text: 'Feedback' },
      blocks: [{ type: 'input', label: { type: 'plain_text', text: 'Comments' }, element: { type: 'plain_text_input' } }],
    };
    const [fix] = fixes(publish(view), 'publish.blocks.json', 'modal-submit-required');
    expect(viewOf(fix!.text)).toEqual({ ...view, submit: { type: 'plain_text', text: 'Submit' } });
    // The one-line string stays on one line.
    expect((JSON.parse(fix!.text) as { view: string }).view).not.toContain('\n');
  });

  test('a view string with a syntax error gets no edit', () => {
    const text = JSON.stringify({ user_id: 'U123', view: '{"type": "home", "blocks": [}' }, null, 2);
    const document = documentOf(text, 'publish.blocks.json');
    const diagnostics = service.diagnostics(document);
    expect(diagnostics.map((d) => d.code)).toContain('view-json');
    expect(service.codeActions(document, diagnostics)).toEqual([]);
  });
});
