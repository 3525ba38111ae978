import { chartRule } from './rules.js';
import type { TSchema } from 'typebox';
import { compiled, withMaxErrors } from '../../../schema/compiled.js';
import type { Problem } from '../../../problem.js';
import { schemaProblems } from '../../../schema/errors.js';
import { KeyIndex } from '../../../schema/key-index.js';
import { closest } from '../../../schema/suggest.js';
import { fieldName, isRecord, joinPointer, parsePointer, valueAt } from '../../../source/pointer.js';
import { BLOCK_SCHEMAS, BLOCK_WITHOUT_SHAPE, CHART_TYPES, isChartType, type ChartType } from './schema.js';
import { blockProblem, quoted } from '../../report.js';
import { checkCategories } from './categories.js';
import { checkSeriesNames } from './series-names.js';
import { checkValues } from './values.js';
import { append } from '../../../append.js';

/** Bounded, so that a hostile payload cannot exhaust memory with errors. */
const MAX_SCHEMA_ERRORS = 500;

/**
 * Checks one `data_visualization` block found at `pointer` of the document `root`. The chart shape is
 * chosen from `chart.type` first, so errors come from that shape only; an unknown shape is one problem.
 */
export function checkDataVisualization(block: Record<string, unknown>, pointer: string, root: unknown): Problem[] {
  const chart = block['chart'];
  const type = isRecord(chart) && isChartType(chart['type']) ? chart['type'] : undefined;
  const schema = type ? BLOCK_SCHEMAS[type] : BLOCK_WITHOUT_SHAPE;
  const problems = schemaCheck(schema, block, pointer, root);
  const chartAt = joinPointer(pointer, 'chart');
  if (isRecord(chart) && !type) problems.push(unknownShape(chart, chartAt));
  if (isRecord(chart) && type) {
    append(problems, checkValues(chart, chartAt, type));
    if (type !== 'pie') append(append(problems, checkCategories(chart, chartAt)), checkSeriesNames(chart, chartAt));
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

function schemaCheck(schema: TSchema, block: Record<string, unknown>, pointer: string, root: unknown): Problem[] {
  const validator = compiled(schema);
  if (validator.Check(block)) return [];
  const errors = withMaxErrors(MAX_SCHEMA_ERRORS, () => validator.Errors(block));
  const rooted = errors
    // Infinity and NaN are numbers that the schema calls "not a number"; chart-number-finite explains them.
    .filter((error) => !(error.keyword === 'type' && isNonFinite(valueAt(block, error.instancePath))))
    .map((error) => ({ ...error, instancePath: pointer + error.instancePath }));
  return schemaProblems(rooted, { schema, value: root, keys: keysFor(schema, pointer), rootName: 'the block' });
}

function isNonFinite(value: unknown): boolean {
  return typeof value === 'number' && !Number.isFinite(value);
}

const keyIndexes = new Map<string, KeyIndex>();

/**
 * The "belongs under" index, with paths that start at the document root (`blocks[].chart`), the form
 * the converter compares against. The block schema is wrapped in the containers leading to it.
 */
function keysFor(schema: TSchema, pointer: string): KeyIndex {
  const segments = parsePointer(pointer).map((segment) => (/^\d+$/.test(segment) ? '[]' : segment));
  const cacheKey = `${CHART_TYPES.find((type) => BLOCK_SCHEMAS[type] === schema) ?? '?'}\u0000${segments.join('/')}`;
  let keys = keyIndexes.get(cacheKey);
  if (!keys) {
    let node: unknown = schema;
    for (const segment of [...segments].reverse()) node = segment === '[]' ? { items: node } : { properties: { [segment]: node } };
    keys = new KeyIndex(node);
    keyIndexes.set(cacheKey, keys);
  }
  return keys;
}

function unknownShape(chart: Record<string, unknown>, chartAt: string): Problem {
  const pointer = joinPointer(chartAt, 'type');
  const allowed = [...CHART_TYPES];
  const listed = `${allowed.slice(0, -1).join(', ')} or ${allowed[allowed.length - 1]}`;
  const actual = chart['type'];
  if (actual === undefined) {
    return blockProblem(chartRule('chart-type'), pointer, 'key', `${quoted(fieldName(chartAt))} has no \`type\`; set it to ${listed}.`, { allowed, key: 'type' });
  }
  const suggestion = typeof actual === 'string' ? closest(actual, allowed) : undefined;
  return blockProblem(chartRule('chart-type'),
    pointer,
    'value',
    `${quoted(fieldName(pointer))} is ${JSON.stringify(actual)}; the chart shapes are ${listed}${suggestion ? ` (did you mean ${JSON.stringify(suggestion)}?)` : ''}.`,
    suggestion ? { allowed, suggestion } : { allowed },
  );
}
