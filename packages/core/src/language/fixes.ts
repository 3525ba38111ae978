import type { Problem } from '../problem.js';
import type { KindId, LanguageContext } from '../kinds/kind.js';
import { kindById } from '../kinds/registry.js';
import { runKind } from '../kinds/run.js';
import { applyFixEdits } from '../rules/apply-fix.js';
import type { Fix, FixEdit } from '../rules/fix.js';
import { ruleById } from '../rules/registry.js';
import { isRecord, parsePointer } from '../source/pointer.js';
import { fixImproves } from './fix-verdict.js';
import { placeholderAt, valuesAt } from './facts.js';

/** Values the document offers at a place that a new key may take, besides the schema's placeholder. */
const OFFERED_CANDIDATES = 4;

/**
 * The quick fixes of a problem, from the fix its rule declares: none for a rule without one, and none
 * inside a string that encodes a document of its own (its text is not the file's). A problem in a
 * document inside method arguments (a `view`, `blocks`, a `manifest`) is fixed in that document, and its
 * edits are moved under it. Each fix is applied to a copy of the value and checked again: only a fix that
 * removes its problem and adds no error is offered (`fix-verdict.ts`), the first of those with one title.
 * `context` is the editor's, as for `schemaFactsAt` (a method argument file's name gives its method).
 */
export function fixesFor(kind: KindId, value: unknown, problem: Problem, context?: LanguageContext): Fix[] {
  try {
    const offered: Fix[] = [];
    for (const fix of candidatesFor(kind, value, problem, context)) {
      if (offered.some((kept) => kept.title === fix.title)) continue;
      if (improves(kind, value, problem, fix.edits, context)) offered.push(fix);
    }
    return offered;
  } catch {
    return [];
  }
}

/**
 * The fixes of a problem found in another file whose edits are in this document: a call in a code file
 * that needs a scope the manifest does not request is fixed in the manifest. Each is applied to a copy
 * of the value and kept when the document gets no new error and no more problems; whether the problem
 * itself goes is for the caller to check (the join of the files that found it), not this document's.
 */
export function fixesFromElsewhere(kind: KindId, value: unknown, problem: Problem, context?: LanguageContext): Fix[] {
  try {
    const offered: Fix[] = [];
    for (const fix of candidatesFor(kind, value, problem, context)) {
      if (offered.some((kept) => kept.title === fix.title)) continue;
      const fixed = applyFixEdits(value, fix.edits);
      if (fixed === undefined) continue;
      const before = problemsOf(kind, value, context);
      const after = problemsOf(kind, fixed, context);
      const errors = (problems: readonly Problem[]) => problems.filter((found) => found.severity === 'error').length;
      if (after.length <= before.length && errors(after) <= errors(before)) offered.push(fix);
    }
    return offered;
  } catch {
    return [];
  }
}

/**
 * Whether the problem's rule proposes a fix for it, before any is checked: cheap enough for every
 * diagnostic of every edit (the language server sends a problem's data only then), while `fixesFor`
 * checks the document again per fix and is for a code action request.
 */
export function proposesFixes(kind: KindId, value: unknown, problem: Problem, context?: LanguageContext): boolean {
  try {
    // What the values would be does not matter here: the schema is not walked for them.
    return candidatesFor(kind, value, problem, context, false).length > 0;
  } catch {
    return false;
  }
}

/** The fixes the rule proposes, with their edits in the file's pointers, not yet checked (also for payloads written in code, `value/fixes.ts`). */
export function candidatesFor(kind: KindId, value: unknown, problem: Problem, context: LanguageContext | undefined, withValues = true): Fix[] {
  const rule = ruleById(problem.rule);
  if (!rule?.fix || problem.within) return [];
  const scope = scopeOf(kind, value, problem.pointer, context);
  const relative = scope.root === '' ? problem : { ...problem, pointer: problem.pointer.slice(scope.root.length) };
  const proposed = rule.fix(relative, {
    value: scope.value,
    placeholderAt: (pointer) => (withValues ? placeholderAt(scope.kind, scope.value, pointer, scope.context) : null),
    placeholdersAt: (pointer) => (withValues ? placeholdersAt(scope.kind, scope.value, pointer, scope.context) : [null]),
    // `/settings/interactivity/request_url` → `settings.interactivity.request_url`, from the file's root.
    pathOf: (pointer) => parsePointer(scope.root + pointer).join('.'),
  });
  return scope.root === '' ? proposed : proposed.map((fix) => ({ ...fix, edits: fix.edits.map((edit) => under(scope.root, edit)) }));
}

