import type { FileContext } from './context.js';
import { readDeclaredIds } from './declared.js';
import { isNode, isObjectFreeze, memberName, unwrap, type AstNode } from './nodes.js';
import { declarePattern, Scope } from './scope.js';
import { walkKeys } from './walk-keys.js';

/** Array methods that change the array they are called on. */
const MUTATING = new Set(['push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin']);

/**
 * `LIST.map((item) => ({ type: 'button', action_id: `pick_${item}` }))` over a constant array written in
 * the file: the ids the callback's object literal makes, read once for each element (the item bound to
 * it), instead of one computed id. Only a `const` array literal with no spread or hole, never changed in
 * the file (by name, whatever the scope), and a callback that returns an object literal; anything else
 * is left to the ordinary walk, which finds the ids computed.
 */
export function readMappedIds(context: FileContext, call: AstNode, callee: AstNode, scope: Scope): void {
  if (callee.type !== 'MemberExpression' || memberName(callee) !== 'map') return;
  const list = unwrap(callee.object);
  if (list.type !== 'Identifier') return;
  const binding = scope.lookup(list.name);
  if (binding?.kind !== 'const' || binding.path.length > 0) return;
  const elements = arrayElements(binding.init);
  const callback = call.arguments[0] ? unwrap(call.arguments[0] as AstNode) : undefined;
  if (!elements || !callback || (callback.type !== 'ArrowFunctionExpression' && callback.type !== 'FunctionExpression')) return;
  // A TypeScript `this` parameter is not in the tree without types: `params[0]` is the element.
  const params = callback.params as AstNode[];
  const returned = returnedObject(callback);
  if (!returned || params.length === 0 || params.some((param) => param.type === 'RestElement')) return;
  if (mutatedNames(context).has(list.name)) return;
  const objects: AstNode[] = [];
  collectObjects(returned, objects);
  for (const element of elements) {
    const inner = new Scope(scope);
    declarePattern(params[0]!, inner, (path) => ({ kind: 'const', init: element, scope: binding.scope, path }));
    for (const param of params.slice(1)) declarePattern(param, inner, () => ({ kind: 'other' }));
    for (const object of objects) readDeclaredIds(context, object, inner);
  }
  for (const object of objects) context.mapped.add(object);
}

/** The elements of an array literal (`as const`, `Object.freeze([…])` too), when each is written. */
function arrayElements(init: AstNode): AstNode[] | undefined {
  let node = unwrap(init);
  if (node.type === 'CallExpression' && isObjectFreeze(unwrap(node.callee)) && node.arguments[0]) node = unwrap(node.arguments[0]);
  if (node.type !== 'ArrayExpression') return undefined;
  const elements = node.elements as (AstNode | null)[];
  return elements.every((element): element is AstNode => element !== null && element.type !== 'SpreadElement') ? elements : undefined;
}

/** The object literal a callback returns: its expression body, or a body of one `return`. */
function returnedObject(callback: AstNode): AstNode | undefined {
  const body = callback.body as AstNode;
  if (body.type === 'BlockStatement') {
    const statements = body.body as AstNode[];
    const only = statements.length === 1 ? statements[0] : undefined;
    return only?.type === 'ReturnStatement' && only.argument && unwrap(only.argument).type === 'ObjectExpression' ? unwrap(only.argument) : undefined;
  }
  const expression = unwrap(body);
  return expression.type === 'ObjectExpression' ? expression : undefined;
}

/** The object literal and those nested in it through property values and array items (not into calls or functions). */
function collectObjects(node: AstNode, out: AstNode[]): void {
  const inner = unwrap(node);
  if (inner.type === 'ObjectExpression') {
    out.push(inner);
    for (const property of inner.properties as AstNode[]) if (property.type === 'Property' && !property.method) collectObjects(property.value, out);
  } else if (inner.type === 'ArrayExpression') {
    for (const element of inner.elements as (AstNode | null)[]) if (element && element.type !== 'SpreadElement') collectObjects(element, out);
  }
}

/** Names whose value the file changes in place (`LIST.push(…)`, `LIST[0] = …`, `Object.assign(LIST, …)`), found once per file. */
function mutatedNames(context: FileContext): Set<string> {
  if (context.mutatedNames) return context.mutatedNames;
  const names = new Set<string>();
  const root = (node: AstNode): void => {
    let current = unwrap(node);
    while (current.type === 'MemberExpression') current = unwrap(current.object);
    if (current.type === 'Identifier') names.add(current.name);
  };
  const walk = (node: AstNode): void => {
    if (node.type === 'AssignmentExpression' || node.type === 'UpdateExpression') {
      const target = unwrap(node.type === 'AssignmentExpression' ? node.left : node.argument);
      if (target.type === 'MemberExpression') root(target);
    } else if (node.type === 'UnaryExpression' && node.operator === 'delete') root(node.argument);
    else if (node.type === 'CallExpression') {
      const callee = unwrap(node.callee);
      if (callee.type === 'MemberExpression') {
        if (MUTATING.has(memberName(callee) ?? '')) root(callee.object);
        const object = unwrap(callee.object);
        if (object.type === 'Identifier' && object.name === 'Object' && memberName(callee) === 'assign' && node.arguments[0]) root(node.arguments[0]);
      }
    }
    for (const key of walkKeys(node.type)) {
      const child = node[key];
      if (Array.isArray(child)) {
        for (const item of child) if (isNode(item)) walk(item);
      } else if (isNode(child)) walk(child);
    }
  };
  walk(context.program);
  context.mutatedNames = names;
  return names;
}
