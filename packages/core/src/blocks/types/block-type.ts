import type { KitObject } from '../kit/object.js';

export type { Surface } from '../kit/object.js';

/**
 * One block type, in its own folder under `blocks/types/`, registered in `blocks/types/index.ts`: a
 * Block Kit object of the `block` family (see `kit/object.ts` for what each member does).
 */
export type BlockType = KitObject & { readonly family: 'block' };
