import type { Problem } from '../problem.js';
import { parseJson } from '../source/json.js';
import { tooDeepProblem } from '../source/screen.js';
import { isRecord } from '../source/pointer.js';
import { describeValue } from '../schema/errors.js';
import type { EmbeddedDocument } from '../source/embedded.js';
import { blockProblem } from './report.js';
import { containerRule } from './rules.js';

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
  const document = parseJson(text, maxDepth);
  const embedded = { pointer, document };
  // A recovered parse of a broken string is a guess: the view is reported as not JSON, at its first mistake.
  if (document.fatal || document.problems.some((problem) => problem.rule === 'syntax')) {
    const problems = document.problems
      .filter((refused) => refused.rule !== 'duplicate-key')
      .map((refused): Problem => {
        const within = { start: refused.span.start, end: refused.span.end };
        // Refused for depth: the file's own problem, placed in the string.
        if (refused.rule === 'too-deep') {
          const { actual, limit } = refused.data as { actual: number; limit: number };
          return { ...tooDeepProblem(actual, limit, '`view`'), pointer, within };
        }
        const reason = refused.message.replace(/^JSON syntax error: /, '').replace(/\.$/, '');
        return {
          ...blockProblem(
            containerRule('view-json'),
            pointer,
            'value',
            `\`view\` is not valid JSON: ${reason} at character ${refused.span.start + 1} of the string.`,
          ),
          within,
        };
      });
    return { embedded, problems };
  }
  const value = document.value;
  if (!isRecord(value)) {
    return {
      embedded,
      problems: [
        blockProblem(containerRule('view-json'), pointer, 'value', `\`view\` must encode a view object \`{type, blocks}\`, not ${describeValue(value)}.`),
      ],
    };
  }
  // Repeated keys inside the string are as much a mistake as in the file itself.
  const problems = document.problems.map(({ rule, severity, message, span }): Problem => ({
    rule,
    severity,
    message,
    pointer,
    target: 'value',
    within: { ...span },
  }));
  return { view: value, embedded, problems };
}
