import { defineRule, type Rule } from '../../../rules/define.js';

type ChartTypeData = { allowed: string[]; suggestion?: string; key?: string };

/** The rules of the data visualization block; its shape mistakes use the shared schema rules. */
export const chartTypeRule = defineRule<ChartTypeData>({
  id: 'chart-type',
  defaultSeverity: 'error',
  description: 'A chart has no `type`, or one that is not pie, bar, area or line.',
  fix: ({ data, pointer }) =>
    data?.suggestion === undefined ? [] : [{ title: `Change to \`${data.suggestion}\``, edits: [{ op: 'set', pointer, value: data.suggestion }] }],
});
export const chartLabelCategoryRule = defineRule<{ suggestion?: string }>({
  id: 'chart-label-category',
  defaultSeverity: 'error',
  description: 'A data point label is not one of axis_config.categories.',
  fix: ({ data, pointer }) =>
    data?.suggestion === undefined ? [] : [{ title: `Change to \`${data.suggestion}\``, edits: [{ op: 'set', pointer, value: data.suggestion }] }],
});
export const chartMissingPointRule = defineRule({
  id: 'chart-missing-point',
  defaultSeverity: 'error',
  description: 'A series has no point for one or more categories.',
});
export const chartDuplicatePointRule = defineRule({
  id: 'chart-duplicate-point',
  defaultSeverity: 'error',
  description: 'A series has two points for the same category.',
});
export const chartSeriesNameUniqueRule = defineRule({
  id: 'chart-series-name-unique',
  defaultSeverity: 'error',
  description: 'Two series of one chart have the same name.',
});
export const chartCategoryUniqueRule = defineRule({
  id: 'chart-category-unique',
  defaultSeverity: 'error',
  description: 'axis_config.categories lists the same category twice.',
});
export const chartPieValuePositiveRule = defineRule({
  id: 'chart-pie-value-positive',
  defaultSeverity: 'error',
  description: 'A pie segment value is zero or negative; pie values must be greater than 0.',
});
export const chartNumberFiniteRule = defineRule({
  id: 'chart-number-finite',
  defaultSeverity: 'error',
  description: 'A chart value is not a finite number (YAML .inf or .nan).',
});
export const tooManyChartsRule = defineRule({
  id: 'too-many-charts',
  defaultSeverity: 'warning',
  description: 'A message has more than two data visualization blocks.',
});

export const CHART_RULES: readonly Rule[] = [
  chartTypeRule,
  chartLabelCategoryRule,
  chartMissingPointRule,
  chartDuplicatePointRule,
  chartSeriesNameUniqueRule,
  chartCategoryUniqueRule,
  chartPieValuePositiveRule,
  chartNumberFiniteRule,
  tooManyChartsRule,
];
