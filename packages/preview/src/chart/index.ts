import { esc, isRecord } from '../html.js';
import { plain } from '../text/text-object.js';
import { pie } from './pie.js';
import { seriesChart } from './series.js';

/** The data visualization block: its title, the chart as inline SVG, and a legend. */
export function dataVisualization(block: Record<string, unknown>): string {
  const chart = isRecord(block['chart']) ? block['chart'] : {};
  const type = chart['type'];
  const drawn = type === 'pie' ? pie(chart) : type === 'line' || type === 'area' || type === 'bar' ? seriesChart(chart, type) : undefined;
  const title = typeof block['title'] === 'string' ? `<div class="chart-title">${plain(block['title'])}</div>` : '';
  if (!drawn) return `${title}<div class="unknown">chart type ${esc(String(type))} is not one the preview draws</div>`;
  const legend = drawn.legend
    .map(([color, label]) => `<span class="legend-item"><span class="swatch" style="background:${color}"></span>${plain(label)}</span>`)
    .join('');
  return `${title}<div class="chart" data-chart-type="${esc(String(type))}">${drawn.svg}</div><div class="legend">${legend}</div>`;
}
