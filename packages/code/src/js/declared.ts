import type { DeclaredIdFact } from 'manifesto-core/app';
import { settleId, type FileContext } from './context.js';
import { propertyKey, spanOf, type AstNode } from './nodes.js';
import type { Scope } from './scope.js';

const DECLARED_KEYS: ReadonlySet<string> = new Set(['action_id', 'block_id', 'callback_id']);

/** The `action_id`, `block_id` and `callback_id` written in an object literal, with the literal's `type`. */
export function readDeclaredIds(context: FileContext, object: AstNode, scope: Scope): void {
  if (context.constraints.has(object) || context.mapped.has(object)) return;
  let objectType: string | undefined;
  const found: AstNode[] = [];
  for (const property of object.properties as AstNode[]) {
    if (property.type !== 'Property') continue;
    const key = propertyKey(property);
    if (key === 'type') {
      const value = context.evaluator.value(property.value, scope);
      if (value.kind === 'string') objectType = value.value;
    } else if (key !== undefined && DECLARED_KEYS.has(key) && !property.method) found.push(property);
  }
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
