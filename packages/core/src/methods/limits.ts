import { limit, type Limit } from '../blocks/limits/limit.js';

/**
 * The numbers and choices of the specification's methods and the agent-era methods (streams, agent
 * sessions, Work Objects), with their sources, as the Block Kit limits table keeps its own. "spec" = the
 * Web API specification's section. Sources: "JSON" = the method reference JSON of
 * 2026-08-20 (`../shared/reference`), "page" = the method's reference page on docs.slack.dev (newer
 * than the JSON), "Ty" = @slack/types (chunk.ts, message-metadata.ts), "P" = the Python SDK's models.
 * Where they disagree, `dispute` says which reading we follow; the stricter one is at most a warning.
 */
export const METHOD_LIMITS = {
  /** assistant.threads.setSuggestedPrompts: no source states a minimum (an empty list is `argument-empty`). */
  suggestedPrompts: {
    prompts: limit(4, 'spec §4.7, §8; page usage: "up to four suggested prompts"'),
  },
  /** assistant.threads.setStatus `loading_messages`: the JSON's own bounds, so errors. */
  assistantStatus: {
    'loadingMessages.min': limit(1, 'JSON loading_messages minItems 1'),
    loadingMessages: limit(10, 'spec §4.6, §8; JSON loading_messages maxItems 10'),
    'loadingMessage.min': limit(1, 'JSON loading_messages items minLength 1'),
    loadingMessage: limit(50, 'JSON loading_messages items maxLength 50'),
  },
  canvasEdit: {
    changes: limit(1, 'spec §4.5, §8; JSON changes minItems 1, maxItems 1'),
    markdown: limit(1_048_576, 'JSON changes: "The markdown content of each change is limited to 1 MiB"'),
  },
  stream: {
    /** The `markdown_text` argument of chat.startStream, appendStream and stopStream. */
    markdownText: limit(12_000, 'JSON and page: "Limit this field to 12,000 characters"'),
    /** A `blocks` chunk, and stopStream's `blocks`: the blocks of one message. */
    blocks: limit(50, 'docs "up to 50 blocks in each message" (the streamed message is one message)'),
  },
  agentSession: {
    /** agents.sessions.setStatus `title` and `username`, agents.sessions.rename `title`. */
    title: limit(200, 'JSON agents.sessions.setStatus "max 200 characters", agents.sessions.rename "1-200 characters"'),
    'title.min': limit(1, 'JSON agents.sessions.rename "1-200 characters"'),
    username: limit(200, 'JSON agents.sessions.setStatus "max 200 characters"'),
  },
  workObject: {
    /**
     * `entity_payload.actions.primary_actions`: buttons shown on the Work Object itself. No page we
     * could read states a number; two is the number the platform's design shows and the issue names, so
     * a third is a warning, never an error.
     */
    primaryActions: limit(
      2,
      'Work Objects design (two primary buttons); not stated on a reference page we read',
      'A warning only: no reference page states this number.',
    ),
  },
} as const satisfies Record<string, Record<string, Limit>>;

/** A choice between sources that say different things, and the reading we follow. */
export interface SourceChoice {
  readonly follow: string;
  readonly other: string;
  /** What a file that only the other reading refuses gets. */
  readonly consequence: string;
}

/** The disagreements of these methods' sources, and what we decided. */
export const METHOD_SOURCE_CHOICES = {
  oauthOtherGrant: {
    follow:
      'RFC 6749 §3.2: "The authorization server MUST ignore unrecognized request parameters"; so `code`, `code_verifier` or `redirect_uri` in a refresh, or `refresh_token` in a code exchange, is ignored',
    other: "the grant sections (RFC 6749 §4.1.3, §6) list each grant's parameters, and not the other's",
    consequence: 'an argument of the other grant is a warning (`oauth-other-grant`): it does nothing, but the call succeeds',
  },
  appendStreamMarkdownText: {
    follow: 'page chat.appendStream (newer): required arguments are token, channel and ts; `markdown_text` and `chunks` are optional',
    other: 'JSON chat.appendStream: `markdown_text` required',
    consequence: 'an append with neither `markdown_text` nor `chunks` is a warning (`stream-content`); chunks alone are accepted',
  },
  unfurlArguments: {
    follow: 'page chat.unfurl (newer): "Either unfurls or metadata must be provided"; `metadata` carries Work Object entities',
    other: 'JSON chat.unfurl: no `metadata` argument, `unfurls` "required for public channels"',
    consequence: '`metadata` is accepted; a call with neither `unfurls` nor `metadata` is a warning (`unfurl-content`)',
  },
  stopStreamSessionStatus: {
    follow: 'page chat.stopStream (newer): `session_status` one of active, processing, suspended, closed (default active)',
    other: 'JSON chat.stopStream: no `session_status` argument',
    consequence: '`session_status` is accepted and its value checked',
  },
} as const satisfies Record<string, SourceChoice>;

/**
 * Empty values no source rules out, with what they should name: the JSON requires these arguments (or,
 * for `section_id`, the operation does) but states no minimum length or count, so an empty one is
 * `argument-empty`, a warning: the service may refuse it or read it as absent.
 */
export const UNSTATED_MINIMUMS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'assistant.threads.setSuggestedPrompts': {
    channel_id: 'the channel holding the assistant thread',
    prompts: 'at least one prompt (the specification and the reference give a maximum of four, no minimum)',
  },
  'assistant.threads.setStatus': { channel_id: 'the channel holding the assistant thread', thread_ts: 'the thread' },
  'views.publish': { user_id: 'the user whose Home tab gets the view' },
  'canvases.edit': { canvas_id: 'the canvas' },
  // The JSON gives `app_id` a schema name and no minimum (apps.manifest.delete's is checked from the catalogue, beside the specification's methods).
  'apps.manifest.validate': { app_id: 'the app (A…)' },
  'apps.manifest.export': { app_id: 'the app (A…)' },
  'apps.manifest.update': { app_id: 'the app (A…)' },
  'apps.manifest.delete': { app_id: 'the app (A…)' },
  // The JSON types each as a plain string; RFC 6749 states no length either.
  'oauth.v2.access': {
    code: 'the code the OAuth callback returned',
    refresh_token: 'the refresh token to exchange',
    code_verifier: 'the PKCE verifier the code challenge was built from',
    assertion: 'the identity assertion',
  },
  // One change of canvases.edit `changes`: an empty `section_id` for `replace` may even be read as absent, replacing the whole canvas.
  'canvases.edit change': { section_id: 'the section (canvases.sections.lookup finds it)' },
};

/**
 * The shapes of the Block Kit arguments, stricter than the catalogue's "any JSON" (a list or an object),
 * so errors, from the JSON: `blocks` "A JSON-based array of structured blocks" and `attachments` "A
 * JSON-based array of structured attachments" (chat.postMessage and the other chat methods); `view`
 * `{"type": "object", "coerce": true}` (views.open, push, update, publish: "A view payload. This must be
 * a JSON-encoded string"). Each may also be the JSON string of its shape.
 */
export const BLOCK_ARGUMENT_SHAPES = { blocks: 'list', attachments: 'list', view: 'object' } as const;
