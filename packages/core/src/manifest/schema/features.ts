import { Bool, Closed, Formatted, List, OneOfValues, Optional, Str } from '../../schema/common.js';
import type { TSchema } from 'typebox';
import { lazy } from '../../lazy.js';

const AppHome = lazy((): TSchema =>
  Closed(
    {
      home_tab_enabled: Optional(Bool('Whether the Home tab is enabled.')),
      messages_tab_enabled: Optional(Bool('Whether the Messages tab is enabled.')),
      messages_tab_read_only_enabled: Optional(Bool('Whether users are prevented from sending messages in the Messages tab.')),
    },
    { description: 'App Home tabs.' },
  ),
);

const Action = lazy((): TSchema =>
  Closed(
    {
      name: Str({ description: 'The action name.' }),
      description: Str({ description: 'What the action does.' }),
    },
    { description: 'A quick action shown in the agent or assistant UI.' },
  ),
);

const SuggestedPrompt = lazy((): TSchema =>
  Closed(
    {
      title: Str({ description: 'The prompt title.' }),
      message: Str({ description: 'The prompt text sent when the user picks it.' }),
    },
    { description: 'A pre-written prompt offered to users.' },
  ),
);

const Actions = lazy((): TSchema => List(Action(), { description: 'Quick actions surfaced in the UI.' }));

const AgentView = lazy((): TSchema =>
  Closed(
    {
      agent_description: Str({ maxLength: 300, description: 'What the agent does, shown to users; at most 300 characters.' }),
      actions: Optional(Actions()),
      suggested_prompts: Optional(List(SuggestedPrompt(), { maxItems: 4, description: 'Pre-written prompts for the agent (at most 4).' })),
    },
    { description: 'The agent messaging experience. New apps may only use this; switching from assistant_view is irreversible.' },
  ),
);

const AssistantView = lazy((): TSchema =>
  Closed(
    {
      assistant_description: Str({ description: 'What the assistant does, shown to users.' }),
      actions: Optional(Actions()),
      suggested_prompts: Optional(List(SuggestedPrompt(), { description: 'Pre-written prompts for the assistant.' })),
    },
    { description: 'The older assistant experience; expected to be deprecated in favour of agent_view.' },
  ),
);

const BotUser = lazy((): TSchema =>
  Closed(
    {
      display_name: Str({
        minLength: 1,
        maxLength: 80,
        description: 'Display name of the bot user; at most 80 characters, ideally a-z, 0-9, hyphen, underscore and period.',
      }),
      always_online: Optional(Bool('Whether the bot always appears online.')),
    },
    { description: 'The bot user.' },
  ),
);

const RichPreviews = lazy((): TSchema =>
  Closed(
    {
      is_active: Optional(Bool('Whether rich previews are enabled.')),
      entity_types: Optional(List(Str({ description: 'An entity type, such as slack#/entities/item.' }), { description: 'Entity types the app previews.' })),
    },
    { description: 'Rich previews of the entities the app owns.' },
  ),
);

const SlackbotMetadata = lazy((): TSchema =>
  Closed(
    {
      description: Optional(Str({ description: 'What search through the app finds.' })),
      examples: Optional(List(Str({ description: 'An example query.' }), { maxItems: 5, description: 'Example queries; at most 5.' })),
      example_query: Optional(Str({ description: 'A sample query.' })),
    },
    { description: 'How the platform assistant presents this search provider.' },
  ),
);

const Search = lazy((): TSchema =>
  Closed(
    {
      search_function_callback_id: Str({ description: 'Callback id of the function that returns search results.' }),
      search_filters_function_callback_id: Optional(Str({ description: 'Callback id of the function that returns search filters.' })),
      slackbot_metadata: Optional(SlackbotMetadata()),
    },
    { description: 'Search provided by the app.' },
  ),
);

const Shortcut = lazy((): TSchema =>
  Closed(
    {
      // 1 to 24: the platform's official manifest schema (shortcuts[].name minLength 1, maxLength 24).
      name: Str({ minLength: 1, maxLength: 24, description: 'Shortcut name shown to users (at most 24 characters).' }),
      type: OneOfValues(['message', 'global'], '`message` (on a message) or `global` (from the composer and search).'),
      callback_id: Str({ minLength: 1, maxLength: 255, description: 'Id sent with the shortcut payload; at most 255 characters.' }),
      description: Str({ minLength: 1, maxLength: 150, description: 'Short description of the shortcut; at most 150 characters.' }),
    },
    { description: 'A shortcut.' },
  ),
);

const SlashCommand = lazy((): TSchema =>
  Closed(
    {
      command: Formatted('slash-command', { maxLength: 32, description: 'The command with its leading slash, such as /deploy; at most 32 characters.' }),
      description: Str({ minLength: 1, maxLength: 2000, description: 'What the command does; at most 2000 characters.' }),
      should_escape: Optional(Bool('Whether channels, users and links in the text are escaped (default false).')),
      url: Optional(Formatted('https-url', { maxLength: 3000, description: 'https:// URL that receives the command; omit it with socket mode.' })),
      usage_hint: Optional(Str({ minLength: 1, maxLength: 1000, description: 'Hint about the arguments; at most 1000 characters.' })),
    },
    { description: 'A slash command.' },
  ),
);

const WorkflowStep = lazy((): TSchema =>
  Closed(
    {
      // 1 to 50: the platform's official manifest schema (workflow_steps[].name minLength 1, maxLength 50); the spec says max 50.
      name: Str({ minLength: 1, maxLength: 50, description: 'Step name; at most 50 characters.' }),
      callback_id: Str({ minLength: 1, maxLength: 50, description: 'Step callback id; at most 50 characters.' }),
    },
    { description: 'A legacy workflow step (deprecated).' },
  ),
);

/** `features`: how users reach the app. */
export const Features = lazy((): TSchema =>
  Closed(
    {
      app_home: Optional(AppHome()),
      agent_view: Optional(AgentView()),
      assistant_view: Optional(AssistantView()),
      bot_user: Optional(BotUser()),
      rich_previews: Optional(RichPreviews()),
      search: Optional(Search()),
      shortcuts: Optional(List(Shortcut(), { maxItems: 10, description: 'Shortcuts; at most 10.' })),
      slash_commands: Optional(List(SlashCommand(), { maxItems: 50, description: 'Slash commands; at most 50.' })),
      unfurl_domains: Optional(
        List(Formatted('domain', { maxLength: 255, description: 'A domain whose links the app unfurls.' }), {
          maxItems: 5,
          uniqueItems: true,
          description: 'Domains whose links the app unfurls; at most 5.',
        }),
      ),
      workflow_steps: Optional(List(WorkflowStep(), { maxItems: 10, description: 'Legacy workflow steps (deprecated); at most 10.' })),
    },
    { description: 'Features: app home, bot user, shortcuts, slash commands, agent and search.' },
  ),
);
