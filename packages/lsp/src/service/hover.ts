import { fieldName, parsePointer } from '@manifesto/core';
import { MarkupKind, type Hover } from 'vscode-languageserver';
import type { Analysis } from './analyse.js';
import { nodeAt } from './node-at.js';
import { branches, descriptionOf, limitOf, literalValues, manifestRootSchema, propertiesOf, schemasAt, typeOf, type SchemaNode } from './schema-walk.js';

export type HoverFormat = 'markdown' | 'plaintext';

/** What the field under the cursor is, its limit and its current length or count ("35 max, 12 used"). */
export function hover(analysis: Analysis, offset: number, format: HoverFormat = 'markdown'): Hover | null {
  if (analysis.kind !== 'manifest') return null;
  const hit = nodeAt(analysis.source, offset);
  if (!hit || hit.pointer === '') return null;
  const segments = parsePointer(hit.pointer);
  const nodes = schemasAt(manifestRootSchema(analysis.source.value), segments);
  if (nodes.length === 0) return null;
  const lines = describe(hit.pointer, segments, nodes, hit.value, analysis, format);
  if (lines.length === 0) return null;
  const span = hit.part === 'key' && hit.node.keySpan ? hit.node.keySpan : (hit.node.keySpan ?? hit.node.valueSpan);
  return {
    contents: { kind: format === 'markdown' ? MarkupKind.Markdown : MarkupKind.PlainText, value: lines.join(format === 'markdown' ? '\n\n' : '\n') },
    range: analysis.source.lines.range(span),
  };
}

function describe(pointer: string, segments: string[], nodes: SchemaNode[], value: unknown, analysis: Analysis, format: HoverFormat): string[] {
  const code = (text: string) => (format === 'markdown' ? `\`${text}\`` : text);
  const type = typeOf(nodes[0]!);
  const title = format === 'markdown' ? `**${code(fieldName(pointer))}**` : fieldName(pointer);
  const out = [type ? `${title} (${type})` : title];
  const description = descriptionOf(nodes);
  if (description) out.push(format === 'markdown' ? description : description.replace(/`/g, ''));
  const usage = usageLine(nodes, value);
  if (usage) out.push(usage);
  const parentNodes = schemasAt(manifestRootSchema(analysis.source.value), segments.slice(0, -1));
  const last = segments[segments.length - 1]!;
  if (propertiesOf(parentNodes).some((property) => property.name === last && property.required)) out.push('Required.');
  const allowed = literalValues(nodes).filter((v) => typeof v !== 'boolean');
  if (allowed.length > 0) out.push(`Allowed values: ${allowed.map((v) => code(String(v))).join(', ')}.`);
  return out;
}

/** "35 max, 12 used" for strings, lists and maps with limits; the count alone when there is no maximum. */
function usageLine(nodes: SchemaNode[], value: unknown): string | undefined {
  const all = nodes.flatMap((node) => [node, ...branches(node)]);
  const has = (keyword: string) => limitOf(all, keyword);
  if (typeof value === 'string') {
    // Limits count characters (code points), as the platform does; editors count UTF-16 units, so show both when they differ.
    const characters = [...value].length;
    const unit = characters === value.length ? 'characters' : `characters; ${value.length} UTF-16 units`;
    return limits(has('maxLength'), has('minLength'), characters, unit);
  }
  if (Array.isArray(value)) return limits(has('maxItems'), has('minItems'), value.length, 'items');
  if (value !== null && typeof value === 'object') {
    const max = has('maxProperties');
    if (max !== undefined) return limits(max, has('minProperties'), Object.keys(value).length, 'entries');
  }
  return undefined;
}

function limits(max: number | undefined, min: number | undefined, used: number, unit: string): string | undefined {
  if (max === undefined && min === undefined) return undefined;
  const parts: string[] = [];
  if (max !== undefined) parts.push(`${max} max`);
  if (min !== undefined && min > 1) parts.push(`${min} min`);
  parts.push(`${used} used`);
  return `${parts.join(', ')} (${unit}).`;
}
