import Type from 'typebox';
import { Closed, Optional } from '../../schema/common.js';
import type { TSchema } from 'typebox';
import { lazy } from '../../lazy.js';

/**
 * `_metadata`: the schema version the manifest targets. Routing on major_version happens in version.ts. A key
 * of its own there (a note) is the warning metadata-key-unknown (`rules/metadata-keys.ts`), not unknown-key.
 */
export const Metadata = lazy((): TSchema =>
  Closed(
    {
      major_version: Optional(
        Type.Enum([1, 2], { description: 'Manifest schema version: 1 (default) or 2 (workflow apps with `{properties, required}` parameters).' }),
      ),
      minor_version: Optional(Type.Integer({ description: 'Minor schema version.' })),
      // Listed by the platform's published manifest JSON schema (app-manifests.metadata), not by the specification.
      schema_version: Optional(Type.Integer({ description: 'Schema version (named by the published manifest schema).' })),
      min_version: Optional(Type.Integer({ description: 'Minimum schema version (named by the published manifest schema).' })),
    },
    { description: 'Schema version of this manifest.' },
  ),
);
