/**
 * The Python reader: one file's Bolt listeners, Web API calls, declared Block Kit ids and receiver, as the
 * core's `CodeFacts`. Offsets: web-tree-sitter parses a JavaScript string as UTF-16 and reports node
 * indices in UTF-16 code units, which is what every `Span` in the core is, so they are used as they are.
 *
 * A file with a syntax error (tree-sitter's ERROR or MISSING nodes) gives no facts at all, only
 * `unreadable` at its first error: facts read around an error could miss a listener or an id the broken
 * part holds, and a missing one turns into a false "no listener" or "no block declares it". The graph is
 * then open for the whole app until the file parses, which is also when Python itself can run it.
 */
import type { Node } from 'web-tree-sitter';
import type { CallFact, CodeFacts, DeclaredIdFact, IdMatch, ListenerFact, OpenFact } from 'manifesto-core/app';
import type { Span } from 'manifesto-core';
import { CONSTRAINT_KEYWORDS, DECLARED_KEYS, LISTENER_METHODS, isAppClass, isAssistantClass, isClientClass, receiverKind } from './bolt.js';
import { methodOfAttribute } from './methods.js';
import { scopeOf } from './module-scope.js';
import { pythonParser } from './parser.js';
import { stringValue } from './strings.js';
import { callArguments, PythonFile, type ImportedName, type Resolved } from './values.js';

/** An id that names a constant of another module: the linker follows it, or it stays computed. */
export interface ImportedId {
  /** Set to what the linker finds. */
  assign: (id: IdMatch) => void;
  imported: ImportedName;
  /** What stays open when it is not found. */
  touches: OpenFact['touches'];
  span: Span;
}

export interface PythonFacts {
  facts: CodeFacts;
  /** Ids that name imported constants (each is `computed` in `facts` until assigned). */
  imported: ImportedId[];
  /** The module's top-level constants, for the linker to resolve other files' imports. */
  constant: (name: string) => Resolved | undefined;
}

const spanOf = (node: Node): Span => ({ start: node.startIndex, end: node.endIndex });

/** Reads one Python file. Never throws: a failure is `unreadable`. */
export async function readPython(fileName: string, text: string): Promise<PythonFacts> {
  const empty = (): CodeFacts => ({ fileName, language: 'python', listeners: [], calls: [], declared: [], open: [] });
  let parser;
  try {
    parser = await pythonParser();
  } catch (error) {
    return failed(empty(), `the Python parser could not be loaded (${String(error)})`);
  }
  let tree;
  try {
    tree = parser.parse(text);
  } catch (error) {
    return failed(empty(), `the Python parser failed (${String(error)})`);
  }
  if (!tree) return failed(empty(), 'the Python parser gave no tree');
  try {
    const root = tree.rootNode;
    if (root.hasError) {
      const error = firstError(root) ?? root;
      const facts = empty();
      facts.unreadable = { message: `syntax error at line ${error.startPosition.row + 1}`, span: spanOf(error) };
      return { facts, imported: [], constant: () => undefined };
    }
    return new Reader(empty(), new PythonFile(scopeOf(root))).read(root);
  } catch (error) {
    return failed(empty(), `the reader failed (${String(error)})`);
  } finally {
    tree.delete();
  }
}

function failed(facts: CodeFacts, message: string): PythonFacts {
  facts.unreadable = { message, span: { start: 0, end: 0 } };
  return { facts, imported: [], constant: () => undefined };
}

function firstError(node: Node): Node | undefined {
  if (node.isError || node.isMissing) return node;
  for (const child of node.children) {
    if (child?.hasError || child?.isMissing) {
      const found = firstError(child);
      if (found) return found;
    }
  }
  return undefined;
}

const lastName = (node: Node): string | undefined =>
  node.type === 'identifier' ? node.text : node.type === 'attribute' ? node.childForFieldName('attribute')?.text : undefined;

class Reader {
  private readonly imported: ImportedId[] = [];
  /** Dicts and calls already read as a listener's constraint, not as declared ids. */
  private readonly consumed = new Set<number>();
  private socketSpan: Span | undefined;

  constructor(
    private readonly facts: CodeFacts,
    private readonly file: PythonFile,
  ) {}

  read(root: Node): PythonFacts {
    this.visit(root);
    // Tree-sitter's nodes do not outlive the tree: the linker's look-ups resolve now, into plain values.
    const constants = new Map<string, Resolved | undefined>();
    for (const [name] of this.file.scope.bindings) {
      const binding = this.file.binding(name);
      if (binding?.kind === 'value' || binding?.kind === 'import' || binding?.kind === 'class') constants.set(name, this.constantOf(name));
    }
    return { facts: this.facts, imported: this.imported, constant: (name) => constants.get(name) };
  }

