/**
 * Block Kit payloads written in Python: the values flowing into the posting calls (keyword arguments of
 * `client.chat_postMessage`, `views_open`, `views_publish`, Bolt's `say`, `respond` and `ack`), read from
 * the reader's tree while it lives, as plain `PayloadLiteral`s with holes for what the code computes.
 * Module constants and a local variable assigned once in the same function are followed; a name whose
 * value is changed in place (`blocks.append(…)`, `view["submit"] = …`) is unknown.
 */
import type { Node } from 'web-tree-sitter';
import type { Span } from 'manifesto-core';
import { Hole, OPEN, openObject, type PayloadForm } from 'manifesto-core/value';
import { Places, type PayloadLiteral, type Place } from '../literals/payload.js';
import { targetNames } from './module-scope.js';
import { stringValue } from './strings.js';
import { callArguments, parameterName, type PythonFile } from './values.js';

/** The Web API methods whose arguments carry a message, and those that take a view. */
const MESSAGE_METHODS = new Set(['chat.postMessage', 'chat.postEphemeral', 'chat.update', 'chat.scheduleMessage']);
const VIEW_METHODS = new Set(['views.open', 'views.push', 'views.update']);
/** The arguments that make a message: the rest are the call's own (channel, ts, …). */
const MESSAGE_KEYS = ['text', 'blocks', 'attachments', 'markdown_text'];
/** Constants defined through more constants than this are unknown (and a cycle ends here). */
const MAX_DEPTH = 16;
/**
 * A name changed in place anywhere in the text: a mutating method or an assignment through it
 * (`blocks.append(…)`, `view["blocks"].extend(…)`, `view["submit"] = …`, `blocks += …`, `del view["x"]`), or
 * handed to a call that may change it (`handedToCall`).
 */
const CHAIN = String.raw`(?:\s*\[[^\]\n]*\]|\s*\.\s*\w+)*`;
const MUTATION = (name: string): RegExp => {
  const methods = 'append|extend|insert|pop|remove|clear|update|setdefault|sort|reverse|popitem';
  return new RegExp(String.raw`\b${name}${CHAIN}\s*(?:\.\s*(?:${methods})\s*\(|\[[^\]\n]*\]\s*[-+*/|&]?=(?!=)|\.\s*\w+\s*=(?!=)|[-+*/|&]=)|\bdel\s+${name}\b`);
};

function mutates(name: string, text: string): boolean {
  return MUTATION(name).test(text) || handedToCall(name, text);
}

/** Calls that only read a value handed to them: the language's own, copies, JSON, logging, and the posting helpers. */
const READS_ARGUMENTS =
  /^(?:print|len|str|repr|int|float|bool|list|tuple|dict|set|sorted|reversed|enumerate|zip|isinstance|type|id|hash|any|all|json\.dumps|json\.dump|copy\.deepcopy|copy\.copy|deepcopy|(?:logger|logging|log)\.\w+|say|respond|ack)$/;

/** Words a parenthesis follows that are no call (`if (ready)`, `return (view)`). */
const KEYWORDS = new Set([
  'if',
  'elif',
  'while',
  'return',
  'and',
  'or',
  'not',
  'in',
  'is',
  'for',
  'assert',
  'yield',
  'await',
  'with',
  'else',
  'lambda',
  'print',
]);

/**
 * Whether the name is handed as a positional argument to a call that may fill it (`add_footer(blocks)`,
 * `decorate(x, view)`): the first one to a call not in `READS_ARGUMENTS`, or one after a comma (a later
 * argument, or an item of a tuple or list, which may go the same way).
 */
function handedToCall(name: string, text: string): boolean {
  for (const match of text.matchAll(new RegExp(String.raw`\b${name}${CHAIN}\s*[,)]`, 'g'))) {
    let index = match.index - 1;
    while (index >= 0 && /\s/.test(text[index]!)) index--;
    if (text[index] === ',') return true;
    if (text[index] !== '(') continue;
    const before = /(?:\b(def|class)\s+)?([A-Za-z_][\w.]*)\s*$/.exec(text.slice(Math.max(0, index - 80), index));
    if (!before || before[1] !== undefined) continue;
    const callee = before[2]!;
    if (!READS_ARGUMENTS.test(callee) && !KEYWORDS.has(callee)) return true;
  }
  return false;
}

