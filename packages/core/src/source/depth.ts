/** Nesting depth found by a linear scan, before any recursive parser runs. */
export interface DepthScan {
  /** The deepest nesting seen. */
  depth: number;
  /** Where nesting first went past the limit, or -1. */
  overAt: number;
}

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Exact bracket depth of JSON text, outside strings. */
export function jsonDepth(text: string, limit: number): DepthScan {
  let depth = 0;
  let max = 0;
  let overAt = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth++;
      if (depth > max) max = depth;
      if (depth > limit && overAt < 0) overAt = i;
    } else if ((code === CLOSE_BRACE || code === CLOSE_BRACKET) && depth > 0) depth--;
  }
  return { depth: max, overAt };
}

/**
 * An upper bound of the nesting depth of YAML text: block levels from indentation and `- ` entries,
 * plus flow brackets that open a value. Block scalars (`|`, `>`) are skipped; quotes are tracked per line.
 * It may count a scalar as a level, never fewer levels than the parser would build.
 */
export function yamlDepth(text: string, limit: number): DepthScan {
  const indents: number[] = [];
  let flow = 0;
  let max = 0;
  let overAt = -1;
  let blockScalarParent = -1;
  const note = (at: number) => {
    const depth = indents.length + flow;
    if (depth > max) max = depth;
    if (depth > limit && overAt < 0) overAt = at;
  };

  for (let start = 0; start <= text.length; ) {
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
      if (flow === 0) {
        while (indents.length > 0 && (indents[indents.length - 1] ?? 0) >= indent) indents.pop();
        indents.push(indent);
        note(i);
        // `- - item`: each entry marker opens one more level on the same line.
        while (text[i] === '-' && (i + 1 >= end || text[i + 1] === ' ' || text[i + 1] === '\r')) {
          i++;
          while (i < end && text.charCodeAt(i) === 0x20) i++;
          if (i < end) {
            indents.push(i - start);
            note(i);
          }
        }
      }
      scanLine(text, i, end, (at, delta) => {
        flow = Math.max(0, flow + delta);
        if (delta > 0) note(at);
      }, flow);
      if (flow === 0 && /(?:^|[\s:-])[|>][-+0-9]*[ \t]*(?:#.*)?\r?$/.test(text.slice(start, end))) blockScalarParent = indent;
    }
    start = end + 1;
  }
  return { depth: max, overAt };
}

/**
 * Reports flow brackets on one line. Outside a flow collection only a bracket that starts a value
 * (at the line's content start or after `: `) opens one; inside, every unquoted bracket counts.
 */
function scanLine(text: string, from: number, end: number, bracket: (at: number, delta: 1 | -1) => void, flowAtStart: number): void {
  let flow = flowAtStart;
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
    if (code === 0x23 && (previous === 0x20 || previous === 0x09)) return; // the rest is a comment
    const open = code === OPEN_BRACE || code === OPEN_BRACKET;
    if ((code === QUOTE || code === 0x27) && valueStart) quote = code;
    else if (open && (flow > 0 || valueStart)) {
      flow++;
      bracket(i, 1);
    } else if ((code === CLOSE_BRACE || code === CLOSE_BRACKET) && flow > 0) {
      flow--;
      bracket(i, -1);
    }
    const next = text.charCodeAt(i + 1);
    valueStart = (flow > 0 && (code === 0x2c || code === 0x3a || open)) || (code === 0x3a && (next === 0x20 || next === 0x09));
    previous = code;
  }
}
