import { isAlias, isMap, isScalar, isSeq, parseDocument, type Document, type Node as YamlNode, type Pair, type YAMLMap } from 'yaml';
import { KeyLookup } from './key-lookup.js';
import type { LocatedProblem, Span } from '../problem.js';
import { LineIndex } from './line-index.js';
import { clampToContent, PointerWalker, placeProblem, type SourceDocument, type TreeAdapter } from './document.js';
import { yamlDepth } from './depth.js';
import { DEFAULT_LIMITS, MAX_PARSER_PROBLEMS, MAX_YAML_VALUES, type SourceLimits } from './limits.js';
import { tooDeepProblem, tooManyValuesProblem } from './screen.js';
import { unreadableDocument } from './unreadable.js';
import { findDuplicateKeys } from './yaml-duplicates.js';

/** The default alias bound, kept under its old name for callers of the library. */
export const MAX_YAML_ALIASES = DEFAULT_LIMITS.maxAliases;

export function parseYaml(text: string, limits: SourceLimits = DEFAULT_LIMITS): SourceDocument {
  // The composer recurses per level: refuse deep nesting before it can exhaust the stack.
  const depth = yamlDepth(text, limits.maxDepth);
  if (depth.overAt >= 0) {
    const span = { start: depth.overAt, end: depth.overAt + 1 };
    return unreadableDocument(text, 'yaml', { problem: tooDeepProblem(depth.depth, limits.maxDepth), span });
  }
  if (depth.values > MAX_YAML_VALUES) return unreadableDocument(text, 'yaml', { problem: tooManyValuesProblem(depth.values, MAX_YAML_VALUES), span: { start: 0, end: Math.min(1, text.length) } });
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
        {
          rule: 'yaml-tag',
          severity: 'warning',
          message: `The YAML tag \`${tag}\` is not supported; the value is read as plain data and never run, so remove the tag.`,
          pointer: '',
          target: 'value',
          data: { tag },
        },
        span,
        lines,
      ),
    );
  }

  // Past the first few, syntax errors are echoes of one mistake.
  if (doc.errors.slice(MAX_PARSER_PROBLEMS).some((error) => error.code !== 'MULTIPLE_DOCS')) fatal = true;
  for (const error of doc.errors.slice(0, MAX_PARSER_PROBLEMS)) {
    if (error.code === 'MULTIPLE_DOCS') {
      // The first document is still checked; the rest is marked by its `---` line.
      const span = errorSpan(text, error.pos);
      const line = lines.position(span.start).line + 1;
      problems.push(
        placeProblem(
          {
            rule: 'multiple-documents',
            severity: 'error',
            message: `The file holds more than one YAML document (another starts at line ${line}); a manifest is one document, so only the first was checked. Remove this \`---\` and what follows, or move it to its own file.`,
            pointer: '',
            target: 'value',
            data: { line },
          },
          span,
          lines,
        ),
      );
      continue;
    }
    fatal = true;
    const span = clampToContent(text, errorSpan(text, error.pos));
    problems.push(placeProblem({ rule: 'syntax', severity: 'error', message: yamlMessage(error.message), pointer: '', target: 'key' }, span, lines));
  }

  for (const duplicate of findDuplicateKeys(doc.contents, MAX_PARSER_PROBLEMS)) {
    const { span } = duplicate;
    problems.push(
      placeProblem(
        {
          rule: 'duplicate-key',
          severity: 'error',
          message: `The key \`${text.slice(span.start, span.end)}\` appears twice in the same mapping; keys must be unique (the last one wins).`,
          pointer: duplicate.pointer,
          target: 'key',
        },
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
        {
          rule: 'yaml-alias-limit',
          severity: 'error',
          message: `The YAML aliases expand beyond the limit of ${limits.maxAliases} alias uses (limits.maxAliases); expand them by hand or remove the cycle.`,
          pointer: '',
          target: 'value',
          data: { reason: error instanceof Error ? error.message : String(error) },
        },
        span,
        lines,
      ),
    );
  }

  const walker = new PointerWalker(text, lines, new YamlTree(doc));
  return {
    format: 'yaml',
    text,
    value,
    problems,
    fatal,
    lines,
    find: (pointer) => walker.find(pointer),
    locate: (pointer, target) => walker.locate(pointer, target),
    place: (problem) => placeProblem(problem, walker.locate(problem.pointer, problem.target), lines),
  };
}

class YamlTree implements TreeAdapter<YamlNode> {
  private readonly keys = new KeyLookup<YAMLMap, Pair>(
    (map) => map.items as Pair[],
    (pair) => (isScalar(pair.key) ? String(pair.key.value) : pair.key === null ? '' : String(pair.key)),
  );

  constructor(private readonly doc: Document) {}

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
      const keySpan = isScalar(key) && key.range ? { start: key.range[0], end: key.range[1] } : undefined;
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

  span(node: YamlNode): Span {
    const range = node.range;
    return range ? { start: range[0], end: range[1] } : { start: 0, end: 0 };
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
