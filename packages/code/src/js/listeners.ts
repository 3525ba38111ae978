import type { IdMatch, ListenerFact, ListenerKind, OpenFact } from 'manifesto-core/app';
import type { RawValue } from '../link/raw.js';
import { settleId, type FileContext } from './context.js';
import { isFunction, propertyKey, spanOf, stringLiteral, type AstNode } from './nodes.js';
import { isAppReceiver } from './receivers.js';
import type { Scope } from './scope.js';

const LISTENER_KINDS: ReadonlySet<string> = new Set<ListenerKind>([
  'action',
  'view',
  'command',
  'shortcut',
  'options',
  'event',
  'message',
  'function',
  'assistant',
]);

/**
 * A constraint object's keys for each listener family (Bolt's `ActionConstraints`, `ViewConstraints`,
 * `ShortcutConstraints`, `OptionsConstraints`): which key is the id and whether `block_id` counts. An options
 * constraint with only a `callback_id` (a legacy dialog's) has no action id: it stays a catch-all.
 */
const CONSTRAINT_ID: Partial<Record<ListenerKind, 'action_id' | 'callback_id'>> = {
  action: 'action_id',
  options: 'action_id',
  view: 'callback_id',
  shortcut: 'callback_id',
};

/** Reads `app.<kind>(…)` when the receiver is an App; true when the call was a listener. */
export function readListener(context: FileContext, call: AstNode, callee: AstNode, scope: Scope): boolean {
  if (callee.type !== 'MemberExpression' || !isAppReceiver(callee.object, scope)) return false;
  const property = callee.property as AstNode;
  const name = callee.computed ? stringLiteral(property) : property.type === 'Identifier' ? property.name : undefined;
  if (name === undefined) {
    // app[kind](…): which listener is a run-time choice.
    if (callee.computed) context.facts.open.push({ touches: 'listeners', reason: 'listener kind chosen at run time', span: spanOf(property) });
    return false;
  }
  if (!LISTENER_KINDS.has(name)) return false;
  new ListenerReader(context, call, name as ListenerKind, property, scope).read();
  return true;
}

class ListenerReader {
  private readonly index: number;
  private readonly fact: ListenerFact;

  constructor(
    private readonly context: FileContext,
    private readonly call: AstNode,
    private readonly kind: ListenerKind,
    nameNode: AstNode,
    private readonly scope: Scope,
  ) {
    this.index = context.facts.listeners.length;
    this.fact = { kind, span: spanOf(nameNode) };
  }

  read(): void {
    const first = this.call.arguments[0] as AstNode | undefined;
    this.context.facts.listeners.push(this.fact);
    // The only argument is the listener itself (`app.event(handler)`): a catch-all.
    if (this.kind === 'assistant' || !first || isFunction(first) || this.call.arguments.length === 1) return;
    if (first.type === 'SpreadElement') {
      this.fact.id = this.open('listener arguments spread', first);
      return;
    }
    if (this.kind === 'message') {
      // A message listener's pattern, when written; middleware (`directMention()`) leaves it a catch-all.
      const value = this.context.evaluator.value(first, this.scope);
      if (value.kind === 'string' || value.kind === 'pattern') this.setId('id', value, first);
      return;
    }
    if (first.type === 'ObjectExpression' && CONSTRAINT_ID[this.kind]) {
      this.context.constraints.add(first);
      this.constraintLiteral(first);
      return;
    }
    const value = this.context.evaluator.value(first, this.scope);
    if (value.kind === 'object' && CONSTRAINT_ID[this.kind]) this.constraintValue(value, first);
    else this.setId('id', value, first);
  }

  /** `{action_id: 'approve', block_id: 'b'}` written at the listener: each id at its property. */
  private constraintLiteral(object: AstNode): void {
    const idKey = CONSTRAINT_ID[this.kind];
    for (const property of object.properties as AstNode[]) {
      if (property.type === 'SpreadElement') {
        this.fact.id = this.open('constraint with a spread', property);
        return;
      }
      const key = propertyKey(property);
      if (key === idKey) {
        this.fact.span = spanOf(property.value);
        this.setId('id', this.context.evaluator.value(property.value, this.scope), property.value);
      } else if (key === 'block_id' && idKey === 'action_id') {
        this.setId('blockId', this.context.evaluator.value(property.value, this.scope), property.value);
      } else if (key === 'type') {
        const type = stringLiteral(property.value);
        if (type !== undefined) this.fact.type = type;
      }
    }
  }

  /** A constraint held in a constant (`app.view(SUBMIT, …)`): located at the argument. */
  private constraintValue(value: Extract<RawValue, { kind: 'object' }>, node: AstNode): void {
    const idKey = CONSTRAINT_ID[this.kind]!;
    this.fact.span = spanOf(node);
    const id = value.properties.get(idKey);
    if (id) this.setId('id', id, node);
    const blockId = idKey === 'action_id' ? value.properties.get('block_id') : undefined;
    if (blockId) this.setId('blockId', blockId, node);
    const type = value.properties.get('type');
    if (type?.kind === 'string') this.fact.type = type.value;
  }

  private setId(field: 'id' | 'blockId', value: RawValue, node: AstNode): void {
    if (field === 'id') this.fact.span = spanOf(node);
    const open: OpenFact = { touches: 'listeners', reason: this.reason(field), span: spanOf(node) };
    this.fact[field] = settleId(this.context, value, { list: 'listeners', index: this.index, field }, open);
  }

  private open(reason: string, node: AstNode): IdMatch {
    this.context.facts.open.push({ touches: 'listeners', reason, span: spanOf(node) });
    return { kind: 'computed' };
  }

  private reason(field: 'id' | 'blockId'): string {
    if (this.context.loopDepth > 0) return 'listener registered in a loop';
    if (field === 'blockId') return 'computed block id';
    return `computed ${this.kind === 'command' ? 'command name' : this.kind === 'event' ? 'event type' : `${this.kind} id`}`;
  }
}
