import { isRecord, joinPointer } from '../source/pointer.js';
import { append } from '../append.js';

/** One `{{…}}` placeholder found inside a workflow value. */
export interface TemplateUse {
  /** Pointer to the string value that holds the placeholder. */
  pointer: string;
  /** The trimmed expression between the braces, such as `steps.0.fields.manager`. */
  expression: string;
  /** The expression split on dots, with `a["b"]`/`a[0]` brackets turned into segments. */
  path: string[];
}

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** Splits `inputs.interactivity.interactor.id` or `steps.form.fields["start"]` into segments. */
export function templatePath(expression: string): string[] {
  const segments: string[] = [];
  for (const part of expression.split('.')) {
    const bracket = part.indexOf('[');
    const head = bracket < 0 ? part : part.slice(0, bracket);
    segments.push(head.trim());
    if (bracket < 0) continue;
    for (const match of part.slice(bracket).matchAll(/\[\s*(?:"([^"]*)"|'([^']*)'|([^\]]*))\s*\]/g)) {
      segments.push((match[1] ?? match[2] ?? match[3] ?? '').trim());
    }
  }
  return segments;
}

/** The trimmed expression of the `{{…}}` in `text` that contains `offset` (a cursor), if any. */
export function placeholderAt(text: string, offset: number): string | undefined {
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (offset >= match.index && offset <= match.index + match[0].length) return (match[1] ?? '').trim();
  }
  return undefined;
}

/** The placeholders of one string, in order ("Opened: {{inputs.summary}}" has one). */
export function placeholdersIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) found.push((match[1] ?? '').trim());
  return found;
}

/**
 * Every placeholder anywhere below `value` (nested objects, arrays, interpolated strings),
 * each with the pointer of the string that holds it. Depth is bounded so hostile input cannot recurse forever.
 */
export function findTemplates(value: unknown, pointer: string, depth = 0): TemplateUse[] {
  if (depth > 64) return [];
  if (typeof value === 'string') {
    return placeholdersIn(value)
      .filter((expression) => expression !== '')
      .map((expression) => ({ pointer, expression, path: templatePath(expression) }));
  }
  const uses: TemplateUse[] = [];
  if (Array.isArray(value)) {
    value.forEach((item, index) => append(uses, findTemplates(item, joinPointer(pointer, index), depth + 1)));
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) append(uses, findTemplates(item, joinPointer(pointer, key), depth + 1));
  }
  return uses;
}
