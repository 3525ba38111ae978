/**
 * The fast path for JSON with no mistakes, the common case: `JSON.parse` builds the value (several
 * times faster than a located tree), a walk over the value measures its depth and counts its keys,
 * and one regular expression counts the key tokens of the text. A repeated key, which `JSON.parse`
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
 * Every string literal of well-formed JSON, in order: outside strings there is no quote, so each match
 * starts at an opening quote and ends at its closing one. A literal followed by `:` is a key.
 */
const STRING_LITERAL = /"[^"\\]*(?:\\.[^"\\]*)*"(\s*:)?/g;

/** The number of keys written in the text, or -1 when the expression engine gives up (a string of many megabytes of escapes). */
function countKeyTokens(text: string): number {
  let keys = 0;
  STRING_LITERAL.lastIndex = 0;
  try {
    for (let match = STRING_LITERAL.exec(text); match !== null; match = STRING_LITERAL.exec(text)) if (match[1] !== undefined) keys++;
  } catch {
    return -1;
  }
  return keys;
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
