import type { PayloadForm } from 'manifesto-core/value';
import { methodOf } from '../../js/calls.js';
import { isNode, memberChain, memberName, unwrap, type AstNode } from '../../js/nodes.js';
import type { Binding, Scope } from '../../js/scope.js';

/** The Web API methods whose arguments carry a message, and those that take a view. */
const MESSAGE_METHODS = new Set(['chat.postMessage', 'chat.postEphemeral', 'chat.update', 'chat.scheduleMessage']);
const VIEW_METHODS = new Set(['views.open', 'views.push', 'views.update']);

/** Array methods that change the list they are called on. */
const MUTATING = new Set(['push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin']);

/**
 * Calls that only read what they are handed: the language's own objects, logging, and the list and string
 * methods (a list's `push(x)` changes the list, not `x`). Any other call may fill a constant handed to it
 * (`addFooter(blocks)`, `decorate(view)`), so that constant's literal is not its value.
 */
const READS_ARGUMENTS = new Set(['JSON', 'console', 'logger', 'Math', 'String', 'Number', 'Boolean', 'Array', 'Promise', 'Date', 'structuredClone', 'Symbol']);
const READING_METHODS = new Set([
  ...MUTATING,
  'concat',
  'includes',
  'indexOf',
  'lastIndexOf',
  'join',
  'slice',
  'at',
  'map',
  'filter',
  'find',
  'findIndex',
  'some',
  'every',
  'forEach',
  'reduce',
  'flatMap',
  'keys',
  'values',
  'entries',
  'has',
  'get',
  'set',
  'add',
  'startsWith',
  'endsWith',
  'replace',
  'replaceAll',
  'split',
  'then',
  'catch',
  'finally',
]);

/** A posting call met on the walk, read once every file has been walked (so every mutation is known). */
export interface PostingCall {
  node: AstNode;
  scope: Scope;
  fileName: string;
}

/** What the payload reader needs of one file's walk. */
export interface FileCalls {
  /** The file's top-level scope. */
  scope: Scope;
  calls: PostingCall[];
  /** The file's constants changed after they are written: their literal is not their value. */
  mutated: Set<Binding>;
  /** The function declarations of each scope that has some, by name: a payload built by one is followed. */
  functions: Map<Scope, Map<string, AstNode>>;
}

/**
 * Gathers, on a walk of one file, what the payload reader needs: its posting calls, the constants it
 * changes after they are written (`view.submit = …`, `blocks.push(…)`, `Object.assign(view, …)`, `delete
 * view.x`, or handed to a call that may change them: `addFooter(blocks)`) and its function declarations. The facts' walk (`js/read.ts`) gives it each block's statements
 * and each node, so a file is walked once for both.
 */
export class CallFinder {
  readonly calls: PostingCall[] = [];
  readonly mutated = new Set<Binding>();
  readonly functions = new Map<Scope, Map<string, AstNode>>();

  constructor(private readonly fileName: string) {}

  /** A block's statements, declared in `scope`: its function declarations are remembered. */
  declared(statements: readonly AstNode[], scope: Scope): void {
    for (const statement of statements) {
      const declaration = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement;
      if (isNode(declaration) && declaration.type === 'FunctionDeclaration' && declaration.id) {
        let map = this.functions.get(scope);
        if (!map) this.functions.set(scope, (map = new Map()));
        map.set(declaration.id.name as string, declaration);
      }
    }
  }

  /** A node met on the walk, in `scope`, before its children. */
  visit(node: AstNode, scope: Scope): void {
    switch (node.type) {
      case 'AssignmentExpression':
      case 'UpdateExpression': {
        const target = unwrap(node.type === 'AssignmentExpression' ? node.left : node.argument);
        if (target.type === 'MemberExpression') this.mutate(target, scope);
        return;
      }
      case 'UnaryExpression':
        if (node.operator === 'delete' && unwrap(node.argument).type === 'MemberExpression') this.mutate(unwrap(node.argument), scope);
        return;
      case 'CallExpression': {
        const callee = unwrap(node.callee);
        if (callee.type === 'MemberExpression' && MUTATING.has(memberName(callee) ?? '')) this.mutate(unwrap(callee.object), scope);
        const chain = callee.type === 'MemberExpression' ? memberChain(callee) : undefined;
        if (chain?.names.join('.') === 'Object.assign' && node.arguments[0]) this.mutate(unwrap(node.arguments[0]), scope);
        if (formOf(callee, scope)) this.calls.push({ node, scope, fileName: this.fileName });
        else for (const argument of node.arguments as AstNode[]) this.handed(unwrap(argument), callee, scope);
        return;
      }
      default:
        return;
    }
  }