/** Where a problem's fix is computed: the document itself, or the document inside method arguments that holds it. */
interface FixScope {
  kind: KindId;
  root: string;
  value: unknown;
  context: LanguageContext | undefined;
}

function scopeOf(kind: KindId, value: unknown, pointer: string, context: LanguageContext | undefined): FixScope {
  // The kind decides which documents it holds (method arguments hold views, blocks and manifests).
  const inner = kindById(kind).language.documentAt?.(value, pointer, context);
  return inner ? { kind: inner.kind, root: inner.root, value: inner.value, context: undefined } : { kind, root: '', value, context };
}

/**
 * Values to try for a new key: the schema's placeholder, the same with its empty strings filled (a slot's
 * text object is `{type, text: ""}`, which completion leaves for the user to type but a fix must not
 * insert where text is required), then what the document offers there (chart categories, function ids).
 */
function placeholdersAt(kind: KindId, value: unknown, pointer: string, context: LanguageContext | undefined): unknown[] {
  const schema = placeholderAt(kind, value, pointer, context);
  const out: unknown[] = [];
  const add = (candidate: unknown) => {
    if (!out.some((seen) => JSON.stringify(seen) === JSON.stringify(candidate))) out.push(candidate);
  };
  add(schema);
  add(filled(schema));
  // A number the schema allows may still break a rule across fields (a pie segment's value is above 0).
  if (schema === 0) add(1);
  for (const suggestion of valuesAt(kind, value, pointer, context).slice(0, OFFERED_CANDIDATES)) add(suggestion.value);
  return out;
}

/** The value with each empty string replaced by a word to overwrite. */
function filled(value: unknown): unknown {
  if (value === '') return FILLER;
  if (Array.isArray(value)) return value.map(filled);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item)]));
  return value;
}

/** What a fix writes where text is required and nothing better is known: a word the user sees and replaces. */
const FILLER = 'TODO';

/** An edit of a document inside the arguments, with its pointers continued from the document's root. */
function under(root: string, edit: FixEdit): FixEdit {
  switch (edit.op) {
    case 'insert':
      return { ...edit, parent: root + edit.parent };
    case 'move':
      return { ...edit, pointer: root + edit.pointer, to: root + edit.to };
    default:
      return { ...edit, pointer: root + edit.pointer };
  }
}

/** The problems of the value as the document's kind checks it, with default severities; kept for the value checked last. */
let lastChecked: { value: unknown; key: string; problems: readonly Problem[] } | undefined;

function problemsOf(kind: KindId, value: unknown, context: LanguageContext | undefined): readonly Problem[] {
  return runKind(kindById(kind), value, { fileName: context?.fileName, method: context?.method }).problems;
}

/** Whether the fix, applied to the value, removes its problem and adds no error. */
function improves(kind: KindId, value: unknown, problem: Problem, edits: readonly FixEdit[], context: LanguageContext | undefined): boolean {
  const fixed = applyFixEdits(value, edits);
  if (fixed === undefined) return false;
  const key = `${kind}\u0000${context?.fileName ?? ''}\u0000${context?.method ?? ''}`;
  // The editor asks for the fixes of several problems of one version at once: its problems are checked once.
  const before = lastChecked !== undefined && lastChecked.value === value && lastChecked.key === key ? lastChecked.problems : problemsOf(kind, value, context);
  lastChecked = { value, key, problems: before };
  return fixImproves(before, problemsOf(kind, fixed, context), problem, edits);
}
