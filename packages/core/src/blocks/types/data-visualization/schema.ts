import Type, { type TSchema } from 'typebox';
import { Closed, List, Optional, Str } from '../../../schema/common.js';
import { CHART_LIMITS as L } from './limits.js';
import { lazy } from '../../../lazy.js';

/** The chart shapes, in the order messages list them. */
export const CHART_TYPES = ['pie', 'bar', 'area', 'line'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export function isChartType(value: unknown): value is ChartType {
  return typeof value === 'string' && (CHART_TYPES as readonly string[]).includes(value);
}

export const DATA_VISUALIZATION = 'data_visualization';

/** Any JSON number; non-finite numbers are reported by the `chart-number-finite` rule, not as type errors. */
const Value = (description: string): TSchema => Type.Number({ description });

const Segment = lazy(() =>
  Closed({
    label: Str({ maxLength: L.label, description: 'Segment label.' }),
    value: Value('Segment value, greater than 0; its share is the value divided by the sum of all values.'),
  }),
);

const Point = lazy(() =>
  Closed({
    label: Str({ maxLength: L.label, description: 'One of axis_config.categories.' }),
    value: Value('Point value; negative values are allowed.'),
  }),
);

const Series = lazy(() =>
  Closed({
    name: Str({ maxLength: L.name, description: 'Series name, unique in the chart.' }),
    data: List(Point(), { minItems: L.minPoints, maxItems: L.maxPoints, description: 'Exactly one point per category.' }),
  }),
);

const AxisConfig = lazy(() =>
  Closed({
    categories: List(Str({ maxLength: L.category }), {
      minItems: L.minPoints,
      maxItems: L.maxPoints,
      description: 'The valid point labels, in x-axis order.',
    }),
    x_label: Optional(Str({ maxLength: L.axisTitle, description: 'Title of the x axis.' })),
    y_label: Optional(Str({ maxLength: L.axisTitle, description: 'Title of the y axis.' })),
  }),
);

function seriesChart(type: ChartType, description: string): TSchema {
  return Closed(
    {
      type: Type.Literal(type),
      series: List(Series(), { minItems: L.minSeries, maxItems: L.maxSeries, 'x-note': 'Some public sources say 6 series.' }),
      axis_config: AxisConfig(),
    },
    { description },
  );
}

const CHARTS = lazy((): Record<ChartType, TSchema> => ({
  pie: Closed(
    {
      type: Type.Literal('pie'),
      segments: List(Segment(), { minItems: L.minSeries, maxItems: L.maxSeries, 'x-note': 'Some public sources say 6 segments.' }),
    },
    { description: 'A pie chart.' },
  ),
  bar: seriesChart('bar', 'A bar chart; several series are grouped by label.'),
  area: seriesChart('area', 'An area chart; series are layered in list order, the first at the back.'),
  line: seriesChart('line', 'A line chart.'),
}));

function block(chart: TSchema): TSchema {
  return Closed(
    {
      type: Type.Literal(DATA_VISUALIZATION),
      title: Str({ maxLength: L.title, description: 'Chart title.' }),
      chart,
      block_id: Optional(Str({ description: 'Generated when omitted.' })),
    },
    { description: 'A data visualization block.' },
  );
}

/** One block schema per chart shape, so a bad bar chart is never compared against the pie shape. */
export const BLOCK_SCHEMAS = lazy((): Record<ChartType, TSchema> => ({
  pie: block(CHARTS().pie),
  bar: block(CHARTS().bar),
  area: block(CHARTS().area),
  line: block(CHARTS().line),
}));

/** The block with an unchecked chart, used when `chart.type` is missing or unknown. */
export const BLOCK_WITHOUT_SHAPE = lazy((): TSchema => block(Type.Object({}, { additionalProperties: true, description: 'A chart.' })));

/** For editors: the block as written, with every chart shape when its `type` names none yet. */
export const BLOCK_ANY_SHAPE = lazy((): TSchema => block(Type.Union(CHART_TYPES.map((type) => CHARTS()[type]))));