  private constantOf(name: string): Resolved | undefined {
    const binding = this.file.binding(name);
    if (binding?.kind === 'value') return this.file.resolve(binding.value);
    if (binding?.kind === 'import') return { kind: 'imported', module: binding.module, name: binding.name };
    return undefined;
  }

  private visit(node: Node): void {
    if (node.type === 'call') this.call(node);
    else if (node.type === 'dictionary' && !this.consumed.has(node.id)) this.dictionary(node);
    for (const child of node.namedChildren) if (child) this.visit(child);
  }

  private call(call: Node): void {
    const callee = call.childForFieldName('function');
    if (!callee) return;
    if (callee.type === 'attribute') {
      const object = callee.childForFieldName('object');
      const name = callee.childForFieldName('attribute');
      if (object && name) {
        if (this.isApp(object) && this.appCall(call, name)) return;
        if (this.isClient(object) && this.clientCall(call, name)) return;
        if (object.type === 'identifier' && object.text === 'context' && (name.text === 'say' || name.text === 'respond')) {
          this.boltReply(name.text, name);
          return;
        }
      }
    } else if (callee.type === 'identifier' && (callee.text === 'say' || callee.text === 'respond') && !this.file.scope.bindings.has(callee.text)) {
      this.boltReply(callee.text, callee);
      return;
    }
    const receiver = receiverKind(callee.text);
    if (receiver !== undefined) this.receiver(receiver, callee);
    this.keywordIds(call);
  }

  /** `app.action(…)`, `app.assistant(…)`, `app.start(…)`; false when it is another method of the app. */
  private appCall(call: Node, name: Node): boolean {
    const method = LISTENER_METHODS[name.text];
    if (method) {
      this.listener(call, name, method);
      return true;
    }
    if (name.text === 'assistant' || (name.text === 'use' && this.usesAssistant(call))) {
      this.facts.listeners.push({ kind: 'assistant', span: spanOf(name) });
      return true;
    }
    if (name.text === 'start') this.receiver(false, name);
    return false;
  }

  private usesAssistant(call: Node): boolean {
    const argument = callArguments(call).positional[0];
    if (argument?.type === 'call') return isAssistantClass(argument.childForFieldName('function')?.text ?? '');
    if (argument?.type !== 'identifier') return false;
    const binding = this.file.binding(argument.text);
    if (binding?.kind === 'value') return binding.value.type === 'call' && isAssistantClass(binding.value.childForFieldName('function')?.text ?? '');
    return binding?.kind === 'import' && binding.name === 'assistant';
  }

  private listener(call: Node, name: Node, method: (typeof LISTENER_METHODS)[string]): void {
    const args = callArguments(call);
    const constraint = args.positional[0] ?? CONSTRAINT_KEYWORDS.map((key) => args.keywords.get(key)).find((value) => value !== undefined);
    const fact: ListenerFact = { kind: method.kind, span: spanOf(name) };
    if (method.type) fact.type = method.type;
    this.facts.listeners.push(fact);
    if (!constraint) {
      if (args.spread) this.setId(fact, { kind: 'computed' }, name, 'listeners', `${method.kind} listener's arguments spread`);
      return;
    }
    if (constraint.type !== 'dictionary' || !method.idKey) {
      this.setId(fact, this.file.resolve(constraint), constraint, 'listeners', `computed ${method.kind} listener id`);
      return;
    }
    this.consumed.add(constraint.id);
    const pairs = dictionaryPairs(constraint);
    if (pairs.spread) {
      this.setId(fact, { kind: 'computed' }, constraint, 'listeners', `${method.kind} listener constraint with a spread`);
      return;
    }
    const id = pairs.values.get(method.idKey);
    if (id) this.setId(fact, this.file.resolve(id), id, 'listeners', `computed ${method.kind} listener id`);
    const block = method.blockKey ? pairs.values.get(method.blockKey) : undefined;
    if (block) this.resolveInto(this.file.resolve(block), (value) => (fact.blockId = value), block, 'listeners', `computed ${method.kind} listener block id`);
    const type = method.idKey === 'type' ? undefined : pairs.values.get('type');
    const typeValue = type ? this.file.resolve(type) : undefined;
    if (typeValue?.kind === 'exact') fact.type = typeValue.value;
  }

  /** Sets a listener's id and span (the id as written). */
  private setId(fact: ListenerFact, value: Resolved, node: Node, touches: OpenFact['touches'], reason: string): void {
    fact.span = spanOf(node);
    this.resolveInto(value, (id) => (fact.id = id), node, touches, reason);
  }

  /** Stores a resolved id; a computed one opens what it touches, an imported one waits for the linker. */
  private resolveInto(value: Resolved, assign: (id: IdMatch) => void, node: Node, touches: OpenFact['touches'], reason: string): void {
    if (value.kind === 'imported') {
      assign({ kind: 'computed' });
      this.imported.push({ assign, imported: value, touches, span: spanOf(node) });
      return;
    }
    assign(value);
    if (value.kind === 'computed') this.facts.open.push({ touches, reason, span: spanOf(node) });
  }

