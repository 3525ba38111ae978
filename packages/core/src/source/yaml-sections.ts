import { CheckMemo } from '../schema/fast/check-memo.js';
import type { LocatedProblem, Problem, Range, Span, Target } from '../problem.js';
import { sourceDocument, trimSpan, type SourceDocument, type SourceNode } from './document.js';
import { yamlDepth, type YamlScanResult } from './depth.js';
import { LineIndex } from './line-index.js';
import { MAX_YAML_VALUES, type SourceLimits } from './limits.js';
import { escapeSegment, parsePointer } from './pointer.js';
import { parseYaml } from './yaml.js';

/**
 * What an editor keeps between two versions of a YAML document: the parse of each top-level section
 * (a key at column 0 and the lines under it), by its text. Parsing a large manifest is the largest part
 * of checking it; after an edit, only the sections whose text changed are parsed again.
 */
export class YamlSections {
  /** The parse of each section of the last text, by the section's text. */
  parsed = new Map<string, SourceDocument>();
  /**
   * Where pointers were located in a section's parse, relative to the section. A parse never changes,
   * so a problem of a section the edit did not touch (most of the 1,200 on the maximal manifest) is
   * placed by a lookup instead of a walk from the root.
   */
  readonly located = new WeakMap<SourceDocument, LocatedByTarget>();
  /** The depth scan of each section of the last text, by the section's text, and the depth limit it used. */
  scanned = new Map<string, YamlScanResult>();
  scannedLimit = -1;
  /** The checks' answers by the value objects these parses gave (a group's schema check, see check-memo.ts). */
  readonly answers = new CheckMemo();
}

/** Where a section's pointers were located, by target then pointer (no key built per problem: 1,219 of them per edit). */
type LocatedByTarget = Record<Target, Map<string, { span: Span; range: Range }>>;

