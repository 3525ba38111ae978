/**
 * What we decided on top of the reference facts (data.ts), each with its reason. The generated tables
 * say what the sources say; these tables say how a manifest should be judged where the sources are
 * out of date or silent. See the reference README's "Known defects and disputes".
 */

/** A scope a manifest should no longer request, and what replaced it. */
export interface ScopeDeprecation {
  /** The scopes to request instead; empty when the feature itself is gone. */
  readonly replacedBy: readonly string[];
  /** One sentence: why, for the problem message. */
  readonly reason: string;
}

const CLASSIC = 'a scope of classic apps, which cannot be requested by apps with granular scopes';
const SIGN_IN = 'a legacy Sign in with Slack scope, which is not requested in a manifest; Sign in with Slack now uses OpenID Connect';

/**
 * Deprecated and legacy scopes. `chat:write:bot`, `chat:write:user` and `files:write:user` are still in
 * the scraped user list but belong to classic apps; the service rejects `files:write:user` in a manifest
 * (incidentbot/incidentbot#679). `workflow.steps:execute` served Steps from Apps, retired September 2024.
 */
export const DEPRECATED_SCOPES: Readonly<Record<string, ScopeDeprecation>> = {
  'chat:write:bot': { replacedBy: ['chat:write'], reason: CLASSIC },
  'chat:write:user': { replacedBy: ['chat:write'], reason: CLASSIC },
  'files:write:user': { replacedBy: ['files:write'], reason: CLASSIC },
  bot: { replacedBy: [], reason: 'the classic bot scope; request the granular bot scopes the app needs (`chat:write`, `app_mentions:read`, …)' },
  client: { replacedBy: [], reason: 'a classic scope for RTM clients; request the granular scopes the app needs' },
  identify: { replacedBy: [], reason: 'a classic scope; granular apps are identified without it' },
  read: { replacedBy: [], reason: 'a classic catch-all scope; request the granular read scopes the app needs' },
  post: { replacedBy: ['chat:write'], reason: CLASSIC },
  'identity.basic': { replacedBy: ['openid', 'profile'], reason: SIGN_IN },
  'identity.email': { replacedBy: ['openid', 'email'], reason: SIGN_IN },
  'identity.team': { replacedBy: ['openid'], reason: SIGN_IN },
  'identity.avatar': { replacedBy: ['openid', 'profile'], reason: SIGN_IN },
  'workflow.steps:execute': { replacedBy: [], reason: 'the scope of Steps from Apps, retired in September 2024; write custom functions (`functions`) instead' },
};

/** An event a manifest may still name but should not subscribe to: why, and what to use instead. */
export interface EventDeprecation {
  readonly reason: string;
  /** The events that deliver the same facts today, if any. */
  readonly replacedBy: readonly string[];
}

const STEPS = 'a Steps from Apps event; Steps from Apps were retired in September 2024 (custom functions receive `function_executed`)';
const WORKSPACE_APPS = 'an event of workspace apps, a retired app type';
const SUBTYPE = 'no longer a top-level event: it arrives as a `message` event with this subtype';

/**
 * Retired families (absent from the events reference, still listed by `@slack/web-api`) and the four
 * archive events, which the reference knows only as message subtypes: known names, never "unknown".
 */
export const DEPRECATED_EVENTS: Readonly<Record<string, EventDeprecation>> = {
  workflow_step_execute: { reason: STEPS, replacedBy: ['function_executed'] },
  workflow_published: { reason: STEPS, replacedBy: [] },
  workflow_unpublished: { reason: STEPS, replacedBy: [] },
  workflow_deleted: { reason: STEPS, replacedBy: [] },
  workflow_step_deleted: { reason: STEPS, replacedBy: [] },
  scope_granted: { reason: WORKSPACE_APPS, replacedBy: [] },
  scope_denied: { reason: WORKSPACE_APPS, replacedBy: [] },
  resources_added: { reason: WORKSPACE_APPS, replacedBy: [] },
  resources_removed: { reason: WORKSPACE_APPS, replacedBy: [] },
  user_resource_granted: { reason: WORKSPACE_APPS, replacedBy: [] },
  user_resource_denied: { reason: WORKSPACE_APPS, replacedBy: [] },
  user_resource_removed: { reason: WORKSPACE_APPS, replacedBy: [] },
  channel_archive: { reason: SUBTYPE, replacedBy: ['message.channels'] },
  channel_unarchive: { reason: SUBTYPE, replacedBy: ['message.channels'] },
  group_archive: { reason: SUBTYPE, replacedBy: ['message.groups'] },
  group_unarchive: { reason: SUBTYPE, replacedBy: ['message.groups'] },
};

/** A scope a reference page documents that the scraped name lists and the method JSON do not know yet. */
export interface DocumentedScope {
  /** The token types that may request it; both where the page does not say. */
  readonly tokens: readonly ('bot' | 'user')[];
  /** The page that documents it. */
  readonly source: string;
}

/**
 * Documented scopes missing from the generated lists. `mcp:connect` (docs.slack.dev/reference/scopes/mcp.connect)
 * lets an app's MCP servers (`mcp_servers`) reach the Slackbot MCP client; the page we read does not name
 * its token type, so neither list refuses it.
 */
export const DOCUMENTED_SCOPES: Readonly<Record<string, DocumentedScope>> = {
  'mcp:connect': { tokens: ['bot', 'user'], source: 'docs.slack.dev/reference/scopes/mcp.connect' },
};
