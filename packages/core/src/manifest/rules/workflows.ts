import { defineRule } from '../../rules/define.js';
import { isPlatformReference } from '../../namespace.js';
import { isRecord, joinPointer } from '../../source/pointer.js';
import { parameterForm, parameterNames, requiredParameterNames } from '../parameter-forms.js';
import { findTemplates, type TemplateCache, type TemplateUse } from '../templates.js';
import type { ManifestRule, ManifestRuleContext } from './rule.js';

const LOCAL_FUNCTION = '#/functions/';
const STEP_TYPES = ['function', 'switch', 'conditional'];
/** `<app or namespace>#/functions/<name>`: a platform built-in or another app's function, checked remotely. */
const FOREIGN_FUNCTION = /^[^#\s]+#\/functions\/\S+$/;

export const workflowStepIdDuplicateRule = defineRule({
  id: 'workflow-step-id-duplicate',
  defaultSeverity: 'error',
  description: 'Two steps of one workflow have the same `id`.',
  docs: {
    why: "Later steps read a step's outputs by its id; two steps with one id make those references ambiguous, and the platform refuses it.",
    example: {
      file: 'manifest.yaml',
      text: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
      required:
        - channel
    output_parameters:
      properties:
        ts:
          type: string
workflows:
  announce:
    title: Announce
    steps:
      - id: "0"
        function_id: "#/functions/notify"
        inputs:
          channel: C0123ABCD
      - id: "0"
        function_id: "#/functions/notify"
        inputs:
          channel: C0123ABCD
`,
    },
  },
});

export const workflowFunctionReferenceRule = defineRule({
  id: 'workflow-function-reference',
  defaultSeverity: 'error',
  description: 'A step `function_id` `#/functions/<id>` names no declared function, or is not a function reference at all.',
  docs: {
    why: 'A step runs the function it names; a function that is not declared leaves the step nothing to run.',
    example: {
      file: 'manifest.yaml',
      text: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
      required:
        - channel
    output_parameters:
      properties:
        ts:
          type: string
workflows:
  announce:
    title: Announce
    steps:
      - id: "0"
        function_id: "#/functions/notfy"
        inputs:
          channel: C0123ABCD
`,
    },
  },
});

export const workflowInputUnknownRule = defineRule({
  id: 'workflow-input-unknown',
  defaultSeverity: 'error',
  description: 'A `{{inputs.<name>}}` placeholder names no input parameter of its workflow.',
  docs: {
    why: "A placeholder is filled from the workflow's inputs by name; a name that is no input is never filled.",
    example: {
      file: 'manifest.yaml',
      text: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
      required:
        - channel
    output_parameters:
      properties:
        ts:
          type: string
workflows:
  announce:
    title: Announce
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
    steps:
      - id: "0"
        function_id: "#/functions/notify"
        inputs:
          channel: "{{inputs.chanel}}"
`,
    },
  },
});

export const workflowStepReferenceRule = defineRule({
  id: 'workflow-step-reference',
  defaultSeverity: 'error',
  description: 'A `{{steps.<id>…}}` placeholder names no earlier step of its workflow.',
  docs: {
    why: 'A placeholder reads the outputs of an earlier step; a step that does not exist, or runs later, has no outputs yet.',
    example: {
      file: 'manifest.yaml',
      text: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
      required:
        - channel
    output_parameters:
      properties:
        ts:
          type: string
workflows:
  announce:
    title: Announce
    steps:
      - id: "0"
        function_id: "#/functions/notify"
        inputs:
          channel: "{{steps.1.ts}}"
`,
    },
  },
});

export const workflowStepOutputRule = defineRule({
  id: 'workflow-step-output',
  defaultSeverity: 'error',
  description: "A `{{steps.<id>.<output>}}` placeholder names no output parameter of that step's function.",
  docs: {
    why: "A placeholder reads an output of its step's function by name; an output the function does not declare is never filled.",
    example: {
      file: 'manifest.yaml',
      text: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
      required:
        - channel
    output_parameters:
      properties:
        ts:
          type: string
workflows:
  announce:
    title: Announce
    steps:
      - id: "0"
        function_id: "#/functions/notify"
        inputs:
          channel: C0123ABCD
      - id: "1"
        function_id: "#/functions/notify"
        inputs:
          channel: "{{steps.0.channel_id}}"
`,
    },
  },
});

export const workflowRequiredInputMissingRule = defineRule({
  id: 'workflow-required-input-missing',
  defaultSeverity: 'error',
  description: 'A step calling a local function does not provide one of its required inputs.',
  docs: {
    why: 'A step that does not provide a required input of its function fails when the workflow runs.',
    example: {
      file: 'manifest.yaml',
      text: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
      required:
        - channel
    output_parameters:
      properties:
        ts:
          type: string
workflows:
  announce:
    title: Announce
    steps:
      - id: "0"
        function_id: "#/functions/notify"
        inputs: {}
`,
    },
  },
});

export const workflowStepTypeRule = defineRule({
  id: 'workflow-step-type',
  defaultSeverity: 'error',
  description: 'A version 2 step `type` is not `function`, `switch` or `conditional`.',
  docs: {
    why: 'Version 2 steps are functions, switches or conditionals; the platform refuses any other step type.',
    example: {
      file: 'manifest.yaml',
      text: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
      required:
        - channel
    output_parameters:
      properties:
        ts:
          type: string
workflows:
  announce:
    title: Announce
    steps:
      - id: "0"
        type: loop
        function_id: "#/functions/notify"
        inputs:
          channel: C0123ABCD
`,
    },
  },
});

/** References inside workflows: step ids, function ids, `{{inputs.…}}` and `{{steps.…}}` placeholders. */
export const workflowRules: ManifestRule = {
  rules: [
    workflowStepIdDuplicateRule,
    workflowFunctionReferenceRule,
    workflowInputUnknownRule,
    workflowStepReferenceRule,
    workflowStepOutputRule,
    workflowRequiredInputMissingRule,
    workflowStepTypeRule,
  ],
  check(context) {
    const workflows = context.manifest['workflows'];
    if (!isRecord(workflows)) return;
    const functions = isRecord(context.manifest['functions']) ? context.manifest['functions'] : {};
    const templates: TemplateCache = new Map();
    for (const [id, workflow] of Object.entries(workflows)) {
      if (isRecord(workflow) && Array.isArray(workflow['steps'])) checkWorkflow(context, joinPointer('/workflows', id), workflow, functions, templates);
    }
  },
};

function checkWorkflow(
  context: ManifestRuleContext,
  base: string,
  workflow: Record<string, unknown>,
  functions: Record<string, unknown>,
  templates: TemplateCache,
): void {
  const { report } = context;
  const steps = workflow['steps'] as unknown[];
  const inputs = parameterNames(workflow['input_parameters']);
  const stepIds = steps.map((step) => (isRecord(step) && typeof step['id'] === 'string' ? step['id'] : undefined));

  steps.forEach((step, index) => {
    if (!isRecord(step)) return;
    const at = joinPointer(base, 'steps', index);
    const id = stepIds[index];
    const first = id === undefined ? index : stepIds.indexOf(id);
    if (first < index) {
      report(workflowStepIdDuplicateRule, {
        pointer: joinPointer(at, 'id'),
        target: 'value',
        message: `Step id \`${id}\` is already used by step ${first} of this workflow; step ids must be unique.`,
        data: { id, first: joinPointer(base, 'steps', first, 'id') },
      });
    }

    const local = localFunction(context, at, step, functions);
    if (context.version === 2) checkStepType(context, at, step);
    const kind = step['type'];
    if (local && (kind === undefined || kind === 'function')) checkRequiredInputs(context, at, step, local);

    // A placeholder repeated in one string is checked once. The uses of one string come together, so
    // only they are compared; most strings hold one placeholder, and no set is made for them.
    let string: string | undefined;
    let once: string | undefined;
    let more: Set<string> | undefined;
    for (const use of findTemplates(step['inputs'], joinPointer(at, 'inputs'), 0, templates)) {
      if (use.pointer !== string) {
        string = use.pointer;
        once = use.expression;
        more = undefined;
      } else {
        if (use.expression === once || more?.has(use.expression)) continue;
        (more ??= new Set()).add(use.expression);
      }
      if (use.path[0] === 'inputs') checkInputUse(context, use, inputs);
      else if (use.path[0] === 'steps') checkStepUse(context, use, steps, stepIds, index, functions);
    }
  });
}

interface LocalFunction {
  name: string;
  declaration: Record<string, unknown>;
}

/** Checks `function_id` and returns the local function it calls, if any. */
function localFunction(context: ManifestRuleContext, at: string, step: Record<string, unknown>, functions: Record<string, unknown>): LocalFunction | undefined {
  const functionId = step['function_id'];
  if (typeof functionId !== 'string') return undefined;
  if (functionId.startsWith(LOCAL_FUNCTION)) {
    const name = functionId.slice(LOCAL_FUNCTION.length);
    const declaration = functions[name];
    if (isRecord(declaration)) return { name, declaration };
    const available = Object.keys(functions);
    context.report(workflowFunctionReferenceRule, {
      pointer: joinPointer(at, 'function_id'),
      target: 'value',
      message: `\`function_id\` \`${functionId}\` names no function in \`functions\`${available.length > 0 ? ` (${available.map((f) => `\`${f}\``).join(', ')})` : ''}; declare \`functions.${name}\` or fix the id.`,
      data: { functionId, name, available },
    });
    return undefined;
  }
  if (isPlatformReference(functionId) || FOREIGN_FUNCTION.test(functionId)) return undefined;
  const available = Object.keys(functions);
  context.report(workflowFunctionReferenceRule, {
    pointer: joinPointer(at, 'function_id'),
    target: 'value',
    message: `\`function_id\` \`${functionId}\` is not a function reference; use \`#/functions/<callback_id>\` for this app's functions or a built-in such as \`slack#/functions/send_message\`.`,
    data: { functionId, available },
  });
  return undefined;
}

function checkStepType(context: ManifestRuleContext, at: string, step: Record<string, unknown>): void {
  if (!('type' in step) || STEP_TYPES.includes(step['type'] as string)) return;
  const pointer = joinPointer(at, 'type');
  // This problem replaces the schema's enum error at the same place, so the user sees one.
  context.suppress(pointer);
  context.report(workflowStepTypeRule, {
    pointer,
    target: 'value',
    message: `Step \`type\` is ${JSON.stringify(step['type'])}; it must be one of ${STEP_TYPES.map((t) => `\`${t}\``).join(', ')}.`,
    data: { allowed: STEP_TYPES },
  });
}

function checkRequiredInputs(context: ManifestRuleContext, at: string, step: Record<string, unknown>, local: LocalFunction): void {
  const provided = isRecord(step['inputs']) ? step['inputs'] : {};
  for (const name of requiredParameterNames(local.declaration['input_parameters'])) {
    if (name in provided) continue;
    context.report(workflowRequiredInputMissingRule, {
      pointer: joinPointer(at, 'inputs', name),
      target: 'key',
      message: `This step calls \`#/functions/${local.name}\`, whose input \`${name}\` is required, but \`inputs\` does not provide it.`,
      data: { input: name, function: local.name, parent: joinPointer(at, 'inputs') },
    });
  }
}

