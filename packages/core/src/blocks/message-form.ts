/** Keys that make an object without a `type` a message. */
const MESSAGE_KEYS = ['blocks', 'attachments', 'markdown_text'];

/**
 * Whether an object is a message, as the containers and the editors tell it: one of the message keys,
 * or `text` without a `type`. chat.postMessage needs one of `text`, `blocks` and `attachments`, so text
 * alone is a whole message; a text object (`{type: plain_text, text}`) has a type and is not one.
 * Views are told apart before this (a `type` of home, modal or profile, or `type` beside `blocks`).
 */
export function isMessage(value: Record<string, unknown>): boolean {
  return MESSAGE_KEYS.some((key) => key in value) || ('text' in value && !('type' in value));
}
