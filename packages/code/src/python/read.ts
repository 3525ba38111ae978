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
import { idOf } from '../link/link.js';
import { NO_EXPORTS, type ImportedPayload, type RawCodeFacts, type RawValue, type Reference, type ReferenceTarget } from '../link/raw.js';
import {
  CONSTRAINT_KEYWORDS,
  DECLARED_KEYS,
  LISTENER_METHODS,
  STEP_LISTENER_METHODS,
  isAppClass,
  isAssistantClass,
  isClientClass,
  receiverKind,
} from './bolt.js';
import { clientHelperMethods, hasListenerArgument, pyHelperMethods, pyHelperOfClass } from '../bolt-helpers.js';
import { importedRoots } from './imported-payloads.js';
import { readAuthorizeUrls } from './authorize-urls.js';
import { readPlatformMcp } from '../platform-mcp.js';
import { methodOfAttribute } from './methods.js';
import { scopeOf } from './module-scope.js';
import { pythonModuleCandidates } from './modules.js';
import { pythonGrammar, type PythonGrammar } from './parser.js';
import { PythonPayloads, type PayloadExports } from './payloads.js';
import type { PayloadLiteral } from '../literals/payload.js';
import { mappedOver, valueFor, type Mapped } from './comprehension-ids.js';
import { stringValue } from './strings.js';
import { callArguments, parameterName, PythonFile } from './values.js';

const COMPUTED: RawValue = { kind: 'computed' };
/** The app's methods the reader looks at: listeners, the assistant, and `start` (an HTTP receiver). */
/** Cheap tests of a call's or dict's text before its nodes are read: most hold no declared id. */
const DECLARED_KEYWORD = /\b(?:action|block|callback)_id\s*=/;
const DECLARED_KEY = /\b(?:action|block|callback)_id\b/;
const APP_METHODS = new Set([...Object.keys(LISTENER_METHODS), 'assistant', 'use', 'start']);

/** What takes an installer's scopes: Bolt's OAuth settings, and the SDK's own link maker. */
const INSTALLERS = new Set(['OAuthSettings', 'AsyncOAuthSettings', 'AuthorizeUrlGenerator']);

const spanOf = (node: Node): Span => ({ start: node.startIndex, end: node.endIndex });

/** Reads one Python file. Never throws: a failure is `unreadable`. */
export async function readPython(fileName: string, text: string): Promise<RawCodeFacts> {
  return (await readPythonFile(fileName, text)).raw;
}

/** One Python file's facts and the Block Kit payloads its posting calls are given (`payloads.ts`), from one parse. */
export async function readPythonFile(fileName: string, text: string): Promise<PythonReading> {
  const done = (raw: RawCodeFacts): PythonReading => ({ raw, literals: [], literalExports: new Map() });
  const result = await readTree(fileName, text);
  return 'raw' in result ? result : done(result);
}

export interface PythonReading {
  raw: RawCodeFacts;
  literals: PayloadLiteral[];
  /** What this file offers other files' payloads (its constants, its functions' returned values). */
  literalExports: PayloadExports;
}

async function readTree(fileName: string, text: string): Promise<RawCodeFacts | PythonReading> {
  const empty = (): CodeFacts => ({ fileName, language: 'python', listeners: [], calls: [], declared: [], open: [] });
  let grammar: PythonGrammar;
  try {
    grammar = await pythonGrammar();
  } catch (error) {
    return failed(empty(), `the Python parser could not be loaded (${String(error)})`);
  }
  let tree;
  try {
    tree = grammar.parser.parse(text);
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
      return { facts, references: [], exports: NO_EXPORTS };
    }
    const file = new PythonFile(fileName, scopeOf(root, text.includes('global')));
    const payloads = new PythonPayloads(file, text);
    const raw = new Reader(empty(), file, payloads).read(root, grammar);
    if (text.includes('authorize')) readAuthorizeUrls(raw.facts, root, text);
    if (text.includes('mcp.slack')) readPlatformMcp(raw.facts, text);
    return { raw, literals: payloads.literals, literalExports: payloads.exports(root) };
  } catch (error) {
    return failed(empty(), `the reader failed (${String(error)})`);
  } finally {
    tree.delete();
  }
}

