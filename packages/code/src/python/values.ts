/**
 * What an expression of the code is as an id: a string (`"approve"`, a module constant, a class constant
 * `Ids.APPROVE`), a regular expression (`re.compile(r"^approve_")`), a name imported from another module
 * (left for the linker), or computed. Names a function rebinds (a parameter, a local assignment) are
 * computed: only module-level constants bound once are followed.
 */
import type { Node } from 'web-tree-sitter';
import type { IdMatch } from 'manifesto-core/app';
import { targetNames, type Binding, type ModuleScope } from './module-scope.js';
import { stringValue } from './strings.js';

/** A name imported from another module, which only the linker can follow. */
export interface ImportedName {
  kind: 'imported';
  /** As written after `from`, dots kept: `.ids`, `listeners.ids`. */
  module: string;
  name: string;
}

export type Resolved = IdMatch | ImportedName;

const COMPUTED: IdMatch = { kind: 'computed' };
/** Constants defined through more constants than this are not followed (and a cycle ends here). */
const MAX_DEPTH = 8;

/** The reader's view of one file: its top-level scope and each function's local names, found once. */
export class PythonFile {
  private readonly locals = new Map<number, Set<string>>();
  constructor(readonly scope: ModuleScope) {}

  /** The single binding of a top-level name, or undefined when it is unbound, bound twice or rebound. */
  binding(name: string, scopes: readonly ModuleScope[] = [this.scope]): Binding | undefined {
    for (const scope of scopes) {
      const found = scope.bindings.get(name);
      if (!found) continue;
      return found.length === 1 && !scope.rebound.has(name) ? found[0] : undefined;
    }
    return undefined;
  }

  /** Whether a function around `node` has its own `name` (a parameter or a local assignment). */
  isLocal(node: Node, name: string): boolean {
    for (let at = node.parent; at; at = at.parent) {
      if (at.type === 'function_definition' || at.type === 'lambda') {
        if (this.localNames(at).has(name)) return true;
      }
    }
    return false;
  }

  /** The enclosing function's parameter called `name`, if any (the innermost function that has one). */
  parameter(node: Node, name: string): Node | undefined {
    for (let at = node.parent; at; at = at.parent) {
      if (at.type !== 'function_definition' && at.type !== 'lambda') continue;
      for (const parameter of at.childForFieldName('parameters')?.namedChildren ?? []) {
        if (parameter && parameterName(parameter) === name) return parameter;
      }
      if (this.localNames(at).has(name)) return undefined;
    }
    return undefined;
  }

  private localNames(fn: Node): Set<string> {
    let names = this.locals.get(fn.id);
    if (names) return names;
    names = new Set();
    for (const parameter of fn.childForFieldName('parameters')?.namedChildren ?? []) {
      const name = parameter ? parameterName(parameter) : undefined;
      if (name) names.add(name);
    }
    const body = fn.childForFieldName('body');
    const globals = new Set<string>();
    if (body) collectLocals(body, names, globals);
    for (const name of globals) names.delete(name);
    this.locals.set(fn.id, names);
    return names;
  }

  /** An expression as an id. */
  resolve(node: Node, scopes: readonly ModuleScope[] = [this.scope], depth = 0): Resolved {
    if (depth > MAX_DEPTH) return COMPUTED;
    if (node.type === 'parenthesized_expression') {
      const inner = node.namedChildren[0];
      return inner ? this.resolve(inner, scopes, depth + 1) : COMPUTED;
    }
    const text = stringValue(node);
    if (text) return text.known ? { kind: 'exact', value: text.value } : COMPUTED;
    if (node.type === 'call') return this.pattern(node) ?? COMPUTED;
    if (node.type === 'identifier') {
      if (this.isLocal(node, node.text)) return COMPUTED;
      return this.constant(node.text, scopes, depth);
    }
    if (node.type === 'attribute') return this.attribute(node, scopes, depth);
    return COMPUTED;
  }

  private constant(name: string, scopes: readonly ModuleScope[], depth: number): Resolved {
    const binding = this.binding(name, scopes);
    if (binding?.kind === 'value') return this.resolve(binding.value, scopes, depth + 1);
    if (binding?.kind === 'import') return { kind: 'imported', module: binding.module, name: binding.name };
    return COMPUTED;
  }

  /** `Ids.APPROVE`, `Ids.APPROVE.value` (an enum), `ids.APPROVE` of an imported module. */
  private attribute(node: Node, scopes: readonly ModuleScope[], depth: number): Resolved {
    const object = node.childForFieldName('object');
    const attribute = node.childForFieldName('attribute')?.text;
    if (!object || !attribute) return COMPUTED;
    if (attribute === 'value' && object.type === 'attribute') return this.attribute(object, scopes, depth + 1);
    if (object.type !== 'identifier' || this.isLocal(object, object.text)) return COMPUTED;
    const binding = this.binding(object.text, scopes);
    if (binding?.kind === 'class') return this.constant(attribute, [binding.body, this.scope], depth + 1);
    if (binding?.kind === 'module') return { kind: 'imported', module: binding.module, name: attribute };
    if (binding?.kind === 'import') return { kind: 'imported', module: joinModule(binding.module, binding.name), name: attribute };
    return COMPUTED;
  }

