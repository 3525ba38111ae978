import type { ImportedPayload } from '../link/raw.js';
import type { FileContext } from './context.js';
import { propertyKey, spanOf, unwrap, type AstNode } from './nodes.js';
import type { Scope } from './scope.js';

/** The arguments of a posting call that carry Block Kit, and so the ids its elements and views declare. */
const PAYLOAD_KEYS: ReadonlySet<string> = new Set(['blocks', 'attachments', 'view']);

/**
 * A posting call whose blocks or view come from outside the app (a package's export, `JSON.parse` of data
 * read at run time) may declare any action or callback id: the declared ids are left open, so no listener
 * is called undeclared for an id only that payload carries. One another module gives (a relative import) is
 * left to the linker, which opens the ids when no file of the app is that module.
 */
export function readForeignPayload(context: FileContext, call: AstNode, scope: Scope): void {
  const argument = (call.arguments as AstNode[] | undefined)?.[0];
  if (!argument) return;
  // The whole message from elsewhere (`say(message.buildToObject())`), or spread into the arguments.
  if (unwrap(argument).type !== 'ObjectExpression') {
    readPayloadValue(context, argument, scope);
    return;
  }
  for (const property of unwrap(argument).properties as AstNode[]) {
    if (property.type === 'SpreadElement') readPayloadValue(context, property.argument as AstNode, scope);
    if (property.type !== 'Property') continue;
    const key = propertyKey(property);
    if (key !== undefined && PAYLOAD_KEYS.has(key)) readPayloadValue(context, property.value, scope);
  }
}

/** A payload value's roots: an outside one opens the declared ids now, an imported one when the linker says so. */
function readPayloadValue(context: FileContext, value: AstNode, scope: Scope): void {
  for (const root of parts(value)) {
    const origin = originOf(context, root, scope, 0);
    if (origin === undefined) continue;
    const open = { touches: 'declared-ids' as const, reason: 'payload from outside the app', span: spanOf(origin === 'outside' ? value : root) };
    if (origin === 'outside') {
      context.facts.open.push(open);
      return;
    }
    context.importedPayloads.push({ sources: [origin], open });
  }
}

/** Values assigned through more constants than this are not followed (and a cycle ends here). */
const MAX_DEPTH = 8;

/** An array's items (and what `...` spreads): each may come from elsewhere. */
function parts(node: AstNode): AstNode[] {
  const value = unwrap(node);
  if (value.type === 'ArrayExpression') return (value.elements as (AstNode | null)[]).flatMap((item) => (item ? parts(item) : []));
  if (value.type === 'SpreadElement') return parts(value.argument as AstNode);
  return [value];
}

type Origin = 'outside' | ImportedPayload['sources'][number] | undefined;

/**
 * Where a value's root comes from (through awaits, calls, member reads and constants): `outside` for a
 * package's import or `JSON`, the module for a relative import, undefined for the file's own values.
 */
function originOf(context: FileContext, node: AstNode, scope: Scope, depth: number): Origin {
  if (depth > MAX_DEPTH) return undefined;
  let current = unwrap(node);
  for (;;) {
    if (current.type === 'AwaitExpression') current = unwrap(current.argument as AstNode);
    else if (current.type === 'CallExpression') current = unwrap(current.callee as AstNode);
    else if (current.type === 'MemberExpression') current = unwrap(current.object as AstNode);
    else break;
  }
  if (current.type !== 'Identifier') return undefined;
  const name = current.name as string;
  const binding = scope.lookup(name);
  if (binding === undefined) return name === 'JSON' ? 'outside' : undefined;
  if (binding.kind === 'import') {
    // An import the linker cannot follow (no relative candidate) is a package's.
    const value = binding.value;
    return value.kind === 'import' || value.kind === 'module' ? value : 'outside';
  }
  if (binding.kind !== 'const') return undefined;
  const init = unwrap(binding.init);
  if (isPackageRequire(init, binding.scope)) return 'outside';
  const value = context.evaluator.binding(binding);
  if (value.kind === 'import' || value.kind === 'module') return value;
  // `const blocks = await loadBlocks()`: where the constant's value comes from.
  return originOf(context, init, binding.scope, depth + 1);
}

/** `require('name')` of a module that is not a relative path. */
function isPackageRequire(node: AstNode, scope: Scope): boolean {
  if (node.type !== 'CallExpression') return false;
  const callee = unwrap(node.callee as AstNode);
  const source = (node.arguments as AstNode[])[0];
  if (callee.type !== 'Identifier' || callee.name !== 'require' || scope.lookup('require') !== undefined) return false;
  return source?.type === 'Literal' && typeof source.value === 'string' && !source.value.startsWith('.');
}
