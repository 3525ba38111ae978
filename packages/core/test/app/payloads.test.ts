import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { CodeFile, lineIn, manifestTwins, runApp } from './app-fixtures.js';
import { STARTER_MANIFEST, starterCode } from './starter-app.js';

const [MANIFEST] = manifestTwins(STARTER_MANIFEST);

/** A Home tab in a payload file: a button, an overflow, and a select in an input block. */
const HOME = {
  type: 'home',
  callback_id: 'home_view',
  blocks: [
    { type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: 'Approve' }, action_id: 'approve_request' }] },
    {
      type: 'section',
      text: { type: 'mrkdwn', text: 'More' },
      accessory: { type: 'overflow', action_id: 'more_options', options: [{ text: { type: 'plain_text', text: 'a' }, value: 'a' }] },
    },
    {
      type: 'input',
      label: { type: 'plain_text', text: 'Pick' },
      element: { type: 'static_select', action_id: 'pick_one', options: [{ text: { type: 'plain_text', text: 'a' }, value: 'a' }] },
    },
    { type: 'input', dispatch_action: true, label: { type: 'plain_text', text: 'Type' }, element: { type: 'plain_text_input', action_id: 'typed' } },
  ],
};

const twins = [
  { fileName: 'views/home.view.json', text: JSON.stringify(HOME, null, 2) + '\n' },
  { fileName: 'views/home.view.yaml', text: stringify(HOME) },
];

describe('payload files', () => {
  for (const payload of twins) {
    it(`${payload.fileName}: its ids count as declared, and an interactive id nothing handles is a warning at the id`, () => {
      const code = starterCode({ action: 'approve_request' });
      const { problems } = runApp(MANIFEST!, code, [payload]);
      // The starter's own button lost its listener; the payload's approve_request has one now; more_options has none.
      expect(problems).toEqual([
        expect.objectContaining({ file: 'listeners/shortcuts/index.js', rule: 'action-id-unhandled' }),
        expect.objectContaining({
          file: payload.fileName,
          rule: 'action-id-unhandled',
          pointer: '/blocks/1/accessory/action_id',
          line: lineIn(payload.text, 'more_options'),
        }),
      ]);
    });
  }

  it('reads a view written as a JSON string (views.publish arguments), placing its ids on the string', () => {
    const args = { fileName: 'home.views.publish.json', text: JSON.stringify({ user_id: 'U123', view: JSON.stringify(HOME) }, null, 2) };
    const { problems } = runApp(MANIFEST!, starterCode({ action: 'approve_request' }), [args]);
    expect(problems.filter((p) => p.file === args.fileName)).toEqual([expect.objectContaining({ rule: 'action-id-unhandled', pointer: '/view', line: 3 })]);
  });

  it('leaves the declared ids open when a payload file has a syntax mistake', () => {
    const broken = { fileName: 'views/home.view.json', text: twins[0]!.text.replace('"approve_request"', '"approve_request",,') };
    const { problems } = runApp(MANIFEST!, starterCode({ action: 'nope_action' }), [broken]);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  });
});

/** A modal in a payload file whose input block holds an external select (it loads options even in an input). */
const PICKER = {
  type: 'modal',
  callback_id: 'sample_view_id',
  title: { type: 'plain_text', text: 'Pick' },
  submit: { type: 'plain_text', text: 'Save' },
  blocks: [
    {
      type: 'input',
      label: { type: 'plain_text', text: 'Repository' },
      element: { type: 'external_select', action_id: 'pick_repo', placeholder: { type: 'plain_text', text: 'Repository' } },
    },
  ],
};

describe('external selects in payload files', () => {
  for (const payload of [
    { fileName: 'views/picker.view.json', text: JSON.stringify(PICKER, null, 2) + '\n' },
    { fileName: 'views/picker.view.yaml', text: stringify(PICKER) },
  ]) {
    it(`${payload.fileName}: warns at a select no options listener answers, and judges an options listener against it`, () => {
      expect(runApp(MANIFEST!, starterCode(), [payload]).problems).toEqual([
        expect.objectContaining({
          file: payload.fileName,
          rule: 'options-unhandled',
          severity: 'warning',
          pointer: '/blocks/0/element/action_id',
          line: lineIn(payload.text, 'pick_repo'),
        }),
      ]);
      const answered = new CodeFile('listeners/options.js', "app.options('pick_repo', load);").listener('options', 'pick_repo');
      expect(runApp(MANIFEST!, [...starterCode(), answered], [payload]).problems).toEqual([]);
      const misspelt = new CodeFile('listeners/options.js', "app.options('pick_rep', load);").listener('options', 'pick_rep');
      const { problems, result } = runApp(MANIFEST!, [...starterCode(), misspelt], [payload]);
      expect(problems).toEqual([expect.objectContaining({ file: 'listeners/options.js', rule: 'options-id-undeclared', marked: "'pick_rep'", line: 1 })]);
      expect(result.problems.flatMap((entry) => entry.problems)[0]?.data).toEqual({ id: 'pick_rep', suggestion: 'pick_repo' });
    });
  }
});
