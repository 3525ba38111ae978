/**
 * The limits of the surfaces that hold blocks, in one table. Sources: 000 §4.2 and §8 (views.publish).
 * Each block type keeps its own limits in its folder under `types/`.
 */
export const CONTAINER_LIMITS = {
  /** Blocks in one message. */
  messageBlocks: 50,
  /** Blocks in one view (home or modal). A bare list of blocks gets this limit too, since its container is unknown. */
  viewBlocks: 100,
  /**
   * views.publish: the view may be at most "250 kb", measured as the UTF-8 size of the minified JSON.
   * We read kb as 1000 bytes (the SI reading), the stricter of the two readings.
   */
  viewBytes: 250_000,
} as const;
