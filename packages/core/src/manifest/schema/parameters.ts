import type { TSchema } from 'typebox';
import type { ManifestVersion } from '../rules/rule.js';
import { Closed, List, MapOf, Optional, Str } from '../../schema/common.js';
import { Definition } from './definition.js';
import { lazy } from '../../lazy.js';

/** One function or workflow parameter: `type`, `title`, `description`, `is_required`, `hint`, `name` and the SDK's extras. */
export const Parameter = lazy((): TSchema => Definition({ description: 'A parameter.' }));

/** Version 1: parameters are direct keys of `input_parameters` / `output_parameters`. */
export const ParametersV1 = lazy((): TSchema =>
  MapOf(Parameter(), {
    description: 'Parameters by name (version 1 form: each key is a parameter; mark required ones with `is_required`).',
  }),
);

/** Version 2: `{properties: {name: parameter}, required: [names]}`. */
export const ParametersV2 = lazy((): TSchema =>
  Closed(
    {
      properties: MapOf(Parameter(), { description: 'Parameters by name.' }),
      required: Optional(List(Str({ description: 'A parameter name from `properties`.' }), { description: 'Names of the required parameters.' })),
    },
    { description: 'Parameters (version 2 form: `{properties, required}`).' },
  ),
);

export function parametersFor(version: ManifestVersion): TSchema {
  return version === 2 ? ParametersV2() : ParametersV1();
}
