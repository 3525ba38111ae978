import type { IdMatch, InstallScopesFact } from 'manifesto-core/app';
import type { FileContext } from './context.js';
import { isNode, memberName, propertyKey, spanOf, unwrap, type AstNode } from './nodes.js';
import type { Scope } from './scope.js';
import { constructorName } from './socket-mode.js';

type Token = InstallScopesFact['token'];

/** Where an options object keeps its scopes: each key's token, or the options nested under it. */
interface Layout {
  /** The token an unreadable object (not written here, or with a spread) stands for. */
  computed: Token;
  keys: ReadonlyMap<string, Token | Layout>;
}

/** An install link's options (`@slack/oauth`'s `InstallURLOptions`): `{ scopes, userScopes }`. */
const URL_OPTIONS: Layout = {
  computed: 'bot',
  keys: new Map([
    ['scopes', 'bot'],
    ['userScopes', 'user'],
  ]),
};

/**
 * Bolt's App and its receivers take the OAuth installer's options: `scopes`, and `installerOptions.userScopes`;
 * `@slack/oauth`'s InstallProvider takes them in `installUrlOptions`.
 */
const INSTALLER_OPTIONS: Layout = {
  computed: 'bot',
  keys: new Map<string, Token | Layout>([
    ['scopes', 'bot'],
    ['installerOptions', { computed: 'user', keys: new Map([['userScopes', 'user']]) }],
    ['installUrlOptions', URL_OPTIONS],
  ]),
};

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
  if (options) readOptions(context, options, INSTALLER_OPTIONS, scope);
}

/**
 * `@slack/oauth`'s installer asked for a link: `installer.generateInstallUrl({ scopes, userScopes })` and
 * `installer.handleInstallPath(req, res, options, { scopes, userScopes })`, by the argument that holds them.
 */
const INSTALL_URL_METHODS = new Map([
  ['generateInstallUrl', 0],
  ['handleInstallPath', 3],
]);

/** The scopes an install link made by `@slack/oauth`'s installer asks for, read as `readInstallScopes` reads. */
export function readInstallUrlScopes(context: FileContext, node: AstNode, callee: AstNode, scope: Scope): void {
  if (callee.type !== 'MemberExpression') return;
  const at = INSTALL_URL_METHODS.get(memberName(callee) ?? '');
  if (at === undefined) return;
  const options = (node.arguments as AstNode[])[at];
  if (options) readOptions(context, options, URL_OPTIONS, scope);
}

/** Reads `options` by `layout`: its lists of scopes, and the options nested in it. */
function readOptions(context: FileContext, options: AstNode, layout: Layout, scope: Scope): void {
  const object = unwrap(options);
  if (object.type !== 'ObjectExpression') return push(context, layout.computed, [COMPUTED], options);
  for (const property of object.properties as AstNode[]) {
    if (property.type === 'SpreadElement') return push(context, layout.computed, [COMPUTED], property);
    const found = layout.keys.get(propertyKey(property) ?? '');
    if (found === undefined || !isNode(property.value)) continue;
    if (typeof found === 'string') push(context, found, scopeList(context, property.value, scope), property.value);
    else readOptions(context, property.value, found, scope);
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

function push(context: FileContext, token: Token, scopes: IdMatch[], node: AstNode): void {
  (context.facts.installScopes ??= []).push({ token, scopes, span: spanOf(node) });
}
