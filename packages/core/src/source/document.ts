import type { LocatedProblem, Problem, Span, Target } from '../problem.js';
import type { LineIndex } from './line-index.js';
import { parsePointer } from './pointer.js';

export type SourceFormat = 'yaml' | 'json';

/** Where one node of the parsed document sits in the text. */
export interface SourceNode {
  /** The key that names this node in its parent mapping; absent for the root and array items. */
  keySpan?: Span;
  valueSpan: Span;
  kind: 'object' | 'array' | 'scalar' | 'null';
}

/** A parsed YAML or JSON text: the plain value plus the way back from a JSON pointer to text. */
export interface SourceDocument {
  readonly format: SourceFormat;
  readonly text: string;
  /** The plain value; undefined when the text could not be parsed at all. */
  readonly value: unknown;
  /** Syntax, duplicate-key and alias problems, already located. */
  readonly problems: readonly LocatedProblem[];
  /**
   * True when nothing usable came out of the text, so checks should not run on `value`: the text was
   * refused (too large, too deep, binary, an alias bomb), or it has syntax errors and no root object
   * or array, more syntax mistakes than are reported, or (YAML) a mistake outside every top-level
   * entry, as when prose or a tab-indented file is read. Otherwise a text with syntax errors is
   * recovered: `value` holds what parsed, `problems` has each mistake, and the caller drops the check
   * problems that are echoes of the damage (`withoutSyntaxEchoes` in recovery.ts).
   */
  readonly fatal: boolean;
  readonly lines: LineIndex;
  /** The node at exactly this pointer, or undefined. */
  find(pointer: string): SourceNode | undefined;
  /** The span to mark for a pointer, following the fallback rules in DESIGN.md. */
  locate(pointer: string, target: Target): Span;
  /** The same problem, with its span and range. */
  place(problem: Problem): LocatedProblem;
}

/** Format-specific tree access; the shared pointer walk lives in `PointerWalker`. */
export interface TreeAdapter<N> {
  root(): N | undefined;
  child(node: N, segment: string): { node: N; keySpan?: Span } | undefined;
  span(node: N): Span;
  kind(node: N): SourceNode['kind'];
}

/** The node a walk reached, the key that names it, and whether every segment was found. */
interface Reached<N> {
  node: N;
  keySpan: Span | undefined;
  complete: boolean;
}

/** Resolves pointers to spans. Missing segments fall back to the deepest existing ancestor. */
export class PointerWalker<N> {
  constructor(
    private readonly text: string,
    private readonly lines: LineIndex,
    private readonly tree: TreeAdapter<N>,
  ) {}

  find(pointer: string): SourceNode | undefined {
    const walk = this.walk(pointer);
    return walk.complete ? walk.deepest : undefined;
  }

  locate(pointer: string, target: Target): Span {
    const walk = this.walk(pointer);
    const node = walk.deepest;
    if (!node) return this.firstLine(0);
    // A missing segment marks its deepest existing ancestor by key (the parent's key for a missing key).
    if (!walk.complete || target !== 'value') {
      if (node.keySpan) return node.keySpan;
      return this.firstLine(node.valueSpan.start);
    }
    if (node.kind === 'object' || node.kind === 'array') {
      // A multi-line collection is marked by its key (or first line) so that no range runs on to the end.
      const firstLineEnd = this.lines.lineEnd(this.lines.position(node.valueSpan.start).line);
      if (node.valueSpan.end > firstLineEnd) return node.keySpan ?? this.firstLine(node.valueSpan.start);
    }
    return node.valueSpan;
  }

  /** The node of the last parent walked to: problems come in runs under one parent (a list's items). */
  private parent: { pointer: string; reached: Reached<N> } | undefined;

  private walk(pointer: string): { deepest: SourceNode | undefined; complete: boolean } {
    const root = this.tree.root();
    if (root === undefined) return { deepest: undefined, complete: false };
    const reached = this.reach(root, pointer);
    return { deepest: this.describe(reached.node, reached.keySpan), complete: reached.complete };
  }

