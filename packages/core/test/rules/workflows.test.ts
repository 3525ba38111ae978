import { describe, expect, it } from 'vitest';
import { validateManifestText } from 'manifesto-core';
import { yaml } from '../helpers.js';
import { WORKFLOW_V2 } from './fixtures.js';
import { allProblems, expectProblems, key, pair, plant, twins } from './twins.js';

const RULES = [
  'workflow-step-id-duplicate',
  'workflow-function-reference',
  'workflow-input-unknown',
  'workflow-step-reference',
  'workflow-step-output',
  'workflow-required-input-missing',
  'workflow-step-type',
];
const STEP0 = '/workflows/open_ticket/steps/0';
const STEP1 = '/workflows/open_ticket/steps/1';

describe('workflow references', () => {
  it('accept inputs, earlier steps, deeper output paths, spaced placeholders and built-in functions', () => expectProblems(WORKFLOW_V2, RULES, []));

  it("accept another app's functions and the seed namespace", () => {
    expectProblems(plant(WORKFLOW_V2, 'function_id: slack#/functions/send_message', 'function_id: svc#/functions/send_message'), RULES, []);
    expectProblems(plant(WORKFLOW_V2, 'function_id: slack#/functions/send_message', 'function_id: A012345#/functions/notify'), RULES, []);
  });
});

describe('workflow-step-id-duplicate', () => {
  it('marks the second step with a repeated id', () =>
    expectProblems(plant(WORKFLOW_V2, '- id: announce', '- id: file'), RULES, [
      { rule: 'workflow-step-id-duplicate', pointer: `${STEP1}/id`, at: pair('id', 'file'), occurrence: 2 },
    ]));
});

describe('workflow-function-reference', () => {
  it('marks a local function id that is not declared', () =>
    expectProblems(plant(WORKFLOW_V2, '#/functions/create_ticket', '#/functions/close_ticket'), RULES, [
      { rule: 'workflow-function-reference', pointer: `${STEP0}/function_id`, at: '#/functions/close_ticket' },
    ]));

  it('marks a function_id that is not a reference at all', () =>
    expectProblems(plant(WORKFLOW_V2, 'function_id: slack#/functions/send_message', 'function_id: send_message'), RULES, [
      { rule: 'workflow-function-reference', pointer: `${STEP1}/function_id`, at: 'send_message' },
    ]));
});

describe('workflow-input-unknown', () => {
  it('marks the exact value holding an interpolated placeholder', () =>
    expectProblems(plant(WORKFLOW_V2, 'Opened: {{inputs.summary}}', 'Opened: {{inputs.title}}'), RULES, [
      { rule: 'workflow-input-unknown', pointer: `${STEP1}/inputs/message`, at: 'Opened: {{inputs.title}}' },
    ]));

  it('marks placeholders nested in arrays and objects', () =>
    expectProblems(plant(WORKFLOW_V2, '"{{ steps.file.url }}"', '"see {{ inputs.link }}"'), RULES, [
      { rule: 'workflow-input-unknown', pointer: `${STEP1}/inputs/blocks/0/text/text`, at: '{{ inputs.link }}' },
    ]));

  it('marks inputs of a workflow that declares none', () => {
    const text = plant(
      WORKFLOW_V2,
      WORKFLOW_V2.slice(
        WORKFLOW_V2.indexOf('    input_parameters:\n      properties:\n        summary:\n          type: string\n        channel:'),
        WORKFLOW_V2.indexOf('    steps:'),
      ),
      '',
    );
    expectProblems(
      text,
      ['workflow-input-unknown'],
      [
        { rule: 'workflow-input-unknown', pointer: `${STEP0}/inputs/summary`, at: '{{inputs.summary}}' },
        { rule: 'workflow-input-unknown', pointer: `${STEP0}/inputs/reporter`, at: '{{inputs.interactivity' },
        { rule: 'workflow-input-unknown', pointer: `${STEP1}/inputs/channel_id`, at: '{{inputs.channel}}' },
        { rule: 'workflow-input-unknown', pointer: `${STEP1}/inputs/message`, at: 'Opened: {{inputs.summary}}' },
      ],
    );
  });
});

