import type { Limit } from './limit.js';
import { BLOCK_LIMITS } from './blocks.js';
import { CONTAINER_BLOCK_LIMITS } from './containers-blocks.js';
import { ELEMENT_LIMITS } from './elements.js';
import { OBJECT_LIMITS } from './objects.js';
import { RICH_TEXT_LIMITS } from './rich-text.js';
import { SURFACE_LIMITS } from './surfaces.js';

export type { Limit } from './limit.js';

/**
 * The Block Kit limits table: every number a check uses, with its source, one file per family of
 * this folder. Docs and tests read the whole table from here.
 */
export const BLOCK_KIT_LIMITS: Readonly<Record<string, Readonly<Record<string, Limit>>>> = {
  ...BLOCK_LIMITS,
  ...CONTAINER_BLOCK_LIMITS,
  ...ELEMENT_LIMITS,
  ...OBJECT_LIMITS,
  ...RICH_TEXT_LIMITS,
  ...SURFACE_LIMITS,
};
