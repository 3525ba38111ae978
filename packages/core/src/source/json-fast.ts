/**
 * The fast path for JSON with no mistakes, the common case: `JSON.parse` builds the value (faster than
 * a located tree), a walk over the value measures its depth and counts its keys,
 * and a scan from quote to quote counts the key tokens of the text. A repeated key, which `JSON.parse`
 * silently drops, makes the text hold more keys than the value: then the careful parser looks.
 */
export function parseFast(text: string, maxDepth: number): { value: unknown } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Syntax errors, and nesting deeper than the engine's own stack, go to the careful parser.
    return undefined;
  }
  const shape = measure(value, maxDepth);
  if (shape === undefined || shape.keys !== countKeyTokens(text)) return undefined;
  return { value };
}

/**
 * The number of keys written in a text `JSON.parse` accepted: outside strings there is no quote, so
 * quotes pair up as the literals' ends (a quote after an odd run of backslashes is inside one), and a
 * literal followed by blanks and a colon is a key. Native searches from quote to quote: a regular
 * expression over every literal took a third of parsing the maximal manifest.
 */
function countKeyTokens(text: string): number {
  let keys = 0;
  for (let open = text.indexOf('"'); open >= 0;) {
    let close = text.indexOf('"', open + 1);
    while (close > 0 && escaped(text, close)) close = text.indexOf('"', close + 1);
    if (close < 0) return -1;
    let next = close + 1;
    for (let code = text.charCodeAt(next); code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09; code = text.charCodeAt(next)) next++;
    if (text.charCodeAt(next) === 0x3a) keys++;
    open = text.indexOf('"', next);
  }
  return keys;
}

/** True when the character at `at` follows an odd run of backslashes. */
function escaped(text: string, at: number): boolean {
  let slashes = 0;
  while (text.charCodeAt(at - 1 - slashes) === 0x5c) slashes++;
  return slashes % 2 === 1;
}

/** Keys of every object in the value and whether it stays within `maxDepth` levels; undefined when deeper. Iterative, for any depth. */
function measure(root: unknown, maxDepth: number): { keys: number } | undefined {
  let keys = 0;
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > maxDepth) return undefined;
    const children = Array.isArray(node) ? node : Object.values(node as Record<string, unknown>);
    if (!Array.isArray(node)) keys += children.length;
    for (const child of children) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return { keys };
}
