import { isWebApiMethod } from 'manifesto-core';
import type { CallFact } from 'manifesto-core/app';
import { settleId, type FileContext } from './context.js';
import { memberChain, memberName, spanOf, unwrap, type AstNode } from './nodes.js';
import { readForeignPayload } from './foreign-payload.js';
import { isForeignInstance } from './receivers.js';
import { clientHelperMethods, hasListenerArgument, jsHelperMethods } from '../bolt-helpers.js';
import type { Scope } from './scope.js';

/** The longest Web API method name has four segments (`admin.conversations.restrictAccess.addGroup`). */
const MAX_METHOD_SEGMENTS = 4;

/**
 * Reads a Web API call: a client method (`client.chat.postMessage(…)`, `app.client.users.info(…)`, any chain
 * whose last segments are a method the catalogue knows, the chain's root aside), a call by name
 * (`x.apiCall('chat.postMessage')`), or Bolt's `say(…)` and `respond(…)` given to a listener.
 */
export function readCall(context: FileContext, call: AstNode, callee: AstNode, scope: Scope): void {
  if (callee.type === 'Identifier') {
    if ((callee.name === 'say' || callee.name === 'respond') && isListenerArgument(callee.name, scope)) {
      const fact: CallFact =
        callee.name === 'say' ? { method: 'chat.postMessage', via: 'say', span: spanOf(callee) } : { via: 'respond', span: spanOf(callee) };
      context.facts.calls.push(fact);
      readForeignPayload(context, call, scope);
    } else if (callee.name === 'ack' && isListenerArgument('ack', scope)) {
      // `ack({ response_action: 'push', view })`: the view it opens may come from elsewhere.
      readForeignPayload(context, call, scope);
    } else readListenerHelper(context, callee, scope);
    return;
  }
  if (callee.type !== 'MemberExpression') return;
  if (memberName(callee) === 'apiCall') {
    readByName(context, call, callee, scope);
    return;
  }
  const chain = memberChain(callee);
  if (!chain) {
    readComputedMethod(context, callee);
    return;
  }
  if (chain.root.type === 'Identifier' && isForeignInstance(scope.lookup(chain.root.name))) return;
  if (readClientHelper(context, chain.names, callee)) return;
  const method = methodOf(chain.names);
  if (!method) return;
  context.facts.calls.push({ method, via: 'client', span: spanOf(callee.property) });
  readForeignPayload(context, call, scope);
}

/** The longest known method formed by the chain's last segments, never including its root. */
export function methodOf(names: readonly string[]): string | undefined {
  for (let length = Math.min(MAX_METHOD_SEGMENTS, names.length - 1); length >= 2; length--) {
    const candidate = names.slice(names.length - length).join('.');
    if (isWebApiMethod(candidate)) return candidate;
  }
  return undefined;
}

/**
 * A Bolt helper destructured from a listener's arguments (`async ({ say, setStatus }) => { await setStatus(…) }`):
 * the Web API methods it calls. The argument list must be a listener's (another of Bolt's arguments beside
 * it, or a `…MiddlewareArgs` type): a helper's name alone could be any function's.
 */
function readListenerHelper(context: FileContext, callee: AstNode, scope: Scope): void {
  const binding = scope.lookup(callee.name as string);
  if (binding?.kind !== 'param' || !binding.argument) return;
  const { key, keys } = binding.argument;
  const methods = jsHelperMethods(key);
  if (methods.length === 0 || !(hasListenerArgument(keys, false) || /MiddlewareArgs$/.test(binding.typeName ?? ''))) return;
  for (const method of methods) context.facts.calls.push({ method, via: 'helper', helper: key, span: spanOf(callee) });
}

/** `client.chatStream(…)`: a client's helper whose stream calls Web API methods; true when read. */
function readClientHelper(context: FileContext, names: readonly string[], callee: AstNode): boolean {
  const helper = names[names.length - 1]!;
  const methods = clientHelperMethods(helper);
  if (methods.length === 0 || names.length < 2 || !/client$/i.test(names[names.length - 2]!)) return false;
  for (const method of methods) context.facts.calls.push({ method, via: 'helper', helper, span: spanOf(callee.property) });
  return true;
}

/** `say` and `respond` are the listener's arguments: a parameter, or a name the file does not bind. */
function isListenerArgument(name: string, scope: Scope): boolean {
  const binding = scope.lookup(name);
  return binding === undefined || binding.kind === 'param';
}

function readByName(context: FileContext, call: AstNode, callee: AstNode, scope: Scope): void {
  const first = call.arguments[0] as AstNode | undefined;
  const index = context.facts.calls.length;
  const fact: CallFact = { via: 'by-name', span: spanOf(first ?? callee.property) };
  context.facts.calls.push(fact);
  const value = first && first.type !== 'SpreadElement' ? context.evaluator.value(first, scope) : { kind: 'computed' as const };
  const id = settleId(context, value, { list: 'calls', index, field: 'method' }, { touches: 'calls', reason: 'method name computed', span: fact.span });
  if (id.kind === 'exact') fact.method = id.value;
}

/** `client[name](…)`, `client.chat[verb](…)`: a client method chosen at run time. */
function readComputedMethod(context: FileContext, callee: AstNode): void {
  if (!callee.computed) return;
  let object = unwrap(callee.object);
  const names: string[] = [];
  while (object.type === 'MemberExpression' && !object.computed) {
    names.unshift(memberName(object) ?? '');
    object = unwrap(object.object);
  }
  if (object.type === 'Identifier') names.unshift(object.name);
  if (names.includes('client')) context.facts.open.push({ touches: 'calls', reason: 'method name computed', span: spanOf(callee.property) });
}
