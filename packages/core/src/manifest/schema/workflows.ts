import type { TSchema } from 'typebox';
import type { ManifestVersion } from '../rules/rule.js';
import { Anything, Bool, Closed, List, MapOf, OneOfValues, Optional, Str } from '../../schema/common.js';
import { parametersFor } from './parameters.js';
import { lazy } from '../../lazy.js';

const STEP_TYPES = ['function', 'switch', 'conditional'] as const;

function step(version: ManifestVersion): TSchema {
  return Closed(
    {
      id: Str({ description: 'Step id, unique in the workflow; later steps read outputs through `{{steps.<id>.<output>}}`.' }),
      function_id: Str({
        description: 'The function the step calls: `#/functions/<callback_id>` or a platform function such as slack#/functions/send_message.',
      }),
      inputs: MapOf(Anything('An input value; may contain `{{inputs.<name>}}` and `{{steps.<id>.<output>}}` templates.'), {
        description: 'Inputs passed to the function, by parameter name.',
      }),
      ...(version === 2 ? { type: Optional(OneOfValues([...STEP_TYPES], 'Step kind (version 2): `function`, `switch` or `conditional`.')) } : {}),
    },
    { description: 'A workflow step.' },
  );
}

const TriggerInput = lazy((): TSchema =>
  Closed(
    {
      value: Anything('The value passed to the workflow input.'),
      initial_value: Optional(Anything('The initial value.')),
      locked: Optional(Bool('Whether the value can be changed.')),
      hidden: Optional(Bool('Whether the value is hidden.')),
    },
    { description: 'How a trigger fills a workflow input.' },
  ),
);

const SuggestedTrigger = lazy((): TSchema =>
  Closed(
    {
      name: Optional(Str({ description: 'Trigger name.' })),
      description: Optional(Str({ description: 'Trigger description.' })),
      type: Str({ description: 'Trigger type, such as shortcut.' }),
      inputs: MapOf(TriggerInput(), { description: 'Workflow inputs filled by the trigger, by name.' }),
    },
    { description: 'A trigger suggested when the workflow is installed.' },
  ),
);

/** `workflows`: workflows by id, with steps and parameters in the version's form. */
export function Workflows(version: ManifestVersion): TSchema {
  const parameters = parametersFor(version);
  return MapOf(
    Closed(
      {
        title: Str({ description: 'Workflow title.' }),
        description: Str({ description: 'What the workflow does.' }),
        input_parameters: Optional(parameters),
        output_parameters: Optional(parameters),
        steps: List(step(version), { description: 'The steps, run in order.' }),
        suggested_triggers: Optional(List(SuggestedTrigger(), { description: 'Triggers suggested for the workflow.' })),
      },
      { description: 'A workflow.' },
    ),
    { maxProperties: 50, description: `Workflows by id (version ${version} parameter form).` },
  );
}
