import { isRecord } from '../source/pointer.js';

/** Keys only a manifest has at its top level; a document with one of them is never a block payload. */
const MANIFEST_KEYS = ['display_information', '_metadata', 'features', 'oauth_config', 'settings', 'functions', 'workflows'];

/**
 * Content detection for the CLI and the language server: does this parsed value look like a block
 * payload (a block, a list of blocks, a message, a view or a views.publish argument) rather than a manifest?
 */
export function looksLikeBlocks(value: unknown): boolean {
  if (Array.isArray(value)) {
    return value.length > 0 && value.every(isRecord) && value.some((item) => typeof item['type'] === 'string');
  }
  if (!isRecord(value) || MANIFEST_KEYS.some((key) => key in value)) return false;
  if (Array.isArray(value['blocks'])) return true;
  const view = value['view'];
  if (typeof view === 'string') return /^\s*\{/.test(view);
  if (isRecord(view)) return Array.isArray(view['blocks']);
  return typeof value['type'] === 'string';
}

/** File names that hold blocks by convention: `*.blocks.json`, `*.block.json`, `*.view.json` (and YAML twins). */
export function isBlocksFileName(fileName: string): boolean {
  return /\.(blocks?|view)\.(json|ya?ml)$/i.test(fileName);
}
