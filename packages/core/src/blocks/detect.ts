import { isRecord } from '../source/pointer.js';
import { KNOWN_BLOCK_TYPES } from './types/index.js';

/** Keys only a manifest has at its top level; a document with one of them is never a block payload. */
const MANIFEST_KEYS = ['display_information', '_metadata', 'features', 'oauth_config', 'settings', 'functions', 'workflows'];

/**
 * Content detection for the CLI and the language server: does this parsed value look like a block
 * payload (a block, a list of blocks, a message, a view or a views.publish argument) rather than a manifest?
 */
export function looksLikeBlocks(value: unknown): boolean {
  // A `type` alone claims nothing: `{"type": "module"}` (a package.json) is not a block.
  if (Array.isArray(value)) return value.length > 0 && value.every(isRecord) && value.some(isKnownBlock);
  if (!isRecord(value) || MANIFEST_KEYS.some((key) => key in value)) return false;
  if (Array.isArray(value['blocks'])) return true;
  if (isView(value) || isAttachmentsMessage(value)) return true;
  const view = value['view'];
  if (typeof view === 'string') return /^\s*\{/.test(view);
  if (isRecord(view)) return Array.isArray(view['blocks']) || isView(view);
  return isKnownBlock(value);
}

/** A modal or Home tab view written without its blocks yet: `type` and a key only views have. */
function isView(value: Record<string, unknown>): boolean {
  const type = value['type'];
  if (type !== 'modal' && type !== 'home') return false;
  return VIEW_KEYS.some((key) => key in value);
}

const VIEW_KEYS = ['blocks', 'title', 'submit', 'close', 'callback_id', 'private_metadata', 'external_id'];

/** Keys of a message attachment: a list of objects with one of them is a message's `attachments`. */
const ATTACHMENT_KEYS = ['blocks', 'fallback', 'pretext', 'color', 'title_link', 'author_name', 'footer', 'mrkdwn_in'];

/** A message of legacy attachments, `{text, attachments: [{fallback, color, …}]}`, without a `type`. */
function isAttachmentsMessage(value: Record<string, unknown>): boolean {
  const attachments = value['attachments'];
  if ('type' in value || !Array.isArray(attachments) || attachments.length === 0) return false;
  return attachments.every(isRecord) && attachments.some((item) => ATTACHMENT_KEYS.some((key) => key in item));
}

function isKnownBlock(value: Record<string, unknown>): boolean {
  return typeof value['type'] === 'string' && KNOWN_BLOCK_TYPES.includes(value['type']);
}

/** File names that hold blocks by convention: `*.blocks.json`, `*.block.json`, `*.view.json` (and YAML twins). */
export function isBlocksFileName(fileName: string): boolean {
  return /\.(blocks?|view)\.(json|ya?ml)$/i.test(fileName);
}
