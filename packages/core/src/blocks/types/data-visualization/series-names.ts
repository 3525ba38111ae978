import { chartSeriesNameUniqueRule } from './rules.js';
import type { Problem } from '../../../problem.js';
import { fieldName, joinPointer } from '../../../source/pointer.js';
import { blockProblem, quoted } from '../../report.js';
import { forEachRecord } from './values.js';

/** Series names are unique in a chart: the legend could not tell two equal names apart. */
export function checkSeriesNames(chart: Record<string, unknown>, pointer: string): Problem[] {
  const problems: Problem[] = [];
  const first = new Map<string, number>();
  forEachRecord(chart['series'], joinPointer(pointer, 'series'), (series, at, index) => {
    const name = series['name'];
    if (typeof name !== 'string') return;
    const earlier = first.get(name);
    if (earlier === undefined) {
      first.set(name, index);
      return;
    }
    const where = joinPointer(at(), 'name');
    problems.push(
      blockProblem(
        chartSeriesNameUniqueRule,
        where,
        'value',
        `${quoted(fieldName(where))} is ${JSON.stringify(name)}, the same name as series ${earlier}; series names must be unique in a chart.`,
        { name, first: joinPointer(pointer, 'series', earlier, 'name') },
      ),
    );
  });
  return problems;
}
