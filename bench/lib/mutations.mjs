// Planted mistakes: one per manifest rule of our catalogue, each made from a valid corpus manifest,
// with the pointer a user would want marked. `within: true` accepts any pointer inside that one
// (a duplicate in a list may be marked on the list or on the repeated item). `control` writes a
// correct use of the same construct: a tool that flags the control too is not checking the rule.
import fs from 'node:fs';
import path from 'node:path';
import { CORPUS } from './deps.mjs';

const readJson = (relative) => JSON.parse(fs.readFileSync(path.join(CORPUS, relative), 'utf8'));

/** Version 1 base: the official Bolt starter template (valid for both tools). */
export const V1_BASE_FILE = 'real/slack-samples__bolt-js-starter-template__manifest.json';
/** Version 2 base: the official v2 fixture, plus the function runtime the seed requires for functions. */
export const V2_BASE_FILE = 'official/v2/manifest.valid.json';

export function bases() {
  const v1 = readJson(V1_BASE_FILE);
  // The template's display name has spaces (a warning rule); a clean base keeps that rule's mutation meaningful.
  v1.features.bot_user.display_name = 'bolt-template-app';
  v1.display_information.long_description = 'A template app for Bolt. '.repeat(8).trim();
  const v2 = readJson(V2_BASE_FILE);
  v2.settings.function_runtime = 'remote';
  return { v1, v2 };
}

const STEPS = '/workflows/time_off_request/steps';

/** A complete marketplace listing, for the mistakes planted inside app_directory. */
const APP_DIRECTORY = {
  installation_landing_page: 'https://example.com/install',
  privacy_policy_url: 'https://example.com/privacy',
  support_url: 'https://example.com/support',
  support_email: 'support@example.com',
  supported_languages: ['English'],
  pricing: 'Free',
};

