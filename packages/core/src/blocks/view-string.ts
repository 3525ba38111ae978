import type { Problem } from '../problem.js';
import { isRecord } from '../source/pointer.js';
import { describeValue } from '../schema/errors.js';
import type { EmbeddedDocument } from '../source/embedded.js';
import { decodeJsonString } from '../source/json-string.js';
import { blockProblem } from './report.js';
import { viewJsonRule } from './rules.js';

export interface DecodedView {
  view?: Record<string, unknown>;
  embedded: EmbeddedDocument;
  problems: Problem[];
}

/**
 * Parses the JSON-encoded `view` argument. Syntax errors become `view-json` problems whose `within`
 * span points into the decoded string, which the text layer maps back to the file.
 */
export function decodeView(text: string, pointer: string, maxDepth?: number): DecodedView {
  const rule = viewJsonRule;
  const { value, embedded, problems } = decodeJsonString(text, pointer, maxDepth, {
    name: 'view',
    notJson: (reason, within) => ({
      ...blockProblem(rule, pointer, 'value', reason === undefined ? '`view` is not valid JSON.' : `\`view\` is not valid JSON: ${reason}.`),
      ...(within ? { within } : {}),
    }),
    misfit: (decoded) =>
      isRecord(decoded)
        ? undefined
        : blockProblem(rule, pointer, 'value', `\`view\` must encode a view object \`{type, blocks}\`, not ${describeValue(decoded)}.`),
  });
  return isRecord(value) ? { view: value, embedded, problems } : { embedded, problems };
}
