import type { TSchema } from 'typebox';
import { Bool, Closed, List, OneOfValues, Optional } from '../../schema/common.js';
import { lazy } from '../../lazy.js';

/** Which conversations a conversations select lists. At least one field. */
export const CONVERSATION_FILTER = lazy((): TSchema =>
  Closed(
    {
      include: Optional(
        List(OneOfValues(['im', 'mpim', 'private', 'public']), {
          minItems: 1,
          uniqueItems: true,
          description: 'The kinds of conversation to list: im, mpim, private, public.',
        }),
      ),
      exclude_external_shared_channels: Optional(Bool('Leave out channels shared with other organisations.')),
      exclude_bot_users: Optional(Bool('Leave out direct messages with bots.')),
    },
    { minProperties: 1, description: 'A filter of the conversations listed: include, exclude_external_shared_channels, exclude_bot_users.' },
  ),
);
