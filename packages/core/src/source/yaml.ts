import { isAlias, isMap, isPair, isScalar, isSeq, parseDocument, visit, type Document, type Node as YamlNode, type Pair, type YAMLMap } from 'yaml';
import { duplicateKeyRule, multipleDocumentsRule, syntaxRule, yamlAliasLimitRule, yamlTagRule } from './rules.js';
import { KeyLookup } from './key-lookup.js';
import type { LocatedProblem, Span } from '../problem.js';
import { LineIndex } from './line-index.js';
import { clampToContent, PointerWalker, placeProblem, sourceDocument, walkerParts, type SourceDocument, type TreeAdapter } from './document.js';
import { yamlDepth } from './depth.js';
import { DEFAULT_LIMITS, MAX_PARSER_PROBLEMS, MAX_YAML_VALUES, type SourceLimits } from './limits.js';
import { tooDeepProblem, tooManyValuesProblem } from './screen.js';
import { unreadableDocument } from './unreadable.js';
import { findDuplicateKeys } from './yaml-duplicates.js';
import { yamlKeyName } from './yaml-keys.js';

/** The default alias bound, kept under its old name for callers of the library. */
export const MAX_YAML_ALIASES = DEFAULT_LIMITS.maxAliases;

/**
 * Parses YAML with recovery: every syntax mistake is reported where it is (up to MAX_PARSER_PROBLEMS,
 * echoes dropped) and the value built from what parsed is kept. `fatal` only when nothing usable came
 * out (see `unusable`: no root mapping or list, or the top level itself broken, as with prose) or there
 * are more mistakes than are reported; the text layer drops the check problems that echo the damage.
 */