const spanOf = (node: Node): Span => ({ start: node.startIndex, end: node.endIndex });

/**
 * A value another module of the app defines (`from .views import build_view`), settled once every file is
 * read (`settleImports`): its constant, or what its function returns; unknown when no file gives it.
 */
export class PendingImport {
  constructor(
    readonly candidates: readonly string[],
    readonly name: string,
    readonly call: boolean,
  ) {}
}

/** What a Python file offers other files' payloads: its constants, and what its functions return. */
export type PayloadExports = Map<string, { call: boolean; value: unknown }>;

/**
 * The places of every Python payload's parts, shared by the files (kept weakly, by the values themselves), so
 * a part defined in one module and posted from another is placed where it is written.
 */
const PLACES = new Places();

function copyPlace(from: object, to: object, key: string): void {
  const place = PLACES.get(from, key);
  if (place) PLACES.set(to, key, place);
}

export class PythonPayloads {
  readonly literals: PayloadLiteral[] = [];
  private readonly places = PLACES;
  private readonly mutated = new Map<string, boolean>();

  constructor(
    private readonly file: PythonFile,
    private readonly text: string,
  ) {}

  /**
   * The top-level constants holding a dict or list, and the functions whose one `return` ends them: what
   * another file may import into a payload. Read now, as the tree does not outlive the read.
   */
  exports(root: Node): PayloadExports {
    const found: PayloadExports = new Map();
    for (const [name, bindings] of this.file.scope.bindings) {
      if (bindings.length !== 1 || this.file.scope.rebound.has(name)) continue;
      const binding = bindings[0]!;
      try {
        if (binding.kind === 'value' && ['dictionary', 'list', 'identifier'].includes(binding.value.type) && !this.mutatedInFile(name)) {
          found.set(name, { call: false, value: this.value(binding.value, 0) });
        } else if (binding.kind === 'other') {
          const fn = topLevelFunction(root, name);
          if (fn) found.set(name, { call: true, value: this.returnedBy(fn, 0) });
        }
      } catch {
        // Too deep to read: not offered.
      }
    }
    return found;
  }

  /** A client method's call: a message, a view, or a Home tab by its method. */
  clientCall(call: Node, method: string): void {
    const form: PayloadForm | undefined = MESSAGE_METHODS.has(method)
      ? 'message'
      : VIEW_METHODS.has(method)
        ? 'view'
        : method === 'views.publish'
          ? 'publish'
          : undefined;
    if (form) this.read(call, form, undefined);
  }

  /** `say(…)` and `respond(…)`: a message, whose first positional argument is its text (or the whole message as a dict). */
  reply(call: Node): void {
    this.read(call, 'message', 'text');
  }

  /** `ack(response_action="update" | "push", view=…)`: the view that replaces or is pushed. */
  ack(call: Node): void {
    this.read(call, 'ack', undefined);
  }

  private read(call: Node, form: PayloadForm | 'ack', firstPositional: string | undefined): void {
    try {
      const args = this.argumentsOf(call, firstPositional);
      if (!args) return;
      const literal = form === 'message' ? this.message(args.value, args.place) : this.view(args.value, args.place, form);
      if (literal) this.literals.push(literal);
    } catch {
      // A tree the extractor cannot read (too deep): this payload stays unchecked, the others are not lost.
    }
  }

