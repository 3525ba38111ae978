import { esc } from '../html.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A date token as a reader would see it. The platform formats the timestamp in each reader's time
 * zone; a preview has no reader, so it shows the fallback text the payload gives, or the UTC date.
 */
export function dateText(timestamp: unknown, fallback: string | undefined): string {
  const seconds = typeof timestamp === 'number' ? timestamp : typeof timestamp === 'string' ? Number(timestamp) : NaN;
  const shown = fallback !== undefined && fallback !== '' ? fallback : utcDate(seconds);
  const title = Number.isFinite(seconds) ? ` title="${esc(new Date(seconds * 1000).toISOString())}"` : '';
  return `<time class="date"${title}>${esc(shown)}</time>`;
}

function utcDate(seconds: number): string {
  if (!Number.isFinite(seconds) || Math.abs(seconds) > 8.64e12) return 'a date';
  const date = new Date(seconds * 1000);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
