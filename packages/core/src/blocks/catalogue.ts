import type { RuleInfo } from '../rule-info.js';

/**
 * Rules of the Block Kit checks (data visualization block and block containers). Shape mistakes
 * (missing or unknown keys, lengths, counts, types, enums) use the shared schema rules.
 */
export const BLOCK_RULES: readonly RuleInfo[] = [
  { id: 'chart-type', severity: 'error', description: 'A chart has no `type`, or one that is not pie, bar, area or line.' },
  { id: 'chart-label-category', severity: 'error', description: 'A data point label is not one of axis_config.categories.' },
  { id: 'chart-missing-point', severity: 'error', description: 'A series has no point for one or more categories.' },
  { id: 'chart-duplicate-point', severity: 'error', description: 'A series has two points for the same category.' },
  { id: 'chart-series-name-unique', severity: 'error', description: 'Two series of one chart have the same name.' },
  { id: 'chart-category-unique', severity: 'error', description: 'axis_config.categories lists the same category twice.' },
  { id: 'chart-pie-value-positive', severity: 'error', description: 'A pie segment value is zero or negative; pie values must be greater than 0.' },
  { id: 'chart-number-finite', severity: 'error', description: 'A chart value is not a finite number (YAML .inf or .nan).' },
  { id: 'blocks-container', severity: 'error', description: 'The document is not a block, a list of blocks, a message, a view or a views.publish argument.' },
  { id: 'block-shape', severity: 'error', description: 'A block is not an object with a string `type`.' },
  { id: 'too-many-blocks', severity: 'error', description: 'A message has more than 50 blocks or a view more than 100.' },
  { id: 'view-too-large', severity: 'error', description: 'A view is larger than 250 kb (UTF-8 size of its minified JSON).' },
  { id: 'view-json', severity: 'error', description: 'The views.publish `view` string is not a JSON-encoded view object.' },
  { id: 'too-many-charts', severity: 'warning', description: 'A message has more than two data visualization blocks.' },
];