  /** A call's arguments as one object: keyword arguments by name (a dict passed alone stands for them). */
  private argumentsOf(call: Node, firstPositional: string | undefined): { value: Record<string, unknown>; place: Place } | undefined {
    const list = call.childForFieldName('arguments');
    if (!list || list.type !== 'argument_list') return undefined;
    const place: Place = { fileName: this.file.fileName, value: spanOf(list) };
    const args = callArguments(call);
    const first = args.positional[0];
    if (first && args.keywords.size === 0 && !args.spread) {
      const whole = this.value(first, 0);
      if (isObject(whole)) return { value: whole, place: { fileName: this.file.fileName, value: spanOf(first) } };
    }
    const value: Record<string, unknown> = {};
    this.places.setOwn(value, place);
    if (first && firstPositional) this.put(value, firstPositional, first, undefined);
    for (const argument of list.namedChildren) {
      if (argument?.type !== 'keyword_argument') continue;
      const name = argument.childForFieldName('name');
      const node = argument.childForFieldName('value');
      if (name && node) this.put(value, name.text, node, name);
    }
    return { value: args.spread ? openObject(value) : value, place };
  }

  private message(args: Record<string, unknown>, place: Place): PayloadLiteral | undefined {
    const value: Record<string, unknown> = {};
    for (const key of MESSAGE_KEYS) {
      if (!Object.prototype.hasOwnProperty.call(args, key)) continue;
      value[key] = args[key];
      const at = this.places.get(args, key);
      if (at) this.places.set(value, key, at);
    }
    if (!['blocks', 'attachments', 'markdown_text'].some((key) => key in value)) return undefined;
    const own = this.places.own(args);
    if (own) this.places.setOwn(value, own);
    return { form: 'message', value: isOpenArgs(args) ? openObject(value) : value, place, places: this.places };
  }

  private view(args: Record<string, unknown>, place: Place, form: PayloadForm | 'ack'): PayloadLiteral | undefined {
    if (form === 'ack' && args['response_action'] !== 'update' && args['response_action'] !== 'push') return undefined;
    const view = args['view'];
    if (!isObject(view) && !(view instanceof PendingImport)) return undefined;
    return { form: form === 'publish' ? 'publish' : 'view', value: view, place: this.places.get(args, 'view') ?? place, places: this.places };
  }

  private put(container: Record<string, unknown>, key: string, node: Node, keyNode: Node | undefined): void {
    container[key] = this.value(node, 0);
    this.places.set(container, key, { fileName: this.file.fileName, value: spanOf(node), ...(keyNode ? { key: spanOf(keyNode) } : {}) });
  }

  /** An expression as a value with holes. */
  value(node: Node, depth: number): unknown {
    if (depth > MAX_DEPTH) return Hole.unknown();
    switch (node.type) {
      case 'parenthesized_expression': {
        const inner = node.namedChildren.find((child) => child?.type !== 'comment');
        return inner ? this.value(inner, depth + 1) : Hole.unknown();
      }
      case 'string':
      case 'concatenated_string':
        return stringOrTemplate(node);
      case 'true':
        return true;
      case 'false':
        return false;
      case 'none':
        return null;
      case 'integer':
      case 'float': {
        const number = Number(node.text.replace(/_/g, ''));
        return /^[0-9._eE+-]+$/.test(node.text) && Number.isFinite(number) ? number : Hole.unknown();
      }
      case 'dictionary':
        return this.dictionary(node, depth);
      case 'list':
      case 'tuple':
        return this.list(node, depth);
      case 'identifier':
        return this.name(node, depth);
      case 'attribute':
      case 'binary_operator': {
        const resolved = this.file.resolve(node);
        if (resolved.kind === 'string') return resolved.value;
        return node.type === 'binary_operator' && node.childForFieldName('operator')?.text === '+' ? this.concatenation(node, depth) : Hole.unknown();
      }
      case 'call':
        return this.returned(node, depth);
      default:
        // Conditional expressions, comprehensions, subscripts: computed.
        return Hole.unknown();
    }
  }

  /**
   * `"Deploy " + name`: with a string on either side the result is a string (`str` adds only to `str`),
   * so a template of its known parts; numbers, lists or nothing known on either side stay unknown.
   */
  private concatenation(node: Node, depth: number): unknown {
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    if (!left || !right) return Hole.unknown();
    const sides = [this.value(left, depth + 1), this.value(right, depth + 1)];
    const text = (value: unknown) => typeof value === 'string' || (value instanceof Hole && value.kind === 'text');
    if (!sides.some(text)) return Hole.unknown();
    return Hole.text(sides.flatMap((value) => (typeof value === 'string' ? [value] : value instanceof Hole && value.kind === 'text' ? value.parts : [])));
  }

