import type { PayloadForm } from 'manifesto-core/value';
import { Hole, OPEN, openObject } from 'manifesto-core/value';
import { methodOf } from '../../js/calls.js';
import { isNode, memberChain, memberName, unwrap, type AstNode } from '../../js/nodes.js';
import { declareParams, declarePattern, Scope } from '../../js/scope.js';
import { walkKeys } from '../../js/walk-keys.js';
import { Places, type PayloadLiteral, type Place } from '../payload.js';
import type { Modules } from './modules.js';
import { PayloadEvaluator } from './value.js';

/** The Web API methods whose arguments carry a message, and those that take a view. */
const MESSAGE_METHODS = new Set(['chat.postMessage', 'chat.postEphemeral', 'chat.update', 'chat.scheduleMessage']);
const VIEW_METHODS = new Set(['views.open', 'views.push', 'views.update']);

/** The keys of a posting call's arguments that make its message: the rest are the call's own. */
const MESSAGE_KEYS = ['text', 'blocks', 'attachments', 'markdown_text'];

/** A posting call met on the walk, read once every file has been walked (so every mutation is known). */
export interface PostingCall {
  node: AstNode;
  scope: Scope;
  fileName: string;
}

/** Array methods that change the list they are called on. */
const MUTATING = new Set(['push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin']);

/**
 * Finds the posting calls one JavaScript or TypeScript file makes, and notes in `modules` the constants it
 * changes after they are written (`view.submit = …`, `blocks.push(…)`, `Object.assign(view, …)`, `delete
 * view.x`): those are no longer what their literal says, so the reader takes them as unknown.
 */
export function findCalls(fileName: string, program: AstNode, scope: Scope, modules: Modules): PostingCall[] {
  const found: PostingCall[] = [];
  const text = modules.text(fileName);
  const mutated = (target: AstNode, current: Scope) => {
    const chain = memberChain(target);
    if (chain && chain.root.type === 'Identifier') {
      const binding = current.lookup(chain.root.name);
      if (binding) modules.mutated.add(binding);
    }
  };
  const walk = (node: AstNode, current: Scope): void => {
    switch (node.type) {
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression': {
        const inner = new Scope(current);
        if (node.type === 'FunctionExpression' && node.id) declarePattern(node.id, inner, () => ({ kind: 'other' }));
        declareParams(node, inner, text);
        if (isNode(node.body)) walk(node.body, inner);
        return;
      }
      case 'BlockStatement':
      case 'StaticBlock': {
        const inner = new Scope(current);
        modules.declare(node.body as AstNode[], inner, fileName);
        children(node, inner);
        return;
      }
      case 'SwitchStatement': {
        const inner = new Scope(current);
        for (const switchCase of node.cases as AstNode[]) modules.declare(switchCase.consequent as AstNode[], inner, fileName);
        children(node, inner);
        return;
      }
      case 'ForStatement':
      case 'ForInStatement':
      case 'ForOfStatement':
      case 'CatchClause': {
        const inner = new Scope(current);
        const head = node.type === 'ForStatement' ? node.init : node.type === 'CatchClause' ? node.param : node.left;
        if (isNode(head) && head.type === 'VariableDeclaration') {
          for (const declarator of head.declarations as AstNode[]) declarePattern(declarator.id, inner, () => ({ kind: 'other' }));
        } else if (isNode(head) && node.type === 'CatchClause') declarePattern(head, inner, () => ({ kind: 'other' }));
        children(node, inner);
        return;
      }
      case 'AssignmentExpression':
      case 'UpdateExpression': {
        const target = unwrap(node.type === 'AssignmentExpression' ? node.left : node.argument);
        if (target.type === 'MemberExpression') mutated(target, current);
        children(node, current);
        return;
      }
      case 'UnaryExpression':
        if (node.operator === 'delete' && unwrap(node.argument).type === 'MemberExpression') mutated(unwrap(node.argument), current);
        children(node, current);
        return;
      case 'CallExpression': {
        const callee = unwrap(node.callee);
        if (callee.type === 'MemberExpression' && MUTATING.has(memberName(callee) ?? '')) mutated(unwrap(callee.object), current);
        const chain = callee.type === 'MemberExpression' ? memberChain(callee) : undefined;
        if (chain?.names.join('.') === 'Object.assign' && node.arguments[0]) mutated(unwrap(node.arguments[0]), current);
        if (formOf(callee, current)) found.push({ node, scope: current, fileName });
        children(node, current);
        return;
      }
      default:
        children(node, current);
    }
  };
  const children = (node: AstNode, current: Scope): void => {
    for (const key of walkKeys(node.type)) {
      const child = node[key];
      if (Array.isArray(child)) {
        for (const item of child) if (isNode(item)) walk(item, current);
      } else if (isNode(child)) walk(child, current);
    }
  };
  children(program, scope);
  return found;
}

/** The payloads of the posting calls found, read once every file has been walked. */
export function readPayloads(calls: readonly PostingCall[], modules: Modules, places: Places): PayloadLiteral[] {
  const evaluator = new PayloadEvaluator(places, modules);
  const found: PayloadLiteral[] = [];
  for (const call of calls) {
    const payload = readPosting(call.node, call.scope, call.fileName, evaluator, places);
    if (payload) found.push(payload);
  }
  return found;
}

/** The form a call posts, from its callee: a client method, or Bolt's `say`, `respond` and `ack`. */
function formOf(callee: AstNode, scope: Scope): { form: PayloadForm | 'ack' } | undefined {
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

function readPosting(call: AstNode, scope: Scope, fileName: string, evaluator: PayloadEvaluator, places: Places): PayloadLiteral | undefined {
  const kind = formOf(unwrap(call.callee), scope);
  const argument = (call.arguments as AstNode[])[0];
  if (!kind || !argument || argument.type === 'SpreadElement') return undefined;
  const value = evaluator.value(argument, scope, fileName);
  if (!isObject(value)) return undefined;
  const place: Place = { fileName, value: { start: argument.start, end: argument.end } };
  if (kind.form === 'message') return message(value, place, places);
  if (kind.form === 'ack') {
    const action = value['response_action'];
    if (action !== 'update' && action !== 'push') return undefined;
  }
  const view = value['view'];
  if (!isObject(view)) return undefined;
  return { form: kind.form === 'publish' ? 'publish' : 'view', value: view, place: places.get(value, 'view') ?? place, places };
}

/** The message a posting call sends: its message keys, at the places they are written. */
function message(args: Record<string, unknown>, place: Place, places: Places): PayloadLiteral | undefined {
  const open = (args as Record<symbol, unknown>)[OPEN] === true;
  const value: Record<string, unknown> = {};
  for (const key of MESSAGE_KEYS) {
    if (!Object.prototype.hasOwnProperty.call(args, key)) continue;
    value[key] = args[key];
    const at = places.get(args, key);
    if (at) places.set(value, key, at);
  }
  if (!['blocks', 'attachments', 'markdown_text'].some((key) => key in value)) return undefined;
  return { form: 'message', value: open ? openObject(value) : value, place, places };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Hole) && Object.getPrototypeOf(value) === Object.prototype;
}
