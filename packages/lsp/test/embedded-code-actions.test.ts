import { describe, expect, test } from 'vitest';
import { getLanguageService } from 'manifesto-lsp';
import { documentOf, quickFixes as fixes, yaml } from './helpers.js';

// Quick fixes for Block Kit and manifests inside method arguments edit inside the embedded document,
// not the file's top level: each test asserts the whole edited text and that the file is then clean.
const service = getLanguageService();
const codes = (text: string, name: string) => service.diagnostics(documentOf(text, name)).map((d) => d.code);

const modal = {
  type: 'modal',
  title: { type: 'plain_text', text: 'Feedback' },
  blocks: [{ type: 'input', label: { type: 'plain_text', text: 'Comments' }, element: { type: 'plain_text_input' } }],
};
const submit = { type: 'plain_text', text: 'Submit' };

describe('Block Kit in method arguments', () => {
  test('views.open JSON: the submit button goes into the view', () => {
    const text = JSON.stringify({ trigger_id: '12345.98765.abcd', view: modal }, null, 2);
    const [fix, ...others] = fixes(text, 'feedback.views.open.json', 'modal-submit-required');
    expect(others).toEqual([]);
    expect(fix!.text).toBe(JSON.stringify({ trigger_id: '12345.98765.abcd', view: { ...modal, submit } }, null, 2));
    expect(codes(fix!.text, 'feedback.views.open.json')).toEqual([]);
  });

  test('views.open YAML: the submit button goes into the view', () => {
    const text = yaml`
      trigger_id: 12345.98765.abcd
      view:
        type: modal
        title: {type: plain_text, text: Feedback}
        blocks:
          - type: input
            label: {type: plain_text, text: Comments}
            element: {type: plain_text_input}
    `;
    const [fix] = fixes(text, 'feedback.views.open.yaml', 'modal-submit-required');
    expect(fix!.text).toBe(`${text}  submit:\n    type: plain_text\n    text: Submit\n`);
    expect(codes(fix!.text, 'feedback.views.open.yaml')).toEqual([]);
  });

  test('views.open with the view as a JSON string: the button is written inside the string', () => {
    const text = JSON.stringify({ trigger_id: '12345.98765.abcd', view: JSON.stringify(modal) }, null, 2);
    const [fix] = fixes(text, 'feedback.views.open.json', 'modal-submit-required');
    const view = JSON.stringify(modal);
    const edited = `${view.slice(0, -1)}, "submit": { "type": "plain_text", "text": "Submit" }}`;
    expect(fix!.text).toBe(JSON.stringify({ trigger_id: '12345.98765.abcd', view: edited }, null, 2));
    expect(codes(fix!.text, 'feedback.views.open.json')).toEqual([]);
  });

  test('views.publish YAML: a header’s missing text is added to the header', () => {
    const text = yaml`
      user_id: U0123456789
      view:
        type: home
        blocks:
          - type: header
    `;
    const [fix] = fixes(text, 'home.views.publish.yaml', 'required');
    expect(fix!.title).toBe('Add the required key `view.blocks.0.text`');
    expect(fix!.text).toBe(`${text}      text:\n        type: plain_text\n        text: TODO\n`);
    expect(codes(fix!.text, 'home.views.publish.yaml')).toEqual([]);
  });

  test('chat.postMessage: a block inside an attachment is fixed in the attachment', () => {
    const text = JSON.stringify({ channel: 'C0123456789', attachments: [{ color: '#36a64f', blocks: [{ type: 'header' }] }] }, null, 2);
    const [fix] = fixes(text, 'notice.chat.postMessage.json', 'required');
    expect(fix!.title).toBe('Add the required key `attachments.0.blocks.0.text`');
    expect(fix!.text).toBe(
      JSON.stringify(
        { channel: 'C0123456789', attachments: [{ color: '#36a64f', blocks: [{ type: 'header', text: { type: 'plain_text', text: 'TODO' } }] }] },
        null,
        2,
      ),
    );
    expect(codes(fix!.text, 'notice.chat.postMessage.json')).toEqual([]);
  });
});

describe('manifests in apps.manifest.* arguments', () => {
  const manifest = {
    display_information: { name: 'App' },
    settings: { org_deploy_enabled: true },
    functions: { lookup: { title: 'Look up', description: 'Finds a user', input_parameters: {}, output_parameters: {} } },
  };

  test('JSON: a manifest rule’s fix edits the manifest’s settings, not the arguments', () => {
    const text = JSON.stringify({ manifest }, null, 2);
    const runtimes = fixes(text, 'app.apps.manifest.validate.json', 'function-runtime-missing');
    expect(runtimes.map((fix) => fix.text)).toEqual(
      ['remote', 'slack'].map((runtime) =>
        JSON.stringify({ manifest: { ...manifest, settings: { ...manifest.settings, function_runtime: runtime } } }, null, 2),
      ),
    );
    for (const fix of runtimes) expect(codes(fix.text, 'app.apps.manifest.validate.json')).toEqual([]);
  });

  test('YAML: a missing key and a misspelt key inside the manifest', () => {
    const text = yaml`
      app_id: A0123456789
      manifest:
        display_information:
          descripton: Finds people
    `;
    const [added] = fixes(text, 'app.apps.manifest.update.yaml', 'required');
    expect(added!.text).toBe(`${text}    name: TODO\n`);
    const [renamed] = fixes(text, 'app.apps.manifest.update.yaml', 'unknown-key');
    expect(renamed!.text).toBe(text.replace('descripton', 'description'));
  });

  test('a manifest written as a JSON string is edited inside the string, through its escapes', () => {
    const text = JSON.stringify({ manifest: JSON.stringify(manifest) }, null, 2);
    const runtimes = fixes(text, 'app.apps.manifest.validate.json', 'function-runtime-missing');
    const encoded = JSON.stringify(manifest);
    expect(runtimes.map((fix) => fix.text)).toEqual(
      ['remote', 'slack'].map((runtime) =>
        JSON.stringify({ manifest: encoded.replace('"org_deploy_enabled":true', `"org_deploy_enabled":true, "function_runtime": "${runtime}"`) }, null, 2),
      ),
    );
    for (const fix of runtimes) expect(codes(fix.text, 'app.apps.manifest.validate.json')).toEqual([]);
  });

  test('a manifest string whose text has a mistake of its own gets no edit', () => {
    const text = JSON.stringify(
      { manifest: JSON.stringify(manifest).replace('{"display_information"', '{"display_information":1,"display_information"') },
      null,
      2,
    );
    const document = documentOf(text, 'app.apps.manifest.validate.json');
    const diagnostics = service.diagnostics(document).filter((d) => d.code === 'function-runtime-missing');
    expect(diagnostics).toHaveLength(1);
    expect(service.codeActions(document, diagnostics)).toEqual([]);
  });
});