  private dictionary(node: Node, depth: number): Record<string, unknown> {
    const value: Record<string, unknown> = {};
    let open = false;
    for (const entry of node.namedChildren) {
      if (!entry || entry.type === 'comment') continue;
      if (entry.type !== 'pair') {
        open = true; // `**spread`
        continue;
      }
      const keyNode = entry.childForFieldName('key');
      const valueNode = entry.childForFieldName('value');
      const key = keyNode ? this.value(keyNode, depth + 1) : undefined;
      if (typeof key !== 'string' || !valueNode) {
        open = true;
        continue;
      }
      value[key] = this.value(valueNode, depth + 1);
      this.places.set(value, key, { fileName: this.file.fileName, key: spanOf(keyNode!), value: spanOf(valueNode) });
    }
    this.places.setOwn(value, { fileName: this.file.fileName, value: spanOf(node) });
    return open ? openObject(value) : value;
  }

  private list(node: Node, depth: number): unknown[] {
    const items: unknown[] = [];
    for (const item of node.namedChildren) {
      if (!item || item.type === 'comment') continue;
      const value = item.type === 'list_splat' ? Hole.spread() : this.value(item, depth + 1);
      this.places.set(items, items.length, { fileName: this.file.fileName, value: spanOf(item) });
      items.push(value);
    }
    return items;
  }

  /** A local variable assigned once in the function, or a module constant; unknown when it is changed in place. */
  private name(node: Node, depth: number): unknown {
    const name = node.text;
    const fn = enclosingFunction(node);
    if (fn && this.file.isLocal(node, name)) {
      const assigned = localAssignment(fn, name);
      if (!assigned || mutates(name, fn.text)) return Hole.unknown();
      return this.value(assigned, depth + 1);
    }
    const binding = this.file.binding(name);
    if (binding?.kind === 'import' && !this.mutatedInFile(name)) return this.imported(name, false);
    if (binding?.kind !== 'value' || this.mutatedInFile(name)) return Hole.unknown();
    return this.value(binding.value, depth + 1);
  }

  /**
   * `build_view(user)`: what a module-level function of this file returns, when its body has one `return`,
   * as its last statement; its parameters are unknown, its locals followed as anywhere. Other calls are unknown.
   */
  private returned(call: Node, depth: number): unknown {
    const callee = call.childForFieldName('function');
    if (callee?.type === 'attribute') return this.ownMethod(call, callee, depth);
    if (callee?.type !== 'identifier' || this.file.isLocal(callee, callee.text)) return Hole.unknown();
    const bindings = this.file.scope.bindings.get(callee.text);
    if (bindings?.length !== 1 || this.file.scope.rebound.has(callee.text)) return Hole.unknown();
    if (bindings[0]!.kind === 'import') return this.imported(callee.text, true);
    if (bindings[0]!.kind !== 'other') return Hole.unknown();
    let root: Node | null = call;
    while (root && root.type !== 'module') root = root.parent;
    const fn = root ? topLevelFunction(root, callee.text) : undefined;
    return fn ? this.returnedBy(fn, depth) : Hole.unknown();
  }

