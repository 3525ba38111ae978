import { defineRule, type Rule } from '../../../rules/define.js';

type ChartTypeData = { allowed: string[]; suggestion?: string; key?: string };

/** The rules of the data visualization block; its shape mistakes use the shared schema rules. */
export const chartTypeRule = defineRule<ChartTypeData>({
  id: 'chart-type',
  defaultSeverity: 'error',
  description: 'A chart has no `type`, or one that is not pie, bar, area or line.',
  fix: ({ data, pointer }) =>
    data?.suggestion === undefined ? [] : [{ title: `Change to \`${data.suggestion}\``, edits: [{ op: 'set', pointer, value: data.suggestion }] }],
  docs: {
    why: 'A chart is drawn by its `type`; without one of pie, bar, area or line the platform cannot draw it and refuses the block.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "data_visualization",
      "title": "Tickets",
      "chart": { "type": "donut", "segments": [{"label": "Email", "value": 4}] }
    }
  ]
}
`,
    },
  },
});
export const chartLabelCategoryRule = defineRule<{ suggestion?: string }>({
  id: 'chart-label-category',
  defaultSeverity: 'error',
  description: 'A data point label is not one of axis_config.categories.',
  fix: ({ data, pointer }) =>
    data?.suggestion === undefined ? [] : [{ title: `Change to \`${data.suggestion}\``, edits: [{ op: 'set', pointer, value: data.suggestion }] }],
  docs: {
    why: 'A point is placed on the axis by its label; a label that is not one of the categories has nowhere to go.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "data_visualization",
      "title": "Tickets",
      "chart": {
        "type": "bar",
        "series": [
          {
            "name": "Tickets",
            "data": [
              { "label": "Mon", "value": 3 },
              { "label": "Tue", "value": 4 },
              { "label": "Sun", "value": 1 }
            ]
          }
        ],
        "axis_config": { "categories": ["Mon", "Tue"] }
      }
    }
  ]
}
`,
    },
  },
});
export const chartMissingPointRule = defineRule({
  id: 'chart-missing-point',
  defaultSeverity: 'error',
  description: 'A series has no point for one or more categories.',
  docs: {
    why: 'Every series needs a value for every category, or the chart is refused instead of drawn with a gap.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "data_visualization",
      "title": "Tickets",
      "chart": {
        "type": "bar",
        "series": [{ "name": "Tickets", "data": [{"label": "Mon", "value": 3}] }],
        "axis_config": { "categories": ["Mon", "Tue"] }
      }
    }
  ]
}
`,
    },
  },
});
export const chartDuplicatePointRule = defineRule({
  id: 'chart-duplicate-point',
  defaultSeverity: 'error',
  description: 'A series has two points for the same category.',
  docs: {
    why: 'Two values for one category in one series leave the chart nothing to draw there.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "data_visualization",
      "title": "Tickets",
      "chart": {
        "type": "bar",
        "series": [
          {
            "name": "Tickets",
            "data": [
              { "label": "Mon", "value": 3 },
              { "label": "Mon", "value": 4 },
              { "label": "Tue", "value": 1 }
            ]
          }
        ],
        "axis_config": { "categories": ["Mon", "Tue"] }
      }
    }
  ]
}
`,
    },
  },
});
export const chartSeriesNameUniqueRule = defineRule({
  id: 'chart-series-name-unique',
  defaultSeverity: 'error',
  description: 'Two series of one chart have the same name.',
  docs: {
    why: 'Series are told apart in the legend by name; two with the same name cannot be told apart.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "data_visualization",
      "title": "Tickets",
      "chart": {
        "type": "bar",
        "series": [
          { "name": "Tickets", "data": [{"label": "Mon", "value": 3}] },
          { "name": "Tickets", "data": [{"label": "Mon", "value": 4}] }
        ],
        "axis_config": { "categories": ["Mon"] }
      }
    }
  ]
}
`,
    },
  },
});
export const chartCategoryUniqueRule = defineRule({
  id: 'chart-category-unique',
  defaultSeverity: 'error',
  description: 'axis_config.categories lists the same category twice.',
  docs: {
    why: 'A category listed twice puts two columns under one label, and points cannot say which they belong to.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "data_visualization",
      "title": "Tickets",
      "chart": {
        "type": "bar",
        "series": [{ "name": "Tickets", "data": [{"label": "Mon", "value": 3}] }],
        "axis_config": { "categories": ["Mon", "Mon"] }
      }
    }
  ]
}
`,
    },
  },
});
export const chartPieValuePositiveRule = defineRule({
  id: 'chart-pie-value-positive',
  defaultSeverity: 'error',
  description: 'A pie segment value is zero or negative; pie values must be greater than 0.',
  docs: {
    why: 'A pie segment is a share of the whole; zero or a negative value has no slice to draw.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "data_visualization",
      "title": "Tickets",
      "chart": { "type": "pie", "segments": [{"label": "Email", "value": 4}, {"label": "Chat", "value": 0}] }
    }
  ]
}
`,
    },
  },
});
export const chartNumberFiniteRule = defineRule({
  id: 'chart-number-finite',
  defaultSeverity: 'error',
  description: 'A chart value is not a finite number (YAML .inf or .nan).',
  docs: {
    why: 'Infinity and not-a-number (YAML `.inf`, `.nan`) cannot be drawn, nor written as JSON for the platform.',
    example: {
      file: 'message.blocks.yaml',
      text: `blocks:
  - type: data_visualization
    title: Tickets
    chart:
      type: pie
      segments:
        - label: Email
          value: .inf
`,
    },
  },
});
export const tooManyChartsRule = defineRule({
  id: 'too-many-charts',
  defaultSeverity: 'warning',
  description: 'A message has more than two data visualization blocks.',
  docs: {
    why: 'More than two charts in one message make it hard to read, and clients may show only some of them.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "data_visualization",
      "title": "Tickets",
      "chart": { "type": "pie", "segments": [{"label": "Email", "value": 4}] }
    },
    {
      "type": "data_visualization",
      "title": "Tickets",
      "chart": { "type": "pie", "segments": [{"label": "Email", "value": 4}] }
    },
    {
      "type": "data_visualization",
      "title": "Tickets",
      "chart": { "type": "pie", "segments": [{"label": "Email", "value": 4}] }
    }
  ]
}
`,
    },
  },
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
