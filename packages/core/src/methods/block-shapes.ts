import type { Problem } from '../problem.js';
import { describeValue } from '../schema/errors.js';
import { typeRule } from '../schema/rules.js';
import { fits, type JsonShape } from './json-argument.js';
import { BLOCK_ARGUMENT_SHAPES } from './limits.js';

/** The shape each Block Kit argument must have; the sources are in methods/limits.ts. The catalogue types them only as JSON (a list or an object), so without this a `view: [1]` would pass unchecked. */
export const BLOCK_ARGUMENTS: Readonly<Record<string, JsonShape>> = BLOCK_ARGUMENT_SHAPES;

const WANTED: Record<string, string> = {
  blocks: 'a list of blocks',
  attachments: 'a list of attachments',
  view: 'a view object `{type, blocks}`',
};

/**
 * A `type` problem for each Block Kit argument that is neither of its shape nor a JSON string of it (a
 * string is decoded first, and one that does not fit has its argument-json problem). Arguments that
 * already have a problem of their own, or are `null` (which the schema allows or reports), are skipped.
 */
export function blockArgumentShapes(args: Record<string, unknown>, names: readonly string[], reported: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  for (const name of names) {
    const shape = BLOCK_ARGUMENTS[name];
    const value = args[name];
    if (shape === undefined || value === undefined || value === null || typeof value === 'string' || reported.has(`/${name}`) || fits(value, shape)) continue;
    problems.push(
      typeRule.problem({
        pointer: `/${name}`,
        target: 'value',
        message: `\`${name}\` must be ${WANTED[name]}, or its JSON-encoded string, not ${describeValue(value)}.`,
        data: { expected: [shape === 'list' ? 'array' : 'object', 'string'] },
      }),
    );
  }
  return problems;
}
