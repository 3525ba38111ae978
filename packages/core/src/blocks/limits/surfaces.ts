import { limit, type Limit } from './limit.js';

/**
 * The limits of the surfaces that hold blocks (messages, modals, home tabs) and of the rules across the
 * objects of one payload. Sources as in `limit.ts`; "methods" = the Web API method reference
 * (chat.postMessage and views.* arguments and errors).
 */
export const SURFACE_LIMITS = {
  message: {
    /** Blocks in one message. */
    blocks: limit(50, 'docs "up to 50 blocks in each message", T'),
    /** Legacy attachments in one message. */
    attachments: limit(100, 'P attachments_max_length, methods chat.postMessage too_many_attachments'),
    /** `markdown_text`, the alternative to `text` and `blocks`. */
    markdownText: limit(12_000, 'methods chat.postMessage markdown_text'),
    /** The text of every `markdown` block of one message, summed. */
    markdownTotal: limit(12_000, 'T checkCumulativeMarkdownLength, docs (markdown block)'),
    /** `table` and `data_table` blocks in one message (server error only_one_table_allowed). */
    tables: limit(1, 'T checkSingleTableBlock and the table block description'),
  },
  modal: {
    blocks: limit(100, 'T, S view.blocks, P, Ty views.d.ts'),
    /** A view shows at least one block; below it only a warning (`view-blocks-empty`), see the source. */
    minBlocks: limit(1, 'T, S view.blocks; a warning only: sources.ts emptyView'),
    title: limit(24, 'T, S, P, Ty views.d.ts'),
    submit: limit(24, 'T, S, P, Ty views.d.ts'),
    close: limit(24, 'T, S, P, Ty views.d.ts'),
    callbackId: limit(255, 'T, S, P, Ty views.d.ts'),
    privateMetadata: limit(3000, 'T, S, P, Ty views.d.ts'),
    externalId: limit(255, 'T, S, P, Ty views.d.ts'),
  },
  home: {
    blocks: limit(100, 'T, S view.blocks, P, Ty views.d.ts'),
    minBlocks: limit(1, 'T home_view, S view.blocks; a warning only: sources.ts emptyView'),
    callbackId: limit(255, 'T, S, P, Ty views.d.ts'),
    privateMetadata: limit(3000, 'T, S, P, Ty views.d.ts'),
    externalId: limit(255, 'T, S, P, Ty views.d.ts'),
  },
  view: {
    /**
     * views.publish: the view may be at most "250 kb", measured as the UTF-8 size of the minified JSON.
     * We read kb as 1000 bytes (the SI reading), the stricter of the two readings.
     */
    bytes: limit(250_000, 'methods views.publish view_too_large, docs "250 kb"', 'kb read as 1000 bytes, the stricter of the two readings (256,000).'),
    /** Elements with `focus_on_load: true` in one view (or message). */
    focusOnLoad: limit(1, 'T checkFocusOnLoadUniqueness, docs (focus_on_load)'),
  },
} as const satisfies Record<string, Record<string, Limit>>;

/** The numbers the containers use, in the shape they had before the limits table. */
export const CONTAINER_LIMITS = {
  /** Blocks in one message. */
  messageBlocks: SURFACE_LIMITS.message.blocks.value,
  /** Blocks in one view (home or modal). A bare list of blocks gets this limit too, since its container is unknown. */
  viewBlocks: SURFACE_LIMITS.home.blocks.value,
  /** views.publish: the UTF-8 size of the view's minified JSON. */
  viewBytes: SURFACE_LIMITS.view.bytes.value,
} as const;
