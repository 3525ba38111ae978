import { Hole, OPEN, openObject } from 'manifesto-core/value';
import { unwrap, type AstNode } from '../../js/nodes.js';
import type { Scope } from '../../js/scope.js';
import { Places, type PayloadLiteral, type Place } from '../payload.js';
import type { Modules } from './modules.js';
import { formOf, type PostingCall } from './posting-calls.js';
import { PayloadEvaluator } from './value.js';

/** The keys of a posting call's arguments that make its message: the rest are the call's own. */
const MESSAGE_KEYS = ['text', 'blocks', 'attachments', 'markdown_text'];

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
