/**
 * Bolt for Python's names: the listener methods of `App`/`AsyncApp` with the constraint each takes, the
 * classes that make an app, a Web API client or a receiver.
 */
import type { ListenerKind } from 'manifesto-core/app';

export interface ListenerMethod {
  kind: ListenerKind;
  /** The `type` the method implies (`app.view_submission` → `view_submission`). */
  type?: string;
  /** The keys of a constraint dict: the listener's id, its block id. */
  idKey?: string;
  blockKey?: string;
}

/** Listener methods by name. The first argument (or the keyword of that name) is the constraint. */
export const LISTENER_METHODS: Readonly<Record<string, ListenerMethod>> = {
  action: { kind: 'action', idKey: 'action_id', blockKey: 'block_id' },
  block_action: { kind: 'action', type: 'block_actions', idKey: 'action_id', blockKey: 'block_id' },
  view: { kind: 'view', idKey: 'callback_id' },
  view_submission: { kind: 'view', type: 'view_submission', idKey: 'callback_id' },
  view_closed: { kind: 'view', type: 'view_closed', idKey: 'callback_id' },
  command: { kind: 'command' },
  shortcut: { kind: 'shortcut', idKey: 'callback_id' },
  global_shortcut: { kind: 'shortcut', type: 'shortcut', idKey: 'callback_id' },
  message_shortcut: { kind: 'shortcut', type: 'message_action', idKey: 'callback_id' },
  options: { kind: 'options', idKey: 'action_id', blockKey: 'block_id' },
  block_suggestion: { kind: 'options', type: 'block_suggestion', idKey: 'action_id', blockKey: 'block_id' },
  // `{"type": "message", "subtype": "bot_message"}`: the event's id is its type.
  event: { kind: 'event', idKey: 'type' },
  message: { kind: 'message' },
  function: { kind: 'function' },
};

/** The listener methods a custom step (what `app.function(…)(handler)` returns) has for its own interactions. */
export const STEP_LISTENER_METHODS: ReadonlySet<string> = new Set(['action', 'block_action', 'view', 'view_submission', 'view_closed']);

/** The keywords Bolt's listener methods name their constraint with. */
export const CONSTRAINT_KEYWORDS = ['constraints', 'event', 'command', 'keyword', 'callback_id', 'action_id'];

/** The keys of a Block Kit or view object whose values the graph joins. */
export const DECLARED_KEYS = new Set(['action_id', 'block_id', 'callback_id'] as const);

const last = (dotted: string): string => dotted.slice(dotted.lastIndexOf('.') + 1);

export const isAppClass = (name: string): boolean => ['App', 'AsyncApp'].includes(last(name));
export const isClientClass = (name: string): boolean => ['WebClient', 'AsyncWebClient'].includes(last(name));
export const isAssistantClass = (name: string): boolean => ['Assistant', 'AsyncAssistant'].includes(last(name));

/** Receivers: socket mode (`true`) or an HTTP adapter (`false`). */
export function receiverKind(name: string): boolean | undefined {
  const short = last(name);
  if (['SocketModeHandler', 'AsyncSocketModeHandler', 'SocketModeClient'].includes(short)) return true;
  if (['SlackRequestHandler', 'AsyncSlackRequestHandler'].includes(short)) return false;
  return undefined;
}
