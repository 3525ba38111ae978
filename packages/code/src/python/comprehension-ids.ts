import type { Node } from 'web-tree-sitter';
import { stringValue } from './strings.js';
import type { PythonFile } from './values.js';

/** List methods that change the list they are called on. */
const MUTATING = ['append', 'extend', 'insert', 'remove', 'pop', 'clear', 'sort', 'reverse'];

/** One element of a constant list a comprehension runs over, with the name it is bound to. */
export interface Mapped {
  name: string;
  elements: Node[];
}

/**
 * `[{"type": "button", "action_id": f"pick_{c}"} for c in CATEGORIES]` over a module's constant list or
 * tuple of literals, never changed in the file: the comprehension's name and the elements it takes. Only a
 * dict that is the whole body of a comprehension with one `for` over a bare name and no `if`.
 */
export function mappedOver(dict: Node, file: PythonFile, text: () => string): Mapped | undefined {
  const comprehension = dict.parent;
  if (comprehension?.type !== 'list_comprehension' || comprehension.childForFieldName('body')?.id !== dict.id) return undefined;
  const clauses = comprehension.namedChildren.filter((child) => child !== null && child.id !== dict.id && child.type !== 'comment');
  const clause = clauses.length === 1 ? clauses[0] : undefined;
  if (clause?.type !== 'for_in_clause') return undefined;
  const left = clause.childForFieldName('left');
  const right = clause.childForFieldName('right');
  if (left?.type !== 'identifier' || right?.type !== 'identifier') return undefined;
  const binding = file.binding(right.text);
  if (binding?.kind !== 'value' || (binding.value.type !== 'list' && binding.value.type !== 'tuple')) return undefined;
  const elements = binding.value.namedChildren.filter((child): child is Node => child !== null && child.type !== 'comment');
  if (elements.some((element) => !['string', 'concatenated_string', 'dictionary'].includes(element.type))) return undefined;
  if (changed(right.text, text())) return undefined;
  return { name: left.text, elements };
}

/** The file changes the list by name: a mutating method, an item assigned or deleted, `+=`. */
function changed(name: string, text: string): boolean {
  const escaped = name.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&');
  return new RegExp(`\\b${escaped}\\s*(?:\\.(?:${MUTATING.join('|')})\\s*\\(|\\[[^\\]\\n]*\\]\\s*=[^=]|\\+=)|\\bdel\\s+${escaped}\\b`).test(text);
}

/**
 * The string a value makes for one element: the element itself (`c`), its key (`c["id"]`), or an f-string
 * of literal parts and those; undefined for anything else.
 */
export function valueFor(node: Node, name: string, element: Node): string | undefined {
  const known = stringValue(node);
  if (known?.known) return known.value;
  if (node.type === 'identifier') return node.text === name ? stringOf(element) : undefined;
  if (node.type === 'subscript') {
    const value = node.childForFieldName('value');
    const key = node.childForFieldName('subscript');
    if (value?.type !== 'identifier' || value.text !== name || element.type !== 'dictionary' || !key) return undefined;
    const wanted = stringValue(key);
    if (!wanted?.known) return undefined;
    for (const entry of element.namedChildren) {
      if (entry?.type !== 'pair') continue;
      const entryKey = entry.childForFieldName('key');
      const entryValue = entry.childForFieldName('value');
      const found = entryKey ? stringValue(entryKey) : undefined;
      if (found?.known && found.value === wanted.value) return entryValue ? stringOf(entryValue) : undefined;
    }
    return undefined;
  }
  if (node.type === 'string') return formatted(node, name, element);
  return undefined;
}

function stringOf(node: Node): string | undefined {
  const value = stringValue(node);
  return value?.known ? value.value : undefined;
}

/** An f-string whose placeholders are each the element or its key, with no conversion or format spec. */
function formatted(node: Node, name: string, element: Node): string | undefined {
  const prefix = (node.namedChildren.find((child) => child?.type === 'string_start')?.text ?? '').toLowerCase();
  if (!prefix.includes('f') || prefix.includes('b') || prefix.includes('r')) return undefined;
  let out = '';
  for (const child of node.namedChildren) {
    if (!child || child.type === 'string_start' || child.type === 'string_end') continue;
    if (child.type === 'string_content') {
      if (child.text.includes('\\')) return undefined;
      out += child.text.replace(/\{\{/g, '{').replace(/\}\}/g, '}');
      continue;
    }
    if (child.type !== 'interpolation') return undefined;
    const parts = child.namedChildren.filter((part) => part !== null);
    const expression = parts.length === 1 ? parts[0] : undefined;
    const value = expression ? valueFor(expression, name, element) : undefined;
    if (value === undefined) return undefined;
    out += value;
  }
  return out;
}
