import { isRecord } from './html.js';

// Where the blocks are in a document: a message (with attachments), a modal, a Home tab, a bare list
// or one block, directly or as a Web API method's arguments (`blocks`, `attachments`, `view`, which
// may be JSON strings there). The same forms the core's containers recognise.

export type SurfaceKind = 'message' | 'modal' | 'home' | 'block';

export interface BlockAt {
  value: unknown;
  pointer: string;
}

export interface AttachmentAt {
  value: Record<string, unknown>;
  pointer: string;
  blocks: BlockAt[];
}

export interface Surface {
  kind: SurfaceKind;
  /** The message or view object (for its text, title, submit…); the block itself for `block`. */
  frame: Record<string, unknown>;
  blocks: BlockAt[];
  attachments: AttachmentAt[];
}

/** A JSON-string argument decoded; anything else as it is. */
function decoded(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

function blocksAt(value: unknown, pointer: string): BlockAt[] {
  const blocks = decoded(value);
  return Array.isArray(blocks) ? blocks.map((block, index) => ({ value: block, pointer: `${pointer}/${index}` })) : [];
}

const MESSAGE_KEYS = ['blocks', 'attachments', 'markdown_text', 'text'];

/** The surface of a document, or undefined when it holds nothing the preview can draw. */
export function findSurface(value: unknown): Surface | undefined {
  if (Array.isArray(value)) return { kind: 'message', frame: {}, blocks: blocksAt(value, ''), attachments: [] };
  if (!isRecord(value)) return undefined;
  if ('view' in value && !('blocks' in value)) {
    const view = decoded(value['view']);
    return isRecord(view) ? viewSurface(view, '/view') : undefined;
  }
  if (value['type'] === 'home' || value['type'] === 'modal' || ('blocks' in value && 'type' in value)) return viewSurface(value, '');
  if (MESSAGE_KEYS.some((key) => key in value)) {
    const attachments = decoded(value['attachments']);
    return {
      kind: 'message',
      frame: value,
      blocks: blocksAt(value['blocks'], '/blocks'),
      attachments: Array.isArray(attachments)
        ? attachments.flatMap((attachment, index) =>
            isRecord(attachment)
              ? [{ value: attachment, pointer: `/attachments/${index}`, blocks: blocksAt(attachment['blocks'], `/attachments/${index}/blocks`) }]
              : [],
          )
        : [],
    };
  }
  if (typeof value['type'] === 'string') return { kind: 'block', frame: {}, blocks: [{ value, pointer: '' }], attachments: [] };
  return undefined;
}

function viewSurface(view: Record<string, unknown>, pointer: string): Surface {
  return { kind: view['type'] === 'modal' ? 'modal' : 'home', frame: view, blocks: blocksAt(view['blocks'], `${pointer}/blocks`), attachments: [] };
}
