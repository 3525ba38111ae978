/** What every drawing function is told. */
export interface Ctx {
  /** Draw images from their URLs (otherwise a placeholder with the alt text: the page fetches nothing). */
  images: boolean;
  /** How many blocks deep the drawing is (containers and carousels hold blocks). */
  depth: number;
}

/** Blocks nested deeper than this are not drawn; the core reports the depth of a payload. */
export const MAX_BLOCK_DEPTH = 8;
