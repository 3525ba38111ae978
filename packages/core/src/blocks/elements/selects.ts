import Type, { type TSchema } from 'typebox';
import { Bool, Closed, List, Optional, Str } from '../../schema/common.js';
import { ELEMENT_LIMITS } from '../limits/elements.js';
import type { KitObject } from '../kit/object.js';
import { CONVERSATION_FILTER } from '../objects/conversation-filter.js';
import { OPTION_GROUP, OptionList, OptionSchema } from '../objects/option.js';
import { ACTION_ID, Bounded, CONFIRM_FIELD, FOCUS_ON_LOAD, PLACEHOLDER, element } from './common.js';
import { checkListedOptions, checkResponseUrl } from './checks.js';
import { elementNumberRangeRule, initialOptionUnknownRule, optionsExclusiveRule, responseUrlEnabledPlaceRule } from './rules.js';
import { lazy } from '../../lazy.js';

const S = ELEMENT_LIMITS.select;

const OPTIONS = lazy(() => Optional(OptionList(S.options.value)));
const OPTION_GROUPS = lazy(() =>
  Optional(List(OPTION_GROUP(), { minItems: 1, maxItems: S.option_groups.value, description: 'Groups of options, at most 100.' })),
);
const INITIAL_OPTION = lazy(() => Optional(OptionSchema()));
const INITIAL_OPTIONS = lazy(() => Optional(List(OptionSchema(), { description: 'The options chosen at first; copies of options.' })));
const MAX_SELECTED = lazy(() => Optional(Bounded('The most options the user may choose, at least 1.', S['max_selected_items.min'])));
const MIN_QUERY = lazy(() => Optional(Bounded('Characters typed before the app is asked for options.', S['min_query_length.min'])));
const RESPONSE_URL = lazy(() => Optional(Bool('In a modal’s input block: send a response_url with the view submission for the chosen conversation.')));
const CURRENT = lazy(() => Optional(Bool('Choose the conversation the modal was opened from at first.')));
const FILTER = lazy(() => Optional(CONVERSATION_FILTER()));

function select(type: string, description: string, fields: () => Record<string, TSchema>, extra: Partial<Parameters<typeof element>[0]> = {}): KitObject {
  return element({
    type,
    description,
    schema: () =>
      Closed(
        { type: Type.Literal(type), action_id: ACTION_ID(), ...fields(), confirm: CONFIRM_FIELD(), focus_on_load: FOCUS_ON_LOAD(), placeholder: PLACEHOLDER() },
        { description },
      ),
    ...extra,
  });
}

const staticCheck = checkListedOptions(true);

export const staticSelect = select(
  'static_select',
  'A menu of options listed in the element.',
  () => ({ options: OPTIONS(), option_groups: OPTION_GROUPS(), initial_option: INITIAL_OPTION() }),
  { check: staticCheck, rules: [optionsExclusiveRule, initialOptionUnknownRule] },
);

export const multiStaticSelect = select(
  'multi_static_select',
  'A menu of options listed in the element; the user chooses several.',
  () => ({ options: OPTIONS(), option_groups: OPTION_GROUPS(), initial_options: INITIAL_OPTIONS(), max_selected_items: MAX_SELECTED() }),
  { check: staticCheck, rules: [elementNumberRangeRule] },
);

export const externalSelect = select('external_select', 'A menu whose options the app sends when the user types.', () => ({
  initial_option: INITIAL_OPTION(),
  min_query_length: MIN_QUERY(),
}));

export const multiExternalSelect = select('multi_external_select', 'A menu whose options the app sends; the user chooses several.', () => ({
  initial_options: INITIAL_OPTIONS(),
  min_query_length: MIN_QUERY(),
  max_selected_items: MAX_SELECTED(),
}));

export const usersSelect = select('users_select', 'A menu of the workspace’s users.', () => ({
  initial_user: Optional(Str({ minLength: 1, description: 'The user chosen at first, by id.' })),
}));

export const multiUsersSelect = select('multi_users_select', 'A menu of the workspace’s users; the user chooses several.', () => ({
  initial_users: Optional(List(Str({ minLength: 1, description: 'A user id.' }), { description: 'The users chosen at first, by id.' })),
  max_selected_items: MAX_SELECTED(),
}));

export const conversationsSelect = select(
  'conversations_select',
  'A menu of conversations: channels, direct and group messages.',
  () => ({
    initial_conversation: Optional(Str({ minLength: 1, description: 'The conversation chosen at first, by id.' })),
    default_to_current_conversation: CURRENT(),
    response_url_enabled: RESPONSE_URL(),
    filter: FILTER(),
  }),
  { check: checkResponseUrl, rules: [responseUrlEnabledPlaceRule] },
);

export const multiConversationsSelect = select('multi_conversations_select', 'A menu of conversations; the user chooses several.', () => ({
  initial_conversations: Optional(List(Str({ minLength: 1, description: 'A conversation id.' }), { description: 'The conversations chosen at first, by id.' })),
  default_to_current_conversation: CURRENT(),
  max_selected_items: MAX_SELECTED(),
  filter: FILTER(),
}));

export const channelsSelect = select(
  'channels_select',
  'A menu of the workspace’s public channels.',
  () => ({
    initial_channel: Optional(Str({ minLength: 1, description: 'The channel chosen at first, by id.' })),
    response_url_enabled: RESPONSE_URL(),
  }),
  { check: checkResponseUrl },
);

export const multiChannelsSelect = select('multi_channels_select', 'A menu of public channels; the user chooses several.', () => ({
  initial_channels: Optional(List(Str({ minLength: 1, description: 'A channel id.' }), { description: 'The channels chosen at first, by id.' })),
  max_selected_items: MAX_SELECTED(),
}));

export const SELECTS = [
  staticSelect,
  multiStaticSelect,
  externalSelect,
  multiExternalSelect,
  usersSelect,
  multiUsersSelect,
  conversationsSelect,
  multiConversationsSelect,
  channelsSelect,
  multiChannelsSelect,
];
