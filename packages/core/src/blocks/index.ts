/** Block Kit payload checks: the data visualization block and the containers that hold blocks. */
export { validateBlocks, type BlockOptions } from './validate.js';
export { validateBlocksText } from './text.js';
export { looksLikeBlocks, isBlocksFileName } from './detect.js';
export { analyseBlocks, VIEW_TYPES, type BlockContainer, type BlockAnalysis } from './containers.js';
export { CHART_TYPES, BLOCK_SCHEMAS, DATA_VISUALIZATION, chartSchema, isChartType, type ChartType } from './chart-schema.js';
export { chartTypeOf } from './data-visualization.js';
export { CHART_LIMITS, CONTAINER_LIMITS } from './limits.js';
export { BLOCK_RULES } from './catalogue.js';
