import { Hole, OPEN, openObject } from 'manifesto-core/value';
import { isObjectFreeze, memberName, propertyKey, unwrap, type AstNode } from '../../js/nodes.js';
import type { Binding, Scope } from '../../js/scope.js';
import type { Place, Places, WrittenParts } from '../payload.js';
import type { Modules } from './modules.js';

/** How many constants, functions and modules one value may pass through before it is unknown. */
const MAX_FOLLOW = 48;

/** A module's value (`require('./views')`, `import * as views`): its exports are read through members. */
export class ModuleValue {
  constructor(readonly candidates: readonly string[]) {}
}

/**
 * Turns an expression of a JavaScript or TypeScript file into a Block Kit value with holes: literals as
 * they are; constants, local functions' single returned expression and relative imports followed; a
 * template with placeholders a `text` hole of its literal parts; `cond && x` and `cond ? x : null` items,
 * `...(cond ? [x] : [])` and `.filter(Boolean)` lists as conditional items; any other spread a spread
 * hole (in an object: computed keys); everything else unknown. Each object and list it builds has its
 * parts' places recorded in `places`.
 */
export class PayloadEvaluator {
  private readonly pending = new Set<AstNode>();
  private depth = 0;

  constructor(
    private readonly places: Places,
    private readonly modules: Modules,
  ) {}

  value(node: AstNode, scope: Scope, fileName: string): unknown {
    const inner = unwrap(node);
    switch (inner.type) {
      case 'Literal':
        if (inner.regex || typeof inner.value === 'bigint') return Hole.unknown();
        return inner.value;
      case 'TemplateLiteral':
        return this.template(inner, scope, fileName);
      case 'BinaryExpression':
        return inner.operator === '+' ? this.plus(inner, scope, fileName) : Hole.unknown();
      case 'UnaryExpression':
        if (inner.operator === '-' && unwrap(inner.argument).type === 'Literal' && typeof unwrap(inner.argument).value === 'number') {
          return -unwrap(inner.argument).value;
        }
        return Hole.unknown();
      case 'ObjectExpression':
        return this.object(inner, scope, fileName);
      case 'ArrayExpression':
        return this.array(inner.elements as (AstNode | null)[], scope, fileName);
      case 'Identifier':
        if (inner.name === 'undefined' && !scope.lookup('undefined')) return undefined;
        return this.follow(scope.lookup(inner.name), fileName);
      case 'MemberExpression': {
        const name = memberName(inner);
        return name === undefined ? Hole.unknown() : this.member(this.value(inner.object, scope, fileName), name);
      }
      case 'CallExpression':
        return this.call(inner, scope, fileName);
      default:
        return Hole.unknown();
    }
  }

  /** The value a name is bound to, when it is a constant, a relative import or a local function's result (via `call`). */
  follow(binding: Binding | undefined, fileName: string): unknown {
    if (!binding || this.modules.isMutated(binding)) return Hole.unknown();
    if (binding.kind === 'const') {
      return this.guarded(binding.init, () => {
        let value = this.value(binding.init, binding.scope, fileName);
        for (const key of binding.path) value = this.member(value, key);
        return value;
      });
    }
    if (binding.kind === 'import' && binding.value.kind === 'import') {
      const { candidates, name, path } = binding.value;
      let value = this.exported(candidates, name);
      for (const key of path) value = this.member(value, key);
      return value;
    }
    if (binding.kind === 'import' && binding.value.kind === 'module') return new ModuleValue(binding.value.candidates);
    return Hole.unknown();
  }

  private exported(candidates: readonly string[], name: string): unknown {
    const found = this.modules.exported(candidates, name);
    if (!found) return Hole.unknown();
    if ('module' in found) return new ModuleValue(found.module);
    if ('binding' in found) return this.follow(found.binding, found.fileName);
    if ('fn' in found) return Hole.unknown();
    return this.guarded(found.node, () => this.value(found.node, found.scope, found.fileName));
  }

  private guarded(node: AstNode, run: () => unknown): unknown {
    if (this.pending.has(node) || this.depth >= MAX_FOLLOW) return Hole.unknown();
    this.pending.add(node);
    this.depth++;
    try {
      return run();
    } finally {
      this.depth--;
      this.pending.delete(node);
    }
  }

  private member(value: unknown, name: string): unknown {
    if (value instanceof ModuleValue) return this.exported(value.candidates, name);
    if (Array.isArray(value) && name === 'length') return Hole.unknown();
    if (typeof value === 'object' && value !== null && !(value instanceof Hole) && Object.prototype.hasOwnProperty.call(value, name)) {
      return (value as Record<string, unknown>)[name];
    }
    return Hole.unknown();
  }

  private place(node: AstNode, fileName: string, key?: AstNode): Place {
    return placeOf(node, fileName, key);
  }