  /**
   * `self._build_view()` in a method: what the same class's plain method of that name returns, read as a
   * module-level helper's (one `return`, parameters unknown). A name defined twice in the class, a decorated
   * method, or a call outside a method's own body (a nested function) is unknown.
   */
  private ownMethod(call: Node, callee: Node, depth: number): unknown {
    const object = callee.childForFieldName('object');
    const name = callee.childForFieldName('attribute')?.text;
    if (object?.type !== 'identifier' || !name) return Hole.unknown();
    let fn: Node | null = call.parent;
    while (fn && fn.type !== 'function_definition' && fn.type !== 'lambda' && fn.type !== 'class_definition') fn = fn.parent;
    if (fn?.type !== 'function_definition' || fn.parent?.type !== 'block' || fn.parent.parent?.type !== 'class_definition') return Hole.unknown();
    const first = fn.childForFieldName('parameters')?.namedChildren.find((parameter) => parameter?.type !== 'comment');
    if (first?.type !== 'identifier' || first.text !== object.text) return Hole.unknown();
    const methods = fn.parent.namedChildren.filter(
      (statement) =>
        (statement?.type === 'function_definition' && statement.childForFieldName('name')?.text === name) ||
        (statement?.type === 'decorated_definition' && statement.childForFieldName('definition')?.childForFieldName('name')?.text === name) ||
        (statement?.type === 'expression_statement' && statement.text.startsWith(name)),
    );
    const method = methods.length === 1 ? methods[0] : undefined;
    return method?.type === 'function_definition' ? this.returnedBy(method, depth) : Hole.unknown();
  }

  private imported(name: string, call: boolean): unknown {
    const value = this.file.constant(name);
    return value.kind === 'import' && value.path.length === 0 ? new PendingImport(value.candidates, value.name, call) : Hole.unknown();
  }

  private returnedBy(fn: Node, depth: number): unknown {
    const body = fn.childForFieldName('body');
    const last = body?.namedChildren.filter((statement) => statement?.type !== 'comment').at(-1);
    if (!body || last?.type !== 'return_statement' || countReturns(body) !== 1) return Hole.unknown();
    const expression = last.namedChildren.find((child) => child?.type !== 'comment');
    return expression ? this.value(expression, depth + 1) : Hole.unknown();
  }

  private mutatedInFile(name: string): boolean {
    let mutated = this.mutated.get(name);
    if (mutated === undefined) this.mutated.set(name, (mutated = mutates(name, this.text)));
    return mutated;
  }
}

/**
 * Replaces the values other modules define (`PendingImport`) with what those modules offer, found by the
 * import's candidate file names; unknown when no file offers it, or a constant is called (or a function used
 * as a value). Gives the literals whose payload is still one to check. `used` collects the file names tried.
 */
export function settleImports(literals: readonly PayloadLiteral[], exports: ReadonlyMap<string, PayloadExports>, used?: Set<string>): PayloadLiteral[] {
  // A copy, never the kept readings themselves: an editor reuses them after the imported file changes.
  const settle = (value: unknown, depth: number): unknown => {
    if (value instanceof PendingImport) {
      if (depth > MAX_DEPTH) return Hole.unknown();
      const file = value.candidates.find((candidate) => {
        used?.add(candidate);
        return exports.has(candidate);
      });
      const entry = file === undefined ? undefined : exports.get(file)!.get(value.name);
      return entry && entry.call === value.call ? settle(entry.value, depth + 1) : Hole.unknown();
    }
    if (Array.isArray(value)) {
      const copy = value.map((item) => settle(item, depth));
      value.forEach((_, index) => copyPlace(value, copy, String(index)));
      return copy;
    }
    if (isObject(value)) {
      const copy: Record<string, unknown> = {};
      for (const key of Object.keys(value)) {
        copy[key] = settle(value[key], depth);
        copyPlace(value, copy, key);
      }
      const own = PLACES.own(value);
      if (own) PLACES.setOwn(copy, own);
      return isOpenArgs(value) ? openObject(copy) : copy;
    }
    return value;
  };
  const settled: PayloadLiteral[] = [];
  for (const literal of literals) {
    const value = settle(literal.value, 0);
    if (literal.form === 'message' || isObject(value)) settled.push(value === literal.value ? literal : { ...literal, value });
  }
  return settled;
}