  /** `client.chat_postMessage(…)`, `client.api_call("x.y")`; false when the name is no Web API method. */
  private clientCall(call: Node, name: Node): boolean {
    if (name.text === 'api_call') {
      const args = callArguments(call);
      const methodNode = args.positional[0] ?? args.keywords.get('api_method');
      const fact: CallFact = { via: 'by-name', span: spanOf(methodNode ?? name) };
      this.facts.calls.push(fact);
      const value: Resolved = methodNode ? this.file.resolve(methodNode) : { kind: 'computed' };
      if (value.kind === 'exact') fact.method = value.value;
      else if (value.kind === 'imported') {
        this.imported.push({ assign: (id) => id.kind === 'exact' && (fact.method = id.value), imported: value, touches: 'calls', span: fact.span });
      } else this.facts.open.push({ touches: 'calls', reason: 'computed method name', span: fact.span });
      return true;
    }
    const method = methodOfAttribute(name.text);
    if (!method) return false;
    this.facts.calls.push({ method, via: 'client', span: spanOf(name) });
    return true;
  }

  private boltReply(name: string, node: Node): void {
    this.facts.calls.push(name === 'say' ? { method: 'chat.postMessage', via: 'say', span: spanOf(node) } : { via: 'respond', span: spanOf(node) });
  }

  private receiver(socket: boolean, node: Node): void {
    const current = this.facts.socketMode;
    if (!current) this.facts.socketMode = { value: socket, span: spanOf(node) };
    else if (current.value !== socket) this.facts.socketMode = { value: 'computed', span: this.socketSpan ?? current.span };
    this.socketSpan ??= spanOf(node);
  }

  /** `ButtonElement(action_id="approve")`, `dict(callback_id=…)`: ids given as keyword arguments. */
  private keywordIds(call: Node): void {
    const args = callArguments(call);
    const type = args.keywords.get('type');
    for (const key of DECLARED_KEYS) {
      const value = args.keywords.get(key);
      if (value) this.declare(key, value, type);
    }
  }

  private dictionary(node: Node): void {
    const pairs = dictionaryPairs(node);
    for (const key of DECLARED_KEYS) {
      const value = pairs.values.get(key);
      if (value) this.declare(key, value, pairs.values.get('type'));
    }
  }

  private declare(key: DeclaredIdFact['key'], value: Node, type: Node | undefined): void {
    const fact = { key, span: spanOf(value) } as DeclaredIdFact;
    const objectType = type ? this.file.resolve(type) : undefined;
    if (objectType?.kind === 'exact') fact.objectType = objectType.value;
    this.facts.declared.push(fact);
    this.resolveInto(this.file.resolve(value), (id) => (fact.value = id), value, 'declared-ids', `computed ${key}`);
  }

  private isApp(node: Node): boolean {
    if (node.type === 'attribute') return lastName(node) === 'app';
    if (node.type !== 'identifier') return false;
    const name = node.text;
    const parameter = this.file.parameter(node, name);
    if (parameter) {
      const annotation = parameter.childForFieldName('type');
      return annotation ? isAppClass(annotation.text) : name === 'app';
    }
    if (this.file.isLocal(node, name)) return name === 'app';
    const bindings = this.file.scope.bindings.get(name);
    if (!bindings) return name === 'app';
    return bindings.some((binding) =>
      binding.kind === 'value'
        ? binding.value.type === 'call' && isAppClass(binding.value.childForFieldName('function')?.text ?? '')
        : binding.kind === 'import' && binding.name === 'app',
    );
  }

  private isClient(node: Node): boolean {
    const name = lastName(node);
    if (name === undefined) return false;
    if (/client$/i.test(name)) return true;
    if (node.type !== 'identifier') return false;
    const parameter = this.file.parameter(node, name);
    if (parameter) return isClientClass(parameter.childForFieldName('type')?.text ?? '');
    const binding = this.file.binding(name);
    return binding?.kind === 'value' && binding.value.type === 'call' && isClientClass(binding.value.childForFieldName('function')?.text ?? '');
  }
}

/** A dict literal's string keys and their values; `spread` when it has a `**` entry. */
function dictionaryPairs(node: Node): { values: Map<string, Node>; spread: boolean } {
  const values = new Map<string, Node>();
  let spread = false;
  for (const entry of node.namedChildren) {
    if (entry?.type === 'dictionary_splat') spread = true;
    if (entry?.type !== 'pair') continue;
    const key = entry.childForFieldName('key');
    const value = entry.childForFieldName('value');
    const name = key ? stringValue(key) : undefined;
    if (name?.known && value) values.set(name.value, value);
  }
  return { values, spread };
}
