/**
 * Python's Web API client names each method with underscores for dots (`chat_postMessage` is
 * `chat.postMessage`, `admin_conversations_restrictAccess_addGroup` is `admin.conversations.restrictAccess.addGroup`):
 * no method name has an underscore of its own. The name counts as a call only when the core's catalogue
 * knows the method, so an unrelated `client.fetch_all()` is not taken for one.
 */
import { requiredScopes } from 'manifesto-core';

const known = new Map<string, boolean>();

export function methodOfAttribute(attribute: string): string | undefined {
  if (!attribute.includes('_') || attribute.startsWith('_')) return undefined;
  const method = attribute.replace(/_/g, '.');
  let isKnown = known.get(method);
  if (isKnown === undefined) {
    isKnown = requiredScopes(method).unknown.length === 0;
    known.set(method, isKnown);
  }
  return isKnown ? method : undefined;
}
