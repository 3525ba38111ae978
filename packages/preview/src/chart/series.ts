import { esc, isRecord, list, str } from '../html.js';
import { colorAt, finite, tickLabel } from './palette.js';

// Line, area and bar charts: categories along x, one value per category and series up y.

const [W, H, LEFT, RIGHT, TOP, BOTTOM] = [480, 240, 48, 12, 12, 40];
/** Points are marked with dots on lines of this many categories or fewer; longer lines read better bare. */
const DOTS_UP_TO = 12;

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
  let min = 0;
  let max = 0;
  for (const one of series)
    for (const value of one.values) {
      if (value === undefined) continue;
      if (value < min) min = value;
      if (value > max) max = value;
    }
  const step = niceStep((max - min) / 4);
  return [Math.floor(min / step) * step, Math.ceil(max / step) * step || step];
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
  // Whole pixels: writing fractions (toFixed, or a float's shortest form) was most of a large chart's drawing time.
  const r = Math.round;
  const zero = r(y(0));
  const ticks = Math.min(10, Math.max(1, Math.round((high - low) / niceStep((high - low) / 4))));
  for (let tick = 0; tick <= ticks; tick++) {
    const value = low + ((high - low) * tick) / ticks;
    const at = r(y(value));
    parts.push(
      `<line x1="${LEFT}" x2="${W - RIGHT}" y1="${at}" y2="${at}" class="grid"/><text x="${LEFT - 6}" y="${r(at + 4)}" text-anchor="end" class="tick">${esc(tickLabel(value))}</text>`,
    );
  }
  const xs = categories.map((_, index) => r(x(index)));
  const names = categories.map((category) => esc(category));
  names.forEach((name, index) => parts.push(`<text x="${xs[index]}" y="${H - BOTTOM + 16}" text-anchor="middle" class="tick">${name}</text>`));
  // One path per series (its bars, or its points as round dots) keeps a chart of 12 x 20 values small:
  // an element per value made the 250 kb Home view's page three times larger and slower to draw.
  if (shape === 'bar') {
    const width = (step * 0.8) / Math.max(1, series.length);
    const barWidth = r(Math.max(1, width - 2));
    series.forEach((one, s) => {
      let d = '';
      one.values.forEach((value, index) => {
        if (value === undefined) return;
        const top = y(value);
        d += `M${r(x(index) - step * 0.4 + width * s)} ${r(Math.min(top, zero))}h${barWidth}v${r(Math.abs(top - zero))}h${-barWidth}z`;
      });
      if (d !== '') parts.push(`<path d="${d}" fill="${one.color}"><title>${esc(one.name)}</title></path>`);
    });
  } else {
    // Areas are layered in list order, the first at the back.
    for (const one of series) {
      const points: string[] = [];
      let dots = '';
      one.values.forEach((value, index) => {
        if (value === undefined) return;
        const py = r(y(value));
        points.push(`${xs[index]},${py}`);
        if (one.values.length <= DOTS_UP_TO) dots += `M${xs[index]} ${py}h0`;
      });
      if (points.length === 0) continue;
      if (shape === 'area') {
        const first = xs[one.values.findIndex((value) => value !== undefined)];
        const last = xs[one.values.length - 1 - [...one.values].reverse().findIndex((value) => value !== undefined)];
        parts.push(`<polygon points="${first},${zero} ${points.join(' ')} ${last},${zero}" fill="${one.color}" fill-opacity="0.35" stroke="none"/>`);
      }
      parts.push(
        `<g stroke="${one.color}"><title>${esc(one.name)}</title><polyline points="${points.join(' ')}" fill="none" stroke-width="2"/>${dots === '' ? '' : `<path d="${dots}" stroke-width="5" stroke-linecap="round"/>`}</g>`,
      );
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
