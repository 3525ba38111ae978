import { limit, type Limit } from '../blocks/limits/limit.js';

/**
 * The numbers and choices of the agent-era methods (streams, agent sessions, Work Objects), with their
 * sources, as the Block Kit limits table keeps its own. Sources: "JSON" = the method reference JSON of
 * 2026-08-20 (`../shared/reference`), "page" = the method's reference page on docs.slack.dev (newer
 * than the JSON), "Ty" = @slack/types (chunk.ts, message-metadata.ts), "P" = the Python SDK's models.
 * Where they disagree, `dispute` says which reading we follow; the stricter one is at most a warning.
 */
export const METHOD_LIMITS = {
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