/** A top-level key at column 0: a plain word, or a quoted one, followed by `:` and a blank or the line's end. */
const TOP_LEVEL_KEY = /^(?:[A-Za-z0-9_$][^:#\r\n]*|"[^"\r\n]*"|'[^'\r\n]*'):(?:[ \t]|\r?$)/;

/** Where each top-level section starts; undefined when the text is not a plain block mapping at column 0. */
function sectionStarts(text: string): number[] | undefined {
  const starts: number[] = [];
  for (let start = 0; start < text.length;) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const first = text.charCodeAt(start);
    // Blank, comment and indented lines belong to the section above.
    if (first !== 0x20 && first !== 0x23 && first !== 0x0a && first !== 0x0d) {
      const line = text.slice(start, end);
      if (!TOP_LEVEL_KEY.test(line)) return undefined;
      starts.push(start);
    }
    start = end + 1;
  }
  return starts.length > 0 ? starts : undefined;
}

/** The text of each section; the first also holds what comes before the first key (comments, blank lines). */
function bodiesAt(text: string, starts: readonly number[]): string[] {
  return starts.map((start, i) => text.slice(i === 0 ? 0 : start, starts[i + 1] ?? text.length));
}

/** The sections of a text, or undefined when it is not a block mapping of keys at column 0 (for tests). */
export function sectionBodies(text: string): string[] | undefined {
  const starts = sectionStarts(text);
  return starts && bodiesAt(text, starts);
}

/**
 * The whole text's depth scan, added up from each section's (kept by the section's text, so an edit scans
 * only what it changed). A section starts at column 0, where the scan of the whole text is back to a fresh
 * state, unless a flow bracket is still open: then the whole text is scanned, as the parse would be.
 */
export function scanSections(text: string, bodies: readonly string[], limit: number, cache: YamlSections): Pick<YamlScanResult, 'overAt' | 'values'> {
  const known = cache.scannedLimit === limit ? cache.scanned : new Map<string, YamlScanResult>();
  const scanned = new Map<string, YamlScanResult>();
  let offset = 0;
  let overAt = -1;
  let values = 0;
  for (const [i, body] of bodies.entries()) {
    const scan = scanned.get(body) ?? known.get(body) ?? yamlDepth(body, limit);
    scanned.set(body, scan);
    if (scan.flow !== 0 && i < bodies.length - 1) return yamlDepth(text, limit);
    if (overAt < 0 && scan.overAt >= 0) overAt = offset + scan.overAt;
    values += scan.values;
    offset += body.length;
  }
  cache.scanned = scanned;
  cache.scannedLimit = limit;
  return { overAt, values };
}

/**
 * Parses a YAML text section by section, reusing the sections whose text `cache` already parsed, or
 * returns undefined when the text must be parsed whole: anything but a block mapping of keys at column
 * 0 (documents markers, directives, a top-level list or flow), limits past their bounds, and any
 * section with a problem of its own (an alias to another section's anchor, a syntax error, a repeated
 * key): the whole parse reports those with the document's own context. So every document this returns
 * has no problems, and its value and spans are those the whole parse gives.
 */
export function parseYamlSections(text: string, limits: SourceLimits, cache: YamlSections): SourceDocument | undefined {
  const starts = sectionStarts(text);
  if (!starts) return undefined;
  const bodies = bodiesAt(text, starts);
  const scan = scanSections(text, bodies, limits.maxDepth, cache);
  if (scan.overAt >= 0 || scan.values > MAX_YAML_VALUES) return undefined;
  // `line`: the section's first line in the whole text (sections start at a line's start).
  // `prefix`: the key as a pointer's first segment.
  const sections: { offset: number; line: number; key: string; prefix: string; document: SourceDocument }[] = [];
  const parsed = new Map<string, SourceDocument>();
  const value: Record<string, unknown> = {};
  let line = 0;
  for (let i = 0; i < starts.length; i++) {
    // The first section also holds the comments above the first key.
    const offset = i === 0 ? 0 : starts[i]!;
    const body = bodies[i]!;
    const document = parsed.get(body) ?? cache.parsed.get(body) ?? parseYaml(body, limits);
    parsed.set(body, document);
    if (document.fatal || document.problems.length > 0) return undefined;
    const entry = document.value;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return undefined;
    const keys = Object.keys(entry);
    if (keys.length !== 1 || Object.prototype.hasOwnProperty.call(value, keys[0]!)) return undefined;
    const key = keys[0]!;
    // defineProperty keeps a `__proto__` key a key, as the whole parse does.
    Object.defineProperty(value, key, { value: (entry as Record<string, unknown>)[key], enumerable: true, writable: true, configurable: true });
    sections.push({ offset, line, key, prefix: `/${escapeSegment(key)}`, document });
    // A section ends with its last line break, so its line count less one is the lines it spans.
    line += document.lines.lineCount - 1;
  }
  cache.parsed = parsed;
  const lines = new LineIndex(text);
  const shift = (span: Span, by: number): Span => ({ start: span.start + by, end: span.end + by });
  type Section = (typeof sections)[number] & { known?: LocatedByTarget };
  /** The span and range of a pointer in a section, relative to the section, found once per parse. */
  const located = (section: Section, pointer: string, target: Target) => {
    let known = section.known ?? cache.located.get(section.document);
    if (!known) cache.located.set(section.document, (known = { key: new Map(), value: new Map(), container: new Map() }));
    section.known = known;
    const byPointer = known[target];
    let found = byPointer.get(pointer);
    if (!found) {
      const span = section.document.locate(pointer, target);
      byPointer.set(pointer, (found = { span, range: section.document.lines.range(span) }));
    }
    return found;
  };
  const moveRange = (range: Range, lines: number): Range => ({
    start: { line: range.start.line + lines, character: range.start.character },
    end: { line: range.end.line + lines, character: range.end.character },
  });
  const byKey = new Map(sections.map((section) => [section.key, section]));
  // Problems come grouped by section: the last section found is tried first, by its pointer prefix.
  let last: Section | undefined;
  const sectionOf = (pointer: string): Section | undefined => {
    if (pointer === '') return undefined;
    if (last && pointer.startsWith(last.prefix) && (pointer.length === last.prefix.length || pointer.charCodeAt(last.prefix.length) === 0x2f)) return last;
    const end = pointer.indexOf('/', 1);
    const first = end < 0 ? pointer.slice(1) : pointer.slice(1, end);
    const section = byKey.get(first.includes('~') ? (parsePointer(`/${first}`)[0] ?? first) : first);
    return (last = section ?? last);
  };
  // The root: the whole mapping, from the first key to the end of the last section's content.
  const root = (): SourceNode => {
    const first = sections[0]!;
    const last = sections[sections.length - 1]!;
    const start = first.offset + (first.document.find('')?.valueSpan.start ?? 0);
    const end = last.offset + (last.document.find('')?.valueSpan.end ?? last.document.text.length);
    return { valueSpan: trimSpan(text, { start, end }), kind: 'object' };
  };
  const document = sourceDocument({
    format: 'yaml',
    text,
    value,
    problems: [],
    fatal: false,
    lines,
    find: (pointer) => {
      if (pointer === '') return root();
      const section = sectionOf(pointer);
      const node = section?.document.find(pointer);
      if (!section || !node) return undefined;
      const moved: SourceNode = { ...node, valueSpan: shift(node.valueSpan, section.offset) };
      if (node.keySpan) moved.keySpan = shift(node.keySpan, section.offset);
      return moved;
    },
    locate: (pointer, target) => {
      const section = sectionOf(pointer);
      if (section) return shift(located(section, pointer, target).span, section.offset);
      // A key the mapping does not have marks the mapping's first line, as the whole parse does.
      const start = root().valueSpan.start;
      const line = lines.position(start).line;
      return { start, end: Math.max(start, lines.lineEnd(line)) };
    },
  });
  // The same placement as `sourceDocument`'s, from the section's memo: its span and range moved by where the section starts.
  const place = (problem: Problem) => {
    const section = sectionOf(problem.pointer);
    if (!section) return document.place(problem);
    const found = located(section, problem.pointer, problem.target);
    // Copied as `placeProblem` copies (Object.assign: a spread of many-shaped problems is V8's slow path).
    const placed = Object.assign({}, problem) as LocatedProblem;
    placed.span = shift(found.span, section.offset);
    placed.range = moveRange(found.range, section.line);
    return placed;
  };
  return { ...document, place };
}