  /** What the walk found, `scope` the file's top-level one. */
  found(scope: Scope): FileCalls {
    return { scope, calls: this.calls, mutated: this.mutated, functions: this.functions };
  }

  /** An object or list constant (or a part of one) handed to a call that may change it; a string cannot change. */
  private handed(argument: AstNode, callee: AstNode, scope: Scope): void {
    const root = rootOf(argument);
    if (root?.type !== 'Identifier') return;
    const binding = scope.lookup(root.name);
    if (binding?.kind !== 'const' || binding.path.length > 0 || this.mutated.has(binding)) return;
    const init = unwrap(binding.init);
    if ((init.type === 'ObjectExpression' || init.type === 'ArrayExpression') && !readsArguments(callee)) this.mutated.add(binding);
  }

  private mutate(target: AstNode, scope: Scope): void {
    const chain = memberChain(target);
    if (chain && chain.root.type === 'Identifier') {
      const binding = scope.lookup(chain.root.name);
      if (binding) this.mutated.add(binding);
    }
  }
}

/**
 * Each program's calls, found on the facts' walk, kept on the program itself: the payload reader takes them
 * with it. Not in a WeakMap of this module's: V8's young-generation collector keeps every value of a WeakMap
 * that lives in the old generation, whatever its key, so each file's calls (and through their nodes and
 * scopes, its tree) outlived its reading until the next full collection (PERFORMANCE.md, "Code files").
 */
const CALLS = Symbol('calls');

interface WithCalls {
  [CALLS]?: FileCalls;
}

export function keepCalls(program: AstNode, calls: FileCalls): void {
  (program as WithCalls)[CALLS] = calls;
}

export function keptCalls(program: AstNode): FileCalls | undefined {
  return (program as WithCalls)[CALLS];
}

/** Whether a call only reads its arguments (`READS_ARGUMENTS`, `READING_METHODS`). */
function readsArguments(callee: AstNode): boolean {
  if (callee.type === 'Identifier') return READS_ARGUMENTS.has(callee.name);
  if (callee.type !== 'MemberExpression') return false;
  const root = rootOf(callee);
  return (root?.type === 'Identifier' && READS_ARGUMENTS.has(root.name)) || READING_METHODS.has(memberName(callee) ?? '');
}

/** The name a value or a member chain starts from (`view` of `view.blocks[0]`); undefined for other expressions. */
function rootOf(node: AstNode): AstNode | undefined {
  let current = node;
  while (current.type === 'MemberExpression') current = unwrap(current.object);
  return current.type === 'Identifier' ? current : undefined;
}

/** The form a call posts, from its callee: a client method, or Bolt's `say`, `respond` and `ack`. */
export function formOf(callee: AstNode, scope: Scope): { form: PayloadForm | 'ack' } | undefined {
  if (callee.type === 'Identifier') {
    const binding = scope.lookup(callee.name);
    // Bolt's helpers arrive as the listener's arguments: a parameter, or a name the file does not bind.
    if (binding !== undefined && binding.kind !== 'param') return undefined;
    if (callee.name === 'say' || callee.name === 'respond') return { form: 'message' };
    if (callee.name === 'ack') return { form: 'ack' };
    return undefined;
  }
  const chain = callee.type === 'MemberExpression' ? memberChain(callee) : undefined;
  const method = chain ? methodOf(chain.names) : undefined;
  if (method === undefined) return undefined;
  if (MESSAGE_METHODS.has(method)) return { form: 'message' };
  if (VIEW_METHODS.has(method)) return { form: 'view' };
  if (method === 'views.publish') return { form: 'publish' };
  return undefined;
}