export function parseYaml(text: string, limits: SourceLimits = DEFAULT_LIMITS): SourceDocument {
  // The composer recurses per level: refuse deep nesting before it can exhaust the stack.
  const depth = yamlDepth(text, limits.maxDepth);
  if (depth.overAt >= 0) {
    const span = { start: depth.overAt, end: depth.overAt + 1 };
    return unreadableDocument(text, 'yaml', { problem: tooDeepProblem(depth.depth, limits.maxDepth), span });
  }
  if (depth.values > MAX_YAML_VALUES)
    return unreadableDocument(text, 'yaml', {
      problem: tooManyValuesProblem(depth.values, MAX_YAML_VALUES),
      span: { start: 0, end: Math.min(1, text.length) },
    });
  // Always the YAML 1.2 core schema, even under `%YAML 1.1`: values stay plain JSON data
  // (no Buffer, Set, Map or Date, no `yes` booleans or `<<` merges), as the platform reads them.
  // Duplicate keys are found by findDuplicateKeys, in linear time.
  const doc = parseDocument(withLineFeeds(text), { uniqueKeys: false, prettyErrors: false, keepSourceTokens: false, schema: 'core', logLevel: 'error' });
  // Our own line table, not the library's: LSP counts a lone `\r` as a line break, and the library's
  // counter also misses lines after some syntax errors.
  const lines = new LineIndex(text);
  const problems: LocatedProblem[] = [];
  let fatal = false;

  for (const warning of doc.warnings) {
    if (warning.code !== 'TAG_RESOLVE_FAILED') continue;
    const span = errorSpan(text, warning.pos);
    const tag = text.slice(span.start, span.end);
    problems.push(
      placeProblem(
        yamlTagRule.problem({
          message: `The YAML tag \`${tag}\` is not supported; the value is read as plain data and never run, so remove the tag.`,
          pointer: '',
          target: 'value',
          data: { tag },
        }),
        span,
        lines,
      ),
    );
  }

  let multipleDocuments = 0;
  for (const error of doc.errors) {
    if (error.code !== 'MULTIPLE_DOCS' || multipleDocuments >= MAX_PARSER_PROBLEMS) continue;
    multipleDocuments++;
    // The first document is still checked; the rest is marked by its `---` line.
    const span = errorSpan(text, error.pos);
    const line = lines.position(span.start).line + 1;
    problems.push(
      placeProblem(
        multipleDocumentsRule.problem({
          message: `The file holds more than one YAML document (another starts at line ${line}); a manifest is one document, so only the first was checked. Remove this \`---\` and what follows, or move it to its own file.`,
          pointer: '',
          target: 'value',
          data: { line },
        }),
        span,
        lines,
      ),
    );
  }

  const { mistakes, overflow, unclosed } = syntaxMistakes(text, lines, doc);
  // What the syntax mistakes garbled: a repeated key there is an echo, not a mistake of its own.
  const damaged: Span[] = [];
  for (const mistake of mistakes.slice(0, MAX_PARSER_PROBLEMS)) {
    const problem = syntaxRule.problem({ message: mistake.message, pointer: '', target: 'key' });
    if (mistake.misread !== undefined && mistake.misread > mistake.span.end - mistake.span.start) problem.data = { misread: mistake.misread };
    problems.push(placeProblem(problem, mistake.span, lines));
    damaged.push({ start: mistake.span.start, end: Math.max(mistake.span.end, mistake.span.start + (mistake.misread ?? 0)) });
  }
  if (mistakes.length > 0) fatal = overflow || unusable(doc, lines, mistakes);

  for (const duplicate of findDuplicateKeys(doc.contents, MAX_PARSER_PROBLEMS)) {
    const { span } = duplicate;
    if (damaged.some((damage) => damage.start <= span.start && span.start < damage.end)) continue;
    problems.push(
      placeProblem(
        duplicateKeyRule.problem({
          message: `The key \`${text.slice(span.start, span.end)}\` appears twice in the same mapping; keys must be unique (the last one wins).`,
          pointer: duplicate.pointer,
          target: 'key',
        }),
        span,
        lines,
      ),
    );
  }

  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: limits.maxAliases });
  } catch (error) {
    fatal = true;
    value = undefined;
    const firstAlias = text.search(/\*[^\s,\]}]+/);
    const span = firstAlias >= 0 ? { start: firstAlias, end: firstAlias + 1 } : { start: 0, end: 0 };
    problems.push(
      placeProblem(
        yamlAliasLimitRule.problem({
          message: `The YAML aliases expand beyond the limit of ${limits.maxAliases} alias uses (limits.maxAliases); expand them by hand or remove the cycle.`,
          pointer: '',
          target: 'value',
          data: { reason: error instanceof Error ? error.message : String(error) },
        }),
        span,
        lines,
      ),
    );
  }

  const walker = new PointerWalker(text, lines, new YamlTree(doc, lines, unclosed));
  return sourceDocument({ format: 'yaml', text, value, problems, fatal, lines, ...walkerParts(walker) });
}

/** One syntax mistake, placed where it is to be fixed. */
interface Mistake {
  span: Span;
  message: string;
  /** Characters from the span's start that the parser misread because of this mistake (an unclosed quote or bracket). */
  misread?: number;
}

/** Syntax errors looked at, at most: a text with more is not YAML that a check could use. */
const MAX_SCANNED_ERRORS = 1000;

/**
 * The parser's syntax errors, each placed where the mistake is (an unclosed quote or bracket at its
 * opening, not where the parser gave up; an indentation error at the line's first character, not in
 * its leading blanks), in text order, without echoes: an error at the same place as the one before
 * it, on the same line or on the next line, or inside the text an earlier mistake made the parser
 * misread, is a consequence of that one mistake (`Run it: like this.` in prose gives three errors on
 * one line; a line indented one space too few often gives a second error on the line after it).
 * `overflow` when there are more mistakes than are reported.
 */
