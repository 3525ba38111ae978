import { esc, isRecord, list, str } from '../html.js';
import { colorAt, finite, tickLabel } from './palette.js';

// Line, area and bar charts: categories along x, one value per category and series up y.

const [W, H, LEFT, RIGHT, TOP, BOTTOM] = [480, 240, 48, 12, 12, 40];

interface Series {
  name: string;
  color: string;
  values: (number | undefined)[];
}

function readSeries(chart: Record<string, unknown>, categories: string[]): Series[] {
  return list(chart['series'])
    .filter(isRecord)
    .map((series, index) => {
      const byLabel = new Map<string, number>();
      for (const point of list(series['data']).filter(isRecord)) {
        const value = finite(point['value']);
        const label = str(point['label']);
        if (value !== undefined && label !== undefined && !byLabel.has(label)) byLabel.set(label, value);
      }
      return { name: str(series['name']) ?? '', color: colorAt(index), values: categories.map((category) => byLabel.get(category)) };
    });
}

/** A y range from zero (or below, for negative values) to a round number above the largest value. */
function yRange(series: Series[]): [number, number] {
  const values = series.flatMap((one) => one.values.filter((value): value is number => value !== undefined));
  const step = niceStep((Math.max(0, ...values) - Math.min(0, ...values)) / 4);
  return [Math.floor(Math.min(0, ...values) / step) * step, Math.ceil(Math.max(0, ...values) / step) * step || step];
}

/** 1, 2, 2.5 or 5 times a power of ten: ticks people read at a glance. */
function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= raw) ?? 10) * power;
}

export function seriesChart(chart: Record<string, unknown>, shape: 'line' | 'area' | 'bar'): { svg: string; legend: [string, string][] } {
  const axis = isRecord(chart['axis_config']) ? chart['axis_config'] : {};
  const categories = list(axis['categories']).map((category) => (typeof category === 'string' ? category : ''));
  const series = readSeries(chart, categories);
  const [low, high] = yRange(series);
  const plotW = W - LEFT - RIGHT;
  const plotH = H - TOP - BOTTOM;
  const y = (value: number) => TOP + plotH - ((value - low) / (high - low)) * plotH;
  const step = plotW / Math.max(1, categories.length);
  const x = (index: number) => LEFT + step * (index + 0.5);
  const parts: string[] = [];
  const ticks = Math.min(10, Math.max(1, Math.round((high - low) / niceStep((high - low) / 4))));
  for (let tick = 0; tick <= ticks; tick++) {
    const value = low + ((high - low) * tick) / ticks;
    parts.push(
      `<line x1="${LEFT}" x2="${W - RIGHT}" y1="${y(value).toFixed(1)}" y2="${y(value).toFixed(1)}" class="grid"/><text x="${LEFT - 6}" y="${(y(value) + 4).toFixed(1)}" text-anchor="end" class="tick">${esc(tickLabel(value))}</text>`,
    );
  }
  categories.forEach((category, index) =>
    parts.push(`<text x="${x(index).toFixed(1)}" y="${H - BOTTOM + 16}" text-anchor="middle" class="tick">${esc(category)}</text>`),
  );
  if (shape === 'bar') {
    const width = (step * 0.8) / Math.max(1, series.length);
    series.forEach((one, s) =>
      one.values.forEach((value, index) => {
        if (value === undefined) return;
        const left = x(index) - step * 0.4 + width * s;
        const top = Math.min(y(value), y(0));
        parts.push(
          `<rect x="${left.toFixed(1)}" y="${top.toFixed(1)}" width="${Math.max(1, width - 2).toFixed(1)}" height="${Math.abs(y(value) - y(0)).toFixed(1)}" fill="${one.color}"><title>${esc(one.name)}, ${esc(categories[index])}: ${esc(String(value))}</title></rect>`,
        );
      }),
    );
  } else {
    // Areas are layered in list order, the first at the back.
    for (const one of series) {
      const points = one.values.flatMap((value, index) => (value === undefined ? [] : [`${x(index).toFixed(1)},${y(value).toFixed(1)}`]));
      if (points.length === 0) continue;
      if (shape === 'area') {
        const first = points[0]!.split(',')[0];
        const last = points[points.length - 1]!.split(',')[0];
        parts.push(
          `<polygon points="${first},${y(0).toFixed(1)} ${points.join(' ')} ${last},${y(0).toFixed(1)}" fill="${one.color}" fill-opacity="0.35" stroke="none"/>`,
        );
      }
      parts.push(`<polyline points="${points.join(' ')}" fill="none" stroke="${one.color}" stroke-width="2"><title>${esc(one.name)}</title></polyline>`);
      for (const point of points) {
        const [px, py] = point.split(',');
        parts.push(`<circle cx="${px}" cy="${py}" r="3" fill="${one.color}"/>`);
      }
    }
  }
  if (typeof axis['x_label'] === 'string')
    parts.push(`<text x="${LEFT + plotW / 2}" y="${H - 4}" text-anchor="middle" class="axis-title">${esc(axis['x_label'])}</text>`);
  if (typeof axis['y_label'] === 'string')
    parts.push(
      `<text x="12" y="${TOP + plotH / 2}" text-anchor="middle" transform="rotate(-90 12 ${TOP + plotH / 2})" class="axis-title">${esc(axis['y_label'])}</text>`,
    );
  return {
    svg: `<svg class="chart-svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">${parts.join('')}</svg>`,
    legend: series.map((one) => [one.color, one.name]),
  };
}