describe('workflow-step-reference and workflow-step-output', () => {
  it('mark a step that runs later, the step itself, and an unknown step', () => {
    let text = plant(WORKFLOW_V2, 'reporter: "{{inputs.interactivity.interactor.id}}"', 'reporter: "{{steps.announce.ts}}"');
    text = plant(text, 'summary: "{{inputs.summary}}"', 'summary: "{{steps.file.url}} {{steps.ghost.url}}"');
    expectProblems(text, RULES, [
      { rule: 'workflow-step-reference', pointer: `${STEP0}/inputs/summary`, at: '{{steps.file.url}} {{steps.ghost.url}}' },
      { rule: 'workflow-step-reference', pointer: `${STEP0}/inputs/summary`, at: '{{steps.file.url}} {{steps.ghost.url}}' },
      { rule: 'workflow-step-reference', pointer: `${STEP0}/inputs/reporter`, at: '{{steps.announce.ts}}' },
    ]);
    for (const { format, text: source } of twins(text)) {
      const reasons = validateManifestText(source, { format })
        .problems.filter((p) => p.rule === 'workflow-step-reference')
        .map((p) => p.data?.['reason']);
      expect(reasons.sort(), format).toEqual(['later', 'self', 'unknown']);
    }
  });

  it('marks an output the local function does not declare', () =>
    expectProblems(plant(WORKFLOW_V2, 'at {{steps.file.url}}', 'at {{steps.file.link}}'), RULES, [
      { rule: 'workflow-step-output', pointer: `${STEP1}/inputs/message`, at: 'at {{steps.file.link}}' },
    ]));

  it('accepts any output of a built-in function', () => {
    const text = yaml`
      _metadata:
        major_version: 2
      display_information:
        name: Forms
      workflows:
        ask:
          title: Ask
          description: Asks and posts
          input_parameters:
            properties:
              interactivity:
                type: slack#/types/interactivity
          steps:
            - id: "0"
              function_id: slack#/functions/open_form
              inputs:
                title: Question
                interactivity: "{{inputs.interactivity}}"
                fields:
                  elements:
                    - name: question
                      type: string
            - id: "1"
              function_id: slack#/functions/send_message
              inputs:
                channel_id: C0123456789
                message: "{{steps.0.fields.question}}"
    `;
    expectProblems(text, RULES, []);
  });
});

describe('workflow-required-input-missing', () => {
  it('marks the inputs key when a required input is not provided', () =>
    expectProblems(plant(WORKFLOW_V2, '          reporter: "{{inputs.interactivity.interactor.id}}"\n', ''), RULES, [
      { rule: 'workflow-required-input-missing', pointer: `${STEP0}/inputs/reporter`, at: key('inputs') },
    ]));

  it('reads is_required in the version 1 form', () => {
    const text = yaml`
      display_information:
        name: Notify
      settings:
        function_runtime: remote
        org_deploy_enabled: true
        socket_mode_enabled: true
      functions:
        notify:
          title: Notify
          description: Sends a note
          input_parameters:
            user:
              type: slack#/types/user_id
              is_required: true
            note:
              type: string
          output_parameters: {}
      workflows:
        remind:
          title: Remind
          description: Reminds someone
          steps:
            - id: "1"
              function_id: "#/functions/notify"
              inputs:
                note: Stand-up in five minutes
    `;
    expectProblems(text, RULES, [{ rule: 'workflow-required-input-missing', pointer: '/workflows/remind/steps/0/inputs/user', at: key('inputs') }]);
  });
});

describe('workflow-step-type', () => {
  it("marks an unknown version 2 step type once, replacing the schema's enum error", () => {
    const text = plant(WORKFLOW_V2, 'type: function', 'type: loop');
    expectProblems(text, RULES, [{ rule: 'workflow-step-type', pointer: `${STEP0}/type`, at: 'loop' }]);
    for (const { format, found } of allProblems(text)) {
      expect(
        found.filter((p) => p.pointer === `${STEP0}/type`).map((p) => p.rule),
        format,
      ).toEqual(['workflow-step-type']);
    }
  });

  it('does not ask switch steps for function inputs', () =>
    expectProblems(
      plant(plant(WORKFLOW_V2, 'type: function', 'type: switch'), '          reporter: "{{inputs.interactivity.interactor.id}}"\n', ''),
      RULES,
      [],
    ));
});

describe('robustness', () => {
  it('never throws on steps, inputs and parameters of the wrong shape', () => {
    const text = yaml`
      _metadata:
        major_version: 2
      display_information:
        name: Odd
      functions:
        f: null
        g:
          input_parameters: [1, 2]
          output_parameters: {properties: null, required: "x"}
      workflows:
        w:
          input_parameters: 3
          steps:
            - null
            - 7
            - id: [1]
              function_id: 12
              inputs: "{{inputs.x}}"
            - id: a
              function_id: "#/functions/g"
              inputs: {deep: [[{x: "{{steps.a}} {{steps.}} {{}} {{inputs}} {{steps.zz[0]}}"}]]}
        v: {steps: {}}
    `;
    for (const { format, found } of allProblems(text))
      expect(
        found.some((p) => p.rule === 'internal'),
        format,
      ).toBe(false);
  });
});
