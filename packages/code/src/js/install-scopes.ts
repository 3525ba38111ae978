import type { IdMatch, InstallScopesFact } from 'manifesto-core/app';
import type { FileContext } from './context.js';
import { isNode, memberName, propertyKey, spanOf, unwrap, type AstNode } from './nodes.js';
import type { Scope } from './scope.js';
import { constructorName } from './socket-mode.js';

/**
 * Bolt's App and its receivers take the OAuth installer's options: `scopes`, and `installerOptions.userScopes`;
 * `@slack/oauth`'s InstallProvider takes them in `installUrlOptions`.
 */
const INSTALLER_OWNERS = new Set(['App', 'ExpressReceiver', 'HTTPReceiver', 'AwsLambdaReceiver', 'SocketModeReceiver', 'InstallProvider']);

/**
 * The scopes the app's own installer asks for, which an install grants beside the manifest's. A list of
 * known strings (or one comma-separated string) is read; options that are not an object written here, a
 * spread or a computed list give a computed scope, so the graph's scope rules stay silent.
 */
export function readInstallScopes(context: FileContext, node: AstNode, scope: Scope): void {
  const name = constructorName(node.callee);
  if (!name || !INSTALLER_OWNERS.has(name)) return;
  const options = node.arguments[0] as AstNode | undefined;
  if (!options) return;
  const object = unwrap(options);
  if (object.type !== 'ObjectExpression') return push(context, 'bot', [COMPUTED], options);
  for (const property of object.properties as AstNode[]) {
    if (property.type === 'SpreadElement') return push(context, 'bot', [COMPUTED], property);
    const key = propertyKey(property);
    if (key === 'scopes') push(context, 'bot', scopeList(context, property.value, scope), property.value);
    if (key === 'installUrlOptions' && isNode(property.value)) readUrlOptions(context, property.value, scope);
    if (key !== 'installerOptions' || !isNode(property.value)) continue;
    const installer = unwrap(property.value);
    if (installer.type !== 'ObjectExpression') {
      push(context, 'user', [COMPUTED], property.value);
      continue;
    }
    for (const inner of installer.properties as AstNode[]) {
      if (inner.type === 'SpreadElement') push(context, 'user', [COMPUTED], inner);
      else if (propertyKey(inner) === 'userScopes') push(context, 'user', scopeList(context, inner.value, scope), inner.value);
    }
  }
}

/**
 * `@slack/oauth`'s installer asked for a link: `installer.generateInstallUrl({ scopes, userScopes })` and
 * `installer.handleInstallPath(req, res, options, { scopes, userScopes })`, by the argument that holds them.
 */
const INSTALL_URL_METHODS = new Map([
  ['generateInstallUrl', 0],
  ['handleInstallPath', 3],
]);

/**
 * The scopes an install link made by `@slack/oauth`'s installer asks for, which an install through it grants
 * beside the manifest's. Options that are not an object written here, or a spread, give a computed scope.
 */
export function readInstallUrlScopes(context: FileContext, node: AstNode, callee: AstNode, scope: Scope): void {
  if (callee.type !== 'MemberExpression') return;
  const at = INSTALL_URL_METHODS.get(memberName(callee) ?? '');
  if (at === undefined) return;
  const options = (node.arguments as AstNode[])[at];
  if (options) readUrlOptions(context, options, scope);
}

/** An install link's options, `{ scopes, userScopes }`. */
function readUrlOptions(context: FileContext, options: AstNode, scope: Scope): void {
  const object = unwrap(options);
  if (object.type !== 'ObjectExpression') return push(context, 'bot', [COMPUTED], options);
  for (const property of object.properties as AstNode[]) {
    if (property.type === 'SpreadElement') return push(context, 'bot', [COMPUTED], property);
    const key = propertyKey(property);
    if (key === 'scopes') push(context, 'bot', scopeList(context, property.value, scope), property.value);
    else if (key === 'userScopes') push(context, 'user', scopeList(context, property.value, scope), property.value);
  }
}

const COMPUTED: IdMatch = { kind: 'computed' };

function scopeList(context: FileContext, node: AstNode, scope: Scope): IdMatch[] {
  const inner = unwrap(node);
  const items = inner.type === 'ArrayExpression' ? (inner.elements as (AstNode | null)[]) : [inner];
  return items.flatMap((item): IdMatch[] => {
    if (!item || item.type === 'SpreadElement') return [COMPUTED];
    const value = context.evaluator.value(item, scope);
    return value.kind === 'string' ? value.value.split(',').map((name) => ({ kind: 'exact', value: name.trim() })) : [COMPUTED];
  });
}

function push(context: FileContext, token: InstallScopesFact['token'], scopes: IdMatch[], node: AstNode): void {
  (context.facts.installScopes ??= []).push({ token, scopes, span: spanOf(node) });
}
