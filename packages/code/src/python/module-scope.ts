/**
 * What a Python module binds at its top level (statements under a top-level `if`, `try` or `with` count:
 * `try: from .ids import X`), and which names functions rebind with `global`. A name bound once to a value
 * is a constant the reader follows; a name bound twice, or rebound through `global`, is not.
 */
import type { Node } from 'web-tree-sitter';

export type Binding =
  /** `NAME = value` (or `NAME: T = value`). */
  | { kind: 'value'; value: Node }
  /** `from module import name` (`module` keeps its leading dots: `.ids`, `..shared.ids`, `listeners.ids`). */
  | { kind: 'import'; module: string; name: string }
  /** `import a.b` or `import a.b as c`: the name is the module itself. */
  | { kind: 'module'; module: string }
  /** A class: its body's constants are read through `Class.NAME`. */
  | { kind: 'class'; body: ModuleScope }
  /** Anything else (a function, a loop target, an unpacking): a name, not a constant. */
  | { kind: 'other' };

export interface ModuleScope {
  bindings: Map<string, Binding[]>;
  /** Names some function declares `global` (it may rebind them). */
  rebound: Set<string>;
  /** The modules of `from module import *`, whose names this one passes on. */
  stars: string[];
}

/**
 * The top-level bindings of a module (or of a class body, read the same way). `mayRebind` is false when the
 * text has no `global` at all, which spares a search of the whole tree.
 */
export function scopeOf(block: Node, mayRebind = false): ModuleScope {
  const scope: ModuleScope = { bindings: new Map(), rebound: new Set(), stars: [] };
  collect(block, scope);
  if (!mayRebind) return scope;
  for (const statement of descendantsOfType(block, 'global_statement')) {
    for (const name of statement.namedChildren) if (name?.type === 'identifier') scope.rebound.add(name.text);
  }
  return scope;
}

function bind(scope: ModuleScope, name: string, binding: Binding): void {
  const list = scope.bindings.get(name);
  if (list) list.push(binding);
  else scope.bindings.set(name, [binding]);
}

const NESTED_BLOCKS = new Set(['if_statement', 'elif_clause', 'else_clause', 'try_statement', 'except_clause', 'finally_clause', 'with_statement', 'block']);

function collect(block: Node, scope: ModuleScope): void {
  for (const statement of block.namedChildren) {
    if (!statement) continue;
    switch (statement.type) {
      case 'expression_statement':
        for (const child of statement.namedChildren) if (child?.type === 'assignment') assignment(child, scope);
        break;
      case 'import_from_statement':
        importFrom(statement, scope);
        break;
      case 'import_statement':
        for (const child of statement.namedChildren) {
          if (child?.type === 'dotted_name')
            bind(scope, child.namedChildren[0]?.text ?? child.text, { kind: 'module', module: child.namedChildren[0]?.text ?? child.text });
          else if (child?.type === 'aliased_import') {
            const alias = child.childForFieldName('alias');
            const name = child.childForFieldName('name');
            if (alias && name) bind(scope, alias.text, { kind: 'module', module: name.text });
          }
        }
        break;
      case 'class_definition': {
        const name = statement.childForFieldName('name');
        const body = statement.childForFieldName('body');
        if (name) bind(scope, name.text, body ? { kind: 'class', body: scopeOf(body) } : { kind: 'other' });
        break;
      }
      case 'function_definition': {
        const name = statement.childForFieldName('name');
        if (name) bind(scope, name.text, { kind: 'other' });
        break;
      }
      case 'decorated_definition': {
        const definition = statement.childForFieldName('definition');
        const name = definition?.childForFieldName('name');
        if (name) bind(scope, name.text, { kind: 'other' });
        break;
      }
      case 'for_statement': {
        const left = statement.childForFieldName('left');
        if (left) for (const name of targetNames(left)) bind(scope, name, { kind: 'other' });
        for (const child of statement.namedChildren) if (child && NESTED_BLOCKS.has(child.type)) collect(child, scope);
        break;
      }
      default:
        if (statement.type === 'block') collect(statement, scope);
        else if (NESTED_BLOCKS.has(statement.type) || statement.type === 'while_statement') {
          for (const child of statement.namedChildren) if (child && NESTED_BLOCKS.has(child.type)) collect(child, scope);
        }
    }
  }
}

function assignment(node: Node, scope: ModuleScope): void {
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  if (!left) return;
  if (left.type === 'identifier') {
    // `A = B = "x"`: the right side is itself an assignment.
    if (right?.type === 'assignment') {
      assignment(right, scope);
      const value = right.childForFieldName('right');
      bind(scope, left.text, value ? { kind: 'value', value } : { kind: 'other' });
    } else bind(scope, left.text, right ? { kind: 'value', value: right } : { kind: 'other' });
    return;
  }
  for (const name of targetNames(left)) bind(scope, name, { kind: 'other' });
}

/** The names an assignment target binds (`a, (b, c)`); attributes and subscripts bind none. */
export function targetNames(target: Node): string[] {
  if (target.type === 'identifier') return [target.text];
  if (['pattern_list', 'tuple_pattern', 'list_pattern', 'list_splat_pattern', 'tuple', 'list', 'parenthesized_expression'].includes(target.type)) {
    return target.namedChildren.flatMap((child) => (child ? targetNames(child) : []));
  }
  return [];
}

function importFrom(statement: Node, scope: ModuleScope): void {
  const source = statement.childForFieldName('module_name');
  if (!source) return;
  const module = source.text.replace(/\s+/g, '');
  for (const name of statement.childrenForFieldName('name')) {
    if (!name) continue;
    if (name.type === 'dotted_name') bind(scope, name.text, { kind: 'import', module, name: name.text });
    else if (name.type === 'aliased_import') {
      const original = name.childForFieldName('name');
      const alias = name.childForFieldName('alias');
      if (original && alias) bind(scope, alias.text, { kind: 'import', module, name: original.text });
    }
  }
  if (statement.namedChildren.some((child) => child?.type === 'wildcard_import')) scope.stars.push(module);
}

export function* descendantsOfType(node: Node, type: string): Generator<Node> {
  for (const found of node.descendantsOfType(type)) if (found) yield found;
}