function checkInputUse(context: ManifestRuleContext, use: TemplateUse, inputs: readonly string[]): void {
  const name = use.path[1];
  if (name === undefined || name === '' || inputs.includes(name)) return;
  context.report(workflowInputUnknownRule, {
    pointer: use.pointer,
    target: 'value',
    message: `\`{{${use.expression}}}\` names \`${name}\`, which is not an input of this workflow${inputs.length > 0 ? ` (${inputs.map((i) => `\`${i}\``).join(', ')})` : ', which declares no inputs'}.`,
    data: { name, available: [...inputs] },
  });
}

function checkStepUse(
  context: ManifestRuleContext,
  use: TemplateUse,
  steps: readonly unknown[],
  stepIds: readonly (string | undefined)[],
  index: number,
  functions: Record<string, unknown>,
): void {
  const stepId = use.path[1];
  if (stepId === undefined || stepId === '') return;
  const target = stepIds.indexOf(stepId);
  if (target < 0 || target >= index) {
    const earlier = stepIds.slice(0, index).filter((id): id is string => id !== undefined);
    const reason = target < 0 ? 'unknown' : target === index ? 'self' : 'later';
    const why = reason === 'unknown' ? 'no step has that id' : reason === 'self' ? 'that is this step itself' : `step ${target} runs after this one`;
    context.report(workflowStepReferenceRule, {
      pointer: use.pointer,
      target: 'value',
      message: `\`{{${use.expression}}}\` refers to step \`${stepId}\`, but ${why}; a placeholder can only use outputs of earlier steps${earlier.length > 0 ? ` (${earlier.map((s) => `\`${s}\``).join(', ')})` : ''}.`,
      data: { step: stepId, reason, available: earlier },
    });
    return;
  }
  const output = use.path[2];
  const source = steps[target];
  if (output === undefined || output === '' || !isRecord(source)) return;
  const functionId = source['function_id'];
  if (typeof functionId !== 'string' || !functionId.startsWith(LOCAL_FUNCTION)) return;
  const name = functionId.slice(LOCAL_FUNCTION.length);
  const declaration = functions[name];
  if (!isRecord(declaration) || parameterForm(declaration['output_parameters']) === 'invalid') return;
  const outputs = parameterNames(declaration['output_parameters']);
  if (outputs.includes(output)) return;
  context.report(workflowStepOutputRule, {
    pointer: use.pointer,
    target: 'value',
    message: `\`{{${use.expression}}}\` uses output \`${output}\` of step \`${stepId}\`, but \`#/functions/${name}\` has ${outputs.length > 0 ? `only the outputs ${outputs.map((o) => `\`${o}\``).join(', ')}` : 'no output parameters'}.`,
    data: { step: stepId, output, function: name, available: outputs },
  });
}
