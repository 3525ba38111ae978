import { esc, isRecord, list, str } from '../html.js';
import { colorAt, finite } from './palette.js';

/** A pie chart's SVG and legend items: each positive segment's share of the sum. */
export function pie(chart: Record<string, unknown>): { svg: string; legend: [string, string][] } {
  const segments = list(chart['segments'])
    .filter(isRecord)
    .map((segment, index) => ({ label: str(segment['label']) ?? '', value: finite(segment['value']) ?? 0, color: colorAt(index) }));
  const total = segments.reduce((sum, segment) => sum + Math.max(0, segment.value), 0);
  const [cx, cy, r] = [120, 110, 95];
  let angle = -Math.PI / 2;
  const paths = segments.map((segment) => {
    if (segment.value <= 0 || total <= 0) return '';
    const share = segment.value / total;
    const title = `<title>${esc(segment.label)}: ${esc(String(segment.value))} (${(share * 100).toFixed(1)}%)</title>`;
    if (share >= 0.9999) return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${segment.color}">${title}</circle>`;
    const end = angle + share * 2 * Math.PI;
    const [x1, y1, x2, y2] = [cx + r * Math.cos(angle), cy + r * Math.sin(angle), cx + r * Math.cos(end), cy + r * Math.sin(end)];
    const d = `M${cx},${cy} L${x1.toFixed(2)},${y1.toFixed(2)} A${r},${r} 0 ${share > 0.5 ? 1 : 0} 1 ${x2.toFixed(2)},${y2.toFixed(2)} Z`;
    angle = end;
    return `<path d="${d}" fill="${segment.color}" stroke="var(--mf-bg)" stroke-width="1">${title}</path>`;
  });
  return {
    svg: `<svg class="chart-svg" viewBox="0 0 240 220" width="240" height="220" role="img">${paths.join('')}</svg>`,
    legend: segments.map((segment) => [segment.color, segment.label]),
  };
}
