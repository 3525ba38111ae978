import { isRecord, joinPointer } from '../source/pointer.js';

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
export function findTemplates(value: unknown, pointer: string, depth = 0, known: TemplateCache = new Map()): TemplateUse[] {
  const uses: TemplateUse[] = [];
  collectTemplates(value, pointer, depth, uses, known);
  return uses;
}

/**
 * The placeholders of each string already read, kept by a caller across calls: a workflow's steps repeat
 * the same few strings (`{{inputs.channel}}`), and splitting them again was most of the workflow rules' time.
 * The `path` lists are shared between uses, so they are read, never changed.
 */
export type TemplateCache = Map<string, readonly { expression: string; path: string[] }[]>;

function collectTemplates(value: unknown, pointer: string, depth: number, uses: TemplateUse[], known: TemplateCache): void {
  if (depth > 64) return;
  if (typeof value === 'string') {
    let found = known.get(value);
    if (!found) {
      found = placeholdersIn(value)
        .filter((expression) => expression !== '')
        .map((expression) => ({ expression, path: templatePath(expression) }));
      known.set(value, found);
    }
    for (const { expression, path } of found) uses.push({ pointer, expression, path });
  } else if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      if (mayHoldTemplates(value[index])) collectTemplates(value[index], joinPointer(pointer, index), depth + 1, uses, known);
    }
  } else if (isRecord(value)) {
    for (const key of Object.keys(value)) if (mayHoldTemplates(value[key])) collectTemplates(value[key], joinPointer(pointer, key), depth + 1, uses, known);
  }
}

/** Most values are plain strings, numbers or flags: their pointers are not built. */
function mayHoldTemplates(value: unknown): boolean {
  return typeof value === 'string' ? value.includes('{{') : typeof value === 'object' && value !== null;
}
