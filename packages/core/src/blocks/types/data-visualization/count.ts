import type { Problem } from '../../../problem.js';
import { isRecord, joinPointer } from '../../../source/pointer.js';
import { blockProblem } from '../../report.js';
import type { Surface } from '../block-type.js';
import { CHART_LIMITS } from './limits.js';
import { tooManyChartsRule } from './rules.js';
import { DATA_VISUALIZATION } from './schema.js';

/** More than two charts in one message is discouraged: one warning, at the first chart past the limit. */
export function checkChartCount(blocks: readonly unknown[], pointer: string, surface: Surface): Problem[] {
  if (surface !== 'message') return [];
  const charts: number[] = [];
  blocks.forEach((block, index) => {
    if (isRecord(block) && block['type'] === DATA_VISUALIZATION) charts.push(index);
  });
  const first = charts[CHART_LIMITS.chartsPerMessage];
  if (first === undefined) return [];
  return [
    blockProblem(
      tooManyChartsRule,
      joinPointer(pointer, first),
      'container',
      `The message has ${charts.length} data visualization blocks; more than ${CHART_LIMITS.chartsPerMessage} in one message is discouraged, so split the charts across messages.`,
      { limit: CHART_LIMITS.chartsPerMessage, actual: charts.length },
    ),
  ];
}
