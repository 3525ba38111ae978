/**
 * What blocks.validate is asked about a checked file: its Block Kit as the method's `message`, `view` or
 * `blocks` argument, and the way back from a pointer in what was sent to a pointer in the file. The forms
 * follow the core's reading of a block file (blocks/containers.ts): a list of blocks, a views.publish
 * argument, a view, a message, one block; in a method argument file, the `view` or the message's
 * `blocks` and `attachments` (the Block Kit the core checks there).
 */
import type { KindId } from 'manifesto-core';
import { isRecord } from 'manifesto-core/language';
import type { BlocksArgument } from './client.js';

export interface BlockRequest {
  argument: BlocksArgument;
  /** The value to send, or its JSON text when the file holds it as a string. */
  payload: unknown;
  /** The file's pointer for a pointer into the payload sent. */
  toFile(pointer: string): string;
}

/** What a message payload holds that is Block Kit; the posting methods' other fields are not sent. */
const MESSAGE_PARTS = ['blocks', 'attachments'] as const;
const VIEW_TYPES: readonly unknown[] = ['modal', 'home', 'profile'];

/** The request for a file of `kind` holding `value`, or undefined when it holds no Block Kit to send. */
export function blockRequest(kind: KindId, value: unknown): BlockRequest | undefined {
  if (kind === 'blocks') return fromBlockFile(value);
  if (kind === 'methods' && isRecord(value)) return 'view' in value ? viewArgument(value['view']) : message(value, true);
  return undefined;
}

function fromBlockFile(value: unknown): BlockRequest | undefined {
  if (Array.isArray(value)) return { argument: 'blocks', payload: value, toFile: same };
  if (!isRecord(value)) return undefined;
  if ('view' in value && !('blocks' in value)) return viewArgument(value['view']);
  if (VIEW_TYPES.includes(value['type']) || ('blocks' in value && 'type' in value)) return { argument: 'view', payload: value, toFile: same };
  if (MESSAGE_PARTS.some((key) => key in value)) return message(value, false);
  // One block is sent as a list of one: its `/0/…` is the file's `/…`.
  if (typeof value['type'] === 'string') return { argument: 'blocks', payload: [value], toFile: (pointer) => pointer.replace(/^\/0(?=\/|$)/, '') };
  return undefined;
}

/** A view given as an object or as its JSON text (views.publish, views.open): its pointers continue from `/view`. */
function viewArgument(view: unknown): BlockRequest | undefined {
  if (!isRecord(view) && typeof view !== 'string') return undefined;
  return { argument: 'view', payload: view, toFile: (pointer) => '/view' + pointer };
}

/**
 * The message's Block Kit, each part under its own name, so pointers are the same in the file. A method's
 * arguments may give a part as JSON text; it is decoded (pointers continue into the string, as the core's do).
 */
function message(value: Record<string, unknown>, decodeStrings: boolean): BlockRequest | undefined {
  const payload: Record<string, unknown> = {};
  for (const key of MESSAGE_PARTS) {
    if (!(key in value)) continue;
    let part = value[key];
    if (decodeStrings && typeof part === 'string') {
      try {
        part = JSON.parse(part);
      } catch {
        return undefined;
      }
    }
    payload[key] = part;
  }
  return Object.keys(payload).length > 0 ? { argument: 'message', payload, toFile: same } : undefined;
}

function same(pointer: string): string {
  return pointer;
}
