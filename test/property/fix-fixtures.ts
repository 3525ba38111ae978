/**
 * One or more documents per fixable rule, each with the mistake its rule fixes and otherwise clean where
 * possible: the quick-fix property test writes them in every syntax style and applies every fix offered.
 * `base` is the file name without its extension (which the style chooses).
 */
export interface FixFixture {
  rule: string;
  base: string;
  value: Record<string, unknown>;
  /** Method arguments already: written as they are, never embedded in another method's arguments. */
  alone?: boolean;
}

const app = { name: 'App' };
const botUser = { bot_user: { display_name: 'app' } };
const plain = (text: string) => ({ type: 'plain_text', text });
const fn = { title: 'Look up', description: 'Finds a user', input_parameters: {}, output_parameters: {} };
const opt = (value: string, text: string) => ({ text: plain(text), value });
const inInput = (element: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  blocks: [{ type: 'input', label: plain('Pick'), element, ...extra }],
});
const scopes = (bot: string[], more: Record<string, unknown> = {}) => ({ scopes: { bot, ...more } });
const socket = { socket_mode_enabled: true };

export const FIX_FIXTURES: readonly FixFixture[] = [
  // Shared schema rules, in each kind.
  { rule: 'required', base: 'manifest', value: { display_information: { description: 'A helper' } } },
  { rule: 'required', base: 'manifest', value: { features: botUser } },
  { rule: 'required', base: 'share.blocks', value: { blocks: [{ type: 'header' }] } },
  {
    rule: 'required',
    base: 'share.blocks',
    value: { type: 'data_visualization', title: 'Share', chart: { type: 'pie', segments: [{ label: 'Web', value: 3 }, { label: 'Mobile' }] } },
  },
  {
    rule: 'required',
    base: 'signups.blocks',
    value: {
      type: 'data_visualization',
      title: 'Signups',
      chart: { type: 'bar', series: [{ name: 'Web', data: [{ label: 'Jan', value: 10 }, { value: 12 }] }], axis_config: { categories: ['Jan', 'Feb'] } },
    },
  },
  { rule: 'required', base: 'actions.blocks', value: { blocks: [{ type: 'actions' }, { type: 'input', label: plain('Name') }] } },
  { rule: 'unknown-key', base: 'manifest', value: { display_information: { ...app, descripton: 'A helper' } } },
  { rule: 'unknown-key', base: 'manifest', value: { display_information: { ...app, descripton: 42 } } },
  {
    rule: 'unknown-key',
    base: 'manifest',
    value: {
      display_information: app,
      features: botUser,
      oauth_config: scopes(['commands']),
      settings: { ...socket, shortcuts: [{ name: 'Open', type: 'global', callback_id: 'open', description: 'Opens it' }] },
    },
  },
  { rule: 'unknown-key', base: 'note.blocks', value: { blocks: [{ type: 'section', txet: { type: 'mrkdwn', text: 'hi' } }] } },
  {
    rule: 'enum',
    base: 'manifest',
    value: {
      display_information: app,
      features: { ...botUser, shortcuts: [{ name: 'Open', type: 'globl', callback_id: 'open', description: 'Opens it' }] },
      oauth_config: scopes(['commands']),
    },
  },
  // Block Kit.
  {
    rule: 'modal-submit-required',
    base: 'feedback.view',
    value: { type: 'modal', title: plain('Feedback'), blocks: [{ type: 'input', label: plain('Comments'), element: { type: 'plain_text_input' } }] },
  },
  { rule: 'unknown-type', base: 'note.blocks', value: { blocks: [{ type: 'sectoin', text: { type: 'mrkdwn', text: 'Say "hi"' } }, { type: 'dividr' }] } },
  { rule: 'type-not-allowed', base: 'report.blocks', value: { blocks: [{ type: 'header', text: { type: 'mrkdwn', text: 'Weekly report' } }] } },
  {
    rule: 'chart-type',
    base: 'trend.blocks',
    value: {
      blocks: [
        {
          type: 'data_visualization',
          title: 'Trend',
          chart: { type: 'lnie', series: [{ name: 'Web', data: [{ label: 'Jan', value: 1 }] }], axis_config: { categories: ['Jan'] } },
        },
      ],
    },
  },
  {
    rule: 'chart-label-category',
    base: 'signups.blocks',
    value: {
      type: 'data_visualization',
      title: 'Signups',
      chart: {
        type: 'bar',
        series: [
          {
            name: 'Web',
            data: [
              { label: 'Jan', value: 10 },
              { label: 'Fbe', value: 12 },
            ],
          },
        ],
        axis_config: { categories: ['Jan', 'Feb'] },
      },
    },
  },
  {
    rule: 'input-file-dispatch-action',
    base: 'upload.view',
    value: {
      type: 'modal',
      title: plain('Upload'),
      submit: plain('Send'),
      ...inInput({ type: 'file_input', action_id: 'file' }, { dispatch_action: true }),
    },
  },
  {
    rule: 'initial-option-unknown',
    base: 'pick.blocks',
    value: {
      blocks: [
        {
          type: 'actions',
          elements: [{ type: 'static_select', action_id: 'pick', options: [opt('a', 'Alpha'), opt('b', 'Beta')], initial_option: opt('a', 'Alhpa') }],
        },
      ],
    },
  },
  {
    rule: 'number-input-decimal',
    base: 'amount.view',
    value: {
      type: 'modal',
      title: plain('Amount'),
      submit: plain('Save'),
      ...inInput({ type: 'number_input', is_decimal_allowed: false, initial_value: '1.5', action_id: 'amount' }),
    },
  },
  // Manifests.
  {
    rule: 'parameters-version-form',
    base: 'manifest',
    value: {
      display_information: app,
      settings: { org_deploy_enabled: true, function_runtime: 'slack' },
      functions: {
        lookup: { ...fn, input_parameters: { properties: { email: { type: 'string' } }, required: ['email'] }, output_parameters: { properties: {} } },
      },
    },
  },
  {
    rule: 'optional-scope-not-requested',
    base: 'manifest',
    value: { display_information: app, features: botUser, oauth_config: scopes(['commands'], { bot_optional: ['chat:write'] }) },
  },
  {
    rule: 'optional-scope-not-requested',
    base: 'manifest',
    value: { display_information: app, oauth_config: { scopes: { bot_optional: ['chat:write'] } } },
  },
  { rule: 'misspelt-scope', base: 'manifest', value: { display_information: app, features: botUser, oauth_config: scopes(['chat:wirte']) } },
  { rule: 'unknown-scope', base: 'manifest', value: { display_information: app, features: botUser, oauth_config: scopes(['chat:write', 'frobnicate:all']) } },
  {
    rule: 'misspelt-event',
    base: 'manifest',
    value: {
      display_information: app,
      features: botUser,
      oauth_config: scopes(['app_mentions:read']),
      settings: { ...socket, event_subscriptions: { bot_events: ['app_mentoin'] } },
    },
  },
  {
    rule: 'unknown-event',
    base: 'manifest',
    value: {
      display_information: app,
      features: botUser,
      oauth_config: scopes(['chat:write']),
      settings: { ...socket, event_subscriptions: { bot_events: ['frobnicated'] } },
    },
  },
  { rule: 'deprecated-scope', base: 'manifest', value: { display_information: app, features: botUser, oauth_config: scopes(['chat:write:bot']) } },
  {
    rule: 'event-scope-missing',
    base: 'manifest',
    value: {
      display_information: app,
      features: botUser,
      oauth_config: scopes(['chat:write']),
      settings: { ...socket, event_subscriptions: { bot_events: ['app_mention', 'reaction_added'] } },
    },
  },
  {
    rule: 'commands-scope-missing',
    base: 'manifest',
    value: {
      display_information: app,
      features: { ...botUser, slash_commands: [{ command: '/deploy', description: 'Deploys', should_escape: false }] },
      oauth_config: scopes(['chat:write']),
      settings: socket,
    },
  },
  {
    rule: 'shortcuts-scope-missing',
    base: 'manifest',
    value: {
      display_information: app,
      features: { ...botUser, shortcuts: [{ name: 'Open', type: 'global', callback_id: 'open', description: 'Opens it' }] },
      oauth_config: scopes(['chat:write']),
      settings: { ...socket, interactivity: { is_enabled: true } },
    },
  },
  {
    rule: 'unfurl-scope-missing',
    base: 'manifest',
    value: { display_information: app, features: { ...botUser, unfurl_domains: ['example.com'] }, oauth_config: scopes(['chat:write']) },
  },
  {
    rule: 'datastore-scope-missing',
    base: 'manifest',
    value: {
      display_information: app,
      features: botUser,
      oauth_config: scopes(['chat:write']),
      settings: { org_deploy_enabled: true, function_runtime: 'slack' },
      datastores: { notes: { primary_key: 'id', attributes: { id: { type: 'string' } } } },
    },
  },
  {
    rule: 'incoming-webhook-scope-missing',
    base: 'manifest',
    value: {
      display_information: app,
      features: botUser,
      oauth_config: scopes(['chat:write']),
      settings: { incoming_webhooks: { incoming_webhooks_enabled: true } },
    },
  },
  {
    rule: 'assistant-scope-missing',
    base: 'manifest',
    value: {
      display_information: app,
      features: { ...botUser, assistant_view: { assistant_description: 'Helps' } },
      oauth_config: scopes(['chat:write']),
    },
  },
  {
    rule: 'assistant-view',
    base: 'manifest',
    value: {
      display_information: app,
      features: { ...botUser, assistant_view: { assistant_description: 'Helps', suggested_prompts: [{ title: 'Hi', message: 'Hello' }] } },
      oauth_config: scopes(['assistant:write', 'chat:write']),
    },
  },
  {
    rule: 'metadata-scope-missing',
    base: 'manifest',
    value: {
      display_information: app,
      features: botUser,
      oauth_config: scopes(['chat:write']),
      settings: { ...socket, event_subscriptions: { metadata_subscriptions: [{ app_id: 'A0123456789', event_type: 'incident_created' }] } },
    },
  },
  {
    rule: 'function-runtime-missing',
    base: 'manifest',
    value: { display_information: app, settings: { org_deploy_enabled: true }, functions: { lookup: fn } },
  },
  {
    rule: 'functions-need-org-deploy',
    base: 'manifest',
    value: { display_information: app, settings: { function_runtime: 'slack' }, functions: { lookup: fn } },
  },
  {
    rule: 'functions-org-deploy-false',
    base: 'manifest',
    value: { display_information: app, settings: { org_deploy_enabled: false, function_runtime: 'slack' }, functions: { lookup: fn } },
  },
  // Method arguments.
  {
    rule: 'work-object-entity-type',
    base: 'card.chat.unfurl',
    alone: true,
    value: {
      channel: 'C123ABC456',
      ts: '1755035323.759739',
      metadata: {
        entities: [
          {
            app_unfurl_url: 'https://example.com/document/123?eid=123456',
            url: 'https://example.com/document/123',
            external_ref: { id: '123', type: 'document' },
            entity_type: 'slack#/entities/tsk',
            entity_payload: { attributes: { title: { text: 'Fix the login page' } } },
          },
        ],
      },
    },
  },
];
