/**
 * Python's Web API client names each method with underscores for dots (`chat_postMessage` is
 * `chat.postMessage`, `admin_conversations_restrictAccess_addGroup` is `admin.conversations.restrictAccess.addGroup`):
 * no method name has an underscore of its own. The name counts as a call only when the core's catalogue
 * knows the method, so an unrelated `client.fetch_all()` is not taken for one.
 */
import { isWebApiMethod } from 'manifesto-core';

export function methodOfAttribute(attribute: string): string | undefined {
  if (!attribute.includes('_') || attribute.startsWith('_')) return undefined;
  const method = attribute.replace(/_/g, '.');
  return isWebApiMethod(method) ? method : undefined;
}