function failed(facts: CodeFacts, message: string): RawCodeFacts {
  facts.unreadable = { message, span: { start: 0, end: 0 } };
  return { facts, references: [], exports: NO_EXPORTS };
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
  private readonly references: Reference[] = [];
  private readonly importedPayloads: ImportedPayload[] = [];
  /** Dicts and calls already read as a listener's constraint, not as declared ids. */
  private readonly consumed = new Set<number>();
  private socketSpan: Span | undefined;

  constructor(
    private readonly facts: CodeFacts,
    private readonly file: PythonFile,
    private readonly payloads: PythonPayloads,
  ) {}

  read(root: Node, grammar: PythonGrammar): RawCodeFacts {
    // In the order written: a listener's constraint dict comes after its call, which marks it consumed.
    for (const { node } of grammar.callsAndDicts.captures(root)) {
      if (node.type === 'call') this.call(node);
      else if (!this.consumed.has(node.id)) this.dictionary(node);
    }
    // Tree-sitter's nodes do not outlive the tree: the exports are plain values, found now.
    const names = new Map<string, RawValue>();
    for (const [name, bindings] of this.file.scope.bindings) {
      if (bindings.length === 1 && bindings[0]!.kind !== 'other') names.set(name, this.file.constant(name));
    }
    const stars = this.file.scope.stars.map((module) => pythonModuleCandidates(this.facts.fileName, module));
    const raw: RawCodeFacts = { facts: this.facts, references: this.references, exports: { names, stars } };
    if (this.importedPayloads.length > 0) raw.importedPayloads = this.importedPayloads;
    return raw;
  }

  private call(call: Node): void {
    const callee = call.childForFieldName('function');
    if (!callee) return;
    if (callee.type === 'attribute') {
      const object = callee.childForFieldName('object');
      const name = callee.childForFieldName('attribute');
      if (object && name) {
        // The method's name first: it rules out most calls before the receiver's scope is looked up.
        const method = name.text;
        if (APP_METHODS.has(method) && this.isApp(object) && this.appCall(call, name)) return;
        const scoped = STEP_LISTENER_METHODS.has(method) ? LISTENER_METHODS[method] : undefined;
        if (scoped && this.isStep(object)) {
          this.listener(call, name, scoped);
          return;
        }
        if ((method === 'api_call' || methodOfAttribute(method)) && this.isClient(object) && this.clientCall(call, name)) return;
        if (this.clientHelper(name, object)) return;
        if ((method === 'say' || method === 'respond') && object.type === 'identifier' && object.text === 'context') {
          this.boltReply(method, name);
          this.foreignPayload(call, true);
          this.payloads.reply(call);
          return;
        }
      }
    } else if (callee.type === 'identifier' && (callee.text === 'say' || callee.text === 'respond') && !this.file.scope.bindings.has(callee.text)) {
      this.boltReply(callee.text, callee);
      this.foreignPayload(call, true);
      this.payloads.reply(call);
      return;
    } else if (callee.type === 'identifier' && callee.text === 'ack' && !this.file.scope.bindings.has('ack')) {
      this.foreignPayload(call);
      this.payloads.ack(call);
    }
    if (callee.type === 'identifier' && this.listenerHelper(callee)) return;
    const calleeName = lastName(callee);
    const receiver = calleeName === undefined ? undefined : receiverKind(calleeName);
    if (receiver !== undefined) this.receiver(receiver, callee);
    if (calleeName !== undefined && INSTALLERS.has(calleeName)) this.installScopes(call);
    this.keywordIds(call);
  }

  /**
   * `OAuthSettings(scopes=[…], user_scopes=[…])` and `AuthorizeUrlGenerator(…)`: what the app's own installer asks for, which an install
   * grants beside the manifest's scopes. A list (or comma-separated string) of known strings is read; anything
   * else is computed, so the scope rules stay silent.
   */
  private installScopes(call: Node): void {
    const args = callArguments(call);
    for (const [keyword, token] of [
      ['scopes', 'bot'],
      ['user_scopes', 'user'],
    ] as const) {
      const node = args.keywords.get(keyword);
      if (!node) continue;
      const scopes: IdMatch[] = [];
      const items = node.type === 'list' || node.type === 'tuple' ? node.namedChildren : [node];
      for (const item of items) {
        const value = item ? this.file.resolve(item) : undefined;
        if (value?.kind === 'string') for (const scope of value.value.split(',')) scopes.push({ kind: 'exact', value: scope.trim() });
        else scopes.push({ kind: 'computed' });
      }
      (this.facts.installScopes ??= []).push({ token, scopes, span: spanOf(node) });
    }
    if (args.spread) (this.facts.installScopes ??= []).push({ token: 'bot', scopes: [{ kind: 'computed' }], span: spanOf(call) });
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
    const index = this.facts.listeners.push(fact) - 1;
    const target = (field: 'id' | 'blockId'): ReferenceTarget => ({ list: 'listeners', index, field });
    const reason = `computed ${method.kind} listener id`;
    if (!constraint) {
      if (args.spread) fact.id = this.settle(COMPUTED, target('id'), name, `${method.kind} listener's arguments spread`);
      return;
    }
    if (constraint.type !== 'dictionary' || !method.idKey) {
      fact.span = spanOf(constraint);
      fact.id = this.settle(this.file.resolve(constraint), target('id'), constraint, reason);
      return;
    }
    this.consumed.add(constraint.id);
    const pairs = dictionaryPairs(constraint);
    if (pairs.spread) {
      fact.span = spanOf(constraint);
      fact.id = this.settle(COMPUTED, target('id'), constraint, `${method.kind} listener constraint with a spread`);
      return;
    }
    const id = pairs.values.get(method.idKey);
    if (id) {
      fact.span = spanOf(id);
      fact.id = this.settle(this.file.resolve(id), target('id'), id, reason);
    }
    const block = method.blockKey ? pairs.values.get(method.blockKey) : undefined;
    if (block) fact.blockId = this.settle(this.file.resolve(block), target('blockId'), block, `computed ${method.kind} listener block id`);
    const type = method.idKey === 'type' ? undefined : pairs.values.get('type');
    const typeValue = type ? this.file.resolve(type) : undefined;
    if (typeValue?.kind === 'string') fact.type = typeValue.value;
  }

  /**
   * A value as the id to store now: known values as they are; a computed one opens what it touches; one
   * that needs another file is computed until the linker settles its reference.
   */
  private settle(value: RawValue, target: ReferenceTarget, node: Node, reason: string): IdMatch {
    const touches: OpenFact['touches'] = target.list === 'declared' ? 'declared-ids' : target.list;
    const open: OpenFact = { touches, reason, span: spanOf(node) };
    if (value.kind === 'import' || value.kind === 'concat') this.references.push({ target, value, open });
    else if (value.kind !== 'string' && value.kind !== 'pattern') this.facts.open.push(open);
    return value.kind === 'import' || value.kind === 'concat' ? { kind: 'computed' } : idOf(value);
  }

  /** `client.chat_postMessage(…)`, `client.api_call("x.y")`; false when the name is no Web API method. */
  private clientCall(call: Node, name: Node): boolean {
    if (name.text === 'api_call') {
      const args = callArguments(call);
      const methodNode = args.positional[0] ?? args.keywords.get('api_method');
      const fact: CallFact = { via: 'by-name', span: spanOf(methodNode ?? name) };
      const index = this.facts.calls.push(fact) - 1;
      const value = methodNode ? this.file.resolve(methodNode) : COMPUTED;
      // A method name is a string: a pattern there is as unknown as a computed name.
      const id = this.settle(
        value.kind === 'pattern' ? COMPUTED : value,
        { list: 'calls', index, field: 'method' },
        methodNode ?? name,
        'computed method name',
      );
      if (id.kind === 'exact') fact.method = id.value;
      return true;
    }
    const method = methodOfAttribute(name.text);
    if (!method) return false;
    this.facts.calls.push({ method, via: 'client', span: spanOf(name) });
    this.foreignPayload(call);
    this.payloads.clientCall(call, method);
    return true;
  }

  /**
   * A Bolt helper the listener is given by its parameter's name (`def respond(say, set_status): set_status(…)`):
   * the Web API methods it calls. The parameter is Bolt's when its annotation is the helper's class
   * (`set_status: SetStatus`) or the function takes another of Bolt's arguments beside it (`say`, `logger`).
   */
  private listenerHelper(callee: Node): boolean {
    const parameter = this.file.parameter(callee, callee.text);
    if (!parameter) return false;
    const annotation = parameter.childForFieldName('type')?.text;
    const byClass = annotation === undefined ? undefined : pyHelperOfClass(annotation);
    const methods = pyHelperMethods(byClass ?? callee.text);
    if (methods.length === 0) return false;
    if (byClass === undefined) {
      const names = (parameter.parent?.namedChildren ?? []).map((sibling) => (sibling ? parameterName(sibling) : undefined));
      if (
        !hasListenerArgument(
          names.filter((name): name is string => name !== undefined),
          true,
        )
      )
        return false;
    }
    for (const method of methods) this.facts.calls.push({ method, via: 'helper', helper: callee.text, span: spanOf(callee) });
    return true;
  }

  /**
   * `client.chat_stream(…)`: the client's helper whose stream calls Web API methods. Other packages' clients
   * have a `chat_stream` too (a model provider's): a name built by, or typed as, another package's class is not
   * the platform's client.
   */
  private clientHelper(name: Node, object: Node): boolean {
    const methods = clientHelperMethods(name.text);
    if (methods.length === 0 || !this.isClient(object) || this.otherPackageClient(object)) return false;
    for (const method of methods) this.facts.calls.push({ method, via: 'helper', helper: name.text, span: spanOf(name) });
    return true;
  }

  /**
   * Blocks, attachments or a view parsed from data at run time (`json.loads(…)`, `json.load(…)`) may declare
   * any action or callback id: the declared ids are left open. So may one another module gives, when the
   * linker finds that module is not the app's (`imported-payloads.ts`).
   */
  private foreignPayload(call: Node, whole = false): void {
    const { keywords, positional } = callArguments(call);
    const values = ['blocks', 'attachments', 'view'].map((key) => keywords.get(key));
    // `say(message)`: a whole message from elsewhere; `client.chat_postMessage(**message)`: its arguments.
    if (whole) values.push(positional[0]);
    for (const argument of call.childForFieldName('arguments')?.namedChildren ?? []) {
      if (argument?.type === 'dictionary_splat') values.push(argument.namedChildren[0] ?? undefined);
    }
    const open = (node: Node): OpenFact => ({ touches: 'declared-ids', reason: 'payload from outside the app', span: spanOf(node) });
    for (const value of values) {
      if (!value) continue;
      if (this.parsedJson(value)) this.facts.open.push(open(value));
      else for (const root of importedRoots(this.file, value)) this.importedPayloads.push({ sources: root.sources, open: open(root.node) });
    }
  }

  /** A value read through `json.load`/`json.loads` (then subscripts, attributes and calls on it). */
  private parsedJson(node: Node): boolean {
    let current: Node | null = node;
    while (current && ['await', 'call', 'subscript', 'attribute', 'parenthesized_expression'].includes(current.type)) {
      if (current.type === 'call') {
        const callee = current.childForFieldName('function');
        if (callee?.type === 'attribute' && ['load', 'loads'].includes(callee.childForFieldName('attribute')?.text ?? '')) {
          const object = callee.childForFieldName('object');
          const binding = object?.type === 'identifier' ? this.file.binding(object.text) : undefined;
          if (binding?.kind === 'module' && binding.module === 'json') return true;
        }
        current = callee;
      } else if (current.type === 'subscript') current = current.childForFieldName('value');
      else if (current.type === 'attribute') current = current.childForFieldName('object');
      else current = current.namedChildren[0] ?? null;
    }
    return false;
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
    if (!DECLARED_KEYWORD.test(call.text)) return;
    const args = callArguments(call);
    const type = args.keywords.get('type');
    for (const key of DECLARED_KEYS) {
      const value = args.keywords.get(key);
      if (value) this.declare(key, value, type);
    }
  }

  private dictionary(node: Node): void {
    if (!DECLARED_KEY.test(node.text)) return;
    const pairs = dictionaryPairs(node);
    const mapped = mappedOver(node, this.file, () => node.tree.rootNode.text);
    for (const key of DECLARED_KEYS) {
      const value = pairs.values.get(key);
      if (value && !(mapped && this.declareEach(key, value, pairs.values.get('type'), mapped))) this.declare(key, value, pairs.values.get('type'));
    }
  }

  /** One id for each element a comprehension over a constant list takes, when each is known (`comprehension-ids.ts`). */
  private declareEach(key: DeclaredIdFact['key'], value: Node, type: Node | undefined, mapped: Mapped): boolean {
    const ids = mapped.elements.map((element) => valueFor(value, mapped.name, element));
    if (!ids.every((id): id is string => id !== undefined)) return false;
    const written = type ? this.file.resolve(type) : undefined;
    const types = mapped.elements.map((element) =>
      type ? (valueFor(type, mapped.name, element) ?? (written?.kind === 'string' ? written.value : undefined)) : undefined,
    );
    ids.forEach((id, index) => {
      const fact: DeclaredIdFact = { key, value: { kind: 'exact', value: id }, span: spanOf(value) };
      const objectType = types[index];
      if (objectType !== undefined) fact.objectType = objectType;
      this.facts.declared.push(fact);
    });
    return true;
  }

  private declare(key: DeclaredIdFact['key'], value: Node, type: Node | undefined): void {
    const fact = { key, span: spanOf(value) } as DeclaredIdFact;
    const objectType = type ? this.file.resolve(type) : undefined;
    if (objectType?.kind === 'string') fact.objectType = objectType.value;
    const index = this.facts.declared.push(fact) - 1;
    fact.value = this.settle(this.file.resolve(value), { list: 'declared', index, field: 'value' }, value, `computed ${key}`);
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
    const bindings = this.file.scope.bindings.get(name);
    if (!bindings) return name === 'app';
    return bindings.some((binding) =>
      binding.kind === 'value'
        ? binding.value.type === 'call' && isAppClass(binding.value.childForFieldName('function')?.text ?? '')
        : binding.kind === 'import' && binding.name === 'app',
    );
  }

  /**
   * What `app.function("id")(handler)` gives (or a function decorated with `@app.function`): a custom step
   * whose `.action(…)` and `.view(…)` register the step's own interactive listeners (Bolt for Python's
   * SlackFunction, as the platform's request-time-off sample uses it).
   */
  private isStep(node: Node): boolean {
    if (node.type === 'call') return this.isStepCall(node);
    if (node.type !== 'identifier') return false;
    for (let scope = node.parent; scope; scope = scope.parent) {
      if (scope.type !== 'block' && scope.type !== 'module') continue;
      for (const statement of scope.namedChildren) {
        if (statement?.type === 'decorated_definition') {
          if (statement.childForFieldName('definition')?.childForFieldName('name')?.text !== node.text) continue;
          return statement.namedChildren.some(
            (child) => child?.type === 'decorator' && child.namedChildren[0]?.type === 'call' && this.isStepDecorator(child.namedChildren[0]),
          );
        }
        const assignment = statement?.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
        if (assignment?.type !== 'assignment' || assignment.childForFieldName('left')?.text !== node.text) continue;
        const right = assignment.childForFieldName('right');
        return right?.type === 'call' && this.isStepCall(right);
      }
    }
    return false;
  }

  /** `app.function("id")(handler)`. */
  private isStepCall(call: Node): boolean {
    const inner = call.childForFieldName('function');
    return inner?.type === 'call' && this.isStepDecorator(inner);
  }

  /** `app.function("id")`. */
  private isStepDecorator(call: Node): boolean {
    const callee = call.childForFieldName('function');
    const object = callee?.type === 'attribute' ? callee.childForFieldName('object') : null;
    return callee?.childForFieldName('attribute')?.text === 'function' && object !== null && object !== undefined && this.isApp(object);
  }

  /** A name typed as, or built by a class of, a module outside the platform's SDKs (`MistralClient(…)`). */
  private otherPackageClient(node: Node): boolean {
    if (node.type !== 'identifier') return false;
    const annotation = this.file.parameter(node, node.text)?.childForFieldName('type');
    if (annotation) return !isClientClass(annotation.text);
    const local = this.file.localScope(node, node.text);
    const binding = this.file.binding(node.text, local ? [local] : [this.file.scope]);
    if (binding?.kind !== 'value' || binding.value.type !== 'call') return false;
    let root = binding.value.childForFieldName('function');
    while (root?.type === 'attribute') root = root.childForFieldName('object');
    const origin = root?.type === 'identifier' ? this.file.binding(root.text) : undefined;
    const module = origin?.kind === 'import' || origin?.kind === 'module' ? origin.module : undefined;
    return module !== undefined && !/^slack_(sdk|bolt)\b/.test(module);
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
