/**
 * What an expression of the code is as an id: a string (`"approve"`, a module constant, a class constant
 * `Ids.APPROVE`, strings joined with `+`), a regular expression (`re.compile(r"^approve_")`), a constant of
 * another module (left for the linker, `link/`), or computed. Names a function rebinds (a parameter, a local assignment) are
 * computed: only module-level constants bound once are followed.
 */
import type { Node } from 'web-tree-sitter';
import type { RawValue } from '../link/raw.js';
import { scopeOf, targetNames, type Binding, type ModuleScope } from './module-scope.js';
import { foldersAbove, pythonModuleCandidates } from './modules.js';
import { stringValue } from './strings.js';

const COMPUTED: RawValue = { kind: 'computed' };
/** Constants defined through more constants than this are not followed (and a cycle ends here). */
const MAX_DEPTH = 8;

/** The reader's view of one file: its top-level scope and each function's local names, found once. */
export class PythonFile {
  private readonly locals = new Map<number, Set<string>>();
  private folders: string[] | undefined;
  constructor(
    readonly fileName: string,
    readonly scope: ModuleScope,
  ) {}

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

  /**
   * The bindings of the innermost function around `node` that has its own `name` (read as a module's are:
   * assignments, imports, definitions; a parameter is no binding there), or undefined when `name` is not local.
   */
  localScope(node: Node, name: string): ModuleScope | undefined {
    for (let at = node.parent; at; at = at.parent) {
      if ((at.type !== 'function_definition' && at.type !== 'lambda') || !this.localNames(at).has(name)) continue;
      const body = at.childForFieldName('body');
      return body && body.type === 'block' ? scopeOf(body) : { bindings: new Map(), rebound: new Set(), stars: [] };
    }
    return undefined;
  }

  /**
   * The enclosing function's parameter called `name`, if any (the innermost function that has one). Only
   * the parameter lists are read, not the bodies: a receiver named as a parameter is decided by it.
   */
  parameter(node: Node, name: string): Node | undefined {
    for (let at = node.parent; at; at = at.parent) {
      if (at.type !== 'function_definition' && at.type !== 'lambda') continue;
      for (const parameter of at.childForFieldName('parameters')?.namedChildren ?? []) {
        if (parameter && parameterName(parameter) === name) return parameter;
      }
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

  /**
   * An expression as far as this file knows it: a string, a pattern, computed, or (for the linker) a
   * constant of another module or strings joined with one.
   */
  resolve(node: Node, scopes: readonly ModuleScope[] = [this.scope], depth = 0): RawValue {
    if (depth > MAX_DEPTH) return COMPUTED;
    if (node.type === 'parenthesized_expression') {
      const inner = node.namedChildren[0];
      return inner ? this.resolve(inner, scopes, depth + 1) : COMPUTED;
    }
    const text = stringValue(node);
    if (text) return text.known ? { kind: 'string', value: text.value } : COMPUTED;
    if (node.type === 'call') return this.pattern(node) ?? COMPUTED;
    if (node.type === 'binary_operator' && node.childForFieldName('operator')?.text === '+') {
      const left = node.childForFieldName('left');
      const right = node.childForFieldName('right');
      return left && right ? joined([this.resolve(left, scopes, depth + 1), this.resolve(right, scopes, depth + 1)]) : COMPUTED;
    }
    if (node.type === 'identifier') {
      if (this.isLocal(node, node.text)) return COMPUTED;
      return this.constant(node.text, scopes, depth);
    }
    if (node.type === 'attribute') return this.attribute(node, scopes, depth);
    return COMPUTED;
  }

  /** A top-level name's value, for this file's own uses and for other files' imports. */
  constant(name: string, scopes: readonly ModuleScope[] = [this.scope], depth = 0): RawValue {
    if (depth > MAX_DEPTH) return COMPUTED;
    const binding = this.binding(name, scopes);
    switch (binding?.kind) {
      case 'value':
        return this.resolve(binding.value, scopes, depth + 1);
      case 'import':
        return { kind: 'import', candidates: this.candidates(binding.module), name: binding.name, path: [] };
      case 'module':
        return { kind: 'module', candidates: this.candidates(binding.module) };
      case 'class': {
        const properties = new Map<string, RawValue>();
        for (const [member] of binding.body.bindings) properties.set(member, this.constant(member, [binding.body, this.scope], depth + 1));
        return { kind: 'object', properties };
      }
      default:
        return COMPUTED;
    }
  }

  private candidates(module: string): string[] {
    this.folders ??= foldersAbove(this.fileName);
    return pythonModuleCandidates(this.fileName, module, this.folders);
  }

  /** `Ids.APPROVE`, `Kind.DEPLOY.value` (an enum's value), `ids.APPROVE` of another module. */
  private attribute(node: Node, scopes: readonly ModuleScope[], depth: number): RawValue {
    const object = node.childForFieldName('object');
    const attribute = node.childForFieldName('attribute')?.text;
    if (!object || !attribute) return COMPUTED;
    if (attribute === 'value' && object.type === 'attribute') return this.attribute(object, scopes, depth + 1);
    if (object.type === 'identifier' && !this.isLocal(object, object.text)) {
      const binding = this.binding(object.text, scopes);
      // `from listeners import ids` then `ids.X`: a lower-case name read through is taken for a submodule
      // (`listeners/ids.py`), a capitalised one for a class of that module (`from .ids import Ids`, PEP 8's names).
      if (binding?.kind === 'import' && !/^[A-Z]/.test(binding.name)) {
        return { kind: 'import', candidates: this.candidates(joinModule(binding.module, binding.name)), name: attribute, path: [] };
      }
    }
    const held = this.resolve(object, scopes, depth + 1);
    switch (held.kind) {
      case 'object':
        return held.properties.get(attribute) ?? COMPUTED;
      case 'module':
        return { kind: 'import', candidates: held.candidates, name: attribute, path: [] };
      case 'import':
        return { ...held, path: [...held.path, attribute] };
      default:
        return COMPUTED;
    }
  }

  /** `re.compile(pattern[, flags])` as a pattern; undefined for any other call, computed when unreadable. */
  pattern(call: Node): RawValue | undefined {
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

/** Strings joined with `+`: a string when every part is, for the linker when a part is imported. */
function joined(parts: readonly RawValue[]): RawValue {
  if (parts.every((part) => part.kind === 'string')) return { kind: 'string', value: parts.map((part) => (part as { value: string }).value).join('') };
  if (parts.every((part) => part.kind === 'string' || part.kind === 'import' || part.kind === 'concat')) return { kind: 'concat', parts };
  return COMPUTED;
}

/** `from . import ids` then `ids.X`: the module `.ids`; `from listeners import ids`: `listeners.ids`. */
export function joinModule(module: string, name: string): string {
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
