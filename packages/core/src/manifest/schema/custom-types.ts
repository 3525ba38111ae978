import { MapOf } from '../../schema/common.js';
import { Definition } from './definition.js';

/** `types`: custom types by name, referenced as `#/types/<name>`. */
export const CustomTypes = MapOf(Definition({ description: 'A custom type.' }), {
  maxProperties: 50,
  description: 'Custom types by name, used as `#/types/<name>`; at most 50.',
});
