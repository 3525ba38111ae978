import type { Limit } from './limit.js';
import { ELEMENT_LIMITS } from './elements.js';
import { OBJECT_LIMITS } from './objects.js';
import { SURFACE_LIMITS } from './surfaces.js';

export type { Limit } from './limit.js';

/**
 * The Block Kit limits table: every number a check uses, with its source, one file per family of
 * this folder. Docs and tests read the whole table from here.
 */
export const BLOCK_KIT_LIMITS: Readonly<Record<string, Readonly<Record<string, Limit>>>> = {
  ...ELEMENT_LIMITS,
  ...OBJECT_LIMITS,
  ...SURFACE_LIMITS,
};
