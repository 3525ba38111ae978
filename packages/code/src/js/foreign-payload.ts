import type { FileContext } from './context.js';
import { propertyKey, spanOf, unwrap, type AstNode } from './nodes.js';
import type { Scope } from './scope.js';

/** The arguments of a posting call that carry Block Kit, and so the ids its elements and views declare. */
const PAYLOAD_KEYS: ReadonlySet<string> = new Set(['blocks', 'attachments', 'view']);

/**
 * A posting call whose blocks or view come from outside the app (a package's export, `JSON.parse` of data
 * read at run time) may declare any action or callback id: the declared ids are left open, so no listener
 * is called undeclared for an id only that payload carries.
 */
export function readForeignPayload(context: FileContext, call: AstNode, scope: Scope): void {
  const argument = (call.arguments as AstNode[] | undefined)?.[0];
  if (!argument || unwrap(argument).type !== 'ObjectExpression') return;
  for (const property of unwrap(argument).properties as AstNode[]) {
    if (property.type !== 'Property') continue;
    const key = propertyKey(property);
    if (key === undefined || !PAYLOAD_KEYS.has(key) || !isForeign(property.value, scope)) continue;
    context.facts.open.push({ touches: 'declared-ids', reason: 'payload from outside the app', span: spanOf(property.value) });
  }
}

/** A value whose root is a package's import or `JSON` (through awaits, calls and member reads). */
function isForeign(node: AstNode, scope: Scope): boolean {
  let current = unwrap(node);
  for (;;) {
    if (current.type === 'AwaitExpression') current = unwrap(current.argument as AstNode);
    else if (current.type === 'CallExpression') current = unwrap(current.callee as AstNode);
    else if (current.type === 'MemberExpression') current = unwrap(current.object as AstNode);
    else break;
  }
  if (current.type !== 'Identifier') return false;
  const name = current.name as string;
  const binding = scope.lookup(name);
  if (binding === undefined) return name === 'JSON';
  // An import the linker cannot follow (no relative candidate) is a package's; so is `require('pkg')`.
  if (binding.kind === 'import') return binding.value.kind === 'computed';
  return binding.kind === 'const' && isPackageRequire(unwrap(binding.init), binding.scope);
}

/** `require('name')` of a module that is not a relative path. */
function isPackageRequire(node: AstNode, scope: Scope): boolean {
  if (node.type !== 'CallExpression') return false;
  const callee = unwrap(node.callee as AstNode);
  const source = (node.arguments as AstNode[])[0];
  if (callee.type !== 'Identifier' || callee.name !== 'require' || scope.lookup('require') !== undefined) return false;
  return source?.type === 'Literal' && typeof source.value === 'string' && !source.value.startsWith('.');
}
