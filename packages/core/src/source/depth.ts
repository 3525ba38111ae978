/** Nesting depth found by a linear scan, before any recursive parser runs. */
export interface DepthScan {
  /** The deepest nesting seen. */
  depth: number;
  /** Where nesting first went past the limit, or -1. */
  overAt: number;
}

/** The YAML scan also estimates how many values the parser would build (lines, entries, flow items). */
export interface YamlScanResult extends DepthScan {
  values: number;
  /** Flow brackets still open at the end: 0 when a text scanned after this one starts from a fresh state. */
  flow: number;
}

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const PIPE = 0x7c;
const GREATER = 0x3e;

/** Exact bracket depth of JSON text, outside strings. */
export function jsonDepth(text: string, limit: number): DepthScan {
  let depth = 0;
  let max = 0;
  let overAt = -1;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) i = stringEnd(text, i);
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth++;
      if (depth > max) max = depth;
      if (depth > limit && overAt < 0) overAt = i;
    } else if ((code === CLOSE_BRACE || code === CLOSE_BRACKET) && depth > 0) depth--;
  }
  return { depth: max, overAt };
}

/** The offset of the quote that closes the string opened at `open` (or the end of the text); jumps with indexOf, as strings are most of a manifest. */
function stringEnd(text: string, open: number): number {
  for (let from = open + 1; ;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote;
    from = quote + 1;
  }
}

/**
 * An upper bound of the nesting depth of YAML text: block levels from indentation and `- ` entries,
 * plus flow brackets that open a value. Block scalars (`|`, `>`) are skipped; quotes are tracked per line.
 * It may count a scalar as a level, never fewer levels than the parser would build.
 */
export function yamlDepth(text: string, limit: number): YamlScanResult {
  const scan: YamlScan = { indents: [], flow: 0, max: 0, overAt: -1, limit, values: 0 };
  let blockScalarParent = -1;
  for (let start = 0; start <= text.length;) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let i = start;
    while (i < end && text.charCodeAt(i) === 0x20) i++;
    const indent = i - start;
    const blank = i >= end || text[i] === '#' || text[i] === '\r';
    if (blockScalarParent >= 0 && (blank || indent > blockScalarParent)) {
      start = end + 1;
      continue;
    }
    blockScalarParent = -1;
    if (!blank) {
      scan.values++;
      if (scan.flow === 0) {
        const { indents } = scan;
        while (indents.length > 0 && (indents[indents.length - 1] ?? 0) >= indent) indents.pop();
        indents.push(indent);
        note(scan, i);
        // `- - item`: each entry marker opens one more level on the same line.
        while (text[i] === '-' && (i + 1 >= end || text[i + 1] === ' ' || text[i + 1] === '\r')) {
          i++;
          while (i < end && text.charCodeAt(i) === 0x20) i++;
          if (i < end) {
            indents.push(i - start);
            note(scan, i);
            scan.values++;
          }
        }
      }
      if (scanLine(text, i, end, scan)) blockScalarParent = indent;
    }
    start = end + 1;
  }
  return { depth: scan.max, overAt: scan.overAt, values: scan.values, flow: scan.flow };
}

interface YamlScan {
  /** Columns of the open block levels. */
  indents: number[];
  /** Open flow brackets. */
  flow: number;
  max: number;
  overAt: number;
  limit: number;
  values: number;
}

function note(scan: YamlScan, at: number): void {
  const depth = scan.indents.length + scan.flow;
  if (depth > scan.max) scan.max = depth;
  if (depth > scan.limit && scan.overAt < 0) scan.overAt = at;
}

const BLOCK_SCALAR_REST = /^[-+0-9]*[ \t]*(?:#.*)?\r?$/;

/**
 * Counts flow brackets on one line. Outside a flow collection only a bracket that starts a value
 * (at the line's content start or after `: `) opens one; inside, every unquoted bracket counts.
 * Returns true when the line's value is a block scalar header (`|`, `>-`, `|2`…): its lines follow.
 */
function scanLine(text: string, from: number, end: number, scan: YamlScan): boolean {
  let quote = 0;
  let valueStart = true;
  let previous = 0x20;
  for (let i = from; i < end; i++) {
    const code = text.charCodeAt(i);
    if (quote !== 0) {
      if (quote === QUOTE && code === BACKSLASH) i++;
      else if (code === quote) quote = 0;
      continue;
    }
    if (code === 0x20 || code === 0x09) {
      previous = code;
      continue;
    }
    if (code === 0x23 && (previous === 0x20 || previous === 0x09)) return false; // the rest is a comment
    const open = code === OPEN_BRACE || code === OPEN_BRACKET;
    if ((code === PIPE || code === GREATER) && valueStart && scan.flow === 0) return BLOCK_SCALAR_REST.test(text.slice(i + 1, end));
    if ((code === QUOTE || code === 0x27) && valueStart) quote = code;
    else if (open && (scan.flow > 0 || valueStart)) {
      scan.flow++;
      scan.values++;
      note(scan, i);
    } else if (code === 0x2c && scan.flow > 0) scan.values++;
    else if ((code === CLOSE_BRACE || code === CLOSE_BRACKET) && scan.flow > 0) scan.flow--;
    const next = text.charCodeAt(i + 1);
    valueStart = (scan.flow > 0 && (code === 0x2c || code === 0x3a || open)) || (code === 0x3a && (next === 0x20 || next === 0x09));
    previous = code;
  }
  return false;
}
