import { yaml } from '../helpers.js';

/** A correct version 1 bot: shortcuts, slash commands, scopes, events over a request URL. */
export const BOT_V1 = yaml`
  display_information:
    name: Deploy Bot
  features:
    bot_user:
      display_name: deploybot
    shortcuts:
      - name: Deploy
        type: global
        callback_id: deploy
        description: Deploys the main branch
      - name: Roll back
        type: message
        callback_id: rollback
        description: Rolls back a release
    slash_commands:
      - command: /deploy
        url: https://example.com/slack/commands
        description: Deploys a branch
      - command: /rollback
        url: https://example.com/slack/commands
        description: Rolls back a release
  oauth_config:
    scopes:
      bot:
        - chat:write
        - commands
        - channels:history
        - "app_mentions:read"
      bot_optional:
        - channels:history
      user:
        - search:read
      user_optional:
        - search:read
  settings:
    event_subscriptions:
      request_url: https://example.com/slack/events
      bot_events:
        - app_mention
    interactivity:
      is_enabled: true
      request_url: https://example.com/slack/actions
    socket_mode_enabled: false
`;

/** A correct version 2 workflow app: a local function, a workflow that chains steps, a datastore and a custom type. */
export const WORKFLOW_V2 = yaml`
  _metadata:
    major_version: 2
  display_information:
    name: Tickets
  settings:
    function_runtime: remote
    org_deploy_enabled: true
    socket_mode_enabled: true
  features:
    bot_user:
      display_name: ticket_bot
  oauth_config:
    scopes:
      bot:
        - datastore:read
        - datastore:write
  functions:
    create_ticket:
      title: Create a ticket
      description: Files a ticket
      input_parameters:
        properties:
          summary:
            type: string
          reporter:
            type: slack#/types/user_id
          priority:
            type: "#/types/priority"
        required:
          - summary
          - reporter
      output_parameters:
        properties:
          ticket:
            type: object
          url:
            type: string
        required:
          - url
  types:
    priority:
      type: string
  datastores:
    tickets:
      primary_key: id
      time_to_live_attribute: expires_at
      attributes:
        id:
          type: string
        expires_at:
          type: integer
        owner:
          type: "#/types/priority"
  workflows:
    open_ticket:
      title: Open a ticket
      description: Files a ticket and announces it
      input_parameters:
        properties:
          summary:
            type: string
          channel:
            type: slack#/types/channel_id
          interactivity:
            type: slack#/types/interactivity
        required:
          - summary
      steps:
        - id: file
          type: function
          function_id: "#/functions/create_ticket"
          inputs:
            summary: "{{inputs.summary}}"
            reporter: "{{inputs.interactivity.interactor.id}}"
        - id: announce
          function_id: slack#/functions/send_message
          inputs:
            channel_id: "{{inputs.channel}}"
            message: "Opened: {{inputs.summary}} at {{steps.file.url}} ({{steps.file.ticket.key}})"
            blocks:
              - type: section
                text:
                  text: "{{ steps.file.url }}"
`;
