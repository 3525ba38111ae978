import type { CodeFacts } from 'manifesto-core/app';
import type { FileContext } from './context.js';
import { memberName, propertyKey, spanOf, unwrap, type AstNode } from './nodes.js';
import { isAppConstructor } from './receivers.js';
import type { Scope } from './scope.js';

type SocketMode = NonNullable<CodeFacts['socketMode']>;

/** Bolt's receivers: the socket-mode one, and the HTTP ones (`ExpressReceiver` is the default's older name). */
const SOCKET_RECEIVERS = new Set(['SocketModeReceiver']);
const HTTP_RECEIVERS = new Set(['HTTPReceiver', 'ExpressReceiver', 'AwsLambdaReceiver']);

/**
 * The receiver a `new App(…)` starts: `socketMode: true`, a `SocketModeReceiver`, or HTTP (the default). A
 * `SocketModeReceiver` built on its own counts when the file starts no App. The file's first App decides.
 */
export function readSocketMode(context: FileContext, node: AstNode, scope: Scope): void {
  if (isAppConstructor(node.callee)) {
    if (context.appSeen) return;
    context.appSeen = true;
    context.facts.socketMode = appMode(node, scope);
    return;
  }
  if (context.facts.socketMode) return;
  const name = constructorName(node.callee);
  if (name && SOCKET_RECEIVERS.has(name)) context.facts.socketMode = { value: true, span: spanOf(node.callee) };
}

function appMode(node: AstNode, scope: Scope): SocketMode {
  const options = node.arguments[0] as AstNode | undefined;
  if (!options) return { value: false, span: spanOf(node.callee) };
  const object = unwrap(options);
  if (object.type !== 'ObjectExpression') return { value: 'computed', span: spanOf(options) };
  let mode: SocketMode | undefined;
  for (const property of object.properties as AstNode[]) {
    if (property.type === 'SpreadElement') return { value: 'computed', span: spanOf(property) };
    const key = propertyKey(property);
    if (key === 'socketMode') {
      const value = unwrap(property.value);
      mode = { value: value.type === 'Literal' && typeof value.value === 'boolean' ? value.value : 'computed', span: spanOf(property.value) };
    } else if (key === 'receiver' && !mode) {
      mode = { value: receiverMode(property.value, scope), span: spanOf(property.value) };
    }
  }
  return mode ?? { value: false, span: spanOf(node.callee) };
}

function receiverMode(node: AstNode, scope: Scope, depth = 0): boolean | 'computed' {
  const inner = unwrap(node);
  if (inner.type === 'NewExpression') {
    const name = constructorName(inner.callee);
    if (name && SOCKET_RECEIVERS.has(name)) return true;
    if (name && HTTP_RECEIVERS.has(name)) return false;
    return 'computed';
  }
  if (inner.type === 'Identifier' && depth < 8) {
    const binding = scope.lookup(inner.name);
    if (binding?.kind === 'const' && binding.path.length === 0) return receiverMode(binding.init, binding.scope, depth + 1);
  }
  return 'computed';
}

export function constructorName(callee: AstNode): string | undefined {
  const inner = unwrap(callee);
  if (inner.type === 'Identifier') return inner.name;
  return inner.type === 'MemberExpression' ? memberName(inner) : undefined;
}
