import { binaryFileRule, tooDeepRule, tooLargeRule } from './rules.js';
import type { Rule } from '../rules/define.js';
import type { Problem, Span } from '../problem.js';
import { utf8Length, type SourceLimits } from './limits.js';

/** A reason to refuse a text before parsing it, with the place to mark. */
export interface Refusal {
  problem: Problem;
  span: Span;
}

/**
 * Refuses texts no parser should see: larger than the size limit, or binary (a NUL character,
 * which neither YAML nor JSON text may hold). Cheap: at most one pass, stopping at the limit.
 */
export function screenText(text: string, limits: SourceLimits): Refusal | undefined {
  // A UTF-16 unit takes 1 to 3 UTF-8 bytes: a long text is refused without counting, a short one passes.
  const bytes = text.length > limits.maxFileSize ? text.length : text.length * 3 <= limits.maxFileSize ? 0 : utf8Length(text, limits.maxFileSize);
  if (bytes > limits.maxFileSize) {
    return { problem: tooLargeProblem(utf8Length(text), limits.maxFileSize), span: firstCharacter(text) };
  }
  const nul = text.indexOf('\u0000');
  if (nul >= 0) {
    return {
      problem: binaryFileRule.problem({
        message: 'The file contains a NUL character, so it is binary data rather than YAML or JSON text; it was not checked.',
        pointer: '',
        target: 'value',
      }),
      span: { start: nul, end: nul + 1 },
    };
  }
  return undefined;
}

/**
 * The `too-large` problem, also used by callers that refuse a file before reading it.
 * `atLeast` is for a stream that was stopped at the limit, whose full size is unknown.
 */
export function tooLargeProblem(bytes: number, limit: number, atLeast = false): Problem {
  const size = atLeast ? `input is more than ${groupDigits(limit)}` : `file is ${groupDigits(bytes)}`;
  return limitProblem(tooLargeRule, `The ${size} bytes; the limit is ${groupDigits(limit)} bytes (limits.maxFileSize), so it was not checked.`, limit, bytes);
}

export function tooManyValuesProblem(values: number, limit: number): Problem {
  const message = `The YAML text holds about ${groupDigits(values)} values; the limit is ${groupDigits(limit)}, so it was not checked (manifests hold a few thousand).`;
  return limitProblem(tooLargeRule, message, limit, values);
}

/** `subject` names what nests: the document, or a JSON string inside it (views.publish `view`). */
export function tooDeepProblem(depth: number, limit: number, subject = 'The document'): Problem {
  return limitProblem(
    tooDeepRule,
    `${subject} nests ${groupDigits(depth)} levels deep; the limit is ${groupDigits(limit)} (limits.maxDepth), so it was not checked.`,
    limit,
    depth,
  );
}

/** A refusal of the whole document: marked at the place the caller gives, with the limit and the actual amount. */
function limitProblem(rule: Rule, message: string, limit: number, actual: number): Problem {
  return rule.problem({ message, pointer: '', target: 'value', data: { limit, actual } });
}

function firstCharacter(text: string): Span {
  return { start: 0, end: Math.min(1, text.length) };
}

/** 2000000 → "2,000,000", independent of the locale. */
export function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
