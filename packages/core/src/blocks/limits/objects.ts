import { limit, type Limit } from './limit.js';

/**
 * The limits of the composition objects without a `type` (options, option groups, confirmation dialogs,
 * dispatch configuration), keyed by object then field. `<field>.min` is a minimum.
 */
export const OBJECT_LIMITS = {
  /** A text object (plain_text or mrkdwn) where the place holding it sets no other bounds. */
  text: {
    text: limit(3000, 'T, S (text.max_length), Ty composition-objects.d.ts'),
    'text.min': limit(1, 'T, S (text.min_length)'),
  },
  option: {
    text: limit(75, 'T, S, P, Ty'),
    value: limit(150, 'T, S, P, Ty'),
    description: limit(75, 'T, S, P, Ty'),
    url: limit(3000, 'T, S (option.url.max_length, overflow only), Ty'),
  },
  option_group: {
    label: limit(75, 'T, S, Ty'),
    options: limit(100, 'T, S, Ty'),
    'options.min': limit(1, 'T, S'),
  },
  confirm: {
    title: limit(100, 'T, S (confirmation.title), P, Ty'),
    text: limit(300, 'T, S, P, Ty'),
    confirm: limit(30, 'T, S, P, Ty'),
    deny: limit(30, 'T, S, P, Ty'),
  },
  dispatch_action_config: {
    trigger_actions_on: limit(2, 'T (two values exist: on_enter_pressed, on_character_entered)'),
    'trigger_actions_on.min': limit(1, 'T'),
  },
} as const satisfies Record<string, Record<string, Limit>>;