/** Each entry: rule, base, what is planted, mutate(copy) → the expected pointer. */
export const MUTATIONS = [
  { rule: 'not-an-object', base: 'v1', what: 'a list at the top level', replace: () => [], pointer: '' },
  {
    rule: 'duplicate-key',
    base: 'v1',
    what: '`name` twice in display_information (JSON text)',
    text: (json) => json.replace('"name": "Bolt Template App"', '"name": "Bolt Template App",\n    "name": "Other App"'),
    pointer: '/display_information/name',
  },
  {
    rule: 'required',
    base: 'v1',
    what: 'display_information.name removed',
    mutate: (m) => delete m.display_information.name,
    pointer: '/display_information/name',
  },
  {
    rule: 'unknown-key',
    base: 'v1',
    what: '`shortcuts` placed under settings',
    mutate: (m) => (m.settings.shortcuts = m.features.shortcuts),
    pointer: '/settings/shortcuts',
  },
  {
    rule: 'type',
    base: 'v1',
    what: 'socket_mode_enabled: "yes"',
    mutate: (m) => (m.settings.socket_mode_enabled = 'yes'),
    pointer: '/settings/socket_mode_enabled',
  },
  {
    rule: 'max-length',
    base: 'v1',
    what: 'a 36-character app name',
    mutate: (m) => (m.display_information.name = 'x'.repeat(36)),
    pointer: '/display_information/name',
  },
  {
    rule: 'min-length',
    base: 'v1',
    what: 'an empty slash command description',
    mutate: (m) => (m.features.slash_commands[0].description = ''),
    pointer: '/features/slash_commands/0/description',
  },
  {
    rule: 'max-items',
    base: 'v1',
    what: '11 shortcuts',
    mutate: (m) => (m.features.shortcuts = Array.from({ length: 11 }, (_, i) => ({ ...m.features.shortcuts[0], callback_id: `shortcut_${i}` }))),
    pointer: '/features/shortcuts',
  },
  {
    rule: 'min-items',
    base: 'v1',
    what: 'app_directory with no supported_languages',
    mutate: (m) => (m.app_directory = { ...APP_DIRECTORY, supported_languages: [] }),
    pointer: '/app_directory/supported_languages',
  },
  {
    rule: 'max-properties',
    base: 'v2',
    what: '51 functions',
    mutate: (m) => {
      for (let i = 0; i < 50; i++) m.functions[`extra_${i}`] = m.functions.review_approval;
    },
    pointer: '/functions',
  },
  { rule: 'min-properties', skip: 'no field of the seed schema has a minimum entry count' },
  {
    rule: 'enum',
    base: 'v1',
    what: 'shortcut type "channel"',
    mutate: (m) => (m.features.shortcuts[0].type = 'channel'),
    pointer: '/features/shortcuts/0/type',
  },
  {
    rule: 'enum',
    base: 'v2',
    what: 'function_runtime "banana"',
    mutate: (m) => (m.settings.function_runtime = 'banana'),
    pointer: '/settings/function_runtime',
  },
  {
    rule: 'pattern',
    base: 'v1',
    what: 'a slash command without the leading slash',
    mutate: (m) => (m.features.slash_commands[0].command = 'sample-command'),
    pointer: '/features/slash_commands/0/command',
  },
  {
    rule: 'url',
    base: 'v1',
    what: 'an http:// slash command URL (the seed says https)',
    mutate: (m) => (m.features.slash_commands[0].url = 'http://example.com/slack/commands'),
    pointer: '/features/slash_commands/0/url',
  },
  {
    rule: 'color',
    base: 'v1',
    what: 'background_color "blue"',
    mutate: (m) => (m.display_information.background_color = 'blue'),
    pointer: '/display_information/background_color',
  },
  {
    rule: 'unique-items',
    base: 'v1',
    what: 'a bot event listed twice',
    mutate: (m) => m.settings.event_subscriptions.bot_events.push('app_home_opened'),
    pointer: '/settings/event_subscriptions/bot_events',
    within: true,
  },
  {
    rule: 'parameters-version-form',
    base: 'v2',
    what: 'workflow inputs in the v1 form in a v2 manifest',
    mutate: (m) => (m.workflows.time_off_request.input_parameters = { interactivity: { type: 'slack#/types/interactivity' } }),
    pointer: '/workflows/time_off_request/input_parameters',
  },
  {
    rule: 'optional-scope-not-requested',
    base: 'v1',
    what: 'bot_optional scope missing from bot',
    mutate: (m) => (m.oauth_config.scopes.bot_optional = ['users:read']),
    pointer: '/oauth_config/scopes/bot_optional/0',
  },
  {
    rule: 'events-without-endpoint',
    base: 'v1',
    what: 'bot events with socket mode off and no request_url',
    mutate: (m) => {
      m.settings.socket_mode_enabled = false;
      delete m.settings.interactivity;
    },
    pointer: '/settings/event_subscriptions',
  },
  {
    rule: 'interactivity-without-endpoint',
    base: 'v1',
    what: 'interactivity on, socket mode off, no request_url',
    mutate: (m) => {
      m.settings.socket_mode_enabled = false;
      delete m.settings.event_subscriptions;
    },
    pointer: '/settings/interactivity',
  },
  {
    rule: 'function-runtime-missing',
    base: 'v2',
    what: 'functions without settings.function_runtime',
    mutate: (m) => delete m.settings.function_runtime,
    pointer: '/settings/function_runtime',
  },
  {
    rule: 'function-callback-id',
    base: 'v2',
    what: 'function callback id "Review-Approval"',
    mutate: (m) => {
      m.functions['Review-Approval'] = m.functions.review_approval;
      delete m.functions.review_approval;
      m.workflows.time_off_request.steps[1].function_id = '#/functions/Review-Approval';
    },
    pointer: '/functions/Review-Approval',
  },
  {
    rule: 'functions-org-deploy-false',
    base: 'v2',
    what: 'functions with org_deploy_enabled: false',
    mutate: (m) => (m.settings.org_deploy_enabled = false),
    pointer: '/settings/org_deploy_enabled',
  },
  {
    rule: 'outgoing-domains-runtime',
    base: 'v2',
    what: 'outgoing_domains with function_runtime remote',
    mutate: (m) => (m.outgoing_domains = ['api.example.com']),
    pointer: '/outgoing_domains',
  },
  {
    rule: 'required-parameter-unknown',
    base: 'v2',
    what: '`required` names an undeclared input',
    mutate: (m) => m.functions.review_approval.input_parameters.required.push('approver'),
    pointer: '/functions/review_approval/input_parameters/required/4',
  },
  {
    rule: 'type-reference-unknown',
    base: 'v2',
    what: 'parameter type #/types/missing',
    mutate: (m) => (m.functions.review_approval.input_parameters.properties.employee.type = '#/types/missing'),
    pointer: '/functions/review_approval/input_parameters/properties/employee/type',
    control: (m) => {
      m.types = { employee: { type: 'slack#/types/user_id' } };
      m.functions.review_approval.input_parameters.properties.employee.type = '#/types/employee';
    },
  },
  {
    rule: 'workflow-step-id-duplicate',
    base: 'v2',
    what: 'two steps with id "0"',
    mutate: (m) => (m.workflows.time_off_request.steps[1].id = '0'),
    pointer: `${STEPS}/1/id`,
  },
  {
    rule: 'workflow-function-reference',
    base: 'v2',
    what: 'a misspelled #/functions/ reference',
    mutate: (m) => (m.workflows.time_off_request.steps[1].function_id = '#/functions/review_aproval'),
    pointer: `${STEPS}/1/function_id`,
  },
  {
    rule: 'workflow-input-unknown',
    base: 'v2',
    what: '{{inputs.interactivty}} (misspelled)',
    mutate: (m) => (m.workflows.time_off_request.steps[0].inputs.interactivity = '{{inputs.interactivty}}'),
    pointer: `${STEPS}/0/inputs/interactivity`,
  },
  {
    rule: 'workflow-step-reference',
    base: 'v2',
    what: '{{steps.5…}} with no step 5',
    mutate: (m) => (m.workflows.time_off_request.steps[1].inputs.manager = '{{steps.5.fields.manager}}'),
    pointer: `${STEPS}/1/inputs/manager`,
  },
  {
    rule: 'workflow-step-output',
    base: 'v2',
    what: '{{steps.1.decision}}, an output the local function lacks',
    mutate: (m) =>
      m.workflows.time_off_request.steps.push({
        id: '2',
        function_id: 'slack#/functions/send_message',
        inputs: { channel_id: 'C0123456789', message: '{{steps.1.decision}}' },
      }),
    pointer: `${STEPS}/2/inputs/message`,
  },
  {
    rule: 'workflow-required-input-missing',
    base: 'v2',
    what: 'a required input of a local function not provided',
    mutate: (m) => delete m.workflows.time_off_request.steps[1].inputs.end_date,
    pointer: `${STEPS}/1`,
    within: true,
  },
  {
    rule: 'workflow-step-type',
    base: 'v2',
    what: 'step type "loop"',
    mutate: (m) => (m.workflows.time_off_request.steps[0].type = 'loop'),
    pointer: `${STEPS}/0/type`,
  },
  {
    rule: 'datastore-primary-key',
    base: 'v2',
    what: 'primary_key naming no attribute',
    mutate: (m) => (m.datastores = { tasks: { primary_key: 'task_id', attributes: { id: { type: 'string' } } } }),
    pointer: '/datastores/tasks/primary_key',
  },
  {
    rule: 'datastore-ttl-attribute',
    base: 'v2',
    what: 'time_to_live_attribute naming no attribute',
    mutate: (m) => (m.datastores = { tasks: { primary_key: 'id', time_to_live_attribute: 'expires_at', attributes: { id: { type: 'string' } } } }),
    pointer: '/datastores/tasks/time_to_live_attribute',
    control: (m) =>
      (m.datastores = {
        tasks: { primary_key: 'id', time_to_live_attribute: 'expires_at', attributes: { id: { type: 'string' }, expires_at: { type: 'integer' } } },
      }),
  },
  {
    rule: 'shortcut-callback-id-duplicate',
    base: 'v1',
    what: 'two shortcuts with one callback_id',
    mutate: (m) => m.features.shortcuts.push({ ...m.features.shortcuts[0], name: 'Another shortcut' }),
    pointer: '/features/shortcuts/1/callback_id',
  },
  {
    rule: 'slash-command-duplicate',
    base: 'v1',
    what: 'the same slash command twice',
    mutate: (m) => m.features.slash_commands.push({ ...m.features.slash_commands[0], description: 'Again' }),
    pointer: '/features/slash_commands/1/command',
  },
  {
    rule: 'assistant-and-agent-view',
    base: 'v1',
    what: 'both assistant_view and agent_view',
    mutate: (m) => {
      m.features.assistant_view = { assistant_description: 'Helps.' };
      m.features.agent_view = { agent_description: 'Helps.' };
    },
    pointer: '/features',
    within: true,
  },
  {
    rule: 'long-description-short',
    base: 'v1',
    what: 'a 20-character long_description',
    mutate: (m) => (m.display_information.long_description = 'Too short to be read'),
    pointer: '/display_information/long_description',
  },
  {
    rule: 'bot-display-name-charset',
    base: 'v1',
    what: 'bot display name "Bolt Bot!"',
    mutate: (m) => (m.features.bot_user.display_name = 'Bolt Bot!'),
    pointer: '/features/bot_user/display_name',
  },
  {
    rule: 'deprecated-workflow-steps',
    base: 'v1',
    what: 'a legacy workflow_steps entry',
    mutate: (m) => (m.features.workflow_steps = [{ name: 'Legacy step', callback_id: 'legacy_step' }]),
    pointer: '/features/workflow_steps',
    within: true,
  },
];
