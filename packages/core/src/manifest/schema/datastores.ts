import { Closed, MapOf, Optional, Str } from '../../schema/common.js';
import { Definition } from './definition.js';
import type { TSchema } from 'typebox';
import { lazy } from '../../lazy.js';

const Attribute = lazy((): TSchema => Definition({ description: 'A datastore attribute: its `type`, and `items` or `properties` for lists and objects.' }));

const Datastore = lazy((): TSchema =>
  Closed(
    {
      primary_key: Str({ minLength: 1, description: 'The attribute that identifies an item.' }),
      attributes: MapOf(Attribute(), { maxProperties: 100, description: 'Attributes by name.' }),
      time_to_live_attribute: Optional(Str({ description: 'The attribute holding the expiry time of an item.' })),
    },
    { description: 'A datastore.' },
  ),
);

/** `datastores`: hosted datastores by name. */
export const Datastores = lazy((): TSchema => MapOf(Datastore(), { maxProperties: 10, description: 'Datastores used by the app, by name.' }));
