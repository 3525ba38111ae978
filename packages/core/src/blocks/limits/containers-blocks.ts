import { limit, type Limit } from './limit.js';

/**
 * The limits of the composite and newer blocks: table, data_table, container, card, carousel, alert,
 * plan and task_card. A field's key is its maximum, `<field>.min` its minimum. Where public sources
 * disagree, `dispute` names the other value and why we chose ours; the messages repeat it.
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
    rows: limit(
      101,
      'T',
      'slackblocks allows 201 rows; we keep 101 (a header and 100 data rows, like a table and the largest page_size) because the lower limit never passes a table the service rejects.',
    ),
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
    text_total: limit(
      10000,
      'T (block description, the Python SDK branch)',
      'slackblocks allows 20,000 characters in all; we keep 10,000, stated by two sources, because the lower limit never passes a table the service rejects.',
    ),
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
    actions: limit(
      2,
      'T CARD_ACTIONS_MAX',
      'slackblocks allows 3 actions; we keep 2, the Tightknit validator’s limit (a card shows at most two buttons), because the lower limit never passes a card the service rejects.',
    ),
    'actions.min': limit(1, 'T'),
  },
  carousel: {
    elements: limit(10, 'T, S, P, Ty blocks.d.ts:112'),
    'elements.min': limit(1, 'T, S, P'),
  },
  alert: {
    text: limit(
      200,
      'S',
      'The Tightknit schema applies only the text object’s general 3000; we keep slackblocks’ 200, the one limit stated for alerts, because the lower limit never passes an alert the service rejects.',
    ),
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
    /** A source's `url` (slackblocks' url_source). */
    'sources.url': limit(3000, 'S (url_source.url.max_length)'),
    'sources.url.min': limit(1, 'T, S'),
  },
} as const satisfies Record<string, Record<string, Limit>>;
