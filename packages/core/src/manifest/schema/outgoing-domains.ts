import { Formatted, List } from '../../schema/common.js';
import type { TSchema } from 'typebox';
import { lazy } from '../../lazy.js';

/** `outgoing_domains`: hosts a platform-hosted app may call. */
export const OutgoingDomains = lazy((): TSchema =>
  List(Formatted('domain', { maxLength: 50, description: 'A domain the app may call.' }), {
    maxItems: 10,
    uniqueItems: true,
    description: 'Domains a platform-hosted app may call; at most 10.',
  }),
);
