import type { Problem } from '../problem.js';
import { parseJson } from '../source/json.js';
import { tooDeepProblem } from '../source/screen.js';
import type { SourceDocument } from '../source/document.js';
import { isRecord } from '../source/pointer.js';
import { describeValue } from '../schema/errors.js';
import { blockProblem } from './report.js';

/** A views.publish `view` string decoded into its own document, so that its problems can be placed. */
export interface EmbeddedView {
  /** Pointer of the string in the outer document (`/view`). */
  pointer: string;
  /** The decoded string, parsed as JSON, with its own positions. */
  document: SourceDocument;
}

export interface DecodedView {
  view?: Record<string, unknown>;
  embedded: EmbeddedView;
  problems: Problem[];
}

/**
 * Parses the JSON-encoded `view` argument. Syntax errors become `view-json` problems whose `data`
 * holds `offset` and `end` into the decoded string, which the text layer maps back to the file.
 */
export function decodeView(text: string, pointer: string, maxDepth?: number): DecodedView {
  const document = parseJson(text, maxDepth);
  const embedded = { pointer, document };
  if (document.fatal) {
    const problems = document.problems.map((refused): Problem => {
      const where = { offset: refused.span.start, end: refused.span.end };
      // Refused for depth: the file's own problem, placed in the string.
      if (refused.rule === 'too-deep') {
        const { actual, limit } = refused.data as { actual: number; limit: number };
        return { ...tooDeepProblem(actual, limit, '`view`'), pointer, data: { limit, actual, ...where } };
      }
      const reason = refused.message.replace(/^JSON syntax error: /, '').replace(/\.$/, '');
      return blockProblem('view-json', pointer, 'value', `\`view\` is not valid JSON: ${reason} at character ${refused.span.start + 1} of the string.`, where);
    });
    return { embedded, problems };
  }
  const value = document.value;
  if (!isRecord(value)) {
    return {
      embedded,
      problems: [blockProblem('view-json', pointer, 'value', `\`view\` must encode a view object \`{type, blocks}\`, not ${describeValue(value)}.`)],
    };
  }
  // Repeated keys inside the string are as much a mistake as in the file itself.
  const problems = document.problems.map((duplicate) =>
    blockProblem(duplicate.rule, pointer, 'value', duplicate.message, { offset: duplicate.span.start, end: duplicate.span.end }),
  );
  return { view: value, embedded, problems };
}
