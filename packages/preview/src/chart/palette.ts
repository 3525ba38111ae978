/** One colour per series or segment (12 at most, the chart limit), readable on light and dark. */
export const PALETTE = ['#1d9bd1', '#e8912d', '#2bac76', '#e01e5a', '#8e5dd6', '#ecb22e', '#36c5f0', '#a0522d', '#7c8b9c', '#d4549b', '#4a9d5b', '#5b6ee1'];

export function colorAt(index: number): string {
  return PALETTE[index % PALETTE.length]!;
}

/** A number the chart can place; the core reports the rest (chart-number-finite). */
export function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Short numbers for axis ticks: 1200 → 1.2k. */
export function tickLabel(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1e9) return `${+(value / 1e9).toFixed(1)}B`;
  if (abs >= 1e6) return `${+(value / 1e6).toFixed(1)}M`;
  if (abs >= 1e3) return `${+(value / 1e3).toFixed(1)}k`;
  return String(+value.toFixed(2));
}
