import { parseTree, printParseErrorCode, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import type { LocatedProblem, Span } from '../problem.js';
import { LineIndex } from './line-index.js';
import { joinPointer } from './pointer.js';
import { clampToContent, PointerWalker, placeProblem, type SourceDocument, type TreeAdapter } from './document.js';
import { jsonDepth } from './depth.js';
import { KeyLookup } from './key-lookup.js';
import { DEFAULT_LIMITS, MAX_PARSER_PROBLEMS } from './limits.js';
import { tooDeepProblem } from './screen.js';
import { unreadableDocument } from './unreadable.js';

const MESSAGES: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'a property name in double quotes is expected',
  ValueExpected: 'a value is expected',
  ColonExpected: 'a colon is expected',
  CommaExpected: 'a comma is expected',
  CloseBraceExpected: 'a closing brace `}` is expected',
  CloseBracketExpected: 'a closing bracket `]` is expected',
  EndOfFileExpected: 'the end of the file is expected (only one top-level value is allowed)',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'invalid unicode escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in string',
};

export function parseJson(text: string, maxDepth: number = DEFAULT_LIMITS.maxDepth): SourceDocument {
  const lines = new LineIndex(text);
  // The tree builder recurses per level: refuse deep nesting before it can exhaust the stack.
  const depth = jsonDepth(text, maxDepth);
  if (depth.overAt >= 0) {
    const span = { start: depth.overAt, end: depth.overAt + 1 };
    return unreadableDocument(text, 'json', { problem: tooDeepProblem(depth.depth, maxDepth), span }, lines);
  }
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const problems: LocatedProblem[] = [];
  // Only the first JSON error is reported: the ones after it are echoes of the same mistake.
  for (const error of errors.slice(0, 1)) {
    const code = printParseErrorCode(error.error);
    const start = Math.min(error.offset, text.length);
    const end = Math.min(start + Math.max(error.length, start < text.length ? 1 : 0), text.length);
    problems.push(
      placeProblem(
        { rule: 'syntax', severity: 'error', message: `JSON syntax error: ${MESSAGES[code] ?? code}.`, pointer: '', target: 'value' },
        clampToContent(text, { start, end }),
        lines,
      ),
    );
  }
  const value = tree ? toValue(tree, '', lines, problems) : undefined;
  const walker = new PointerWalker(text, lines, new JsonTree(tree));
  return {
    format: 'json',
    text,
    value,
    problems,
    fatal: errors.length > 0,
    lines,
    find: (pointer) => walker.find(pointer),
    locate: (pointer, target) => walker.locate(pointer, target),
    place: (problem) => placeProblem(problem, walker.locate(problem.pointer, problem.target), lines),
  };
}

/** Builds the plain value; a repeated key is reported and the last one wins, as with JSON.parse. */
function toValue(node: JsonNode, pointer: string, lines: LineIndex, problems: LocatedProblem[]): unknown {
  switch (node.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const seen = new Set<string>();
      for (const property of node.children ?? []) {
        const [keyNode, valueNode] = property.children ?? [];
        if (!keyNode || typeof keyNode.value !== 'string') continue;
        const key = keyNode.value;
        // At most MAX_PARSER_PROBLEMS duplicates (the syntax error, if any, is the first problem).
        if (seen.has(key) && problems.length < MAX_PARSER_PROBLEMS) {
          problems.push(
            placeProblem(
              {
                rule: 'duplicate-key',
                severity: 'error',
                message: `The key "${key}" appears twice in the same object; keys must be unique (the last one wins).`,
                pointer: joinPointer(pointer, key),
                target: 'key',
              },
              { start: keyNode.offset, end: keyNode.offset + keyNode.length },
              lines,
            ),
          );
        }
        seen.add(key);
        const value = valueNode ? toValue(valueNode, joinPointer(pointer, key), lines, problems) : null;
        // Assigning `__proto__` would change the prototype instead of adding a key; defineProperty is slow, so only then.
        if (key === '__proto__') Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
        else out[key] = value;
      }
      return out;
    }
    case 'array':
      return (node.children ?? []).map((child, index) => toValue(child, joinPointer(pointer, index), lines, problems));
    default:
      return node.value;
  }
}

class JsonTree implements TreeAdapter<JsonNode> {
  private readonly keys = new KeyLookup<JsonNode, JsonNode>(
    (object) => object.children ?? [],
    (property) => {
      const name = property.children?.[0]?.value;
      return typeof name === 'string' ? name : undefined;
    },
  );

  constructor(private readonly tree: JsonNode | undefined) {}

  root(): JsonNode | undefined {
    return this.tree;
  }

  child(node: JsonNode, segment: string): { node: JsonNode; keySpan?: Span } | undefined {
    if (node.type === 'object') {
      const [keyNode, valueNode] = this.keys.find(node, segment)?.children ?? [];
      if (!keyNode) return undefined;
      return { node: valueNode ?? keyNode, keySpan: { start: keyNode.offset, end: keyNode.offset + keyNode.length } };
    }
    if (node.type === 'array') {
      if (!/^(0|[1-9][0-9]*)$/.test(segment)) return undefined;
      const item = node.children?.[Number(segment)];
      return item ? { node: item } : undefined;
    }
    return undefined;
  }

  span(node: JsonNode): Span {
    return { start: node.offset, end: node.offset + node.length };
  }

  kind(node: JsonNode): 'object' | 'array' | 'scalar' | 'null' {
    if (node.type === 'object') return 'object';
    if (node.type === 'array') return 'array';
    if (node.type === 'null') return 'null';
    return 'scalar';
  }
}