function syntaxMistakes(text: string, lines: LineIndex, doc: Document): { mistakes: Mistake[]; overflow: boolean; unclosed: ReadonlySet<number> } {
  const errors = doc.errors.filter((error) => error.code !== 'MULTIPLE_DOCS');
  if (errors.length === 0) return { mistakes: [], overflow: false, unclosed: new Set() };
  const flows = collectFlowNodes(doc);
  const placed = errors
    .slice(0, MAX_SCANNED_ERRORS)
    .map((error) => placeMistake(text, lines, error.code, error.pos, error.message, clampToContent(text, errorSpan(text, error.pos)), flows));
  placed.sort((a, b) => a.span.start - b.span.start);
  const mistakes: Mistake[] = [];
  let lastLine = -1;
  let lastStart = -1;
  let damageEnd = -1;
  for (const mistake of placed) {
    const line = lines.position(mistake.span.start).line;
    const end = mistake.span.start + Math.max(mistake.misread ?? 0, mistake.span.end - mistake.span.start);
    const echo = lastLine >= 0 && (line - lastLine <= 1 || mistake.span.start === lastStart || mistake.span.start < damageEnd);
    lastLine = line;
    lastStart = mistake.span.start;
    if (echo) {
      // The mistake it echoes also garbled what this one did.
      const kept = mistakes[mistakes.length - 1];
      if (kept && end > damageEnd) kept.misread = end - kept.span.start;
      damageEnd = Math.max(damageEnd, end);
      continue;
    }
    damageEnd = end;
    mistakes.push(mistake);
  }
  return {
    mistakes: mistakes.slice(0, MAX_PARSER_PROBLEMS + 1),
    overflow: errors.length > MAX_SCANNED_ERRORS || mistakes.length > MAX_PARSER_PROBLEMS,
    unclosed: flows.unclosed,
  };
}

interface FlowNodes {
  /** Starts of the quoted scalars found without their closing quote. */
  unclosed: Set<number>;
  /** Flow sequences and maps (`[…]`, `{…}`). */
  collections: { kind: 'seq' | 'map'; start: number; end: number }[];
  /** Quoted scalars. */
  quoted: { quote: string; start: number; end: number }[];
}

