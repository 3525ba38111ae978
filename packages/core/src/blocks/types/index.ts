import type { BlockType } from './block-type.js';
import { dataVisualization } from './data-visualization/index.js';
import { header } from './header/index.js';

/**
 * Every block type Manifesto checks, by `type`. Adding one is a folder beside `data-visualization/`
 * and a line here; the containers, the rule catalogue and the editor facts pick it up from this map.
 */
export const BLOCK_TYPES: ReadonlyMap<string, BlockType> = new Map([dataVisualization, header].map((type) => [type.type, type]));

/**
 * Every block type the platform documents. Types without an entry in BLOCK_TYPES are accepted unchecked
 * for now; the list also lets content sniffing tell a block (`{"type": "section"}`) from other JSON.
 */
export const KNOWN_BLOCK_TYPES: readonly string[] = [
  'actions',
  'alert',
  'card',
  'carousel',
  'container',
  'context',
  'context_actions',
  'data_table',
  'data_visualization',
  'divider',
  'file',
  'header',
  'image',
  'input',
  'markdown',
  'plan',
  'rich_text',
  'section',
  'table',
  'task_card',
  'video',
];
