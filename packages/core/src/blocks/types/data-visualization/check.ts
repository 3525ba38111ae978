import { quiet } from '../../../value/reads.js';
import { chartTypeRule } from './rules.js';
import type { TSchema } from 'typebox';
import { checkBlockSchema } from '../schema-check.js';
import type { Problem } from '../../../problem.js';
import { closest } from '../../../schema/suggest.js';
import { fieldName, isRecord, joinPointer, valueAt } from '../../../source/pointer.js';
import { BLOCK_SCHEMAS, BLOCK_WITHOUT_SHAPE, CHART_TYPES, isChartType } from './schema.js';
import { blockProblem, quoted } from '../../report.js';
import { checkCategories } from './categories.js';
import { checkSeriesNames } from './series-names.js';
import { checkValues } from './values.js';
import { append } from '../../../append.js';

/**
 * Checks one `data_visualization` block found at `pointer` of the document `root`. The chart shape is
 * chosen from `chart.type` first, so errors come from that shape only; an unknown shape is one problem.
 */
export function checkDataVisualization(block: Record<string, unknown>, pointer: string, root: unknown): Problem[] {
  const chart = block['chart'];
  const type = isRecord(chart) && isChartType(chart['type']) ? chart['type'] : undefined;
  const schema = type ? BLOCK_SCHEMAS()[type] : BLOCK_WITHOUT_SHAPE();
  const problems = schemaCheck(schema, block, pointer, root);
  const chartAt = joinPointer(pointer, 'chart');
  if (isRecord(chart) && !type) problems.push(unknownShape(chart, chartAt));
  if (isRecord(chart) && type) {
    // The chart's rules across its parts are silent when they read a value the code computes (value/reads.ts).
    append(
      problems,
      quiet(() => checkValues(chart, chartAt, type)),
    );
    if (type !== 'pie')
      append(
        append(
          problems,
          quiet(() => checkCategories(chart, chartAt)),
        ),
        quiet(() => checkSeriesNames(chart, chartAt)),
      );
  }
  return capPerRule(problems, MAX_PROBLEMS_PER_RULE);
}

/**
 * A chart holds at most 12 series of 20 points, so more problems of one rule than this mean a list far
 * past its limit (already a max-items error); the rest would only bury it.
 */
const MAX_PROBLEMS_PER_RULE = 100;

function capPerRule(problems: Problem[], cap: number): Problem[] {
  const counts = new Map<string, number>();
  return problems.filter((problem) => {
    const count = (counts.get(problem.rule) ?? 0) + 1;
    counts.set(problem.rule, count);
    return count <= cap;
  });
}

// Infinity and NaN are numbers that the schema calls "not a number"; chart-number-finite explains them.
function schemaCheck(schema: TSchema, block: Record<string, unknown>, pointer: string, root: unknown): Problem[] {
  return checkBlockSchema(schema, block, pointer, root, (error) => error.keyword === 'type' && isNonFinite(valueAt(block, error.instancePath)));
}

function isNonFinite(value: unknown): boolean {
  return typeof value === 'number' && !Number.isFinite(value);
}

function unknownShape(chart: Record<string, unknown>, chartAt: string): Problem {
  const pointer = joinPointer(chartAt, 'type');
  const allowed = [...CHART_TYPES];
  const listed = `${allowed.slice(0, -1).join(', ')} or ${allowed[allowed.length - 1]}`;
  const actual = chart['type'];
  if (actual === undefined) {
    return blockProblem(chartTypeRule, pointer, 'key', `${quoted(fieldName(chartAt))} has no \`type\`; set it to ${listed}.`, {
      allowed,
      key: 'type',
    });
  }
  const suggestion = typeof actual === 'string' ? closest(actual, allowed) : undefined;
  return blockProblem(
    chartTypeRule,
    pointer,
    'value',
    `${quoted(fieldName(pointer))} is ${JSON.stringify(actual)}; the chart shapes are ${listed}${suggestion ? ` (did you mean ${JSON.stringify(suggestion)}?)` : ''}.`,
    suggestion ? { allowed, suggestion } : { allowed },
  );
}