function collectFlowNodes(doc: Document): FlowNodes {
  const nodes: FlowNodes = { unclosed: new Set(), collections: [], quoted: [] };
  visit(doc, {
    Node(_key, node) {
      const range = node.range;
      if (!range) return;
      if ((isSeq(node) || isMap(node)) && node.flow) nodes.collections.push({ kind: isSeq(node) ? 'seq' : 'map', start: range[0], end: range[1] });
      else if (isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE'))
        nodes.quoted.push({ quote: node.type === 'QUOTE_DOUBLE' ? '"' : "'", start: range[0], end: range[1] });
    },
  });
  return nodes;
}

function placeMistake(text: string, lines: LineIndex, code: string, pos: [number, number], message: string, reported: Span, flows: FlowNodes): Mistake {
  // A quote never closed: the parser notices at the end of the text; the mistake is at the opening quote.
  const quote = /^Missing closing (["'])quote/.exec(message);
  if (code === 'MISSING_CHAR' && quote) {
    const string = flows.quoted.filter((node) => node.quote === quote[1] && node.start < pos[0] && node.end >= pos[0]).pop();
    if (string && text[string.start] === quote[1]) {
      flows.unclosed.add(string.start);
      return {
        span: restOfLine(text, lines, string.start),
        message: `YAML syntax error: the string that starts here has no closing \`${quote[1]}\`, so the text after it was read as part of the string.`,
        misread: string.end - string.start,
      };
    }
  }
  // A flow collection never closed: the parser notices at the next line that is not indented enough; the mistake is its opening bracket.
  const flow = /^Flow (sequence|map) in block collection/.exec(message);
  if (code === 'BAD_INDENT' && flow) {
    const kind = flow[1] === 'sequence' ? 'seq' : 'map';
    const [open, close] = kind === 'seq' ? ['[', ']'] : ['{', '}'];
    const collection = flows.collections
      .filter((node) => node.kind === kind && node.start < pos[0] && node.end <= pos[0])
      .sort((a, b) => a.end - b.end || b.start - a.start)
      .pop();
    if (collection && text[collection.start] === open && !text.slice(collection.start, collection.end).trimEnd().endsWith(close)) {
      return {
        span: { start: collection.start, end: collection.start + 1 },
        message: `YAML syntax error: the flow ${flow[1]} opened here by \`${open}\` does not end with \`${close}\` (the \`${close}\` is missing, or a line of it is not indented enough).`,
        misread: collection.end - collection.start,
      };
    }
  }
  // An indentation error (`All mapping items must start at the same column`) points at the line's
  // leading blanks: mark the item they indent.
  const lineStart = lines.lineStart(lines.position(reported.start).line);
  // A tab used as indentation is itself the mistake: it stays marked.
  if (code !== 'TAB_AS_INDENT' && /^[ \t]*$/.test(text.slice(lineStart, reported.start + 1)) && /[ \t]/.test(text[reported.start] ?? '')) {
    const line = lines.position(reported.start).line;
    const lineEnd = lines.lineEnd(line);
    let start = reported.start;
    while (start < lineEnd && (text[start] === ' ' || text[start] === '\t')) start++;
    let end = start;
    while (end < lineEnd && !/[\s:]/.test(text[end] ?? '')) end++;
    if (end > start) return { span: { start, end }, message: yamlMessage(message) };
  }
  return { span: reported, message: yamlMessage(message) };
}

/** From `start` to the end of its line's content. */
function restOfLine(text: string, lines: LineIndex, start: number): Span {
  let end = lines.lineEnd(lines.position(start).line);
  while (end > start + 1 && /\s/.test(text[end - 1] ?? '')) end--;
  return { start, end: Math.max(end, Math.min(start + 1, text.length)) };
}

/**
 * Whether the value recovered from a text with syntax errors is too broken to check (`fatal`; the
 * caller also makes it fatal when there are more mistakes than are reported). It is usable when the
 * root is a mapping or list and every mistake lies inside one of its entries (from an entry's key to
 * the end of the line where its value ends): the damage is then confined to that entry, which the
 * text layer's echo filter covers. It is not when the root is a scalar or empty, or when a mistake
 * lies between or before the root's entries: the top level itself did not parse, as when a README in
 * prose or a file indented with tabs is read as YAML, and its entries would only give noise.
 */
function unusable(doc: Document, lines: LineIndex, mistakes: readonly Mistake[]): boolean {
  const root = doc.contents;
  if (!isMap(root) && !isSeq(root)) return true;
  const entries: Span[] = [];
  for (const item of root.items as unknown[]) {
    const span = entrySpan(item);
    // An entry runs on to the end of the line where it ends (`a: "x" y`: the stray `y` is part of it).
    if (span) entries.push({ start: span.start, end: lines.lineEnd(lines.position(Math.max(span.start, span.end - 1)).line) });
  }
  return mistakes.some(({ span }) => !entries.some((entry) => entry.start <= span.start && span.start <= entry.end));
}

function entrySpan(item: unknown): Span | undefined {
  const ranges: (readonly number[] | null | undefined)[] = [];
  if (isPair(item)) ranges.push((item.key as YamlNode | null)?.range, (item.value as YamlNode | null)?.range);
  else ranges.push((item as YamlNode | null)?.range);
  const present = ranges.filter((range): range is readonly number[] => Array.isArray(range));
  if (present.length === 0) return undefined;
  return { start: Math.min(...present.map((range) => range[0] ?? 0)), end: Math.max(...present.map((range) => range[1] ?? 0)) };
}

class YamlTree implements TreeAdapter<YamlNode> {
  private readonly keys = new KeyLookup<YAMLMap, Pair>(
    (map) => map.items as Pair[],
    (pair) => yamlKeyName(pair.key, this.doc),
  );

  constructor(
    private readonly doc: Document,
    private readonly lines: LineIndex,
    /** Quoted scalars without a closing quote: they run on to the end of the text, so they are marked on their first line. */
    private readonly unclosed: ReadonlySet<number>,
  ) {}

  root(): YamlNode | undefined {
    const contents = this.doc.contents;
    return contents ?? undefined;
  }

  child(node: YamlNode, segment: string): { node: YamlNode; keySpan?: Span } | undefined {
    const target = this.resolve(node);
    if (isMap(target)) {
      const pair = this.keys.find(target, segment);
      if (!pair) return undefined;
      const key = pair.key as YamlNode | null;
      // A scalar key is marked on its first line: one that runs on over lines is one an unclosed quote
      // swallowed. A collection key (`? [a, b]`) is marked whole.
      const keySpan = !key?.range ? undefined : isScalar(key) ? this.scalarKeySpan(key.range[0], key.range[1]) : { start: key.range[0], end: key.range[1] };
      const value = pair.value as YamlNode | null;
      // `key:` with no value: the key itself stands in for the empty value.
      const valueNode = value ?? (isScalar(key) ? key : undefined);
      if (!valueNode) return undefined;
      return keySpan ? { node: valueNode, keySpan } : { node: valueNode };
    }
    if (isSeq(target)) {
      if (!/^(0|[1-9][0-9]*)$/.test(segment)) return undefined;
      const item = target.items[Number(segment)] as YamlNode | null | undefined;
      return item ? { node: item } : undefined;
    }
    return undefined;
  }

  /** A scalar key's span on its first line; an empty key (a bare `: value`) is marked by its `:`. */
  private scalarKeySpan(start: number, end: number): Span {
    const text = this.lines.text;
    if (end === start) {
      let colon = start;
      while (text[colon] === ' ' || text[colon] === '\t') colon++;
      return text[colon] === ':' ? { start: colon, end: colon + 1 } : { start, end };
    }
    return { start, end: Math.min(end, Math.max(start, this.lines.lineEnd(this.lines.position(start).line))) };
  }

  span(node: YamlNode): Span {
    const range = node.range;
    if (!range) return { start: 0, end: 0 };
    if (this.unclosed.has(range[0]))
      return { start: range[0], end: Math.min(range[1], Math.max(range[0], this.lines.lineEnd(this.lines.position(range[0]).line))) };
    return { start: range[0], end: range[1] };
  }

  kind(node: YamlNode): 'object' | 'array' | 'scalar' | 'null' {
    const target = this.resolve(node);
    if (isMap(target)) return 'object';
    if (isSeq(target)) return 'array';
    if (isScalar(target) && target.value === null) return 'null';
    return 'scalar';
  }

  private resolve(node: YamlNode): YamlNode {
    if (!isAlias(node)) return node;
    const resolved = node.resolve(this.doc);
    return (resolved as YamlNode | undefined) ?? node;
  }
}

/**
 * YAML counts a lone `\r` (classic Mac line ends) as a line break, as LSP does, but the parser does
 * not: it would read such a file as one line. One character for one keeps every offset.
 */
function withLineFeeds(text: string): string {
  return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
}

function errorSpan(text: string, pos: [number, number]): Span {
  let start = Math.min(pos[0], text.length);
  if (text[start] === '\n' && text[start - 1] === '\r') start--;
  let end = Math.min(Math.max(pos[1], start), text.length);
  // A span stays on its line, and never ends between the `\r` and `\n` of a CRLF.
  const lineBreak = text.slice(start).search(/[\r\n]/);
  if (lineBreak >= 0 && end > start + lineBreak) end = start + lineBreak;
  if (end === start && start < text.length && text[start] !== '\n' && text[start] !== '\r') end = start + 1;
  return { start, end };
}

function yamlMessage(message: string): string {
  const first = (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '').trim();
  return `YAML syntax error: ${first}${/[.!?]$/.test(first) ? '' : '.'}`;
}