  private reach(root: N, pointer: string): Reached<N> {
    const cut = pointer.lastIndexOf('/');
    if (cut <= 0 || !pointer.startsWith('/')) return this.descend({ node: root, keySpan: undefined, complete: true }, parsePointer(pointer));
    const parentPointer = pointer.slice(0, cut);
    if (this.parent?.pointer !== parentPointer) {
      const parent = this.descend({ node: root, keySpan: undefined, complete: true }, parsePointer(parentPointer));
      if (!parent.complete) return parent;
      this.parent = { pointer: parentPointer, reached: parent };
    }
    const last = pointer.slice(cut + 1);
    return this.descend(this.parent.reached, [last.includes('~') ? last.replace(/~1/g, '/').replace(/~0/g, '~') : last]);
  }

  /** Follows `segments` from `start` as far as they exist; only the node reached is described, by the caller. */
  private descend(start: Reached<N>, segments: readonly string[]): Reached<N> {
    let { node, keySpan } = start;
    for (const segment of segments) {
      const next = this.tree.child(node, segment);
      if (!next) return { node, keySpan, complete: false };
      node = next.node;
      keySpan = next.keySpan;
    }
    return { node, keySpan, complete: true };
  }

  private describe(node: N, keySpan: Span | undefined): SourceNode {
    const valueSpan = trimSpan(this.text, this.tree.span(node));
    const described: SourceNode = { valueSpan, kind: this.tree.kind(node) };
    if (keySpan) described.keySpan = trimSpan(this.text, keySpan);
    return described;
  }

  /** The non-blank content of the line holding `offset`. */
  private firstLine(offset: number): Span {
    const line = this.lines.position(offset).line;
    let start = Math.max(offset, this.lines.lineStart(line));
    const end = this.lines.lineEnd(line);
    while (start < end && /\s/.test(this.text[start] ?? '')) start++;
    return { start, end: Math.max(start, end) };
  }
}

/** Drops trailing blanks and line breaks, which YAML ranges include. */
export function trimSpan(text: string, span: Span): Span {
  let end = Math.min(span.end, text.length);
  const start = Math.min(span.start, end);
  while (end > start && /\s/.test(text[end - 1] ?? '')) end--;
  return { start, end };
}

/** A syntax error at the very end (after the last line) is shown on the last character of content instead. */
export function clampToContent(text: string, span: Span): Span {
  let contentEnd = text.length;
  while (contentEnd > 0 && /\s/.test(text[contentEnd - 1] ?? '')) contentEnd--;
  if (span.start < contentEnd || contentEnd === 0) return span;
  return { start: contentEnd - 1, end: contentEnd };
}

export function placeProblem(problem: Problem, span: Span, lines: LineIndex): LocatedProblem {
  // The same copy as a spread, in the same key order; a spread of problems of many shapes took V8's slow
  // path (microseconds each, most of placing the maximal manifest's 1,219 warnings).
  const located = Object.assign({}, problem) as LocatedProblem;
  located.span = span;
  located.range = lines.range(span);
  return located;
}

/** What a parser knows of its text; `sourceDocument` adds `place`, which every document derives the same way. */
export interface DocumentParts {
  format: SourceFormat;
  text: string;
  value: unknown;
  problems: readonly LocatedProblem[];
  fatal: boolean;
  lines: LineIndex;
  find(pointer: string): SourceNode | undefined;
  locate(pointer: string, target: Target): Span;
}

/** The one way a SourceDocument is built: a problem is placed where `locate` says. */
export function sourceDocument(parts: DocumentParts): SourceDocument {
  const { format, text, value, problems, fatal, lines, find, locate } = parts;
  return {
    format,
    text,
    value,
    problems,
    fatal,
    lines,
    find,
    locate,
    place: (problem) => placeProblem(problem, locate(problem.pointer, problem.target), lines),
  };
}

/** A walker's find and locate, for `sourceDocument`. */
export function walkerParts<N>(walker: PointerWalker<N>): Pick<DocumentParts, 'find' | 'locate'> {
  return { find: (pointer) => walker.find(pointer), locate: (pointer, target) => walker.locate(pointer, target) };
}
