import type { TSchema } from 'typebox';
import { Closed, Formatted, List, Optional, Str } from '../../schema/common.js';
import { lazy } from '../../lazy.js';

/** A link trigger of a workflow, with the inputs a button may fill in. */
export const TRIGGER = lazy((): TSchema =>
  Closed(
    {
      url: Formatted('https-url', { description: 'The link trigger’s URL (https://slack.com/shortcuts/…).' }),
      customizable_input_parameters: Optional(
        List(
          Closed(
            {
              name: Str({ minLength: 1, description: 'The name of an input parameter the trigger marks customizable.' }),
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
