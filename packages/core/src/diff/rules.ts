import { defineRule, type Rule } from '../rules/define.js';

/**
 * The rules of `manifesto diff`: changes between two versions of a manifest that the service cannot
 * undo or that break installed workflows. They belong to no document kind: they compare two documents.
 * A problem for something removed points into the old document; every other one into the new document.
 */
export const functionRemoved = defineRule({
  id: 'function-removed',
  defaultSeverity: 'error',
  description: 'A function callback_id was removed: workflow steps that call it are removed by the service.',
  docs: {
    why: 'Workflow steps that call a removed function are removed by the platform when the manifest is updated.',
    example: {
      file: 'manifest.yaml',
      before: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
      required:
        - channel
    output_parameters:
      properties:
        ts:
          type: string
`,
      text: `display_information:
  name: Helper
`,
    },
  },
});

export const functionRenamed = defineRule({
  id: 'function-renamed',
  defaultSeverity: 'error',
  description: 'A function callback_id was renamed (same title or parameters): steps that call the old id are removed and new ones created.',
  docs: {
    why: 'A renamed function is a new function to the platform: steps that call the old id are removed and new ones must be created.',
    example: {
      file: 'manifest.yaml',
      before: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
      required:
        - channel
    output_parameters:
      properties:
        ts:
          type: string
`,
      text: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify_team:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
      required:
        - channel
    output_parameters:
      properties:
        ts:
          type: string
`,
    },
  },
});

export const functionInputRemoved = defineRule({
  id: 'function-input-removed',
  defaultSeverity: 'error',
  description: 'A function input parameter was removed: steps that provide it break.',
  docs: {
    why: 'Steps that provide a removed input break when the manifest is updated.',
    example: {
      file: 'manifest.yaml',
      before: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
        text:
          type: string
      required:
        - channel
    output_parameters:
      properties:
        ts:
          type: string
`,
      text: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
      required:
        - channel
    output_parameters:
      properties:
        ts:
          type: string
`,
    },
  },
});

export const functionInputRequired = defineRule({
  id: 'function-input-required',
  defaultSeverity: 'error',
  description: 'A function input is newly required (or a new input is required): steps that do not provide it break.',
  docs: {
    why: 'Steps that do not provide a newly required input break when the manifest is updated.',
    example: {
      file: 'manifest.yaml',
      before: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
        text:
          type: string
      required:
        - channel
    output_parameters:
      properties:
        ts:
          type: string
`,
      text: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
        text:
          type: string
      required:
        - channel
        - text
    output_parameters:
      properties:
        ts:
          type: string
`,
    },
  },
});

export const functionOutputRemoved = defineRule({
  id: 'function-output-removed',
  defaultSeverity: 'error',
  description: 'A function output parameter was removed: later steps that read it break.',
  docs: {
    why: 'Later steps that read a removed output break when the manifest is updated.',
    example: {
      file: 'manifest.yaml',
      before: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
      required:
        - channel
    output_parameters:
      properties:
        ts:
          type: string
`,
      text: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
      required:
        - channel
    output_parameters:
      properties:
        message_ts:
          type: string
`,
    },
  },
});

export const parameterTypeChanged = defineRule({
  id: 'parameter-type-changed',
  defaultSeverity: 'error',
  description: "The type of a function's input or output parameter changed: steps that pass or read it break.",
  docs: {
    why: 'Steps pass and read parameters by type; a changed type breaks the steps that use it.',
    example: {
      file: 'manifest.yaml',
      before: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
      required:
        - channel
    output_parameters:
      properties:
        ts:
          type: string
`,
      text: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: string
      required:
        - channel
    output_parameters:
      properties:
        ts:
          type: string
`,
    },
  },
});

export const datastoreRemoved = defineRule({
  id: 'datastore-removed',
  defaultSeverity: 'error',
  description: 'A datastore was removed, with every item stored in it.',
  docs: {
    why: 'Removing a datastore deletes every item stored in it.',
    example: {
      file: 'manifest.yaml',
      before: `display_information:
  name: Helper
datastores:
  reports:
    primary_key: id
    attributes:
      id:
        type: string
`,
      text: `display_information:
  name: Helper
`,
    },
  },
});

export const datastorePrimaryKeyChanged = defineRule({
  id: 'datastore-primary-key-changed',
  defaultSeverity: 'error',
  description: "A datastore's primary_key changed: the service cannot change it on an existing datastore.",
  docs: {
    why: 'The platform cannot change the primary key of an existing datastore, so the update is refused.',
    example: {
      file: 'manifest.yaml',
      before: `display_information:
  name: Helper
datastores:
  reports:
    primary_key: id
    attributes:
      id:
        type: string
`,
      text: `display_information:
  name: Helper
datastores:
  reports:
    primary_key: name
    attributes:
      id:
        type: string
      name:
        type: string
`,
    },
  },
});

export const datastoreAttributeRemoved = defineRule({
  id: 'datastore-attribute-removed',
  defaultSeverity: 'error',
  description: 'A datastore attribute was removed: its stored values are no longer readable.',
  docs: {
    why: 'Values stored under a removed attribute can no longer be read.',
    example: {
      file: 'manifest.yaml',
      before: `display_information:
  name: Helper
datastores:
  reports:
    primary_key: id
    attributes:
      id:
        type: string
      title:
        type: string
`,
      text: `display_information:
  name: Helper
datastores:
  reports:
    primary_key: id
    attributes:
      id:
        type: string
`,
    },
  },
});

export const backgroundColorRemoved = defineRule({
  id: 'background-color-removed',
  defaultSeverity: 'error',
  description: 'display_information.background_color was removed: the service can only update it, never remove it.',
  docs: {
    why: 'The platform can change the background colour but never remove it, so the update fails.',
    example: {
      file: 'manifest.yaml',
      before: `display_information:
  name: Helper
  background_color: "#4A154B"
`,
      text: `display_information:
  name: Helper
`,
    },
  },
});

export const assistantViewSwitched = defineRule({
  id: 'assistant-view-switched',
  defaultSeverity: 'error',
  description: 'features.assistant_view was switched to features.agent_view: the switch cannot be undone.',
  docs: {
    why: 'Moving from `assistant_view` to `agent_view` cannot be undone once installed.',
    example: {
      file: 'manifest.yaml',
      before: `display_information:
  name: Helper
features:
  bot_user:
    display_name: helper
  assistant_view:
    assistant_description: Answers questions
`,
      text: `display_information:
  name: Helper
features:
  bot_user:
    display_name: helper
  agent_view:
    agent_description: Answers questions
`,
    },
  },
});

export const workflowRemoved = defineRule({
  id: 'workflow-removed',
  defaultSeverity: 'error',
  description: 'A workflow was removed, with its triggers.',
  docs: {
    why: 'Removing a workflow removes its triggers too; users lose it.',
    example: {
      file: 'manifest.yaml',
      before: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
      required:
        - channel
    output_parameters:
      properties:
        ts:
          type: string
workflows:
  announce:
    title: Announce
    steps:
      - id: "0"
        function_id: "#/functions/notify"
        inputs:
          channel: C0123ABCD
`,
      text: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
      required:
        - channel
    output_parameters:
      properties:
        ts:
          type: string
`,
    },
  },
});

export const scopeRemoved = defineRule({
  id: 'scope-removed',
  defaultSeverity: 'warning',
  description: 'An OAuth scope was removed: installed workspaces must re-install the app, and calls that need it fail.',
  docs: {
    why: 'Installed workspaces must reinstall the app, and calls that need the removed scope fail until they do.',
    example: {
      file: 'manifest.yaml',
      before: `display_information:
  name: Helper
features:
  bot_user:
    display_name: helper
oauth_config:
  scopes:
    bot:
      - chat:write
      - channels:read
`,
      text: `display_information:
  name: Helper
features:
  bot_user:
    display_name: helper
oauth_config:
  scopes:
    bot:
      - chat:write
`,
    },
  },
});

export const eventRemoved = defineRule({
  id: 'event-removed',
  defaultSeverity: 'error',
  description: 'An event subscription was removed: the app (and event triggers) stop receiving that event.',
  docs: {
    why: 'The app, and workflows triggered by the event, stop receiving an event whose subscription is removed.',
    example: {
      file: 'manifest.yaml',
      before: `display_information:
  name: Helper
features:
  bot_user:
    display_name: helper
oauth_config:
  scopes:
    bot:
      - app_mentions:read
settings:
  socket_mode_enabled: true
  event_subscriptions:
    bot_events:
      - app_mention
`,
      text: `display_information:
  name: Helper
features:
  bot_user:
    display_name: helper
oauth_config:
  scopes:
    bot:
      - app_mentions:read
settings:
  socket_mode_enabled: true
`,
    },
  },
});

export const notAManifestSide = defineRule<{ reason: string }>({
  id: 'not-a-manifest',
  defaultSeverity: 'error',
  description: "One side of a diff is not an app manifest (Block Kit, method arguments, another tool's file): nothing is compared.",
  docs: {
    why: 'Comparing a manifest with a file that is not one would report every field as removed; the diff says so once instead.',
    example: {
      file: 'manifest.yaml',
      before: `display_information:
  name: Helper
`,
      text: `{ "blocks": [{"type": "divider"}] }
`,
    },
  },
});

export const DIFF_RULES: readonly Rule[] = [
  notAManifestSide,
  functionRemoved,
  functionRenamed,
  functionInputRemoved,
  functionInputRequired,
  functionOutputRemoved,
  parameterTypeChanged,
  datastoreRemoved,
  datastorePrimaryKeyChanged,
  datastoreAttributeRemoved,
  backgroundColorRemoved,
  assistantViewSwitched,
  workflowRemoved,
  scopeRemoved,
  eventRemoved,
] as Rule[];
