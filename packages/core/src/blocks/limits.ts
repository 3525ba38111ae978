/**
 * Every Block Kit limit Manifesto enforces, in one table, so that a change of the platform's numbers
 * is a one-line edit. Sources: 000 §2.6 and §8 (data visualization) and §4.2 and §8 (views.publish).
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
} as const;

export const CONTAINER_LIMITS = {
  /** Blocks in one message. */
  messageBlocks: 50,
  /** Blocks in one view (home or modal). A bare list of blocks gets this limit too, since its container is unknown. */
  viewBlocks: 100,
  /**
   * views.publish: the view may be at most "250 kb", measured as the UTF-8 size of the minified JSON.
   * We read kb as 1000 bytes (the SI reading), the stricter of the two readings.
   */
  viewBytes: 250_000,
  /** More data visualization blocks than this in one message gets a warning. */
  chartsPerMessage: 2,
} as const;