  private template(node: AstNode, scope: Scope, fileName: string): unknown {
    const parts: string[] = [];
    let known = true;
    (node.quasis as AstNode[]).forEach((quasi, index) => {
      const cooked = quasi.value.cooked;
      if (typeof cooked === 'string') parts.push(cooked);
      else known = false;
      const expression = node.expressions[index] as AstNode | undefined;
      if (!expression) return;
      const value = this.value(expression, scope, fileName);
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') parts.push(String(value));
      else {
        known = false;
        if (value instanceof Hole && value.kind === 'text') parts.push(...value.parts);
      }
    });
    return known ? parts.join('') : Hole.text(parts);
  }

  private plus(node: AstNode, scope: Scope, fileName: string): unknown {
    const left = this.value(node.left, scope, fileName);
    const right = this.value(node.right, scope, fileName);
    if (typeof left === 'number' && typeof right === 'number') return left + right;
    const isText = (value: unknown) => typeof value === 'string' || (value instanceof Hole && value.kind === 'text');
    if (!isText(left) && !isText(right)) return Hole.unknown();
    const parts = [left, right].flatMap((value) =>
      typeof value === 'string' || typeof value === 'number' ? [String(value)] : value instanceof Hole && value.kind === 'text' ? value.parts : [],
    );
    const known = [left, right].every((value) => typeof value === 'string' || typeof value === 'number');
    return known ? parts.join('') : Hole.text(parts);
  }

  private object(node: AstNode, scope: Scope, fileName: string): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    const properties = node.properties as AstNode[];
    if (!properties.some((property) => property.type === 'SpreadElement')) {
      // Each key at its property: placed when asked for.
      let open = false;
      for (const property of properties) {
        const key = propertyKey(property);
        if (key === undefined || property.kind !== 'init' || property.method) open = true;
        else result[key] = this.value(property.value, scope, fileName);
      }
      this.places.setWritten(result, new WrittenObject(properties, fileName));
      if (this.places.keepsOwn) this.places.setOwn(result, placeOf(node, fileName));
      return open ? openObject(result) : result;
    }
    const parts = new Map<string, Place>();
    let open = false;
    for (const property of properties) {
      if (property.type === 'SpreadElement') {
        const spread = this.value(property.argument, scope, fileName);
        if (typeof spread === 'object' && spread !== null && !Array.isArray(spread) && !(spread instanceof Hole) && !(spread instanceof ModuleValue)) {
          // A known object's keys, at the places they are written.
          for (const [key, item] of Object.entries(spread)) {
            result[key] = item;
            const place = this.places.get(spread, key);
            if (place) parts.set(key, place);
          }
          if ((spread as Record<symbol, unknown>)[OPEN] === true) open = true;
        } else open = true;
        continue;
      }
      const key = propertyKey(property);
      if (key === undefined || property.kind !== 'init' || property.method) {
        open = true;
        continue;
      }
      result[key] = this.value(property.value, scope, fileName);
      parts.set(key, this.place(property.value, fileName, property.key));
    }
    this.places.setParts(result, parts);
    if (this.places.keepsOwn) this.places.setOwn(result, this.place(node, fileName));
    return open ? openObject(result) : result;
  }

  private array(elements: readonly (AstNode | null)[], scope: Scope, fileName: string): unknown[] {
    const result: unknown[] = [];
    if (!elements.some((element) => element?.type === 'SpreadElement')) {
      // Each item at its element: placed when asked for.
      for (const element of elements) {
        if (!element) result.push(undefined);
        else result.push(this.conditional(element, scope, fileName) ?? this.value(element, scope, fileName));
      }
      this.places.setWritten(result, new WrittenList(elements, fileName));
      return result;
    }
    const parts = new Map<string, Place>();
    const push = (value: unknown, place: Place | undefined) => {
      if (place) parts.set(String(result.length), place);
      result.push(value);
    };
    for (const element of elements) {
      if (!element) {
        push(undefined, undefined);
        continue;
      }
      if (element.type === 'SpreadElement') {
        this.spread(element.argument, scope, fileName, push);
        continue;
      }
      const maybe = this.conditional(element, scope, fileName);
      if (maybe) push(maybe, this.place(element, fileName));
      else push(this.value(element, scope, fileName), this.place(element, fileName));
    }
    this.places.setParts(result, parts);
    return result;
  }

  /** `cond && x`, `cond ? x : null` (either way round): an item that may be absent. */
  private conditional(element: AstNode, scope: Scope, fileName: string): Hole | undefined {
    const inner = unwrap(element);
    if (inner.type === 'LogicalExpression' && inner.operator === '&&') return Hole.maybe(this.value(inner.right, scope, fileName));
    if (inner.type === 'ConditionalExpression') {
      if (isNothing(inner.alternate)) return Hole.maybe(this.value(inner.consequent, scope, fileName));
      if (isNothing(inner.consequent)) return Hole.maybe(this.value(inner.alternate, scope, fileName));
    }
    return undefined;
  }

  private spread(argument: AstNode, scope: Scope, fileName: string, push: (value: unknown, place: Place | undefined) => void): void {
    const inner = unwrap(argument);
    // `...(cond ? [a, b] : [])`: items present together or not at all.
    if (inner.type === 'ConditionalExpression' && (isEmptyList(inner.alternate) || isEmptyList(inner.consequent))) {
      const written = isEmptyList(inner.alternate) ? inner.consequent : inner.alternate;
      const list = this.value(written, scope, fileName);
      if (Array.isArray(list)) {
        list.forEach((item, index) => push(item instanceof Hole && item.kind !== 'text' ? item : Hole.maybe(item), this.places.get(list, String(index))));
        return;
      }
    }
    const value = this.value(argument, scope, fileName);
    if (Array.isArray(value)) value.forEach((item, index) => push(item, this.places.get(value, String(index))));
    else push(Hole.spread(), this.place(argument, fileName));
  }

  private call(node: AstNode, scope: Scope, fileName: string): unknown {
    const callee = unwrap(node.callee);
    const args = node.arguments as AstNode[];
    // `[a, cond && b].filter(Boolean)`: the list without its absent items.
    if (callee.type === 'MemberExpression' && memberName(callee) === 'filter' && args.length === 1 && isTruthyFilter(args[0]!)) {
      const list = this.value(callee.object, scope, fileName);
      if (!Array.isArray(list)) return Hole.unknown();
      const kept: unknown[] = [];
      list.forEach((item, index) => {
        if (item === null || item === undefined || item === false || item === '') return;
        const place = this.places.get(list, String(index));
        if (place) this.places.set(kept, kept.length, place);
        kept.push(item);
      });
      return kept;
    }
    if (callee.type === 'Identifier' && callee.name === 'require' && !scope.lookup('require')) {
      const candidates = this.modules.candidates(fileName, args[0]);
      return candidates ? new ModuleValue(candidates) : Hole.unknown();
    }
    if (isObjectFreeze(callee) && args[0]) return this.value(args[0], scope, fileName);
    if (callee.type !== 'Identifier') return Hole.unknown();
    const found = this.modules.functionOf(callee.name, scope, fileName);
    if (!found) return Hole.unknown();
    return this.guarded(found.returned, () => this.value(found.returned, found.scope, found.fileName));
  }
}

