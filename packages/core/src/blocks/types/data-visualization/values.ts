import { chartNumberFiniteRule, chartPieValuePositiveRule } from './rules.js';
import type { Problem } from '../../../problem.js';
import { fieldName, isRecord, joinPointer } from '../../../source/pointer.js';
import type { ChartType } from './schema.js';
import { blockProblem, quoted } from '../../report.js';

/**
 * Chart numbers: every value is finite (YAML `.inf` and `.nan` parse to numbers JSON cannot carry),
 * and pie values are greater than 0, while bar, area and line values may be negative.
 */
export function checkValues(chart: Record<string, unknown>, pointer: string, type: ChartType): Problem[] {
  const problems: Problem[] = [];
  if (type === 'pie') {
    forEachRecord(chart['segments'], joinPointer(pointer, 'segments'), (segment, at) => {
      const value = segment['value'];
      if (typeof value !== 'number' || (Number.isFinite(value) && value > 0)) return;
      const where = joinPointer(at(), 'value');
      if (!Number.isFinite(value)) problems.push(notFinite(where, value));
      else
        problems.push(
          blockProblem(
            chartPieValuePositiveRule,
            where,
            'value',
            `${quoted(fieldName(where))} is ${value}; pie segment values must be greater than 0 (leave out a segment that has no share).`,
            { actual: value },
          ),
        );
    });
    return problems;
  }
  forEachRecord(chart['series'], joinPointer(pointer, 'series'), (series, seriesAt) => {
    forEachRecord(series['data'], joinPointer(seriesAt(), 'data'), (point, at) => {
      const value = point['value'];
      if (typeof value === 'number' && !Number.isFinite(value)) problems.push(notFinite(joinPointer(at(), 'value'), value));
    });
  });
  return problems;
}

function notFinite(pointer: string, value: number): Problem {
  const shown = Number.isNaN(value) ? 'not a number (NaN, YAML .nan)' : `${value > 0 ? '' : 'negative '}infinity (YAML .inf)`;
  return blockProblem(chartNumberFiniteRule, pointer, 'value', `${quoted(fieldName(pointer))} is ${shown}; chart values must be finite numbers.`, {
    actual: String(value),
  });
}

/**
 * Calls `visit` for each object item of a list, with its index and a function giving its pointer;
 * anything else is the schema's business. The pointer is built only when asked for: a home view holds
 * thousands of chart points, and only a point with a problem needs one.
 */
export function forEachRecord(list: unknown, pointer: string, visit: (item: Record<string, unknown>, at: () => string, index: number) => void): void {
  if (!Array.isArray(list)) return;
  for (let index = 0; index < list.length; index++) {
    const item: unknown = list[index];
    if (isRecord(item)) visit(item, () => joinPointer(pointer, index), index);
  }
}