  /** `re.compile(pattern[, flags])` as a pattern; undefined for any other call, computed when unreadable. */
  pattern(call: Node): IdMatch | undefined {
    const callee = call.childForFieldName('function');
    if (!callee || !this.isReCompile(callee)) return undefined;
    const { positional, keywords } = callArguments(call);
    const source = positional[0] ?? keywords.get('pattern');
    const value = source ? stringValue(source) : undefined;
    if (!value?.known) return COMPUTED;
    const flagNode = positional[1] ?? keywords.get('flags');
    const flags = flagNode ? regexFlags(flagNode) : '';
    return flags === undefined ? COMPUTED : { kind: 'pattern', source: value.value, flags };
  }

  private isReCompile(callee: Node): boolean {
    if (callee.type === 'attribute') {
      const object = callee.childForFieldName('object');
      if (callee.childForFieldName('attribute')?.text !== 'compile' || object?.type !== 'identifier') return false;
      const binding = this.binding(object.text);
      return binding?.kind === 'module' ? binding.module === 're' : object.text === 're' && binding === undefined;
    }
    if (callee.type !== 'identifier') return false;
    const binding = this.binding(callee.text);
    return binding?.kind === 'import' && binding.module === 're' && binding.name === 'compile';
  }
}

/** `from . import ids` then `ids.X`: the module `.ids`; `from listeners import ids`: `listeners.ids`. */
function joinModule(module: string, name: string): string {
  return module.endsWith('.') ? module + name : `${module}.${name}`;
}

/** The flags JavaScript's regular expressions share with Python's; another flag (`re.X`) is unreadable. */
const FLAGS: Readonly<Record<string, string>> = {
  I: 'i',
  IGNORECASE: 'i',
  M: 'm',
  MULTILINE: 'm',
  S: 's',
  DOTALL: 's',
  // Python 3's str patterns are Unicode already; ASCII narrows \w, which JavaScript's is too.
  U: '',
  UNICODE: '',
  A: '',
  ASCII: '',
};

function regexFlags(node: Node): string | undefined {
  if (node.type === 'binary_operator' && node.childForFieldName('operator')?.text === '|') {
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    const a = left ? regexFlags(left) : undefined;
    const b = right ? regexFlags(right) : undefined;
    return a === undefined || b === undefined ? undefined : [...new Set(a + b)].sort().join('');
  }
  if (node.type === 'integer' && node.text === '0') return '';
  const name = node.type === 'attribute' ? node.childForFieldName('attribute')?.text : undefined;
  return name !== undefined ? FLAGS[name] : undefined;
}

export interface CallArguments {
  positional: Node[];
  keywords: Map<string, Node>;
  /** `*args` or `**kwargs`: more arguments than are written. */
  spread: boolean;
}

export function callArguments(call: Node): CallArguments {
  const result: CallArguments = { positional: [], keywords: new Map(), spread: false };
  const list = call.childForFieldName('arguments');
  if (!list || list.type !== 'argument_list') return result;
  for (const argument of list.namedChildren) {
    if (!argument || argument.type === 'comment') continue;
    if (argument.type === 'keyword_argument') {
      const name = argument.childForFieldName('name')?.text;
      const value = argument.childForFieldName('value');
      if (name && value) result.keywords.set(name, value);
    } else if (argument.type === 'list_splat' || argument.type === 'dictionary_splat') result.spread = true;
    else result.positional.push(argument);
  }
  return result;
}

export function parameterName(parameter: Node): string | undefined {
  if (parameter.type === 'identifier') return parameter.text;
  if (parameter.type === 'default_parameter' || parameter.type === 'typed_default_parameter') return parameter.childForFieldName('name')?.text;
  if (parameter.type === 'typed_parameter') return parameter.namedChildren.find((child) => child?.type === 'identifier')?.text;
  return undefined;
}

const NEW_SCOPES = new Set(['function_definition', 'class_definition', 'lambda']);

/** The names a function body binds, not counting nested functions and classes; `global` names apart. */
function collectLocals(node: Node, names: Set<string>, globals: Set<string>): void {
  for (const child of node.namedChildren) {
    if (!child) continue;
    if (child.type === 'function_definition' || child.type === 'class_definition') {
      const name = child.childForFieldName('name');
      if (name) names.add(name.text);
      continue;
    }
    if (NEW_SCOPES.has(child.type)) continue;
    switch (child.type) {
      case 'global_statement':
      case 'nonlocal_statement':
        for (const name of child.namedChildren) if (name?.type === 'identifier') globals.add(name.text);
        continue;
      case 'assignment':
      case 'augmented_assignment':
      case 'for_statement':
      case 'for_in_clause': {
        const left = child.childForFieldName('left');
        if (left) for (const name of targetNames(left)) names.add(name);
        break;
      }
      case 'named_expression': {
        const name = child.childForFieldName('name');
        if (name) names.add(name.text);
        break;
      }
      case 'as_pattern': {
        const alias = child.childForFieldName('alias');
        if (alias) for (const name of targetNames(alias.namedChildren[0] ?? alias)) names.add(name);
        break;
      }
      case 'import_statement':
      case 'import_from_statement':
        for (const imported of child.namedChildren) {
          if (imported?.type === 'aliased_import') names.add(imported.childForFieldName('alias')?.text ?? '');
          else if (imported?.type === 'dotted_name' && imported.id !== child.childForFieldName('module_name')?.id)
            names.add(imported.namedChildren[0]?.text ?? imported.text);
        }
        continue;
    }
    collectLocals(child, names, globals);
  }
}