function isNothing(node: AstNode): boolean {
  const inner = unwrap(node);
  return (inner.type === 'Literal' && (inner.value === null || inner.value === false)) || (inner.type === 'Identifier' && inner.name === 'undefined');
}

function isEmptyList(node: AstNode): boolean {
  const inner = unwrap(node);
  return inner.type === 'ArrayExpression' && inner.elements.length === 0;
}

/** `Boolean`, `(x) => x`, `(x) => !!x`. */
function isTruthyFilter(node: AstNode): boolean {
  const inner = unwrap(node);
  if (inner.type === 'Identifier') return inner.name === 'Boolean';
  if (inner.type !== 'ArrowFunctionExpression' || inner.params.length !== 1 || inner.params[0].type !== 'Identifier') return false;
  const name = inner.params[0].name as string;
  let body = unwrap(inner.body);
  while (body.type === 'UnaryExpression' && body.operator === '!' && unwrap(body.argument).type === 'UnaryExpression')
    body = unwrap(unwrap(body.argument).argument);
  return body.type === 'Identifier' && body.name === name;
}

function placeOf(node: AstNode, fileName: string, key?: AstNode): Place {
  return key
    ? { fileName, value: { start: node.start, end: node.end }, key: { start: key.start, end: key.end } }
    : { fileName, value: { start: node.start, end: node.end } };
}

/** An object literal without spreads: a key's place is its last property's (the one whose value the object holds). */
class WrittenObject implements WrittenParts {
  constructor(
    private readonly properties: readonly AstNode[],
    private readonly fileName: string,
  ) {}

  place(key: string): Place | undefined {
    for (let index = this.properties.length - 1; index >= 0; index--) {
      const property = this.properties[index]!;
      if (property.kind === 'init' && !property.method && propertyKey(property) === key) return placeOf(property.value, this.fileName, property.key);
    }
    return undefined;
  }
}

/** A list literal without spreads: an item's place is its element's (none for a hole, `[a, , b]`). */
class WrittenList implements WrittenParts {
  constructor(
    private readonly elements: readonly (AstNode | null)[],
    private readonly fileName: string,
  ) {}

  place(key: string): Place | undefined {
    const element = /^(?:0|[1-9]\d*)$/.test(key) ? this.elements[Number(key)] : undefined;
    return element ? placeOf(element, this.fileName) : undefined;
  }
}
