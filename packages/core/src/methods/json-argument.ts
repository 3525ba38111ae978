import type { Problem } from '../problem.js';
import { describeValue } from '../schema/errors.js';
import type { EmbeddedDocument } from '../source/embedded.js';
import { parseJson } from '../source/json.js';
import { isRecord } from '../source/pointer.js';
import { tooDeepProblem } from '../source/screen.js';
import { methodRule } from './rules.js';

export type JsonShape = 'list' | 'object' | 'structure';

export interface DecodedArgument {
  /** The decoded value, when the string holds JSON of the expected shape. */
  value?: unknown;
  embedded: EmbeddedDocument;
  problems: Problem[];
}

const SHAPE_WORDS: Record<JsonShape, string> = { list: 'a JSON list', object: 'a JSON object', structure: 'a JSON list or object' };

function fits(value: unknown, shape: JsonShape): boolean {
  return shape === 'list' ? Array.isArray(value) : shape === 'object' ? isRecord(value) : Array.isArray(value) || isRecord(value);
}

/**
 * Decodes an argument sent as a JSON string (form encoding carries `blocks`, `view`, `changes` so).
 * Problems inside the string carry a `within` span into it, and problems below its pointer are placed
 * through the embedded document, so pointers continue into the string (`/blocks/0/text`).
 */
export function decodeArgument(name: string, text: string, shape: JsonShape, maxDepth: number): DecodedArgument {
  const pointer = `/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  const document = parseJson(text, maxDepth);
  const embedded = { pointer, document };
  if (document.fatal || document.problems.some((problem) => problem.rule === 'syntax' || problem.rule === 'too-deep')) {
    const problems = document.problems
      .filter((problem) => problem.rule !== 'duplicate-key')
      .map((refused): Problem => {
        const within = { start: refused.span.start, end: refused.span.end };
        if (refused.rule === 'too-deep') {
          const { actual, limit } = refused.data as { actual: number; limit: number };
          return { ...tooDeepProblem(actual, limit, `\`${name}\``), pointer, within };
        }
        const reason = refused.message.replace(/^JSON syntax error: /, '').replace(/\.$/, '');
        return methodRule('argument-json').problem({
          pointer,
          target: 'value',
          message: `\`${name}\` is a string but not valid JSON: ${reason} at character ${refused.span.start + 1} of the string.`,
          data: { argument: name, expected: shape },
          within,
        });
      });
    if (problems.length === 0) {
      problems.push(
        methodRule('argument-json').problem({ pointer, target: 'value', message: `\`${name}\` is a string but not valid JSON.`, data: { argument: name } }),
      );
    }
    return { embedded, problems };
  }
  const value = document.value;
  if (!fits(value, shape)) {
    return {
      embedded,
      problems: [
        methodRule('argument-json').problem({
          pointer,
          target: 'value',
          message: `\`${name}\` must be ${SHAPE_WORDS[shape]} (or the structure itself); the string holds ${describeValue(value)}.`,
          data: { argument: name, expected: shape },
        }),
      ],
    };
  }
  // A repeated key inside the string is as much a mistake as in the file.
  const problems = document.problems.map(({ rule, severity, message, span }): Problem => ({
    rule,
    severity,
    message,
    pointer,
    target: 'value',
    within: { ...span },
  }));
  return { value, embedded, problems };
}
