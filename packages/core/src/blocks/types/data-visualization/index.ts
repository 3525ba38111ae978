import type { BlockType } from '../block-type.js';
import { formatPointer, isRecord, valueAt } from '../../../source/pointer.js';
import { checkDataVisualization } from './check.js';
import { checkChartCount } from './count.js';
import { CHART_RULES } from './rules.js';
import { BLOCK_ANY_SHAPE, BLOCK_SCHEMAS, DATA_VISUALIZATION, isChartType } from './schema.js';

/** The data visualization block (000 §2.6): one chart of four shapes, with its labels, values and categories. */
export const dataVisualization: BlockType = {
  family: 'block',
  type: DATA_VISUALIZATION,
  description: 'A chart: pie, bar, area or line, with its title, labels and values.',
  surfaces: ['message', 'home'],
  rules: CHART_RULES,
  // The chart's shape decides its schema, so the block checks its schema itself.
  checkSchema: (block, place) => checkDataVisualization(block, place.pointer, place.root),
  checkList: checkChartCount,
  // The chart's own `type` may become any shape, so it is described by all of them.
  schemaFor(block, segments) {
    const chart = block['chart'];
    const onType = segments.length === 2 && segments[0] === 'chart' && segments[1] === 'type';
    return isRecord(chart) && isChartType(chart['type']) && !onType ? BLOCK_SCHEMAS()[chart['type']] : BLOCK_ANY_SHAPE();
  },
  // A point label is one of the chart's categories.
  valuesAt(block, segments) {
    const [chart, series, , data, , label] = segments;
    if (chart !== 'chart' || series !== 'series' || data !== 'data' || label !== 'label' || segments.length !== 6) return [];
    const categories = valueAt(block, formatPointer(['chart', 'axis_config', 'categories']));
    if (!Array.isArray(categories)) return [];
    return categories.filter((c): c is string => typeof c === 'string').map((value) => ({ value, kind: 'enum' as const, detail: 'category' }));
  },
};
