import type { Problem, Span } from '../problem.js';
import { isBrokenText } from './broken.js';
import type { EmbeddedDocument } from './embedded.js';
import { parseJson } from './json.js';
import { tooDeepProblem } from './screen.js';

/** How the caller names and judges one JSON string: the views.publish `view`, a method's `blocks`. */
export interface JsonStringReading {
  /** The string's name in messages, written as code: `view`. */
  readonly name: string;
  /**
   * The caller's problem for a string that is not JSON, placed `within` the string at the mistake;
   * `reason` says what and where ("a comma expected at character 12 of the string"), or is undefined
   * when the parser named no mistake.
   */
  notJson(reason: string | undefined, within: Span | undefined): Problem;
  /** The caller's problem for JSON of the wrong shape, or undefined when the value fits. */
  misfit(value: unknown): Problem | undefined;
}

export interface DecodedJsonString {
  /** The decoded value, when the string holds JSON that fits. */
  value?: unknown;
  embedded: EmbeddedDocument;
  problems: Problem[];
}

/**
 * Decodes a string that holds JSON (form encoding sends `view`, `blocks`, `changes` so) as a document of
 * its own. A broken string is reported at each mistake, inside it (`within`), never checked from a
 * guess; a string nested too deep gets the file's own refusal, placed in the string; a repeated key
 * inside it is as much a mistake as in the file.
 */
export function decodeJsonString(text: string, pointer: string, maxDepth: number | undefined, reading: JsonStringReading): DecodedJsonString {
  const document = parseJson(text, maxDepth);
  const embedded = { pointer, document };
  if (isBrokenText(document)) {
    const problems = document.problems
      .filter((refused) => refused.rule !== 'duplicate-key')
      .map((refused): Problem => {
        const within = { start: refused.span.start, end: refused.span.end };
        if (refused.rule === 'too-deep') {
          const { actual, limit } = refused.data as { actual: number; limit: number };
          return { ...tooDeepProblem(actual, limit, `\`${reading.name}\``), pointer, within };
        }
        const reason = refused.message.replace(/^JSON syntax error: /, '').replace(/\.$/, '');
        return reading.notJson(`${reason} at character ${refused.span.start + 1} of the string`, within);
      });
    if (problems.length === 0) problems.push(reading.notJson(undefined, undefined));
    return { embedded, problems };
  }
  const misfit = reading.misfit(document.value);
  if (misfit) return { embedded, problems: [misfit] };
  const problems = document.problems.map(({ rule, severity, message, span }): Problem => ({
    rule,
    severity,
    message,
    pointer,
    target: 'value',
    within: { ...span },
  }));
  return { value: document.value, embedded, problems };
}
