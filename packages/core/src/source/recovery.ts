import type { LocatedProblem, Span } from '../problem.js';
import type { SourceDocument, SourceNode } from './document.js';
import { formatPointer, isRecord, parsePointer } from './pointer.js';

/** Rules that report something missing: after a syntax error, the missing part may be the part that did not parse. */
const ABSENCE_RULES: ReadonlySet<string> = new Set(['required', 'min-items', 'min-properties']);

/**
 * The check problems of a document with syntax errors, without those that are consequences of the
 * damage. The parsers recover (see `fatal` in document.ts), so the checks run on a value that lacks
 * or garbles what did not parse. The damage of a syntax problem is its span, or more when the parser
 * says it misread the text after it (`data.misread`, a number of characters from the span's start: a
 * quote or bracket never closed), or none when the parser says it recovered exactly (`data.exact`: a
 * trailing or missing comma, a comment; the span only shows where to fix it). A check problem is dropped when
 * - its span overlaps the damage (the value there is what the parser made of broken text), or
 * - the node it is about (its pointer resolves, and is not the root) holds a syntax error: a value
 *   that spans the damage, such as a mapping that took in a wrongly indented line, is not what was written, or
 * - it reports an absence (rules `required`, `min-items`, `min-properties`, or any problem whose pointer
 *   does not resolve in the document) and the nearest existing container on its pointer holds a
 *   syntax error: the missing key or item may just be the part that did not parse.
 * A node holds what lies between it and its next sibling too (or the end of its parent): a line that
 * failed to parse inside a mapping often falls out just after the node it belonged to.
 * Every other problem is kept, so a mistake elsewhere in the file is still reported. Without syntax
 * errors the problems come back as they are. Never throws: on any failure the problems are kept.
 */
export function withoutSyntaxEchoes(problems: readonly LocatedProblem[], document: SourceDocument): LocatedProblem[] {
  try {
    const damage = document.problems.filter((problem) => problem.rule === 'syntax' && problem.data?.['exact'] !== true).map(damageOf);
    if (damage.length === 0 || problems.length === 0) return [...problems];
    const nodes = new Map<string, SourceNode | undefined>();
    const find = (pointer: string): SourceNode | undefined => {
      if (!nodes.has(pointer)) nodes.set(pointer, document.find(pointer));
      return nodes.get(pointer);
    };
    const reach = reachOf(document, find);
    const holdsDamage = (pointer: string) => {
      const span = reach(pointer);
      return span !== undefined && damage.some((damaged) => span.start <= damaged.start && damaged.start <= span.end);
    };
    return problems.filter((problem) => {
      if (damage.some((damaged) => overlaps(damaged, problem.span))) return false;
      const node = find(problem.pointer);
      if (node && problem.pointer !== '' && holdsDamage(problem.pointer)) return false;
      if (node && !ABSENCE_RULES.has(problem.rule)) return true;
      const container = nearestContainer(problem.pointer, find);
      // No container: the pointer runs on into a scalar (a string holding a document of its own), not into a part that failed to parse.
      return container === undefined || !holdsDamage(container);
    });
  } catch {
    return [...problems];
  }
}

/** The text a syntax problem damaged: its span, or from its start as far as the parser misread. */
function damageOf(problem: LocatedProblem): Span {
  const misread = problem.data?.['misread'];
  const end = typeof misread === 'number' && Number.isFinite(misread) ? Math.max(problem.span.end, problem.span.start + misread) : problem.span.end;
  return { start: problem.span.start, end };
}

/** Half-open spans overlap; an empty span counts as the one character at its start. */
function overlaps(a: Span, b: Span): boolean {
  const aEnd = Math.max(a.end, a.start + 1);
  const bEnd = Math.max(b.end, b.start + 1);
  return a.start < bEnd && b.start < aEnd;
}

/**
 * The pointer of the deepest object or array on the pointer's path that exists in the document: the
 * pointer's own node when it is one, else its nearest existing ancestor. Undefined when the deepest
 * existing node on the path is a scalar (the rest of the path is inside a value, not missing from a container).
 */
function nearestContainer(pointer: string, find: (pointer: string) => SourceNode | undefined): string | undefined {
  const segments = parsePointer(pointer);
  for (let length = segments.length; length >= 0; length--) {
    const prefix = formatPointer(segments.slice(0, length));
    const node = find(prefix);
    if (node) return node.kind === 'object' || node.kind === 'array' ? prefix : undefined;
  }
  return undefined;
}

/**
 * The text a node answers for: from its key (or value) to the start of its next sibling, or to the end
 * of its parent when it is the last one. The root answers for its own span. Siblings come from the
 * plain value, in its order (keys indexed once per parent).
 */
function reachOf(document: SourceDocument, find: (pointer: string) => SourceNode | undefined): (pointer: string) => Span | undefined {
  const siblings = new Map<string, { names: string[]; index: Map<string, number> } | undefined>();
  const listOf = (parent: string, value: unknown) => {
    if (!siblings.has(parent)) {
      const names = Array.isArray(value) ? value.map((_item, index) => String(index)) : isRecord(value) ? Object.keys(value) : undefined;
      siblings.set(parent, names && { names, index: new Map(names.map((name, index) => [name, index])) });
    }
    return siblings.get(parent);
  };
  return (pointer) => {
    const node = find(pointer);
    if (!node) return undefined;
    const start = node.keySpan?.start ?? node.valueSpan.start;
    const own = Math.max(node.valueSpan.end, node.keySpan?.end ?? 0);
    const segments = parsePointer(pointer);
    if (segments.length === 0) return { start, end: own };
    const parent = formatPointer(segments.slice(0, -1));
    const parentNode = find(parent);
    let end = parentNode ? parentNode.valueSpan.end : own;
    const list = listOf(parent, valueAtSegments(document.value, segments.slice(0, -1)));
    const at = list?.index.get(segments[segments.length - 1]!);
    const next = at === undefined ? undefined : list?.names[at + 1];
    if (next !== undefined) {
      const sibling = find(formatPointer([...segments.slice(0, -1), next]));
      // Up to, not including, the sibling's first character (the reach is compared inclusively).
      if (sibling) end = (sibling.keySpan?.start ?? sibling.valueSpan.start) - 1;
    }
    return { start, end: Math.max(own, end) };
  };
}

function valueAtSegments(root: unknown, segments: readonly string[]): unknown {
  let current = root;
  for (const segment of segments) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isRecord(current) && Object.prototype.hasOwnProperty.call(current, segment)) current = current[segment];
    else return undefined;
  }
  return current;
}
