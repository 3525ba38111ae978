import { limit, type Limit } from './limit.js';

/**
 * The limits of the composite and newer blocks: table, data_table, container, card, carousel, alert,
 * plan and task_card. A field's key is its maximum, `<field>.min` its minimum. Where public sources
 * disagree, `dispute` names the other value in neutral words; hover shows it, messages do not.
 */
export const CONTAINER_BLOCK_LIMITS = {
  table: {
    rows: limit(100, 'T, S (table-too-many-rows), Ty blocks.d.ts:423-427'),
    'rows.min': limit(1, 'T'),
    cells: limit(20, 'T, Ty'),
    'cells.min': limit(1, 'T'),
    column_settings: limit(20, 'T, Ty'),
  },
  data_table: {
    rows: limit(101, 'T', 'Some sources allow 201 rows; 101 is a header and 100 data rows, like a table and the largest page_size.'),
    /** The header row and at least one data row. */
    'rows.min': limit(2, 'T, S'),
    cells: limit(20, 'T, S'),
    'cells.min': limit(1, 'T, S'),
    page_size: limit(100, 'T, S'),
    'page_size.min': limit(1, 'T, S'),
    row_header_column_index: limit(19, 'T (a row has at most 20 cells)'),
    'row_header_column_index.min': limit(0, 'T'),
    'caption.min': limit(1, 'T'),
    'cell_text.min': limit(1, 'T, S'),
    text_total: limit(10000, 'T (block description, the Python SDK branch)', 'Some sources allow 20,000 characters in all; 10,000 is stated by two sources.'),
  },
  container: {
    title: limit(150, 'T, S, Ty blocks.d.ts:126-140'),
    subtitle: limit(150, 'T, S'),
    child_blocks: limit(10, 'T, S, Ty'),
    'child_blocks.min': limit(1, 'T'),
  },
  card: {
    title: limit(150, 'T, S, P, Ty blocks.d.ts:84-94'),
    subtitle: limit(150, 'T, S, P, Ty'),
    body: limit(200, 'T, S, P, Ty'),
    subtext: limit(200, 'S'),
    /** The card reference: "maximum of 3 buttons" (docs.slack.dev/reference/block-kit/blocks/card-block). */
    actions: limit(3, 'docs card block ("maximum of 3 buttons"), S', 'The card reference allows 3 buttons; some sources allow only 2.'),
    'actions.min': limit(1, 'T'),
  },
  carousel: {
    elements: limit(10, 'T, S, P, Ty blocks.d.ts:112'),
    'elements.min': limit(1, 'T, S, P'),
  },
  alert: {
    text: limit(200, 'S', 'Some sources apply only the text object’s general 3,000; 200 is the one limit stated for alert text.'),
  },
  plan: {
    'title.min': limit(1, 'T'),
    /** Plan blocks per message: the service answers "Cannot have more than 1 plan block". */
    per_message: limit(1, 'T checkSinglePlanBlock'),
  },
  task_card: {
    'task_id.min': limit(1, 'T'),
    'title.min': limit(1, 'T'),
    'sources.text.min': limit(1, 'T'),
    /** A source's `url` (S url_source). */
    'sources.url': limit(3000, 'S (url_source.url.max_length)'),
    'sources.url.min': limit(1, 'T, S'),
  },
} as const satisfies Record<string, Record<string, Limit>>;
