import type { RawValue } from '../link/raw.js';
import { jsModuleCandidates } from '../link/modules.js';
import { isObjectFreeze, memberName, propertyKey, stringLiteral, unwrap, type AstNode } from './nodes.js';
import type { Binding, Scope } from './scope.js';

export const COMPUTED: RawValue = { kind: 'computed' };

/**
 * What an expression is as far as this file knows: strings, regular expressions, objects of them, and the
 * constants of other modules (left for the linker). Everything else — calls, parameters, `let`s,
 * conditionals — is computed. Bindings are evaluated once; a binding that refers to itself is computed.
 */
export class Evaluator {
  private readonly settled = new Map<Binding, RawValue>();
  private readonly pending = new Set<Binding>();

  constructor(private readonly fileName: string) {}

  value(node: AstNode, scope: Scope): RawValue {
    const inner = unwrap(node);
    switch (inner.type) {
      case 'Literal':
        if (typeof inner.value === 'string') return { kind: 'string', value: inner.value };
        if (inner.regex) return { kind: 'pattern', source: String(inner.regex.pattern), flags: String(inner.regex.flags ?? '') };
        return COMPUTED;
      case 'TemplateLiteral': {
        const parts: RawValue[] = [];
        (inner.quasis as AstNode[]).forEach((quasi, index) => {
          parts.push(typeof quasi.value.cooked === 'string' ? { kind: 'string', value: quasi.value.cooked } : COMPUTED);
          const expression = inner.expressions[index] as AstNode | undefined;
          if (expression) parts.push(this.value(expression, scope));
        });
        return concat(parts);
      }
      case 'BinaryExpression':
        return inner.operator === '+' ? concat([this.value(inner.left, scope), this.value(inner.right, scope)]) : COMPUTED;
      case 'Identifier': {
        const binding = scope.lookup(inner.name);
        return binding ? this.binding(binding) : COMPUTED;
      }
      case 'MemberExpression': {
        const name = memberName(inner);
        return name === undefined ? COMPUTED : member(this.value(inner.object, scope), name);
      }
      case 'ObjectExpression':
        return this.object(inner, scope);
      case 'CallExpression':
      case 'NewExpression':
        return this.call(inner, scope);
      default:
        return COMPUTED;
    }
  }

  binding(binding: Binding): RawValue {
    const known = this.settled.get(binding);
    if (known) return known;
    if (this.pending.has(binding)) return COMPUTED;
    this.pending.add(binding);
    const value = this.compute(binding);
    this.pending.delete(binding);
    this.settled.set(binding, value);
    return value;
  }

  private compute(binding: Binding): RawValue {
    switch (binding.kind) {
      case 'const':
        return binding.path.reduce(member, this.value(binding.init, binding.scope));
      case 'enum':
        return this.enumeration(binding.node, binding.scope);
      case 'import':
        return binding.value;
      default:
        return COMPUTED;
    }
  }

  private object(node: AstNode, scope: Scope): RawValue {
    const properties = new Map<string, RawValue>();
    for (const property of node.properties as AstNode[]) {
      // A spread may replace anything written before it.
      if (property.type === 'SpreadElement') {
        properties.clear();
        continue;
      }
      const key = propertyKey(property);
      if (key === undefined || property.kind !== 'init' || property.method) continue;
      properties.set(key, this.value(property.value, scope));
    }
    return { kind: 'object', properties };
  }

  private enumeration(node: AstNode, scope: Scope): RawValue {
    const properties = new Map<string, RawValue>();
    const members = (node.body?.members ?? node.members ?? []) as AstNode[];
    for (const entry of members) {
      const key = entry.id.type === 'Identifier' ? entry.id.name : stringLiteral(entry.id);
      if (key !== undefined) properties.set(key, entry.initializer ? this.value(entry.initializer, scope) : COMPUTED);
    }
    return { kind: 'object', properties };
  }

  private call(node: AstNode, scope: Scope): RawValue {
    const callee = unwrap(node.callee);
    const args = node.arguments as AstNode[];
    if (callee.type === 'Identifier' && callee.name === 'require' && node.type === 'CallExpression' && !scope.lookup('require')) {
      const source = stringLiteral(args[0]);
      const candidates = source === undefined ? [] : jsModuleCandidates(this.fileName, source);
      return candidates.length ? { kind: 'module', candidates } : COMPUTED;
    }
    if (callee.type === 'Identifier' && callee.name === 'RegExp' && !scope.lookup('RegExp')) {
      const source = args[0] ? this.value(args[0], scope) : COMPUTED;
      const flags = args[1] ? this.value(args[1], scope) : { kind: 'string' as const, value: '' };
      return source.kind === 'string' && flags.kind === 'string' ? { kind: 'pattern', source: source.value, flags: flags.value } : COMPUTED;
    }
    if (isObjectFreeze(callee) && args[0]) return this.value(args[0], scope);
    return COMPUTED;
  }
}

/** A property of a value: an object's, an import's (a longer path), a module's export. */
export function member(value: RawValue, name: string): RawValue {
  switch (value.kind) {
    case 'object':
      return value.properties.get(name) ?? COMPUTED;
    case 'import':
      return { ...value, path: [...value.path, name] };
    case 'module':
      return { kind: 'import', candidates: value.candidates, name, path: [] };
    default:
      return COMPUTED;
  }
}

/** Strings joined: a string when every part is known here, a `concat` for the linker when some part is imported. */
export function concat(parts: readonly RawValue[]): RawValue {
  const flat: RawValue[] = [];
  for (const part of parts) {
    if (part.kind === 'string' || part.kind === 'import') flat.push(part);
    else if (part.kind === 'concat') flat.push(...part.parts);
    else return COMPUTED;
  }
  if (flat.every((part) => part.kind === 'string')) return { kind: 'string', value: flat.map((part) => (part as { value: string }).value).join('') };
  return { kind: 'concat', parts: flat };
}
