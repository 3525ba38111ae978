import type { TSchema } from 'typebox';
import { Closed, List, OneOfValues } from '../../schema/common.js';
import { OBJECT_LIMITS } from '../limits/objects.js';
import { lazy } from '../../lazy.js';

const L = OBJECT_LIMITS.dispatch_action_config;

/** When a text input sends a block_actions payload: on Enter, on each character, or both. */
export const DISPATCH_ACTION_CONFIG = lazy((): TSchema =>
  Closed(
    {
      trigger_actions_on: List(OneOfValues(['on_enter_pressed', 'on_character_entered']), {
        minItems: L['trigger_actions_on.min'].value,
        maxItems: L.trigger_actions_on.value,
        uniqueItems: true,
        description: 'on_enter_pressed, on_character_entered, or both, each once.',
      }),
    },
    { description: 'When the input dispatches a block_actions payload.' },
  ),
);