/** A string literal, or an f-string (or an undecodable one) as a template of its literal parts. */
function stringOrTemplate(node: Node): unknown {
  const known = stringValue(node);
  if (known?.known) return known.value;
  const parts: string[] = [];
  for (const piece of node.type === 'concatenated_string' ? node.namedChildren : [node]) {
    if (!piece) continue;
    const value = stringValue(piece);
    if (value?.known) {
      parts.push(value.value);
      continue;
    }
    const prefix = (piece.namedChildren.find((child) => child?.type === 'string_start')?.text ?? '').toLowerCase();
    // Only an f-string's written text is known; a bytes literal or an escape we do not decode is not.
    if (!prefix.includes('f') || prefix.includes('b') || /\\N\{/.test(piece.text)) continue;
    for (const child of piece.namedChildren) {
      if (child?.type !== 'string_content') continue;
      const text = child.text.replace(/\{\{/g, '{').replace(/\}\}/g, '}');
      // An escape counts as one character (a line continuation as none): the template's minimum stays a minimum.
      const escapes = /\\(?:x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{1,3}|\r?\n|.)/g;
      parts.push(prefix.includes('r') ? text : text.replace(escapes, (escape) => (/^\\\r?\n$/.test(escape) ? '' : 'x')));
    }
  }
  return Hole.text(parts);
}

/** The function defined at the module's top level (decorated or not) under `name`. */
function topLevelFunction(root: Node, name: string): Node | undefined {
  for (const statement of root.namedChildren) {
    const fn = statement?.type === 'decorated_definition' ? statement.childForFieldName('definition') : statement;
    if (fn?.type === 'function_definition' && fn.childForFieldName('name')?.text === name) return fn;
  }
  return undefined;
}

/** The `return` statements of a function's own body (not of functions nested in it); `yield` counts as many. */
function countReturns(node: Node): number {
  let count = 0;
  for (const child of node.namedChildren) {
    if (!child || child.type === 'function_definition' || child.type === 'class_definition' || child.type === 'lambda') continue;
    if (child.type === 'return_statement') count += 1;
    else if (child.type === 'yield') count += 2;
    count += countReturns(child);
  }
  return count;
}

function enclosingFunction(node: Node): Node | undefined {
  for (let at = node.parent; at; at = at.parent) if (at.type === 'function_definition' || at.type === 'lambda') return at;
  return undefined;
}

/**
 * The value of the single plain assignment `name = …` in a function's own body; undefined when the name
 * is a parameter, bound another way (a loop, `+=`, `with … as`, a walrus) or assigned more than once.
 */
function localAssignment(fn: Node, name: string): Node | undefined {
  if (fn.type !== 'function_definition') return undefined;
  for (const parameter of fn.childForFieldName('parameters')?.namedChildren ?? []) if (parameter && parameterName(parameter) === name) return undefined;
  const body = fn.childForFieldName('body');
  if (!body) return undefined;
  let found: Node | undefined;
  let other = false;
  const walk = (node: Node): void => {
    for (const child of node.namedChildren) {
      if (!child || other) continue;
      if (child.type === 'function_definition' || child.type === 'class_definition' || child.type === 'lambda') {
        if (child.childForFieldName('name')?.text === name) other = true;
        continue;
      }
      if (child.type === 'assignment') {
        const left = child.childForFieldName('left');
        const right = child.childForFieldName('right');
        if (left?.type === 'identifier' && left.text === name) {
          if (found || !right || right.type === 'assignment') other = true;
          else found = right;
        } else if (left && targetNames(left).includes(name)) other = true;
      } else if (['augmented_assignment', 'for_statement', 'for_in_clause'].includes(child.type)) {
        const left = child.childForFieldName('left');
        if (left && targetNames(left).includes(name)) other = true;
      } else if (child.type === 'named_expression' && child.childForFieldName('name')?.text === name) other = true;
      else if (
        (child.type === 'as_pattern' || child.type === 'global_statement' || child.type === 'nonlocal_statement') &&
        new RegExp(`\\b${name}\\b`).test(child.text)
      )
        other = true;
      else if ((child.type === 'import_statement' || child.type === 'import_from_statement') && new RegExp(`\\b${name}\\b`).test(child.text)) other = true;
      walk(child);
    }
  };
  walk(body);
  return other ? undefined : found;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Hole) && Object.getPrototypeOf(value) === Object.prototype;
}

function isOpenArgs(args: Record<string, unknown>): boolean {
  return (args as Record<symbol, unknown>)[OPEN] === true;
}
