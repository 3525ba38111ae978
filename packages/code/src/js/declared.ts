import type { DeclaredIdFact } from 'manifesto-core/app';
import { settleId, type FileContext } from './context.js';
import { propertyKey, spanOf, unwrap, type AstNode } from './nodes.js';
import type { Scope } from './scope.js';

const DECLARED_KEYS: ReadonlySet<string> = new Set(['action_id', 'block_id', 'callback_id']);

/** The `action_id`, `block_id` and `callback_id` written in an object literal, with the literal's `type`. */
export function readDeclaredIds(context: FileContext, object: AstNode, scope: Scope): void {
  if (context.constraints.has(object) || context.mapped.has(object)) return;
  let objectType: string | undefined;
  let found: AstNode[] | undefined;
  for (const property of object.properties as AstNode[]) {
    if (property.type !== 'Property') continue;
    const key = propertyKey(property);
    if (key === 'type') objectType = typeOf(context, property.value, scope) ?? objectType;
    else if (key !== undefined && DECLARED_KEYS.has(key) && !property.method) (found ??= []).push(property);
  }
  if (!found) return;
  for (const property of found) {
    const key = propertyKey(property) as DeclaredIdFact['key'];
    const index = context.facts.declared.length;
    const value = context.evaluator.value(property.value, scope);
    const fact: DeclaredIdFact = { key, value: { kind: 'computed' }, span: spanOf(property.value) };
    if (objectType !== undefined) fact.objectType = objectType;
    context.facts.declared.push(fact);
    // A regular expression is no id a payload can declare.
    const settled = value.kind === 'pattern' ? ({ kind: 'computed' } as const) : value;
    fact.value = settleId(
      context,
      settled,
      { list: 'declared', index, field: 'value' },
      { touches: 'declared-ids', reason: `computed ${key}`, span: fact.span },
    );
  }
}

/** An object's `type` when it is a string: a literal read as it is (most are), anything else evaluated. */
function typeOf(context: FileContext, node: AstNode, scope: Scope): string | undefined {
  const inner = unwrap(node);
  if (inner.type === 'Literal') return typeof inner.value === 'string' ? inner.value : undefined;
  const value = context.evaluator.value(inner, scope);
  return value.kind === 'string' ? value.value : undefined;
}
