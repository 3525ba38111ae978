/**
 * Every limit of the data visualization block, in one table, so that a change of the platform's numbers
 * is a one-line edit. Sources: 000 §2.6 and §8.
 */
export const CHART_LIMITS = {
  /** Block title. */
  title: 50,
  /** Segment and point labels, series names and categories. */
  label: 20,
  name: 20,
  category: 20,
  /** axis_config.x_label and y_label. */
  axisTitle: 50,
  /**
   * Segments of a pie chart, series of a bar, area or line chart. The seed says 1 to 12; some public
   * pages say 6 series in places. The seed wins; lower this number if the platform does.
   */
  minSeries: 1,
  maxSeries: 12,
  /** Points per series. A series has exactly one point per category, so this also bounds the categories. */
  minPoints: 1,
  maxPoints: 20,
  /** More data visualization blocks than this in one message gets a warning. */
  chartsPerMessage: 2,
} as const;
