import type { TSchema } from 'typebox';
import { Closed, Formatted, List, Optional, Str } from '../../schema/common.js';
import { lazy } from '../../lazy.js';
import type { Problem } from '../../problem.js';
import { fieldName, isRecord, joinPointer } from '../../source/pointer.js';
import { blockProblem, quoted } from '../report.js';
import { workflowInputNameEmptyRule } from '../elements/rules.js';

/** A link trigger of a workflow, with the inputs a button may fill in. */
export const TRIGGER = lazy((): TSchema =>
  Closed(
    {
      url: Formatted('https-url', { description: 'The link trigger’s URL (https://slack.com/shortcuts/…).' }),
      customizable_input_parameters: Optional(
        List(
          Closed(
            {
              // No minimum length: the Trigger object page only says each name "must match an input parameter defined on the workflow"; empty is a warning (workflow-input-name-empty).
              name: Str({ description: 'The name of an input parameter the trigger marks customizable.' }),
              value: Str({ description: 'The value passed to that input.' }),
            },
            { description: 'One input of the workflow and its value.' },
          ),
          { description: 'Inputs of the workflow filled in by the button.' },
        ),
      ),
    },
    { description: 'A workflow’s link trigger.' },
  ),
);

/** The workflow a workflow button starts. */
export const WORKFLOW = lazy((): TSchema => Closed({ trigger: TRIGGER() }, { description: 'The workflow to start, by its link trigger.' }));

/**
 * Empty input parameter names of a workflow button's trigger (`pointer` is the button's): a warning, since
 * the Trigger object reference page requires names that match the workflow's inputs but states no minimum.
 */
export function emptyInputNames(button: Record<string, unknown>, pointer: string): Problem[] {
  const workflow = button['workflow'];
  const trigger = isRecord(workflow) ? workflow['trigger'] : undefined;
  const inputs = isRecord(trigger) ? trigger['customizable_input_parameters'] : undefined;
  if (!Array.isArray(inputs)) return [];
  const problems: Problem[] = [];
  inputs.forEach((input, index) => {
    if (!isRecord(input) || input['name'] !== '') return;
    const at = joinPointer(pointer, 'workflow', 'trigger', 'customizable_input_parameters', index, 'name');
    problems.push(
      blockProblem(workflowInputNameEmptyRule, at, 'value', `${quoted(fieldName(at))} is empty; give the name of the workflow input it fills in.`, {
        actual: 0,
      }),
    );
  });
  return problems;
}
