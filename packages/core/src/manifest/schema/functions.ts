import type { TSchema } from 'typebox';
import type { ManifestVersion } from '../rules/rule.js';
import { Closed, MapOf, Str } from '../../schema/common.js';
import { parametersFor } from './parameters.js';

/** `functions`: custom functions by callback id, with parameters in the version's form. */
export function Functions(version: ManifestVersion): TSchema {
  const parameters = parametersFor(version);
  return MapOf(
    Closed(
      {
        title: Str({ maxLength: 255, description: 'Function title shown in Workflow Builder; at most 255 characters.' }),
        description: Str({ description: 'What the function does.' }),
        input_parameters: parameters,
        output_parameters: parameters,
      },
      { description: 'A custom function.' },
    ),
    {
      maxProperties: 50,
      // Callback ids (snake_case, at most 100 characters) are checked by rules/functions.ts.
      description: `Custom functions by callback id (version ${version} parameter form); renaming one removes its step and creates a new one.`,
    },
  );
}
