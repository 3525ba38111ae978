import { MapOf } from '../../schema/common.js';
import { Definition } from './definition.js';
import type { TSchema } from 'typebox';
import { lazy } from '../../lazy.js';

/** `types`: custom types by name, referenced as `#/types/<name>`. */
export const CustomTypes = lazy((): TSchema =>
  MapOf(Definition({ description: 'A custom type.' }), {
    maxProperties: 50,
    description: 'Custom types by name, used as `#/types/<name>`; at most 50.',
  }),
);
