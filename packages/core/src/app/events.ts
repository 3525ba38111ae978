/**
 * Events that arrive without a subscription: the platform's events reference marks them `automatic`
 * (docs.slack.dev/reference/events: `app_rate_limited`, `app_requested`, `url_verification`).
 */
export const AUTOMATIC_EVENTS: ReadonlySet<string> = new Set(['app_rate_limited', 'app_requested', 'url_verification']);

/** A Bolt `message` listener, or `app.event('message')`, receives any of the `message.*` subscriptions. */
export function isMessageEvent(name: string): boolean {
  return name === 'message' || name.startsWith('message.');
}

/**
 * An assistant (`app.assistant(new Assistant({threadStarted, userMessage, …}))`) needs the thread's
 * start and the user's messages in it, which arrive as `message.im`; `assistant_thread_context_changed`
 * has a default handler and is not required.
 */
export const ASSISTANT_EVENTS: readonly string[] = ['assistant_thread_started', 'message.im'];

/** The events an assistant listener handles. */
export const ASSISTANT_HANDLES: ReadonlySet<string> = new Set(['assistant_thread_started', 'assistant_thread_context_changed', 'message.im']);
