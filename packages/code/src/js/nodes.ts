import type { Span } from 'manifesto-core';

/**
 * An ESTree / TS-ESTree node as oxc-parser gives it. The reader looks at a handful of node types by their
 * fields, so a loose shape reads better here than narrowing oxc's full union at every step.
 */
export interface AstNode {
  type: string;
  start: number;
  end: number;
  [field: string]: any;
}

export function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

export function spanOf(node: AstNode): Span {
  return { start: node.start, end: node.end };
}

/** The expression under TypeScript's wrappers and parentheses: `(x as const)`, `x!`, `x satisfies T`, `<T>x`. */
export function unwrap(node: AstNode): AstNode {
  let current = node;
  for (;;) {
    switch (current.type) {
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
      case 'TSTypeAssertion':
      case 'TSInstantiationExpression':
      case 'ParenthesizedExpression':
      case 'ChainExpression':
        current = current.expression;
        break;
      case 'AwaitExpression':
        current = current.argument;
        break;
      default:
        return current;
    }
  }
}

/** A string literal's value, or undefined for anything else. */
export function stringLiteral(node: AstNode | null | undefined): string | undefined {
  if (!node) return undefined;
  const inner = unwrap(node);
  if (inner.type === 'Literal' && typeof inner.value === 'string') return inner.value;
  if (inner.type === 'TemplateLiteral' && inner.expressions.length === 0) return inner.quasis[0]?.value?.cooked ?? undefined;
  return undefined;
}

/** An object property's key as a name: `a`, `'a'`, `["a"]`; undefined when computed. */
export function propertyKey(property: AstNode): string | undefined {
  const key = property.key as AstNode | undefined;
  if (!key) return undefined;
  if (!property.computed && key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number')) return String(key.value);
  return stringLiteral(key);
}

/** A member expression's property name: `a.b` and `a['b']` give `b`; undefined when computed. */
export function memberName(member: AstNode): string | undefined {
  const property = member.property as AstNode;
  if (!member.computed && (property.type === 'Identifier' || property.type === 'PrivateIdentifier')) return property.name;
  return member.computed ? stringLiteral(property) : undefined;
}

/** `Object.freeze(…)`, which gives back its argument: the readers follow the argument. */
export function isObjectFreeze(callee: AstNode): boolean {
  if (callee.type !== 'MemberExpression' || memberName(callee) !== 'freeze') return false;
  const object = unwrap(callee.object);
  return object.type === 'Identifier' && object.name === 'Object';
}

/**
 * The names of a member chain from its root: `app.client.chat.postMessage` → `['app', 'client', 'chat',
 * 'postMessage']` with the root node; undefined when a segment is computed or the root is neither a name nor
 * `this` (`this.client.chat.postMessage` gives `['this', 'client', 'chat', 'postMessage']`).
 */
export function memberChain(node: AstNode): { root: AstNode; names: string[] } | undefined {
  const names: string[] = [];
  let current = unwrap(node);
  while (current.type === 'MemberExpression') {
    const name = memberName(current);
    if (name === undefined) return undefined;
    names.unshift(name);
    current = unwrap(current.object);
  }
  if (current.type === 'Identifier') names.unshift(current.name);
  else if (current.type === 'ThisExpression') names.unshift('this');
  else return undefined;
  return { root: current, names };
}

export function isFunction(node: AstNode): boolean {
  return node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration';
}
