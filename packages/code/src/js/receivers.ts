import type { Binding, Scope } from './scope.js';
import { memberName, unwrap, type AstNode } from './nodes.js';

/** A constructor is Bolt's `App` when it is named so (`new App(…)`, `new bolt.App(…)`). */
export function isAppConstructor(callee: AstNode): boolean {
  const inner = unwrap(callee);
  if (inner.type === 'Identifier') return inner.name === 'App';
  return inner.type === 'MemberExpression' && memberName(inner) === 'App';
}

/**
 * True when an expression is a Bolt App: a name bound to `new App(…)`, a parameter typed `App`, or a name
 * (or property) `app` — the starter templates pass the app to `register(app)` functions in other files —
 * unless that `app` is built by another package (`const app = express()`).
 */
export function isAppReceiver(node: AstNode, scope: Scope, depth = 0): boolean {
  const inner = unwrap(node);
  if (inner.type === 'MemberExpression') return memberName(inner) === 'app';
  if (inner.type !== 'Identifier') return false;
  const binding = scope.lookup(inner.name);
  if (binding?.kind === 'param' && binding.typeName === 'App') return true;
  if (binding?.kind === 'const' && binding.path.length === 0) {
    const init = unwrap(binding.init);
    if (init.type === 'NewExpression' && isAppConstructor(init.callee)) return true;
    if (init.type === 'Identifier' && depth < 8) return isAppReceiver(init, binding.scope, depth + 1);
  }
  return inner.name === 'app' && !isForeignInstance(binding);
}

/**
 * A name bound to what another package builds (`new Stripe(…)`, `express()`): its methods are not the
 * platform's, whatever they are called. The platform's packages (`isPlatformPackage`) and the app's own modules are not foreign.
 */
export function isForeignInstance(binding: Binding | undefined): boolean {
  if (binding?.kind !== 'const' || binding.path.length > 0) return false;
  const init = unwrap(binding.init);
  if (init.type !== 'CallExpression' && init.type !== 'NewExpression') return false;
  let root = unwrap(init.callee);
  while (root.type === 'MemberExpression') root = unwrap(root.object);
  if (root.type !== 'Identifier') return false;
  const origin = binding.scope.lookup(root.name);
  if (origin?.kind === 'import') return isForeignPackage(origin.source);
  const source = origin?.kind === 'const' ? requiredModule(origin.init) : undefined;
  return source !== undefined && isForeignPackage(source);
}

/** The module of `require('x')` or `require('x').Y`. */
function requiredModule(init: AstNode): string | undefined {
  let node = unwrap(init);
  while (node.type === 'MemberExpression') node = unwrap(node.object);
  if (node.type !== 'CallExpression' || unwrap(node.callee).type !== 'Identifier' || unwrap(node.callee).name !== 'require') return undefined;
  const first = node.arguments[0] as AstNode | undefined;
  return first?.type === 'Literal' && typeof first.value === 'string' ? first.value : undefined;
}

function isForeignPackage(source: string): boolean {
  return !source.startsWith('.') && !isPlatformPackage(source);
}

/**
 * The platform's own packages as Node and Deno name them: `@slack/…`, with Deno's `npm:` (or `jsr:`) prefix, or
 * in a URL (`https://esm.sh/@slack/web-api@7`); and the Deno SDK's, by import-map name (`deno-slack-api/mod.ts`)
 * or URL (`https://deno.land/x/deno_slack_api@2.8.0/mod.ts`).
 */
const PLATFORM_PACKAGE = /^(?:(?:npm|jsr):)?@slack\/|^deno-slack-(?:api|sdk)(?:\/|@|$)|^https?:\/\/.*\/(?:@slack\/|deno_slack_(?:api|sdk)(?:@|\/))/;

function isPlatformPackage(source: string): boolean {
  return PLATFORM_PACKAGE.test(source);
}
