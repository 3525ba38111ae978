import { formatPointer } from 'manifesto-core';
import { LineIndex } from 'manifesto-core/language';
import type { CursorContext } from './cursor.js';
import { splitLines, tokenizeLine, YamlStack, yamlKeys } from './yaml-lines.js';

/** The part of a plain scalar from the cursor on: up to a blank, or a colon that a blank or the line's end follows. */
const SCALAR_REST = /^(?:[^\s:]|:(?=\S))*/;
/** The same, when a key's colon follows it. */
const KEY_REST = /^(?:[^\s:]|:(?=\S))*[ \t]*:(?:\s|$)/;

/** The cursor context in YAML, read from indentation so that it works while the text does not parse. */
export function yamlCursor(text: string, offset: number): CursorContext {
  const lines = splitLines(text);
  const index = new LineIndex(text);
  const { line, character } = index.position(offset);
  const lineStart = index.lineStart(line);
  const lineText = lines[line] ?? '';
  const before = lineText.slice(0, character);
  const after = lineText.slice(character);

  const stack = new YamlStack();
  for (let i = 0; i < line; i++) stack.push(lines[i] ?? '', i);
  const tokens = tokenizeLine(before);
  for (const dash of tokens.dashes) stack.dash(dash);
  // A colon that ends the text before the cursor is a key's only when a blank or the line's end follows
  // it: in `- chat:|wirte` it is inside the scalar `chat:wirte`.
  const colonInScalar = /:$/.test(before) && /^\S/.test(after);

  if (tokens.key !== undefined && tokens.valueColumn !== undefined && !colonInScalar) {
    stack.popTo(tokens.contentColumn);
    const segments = [...stack.segments(), tokens.key];
    const valueStart = lineStart + tokens.valueColumn;
    const fullValue = lineText
      .slice(tokens.valueColumn)
      .replace(/(^|\s)#.*$/, '')
      .trimEnd();
    const end = Math.max(offset, lineStart + tokens.valueColumn + fullValue.length);
    const valueBefore = before.slice(tokens.valueColumn);
    return {
      format: 'yaml',
      kind: 'value',
      segments,
      prefix: valueBefore.replace(/^["']/, ''),
      replace: { start: valueStart, end },
      siblings: [],
      valueBefore,
      valueStart,
      yaml: { keyColumn: tokens.contentColumn, needsSpace: before.endsWith(':'), hasColonAfter: false },
    };
  }

  const contentColumn = before.trim() === '' && tokens.dashes.length === 0 ? character : tokens.contentColumn;
  stack.popTo(contentColumn);
  const segments = stack.segments();
  // The rest of the plain scalar: a colon belongs to it unless a blank or the line's end follows.
  const wordAfter = SCALAR_REST.exec(after)?.[0] ?? '';
  const hasColonAfter = KEY_REST.test(after);
  // Re-read the text with the typed word removed, so that following lines keep their parents.
  const edited = [...lines];
  edited[line] = before.slice(0, contentColumn);
  const pointer = formatPointer(segments);
  const siblings = yamlKeys(edited)
    .filter((key) => key.parent === pointer)
    .map((key) => key.key);
  const prefix = before.slice(contentColumn);
  return {
    format: 'yaml',
    kind: 'key',
    segments,
    prefix,
    replace: { start: lineStart + contentColumn, end: offset + wordAfter.length },
    siblings,
    valueBefore: prefix,
    valueStart: lineStart + contentColumn,
    yaml: { keyColumn: contentColumn, needsSpace: false, hasColonAfter },
  };
}
