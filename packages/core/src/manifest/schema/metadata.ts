import Type from 'typebox';
import { Closed, Optional } from '../../schema/common.js';
import type { TSchema } from 'typebox';
import { lazy } from '../../lazy.js';

/** `_metadata`: the schema version the manifest targets. Routing on major_version happens in version.ts. */
export const Metadata = lazy((): TSchema =>
  Closed(
    {
      major_version: Optional(
        Type.Enum([1, 2], { description: 'Manifest schema version: 1 (default) or 2 (workflow apps with `{properties, required}` parameters).' }),
      ),
      minor_version: Optional(Type.Integer({ description: 'Minor schema version.' })),
    },
    { description: 'Schema version of this manifest.' },
  ),
);
