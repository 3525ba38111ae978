import type { Span } from 'manifesto-core';
import { catalogueHoverAt, embeddedAt, schemaFactsAt, fieldName, type SchemaFacts, type SchemaLimits } from 'manifesto-core/language';
import { MarkupKind, type Hover } from 'vscode-languageserver';
import type { Analysis } from './analyse.js';
import { nodeAt, type NodeHit } from './node-at.js';

export type HoverFormat = 'markdown' | 'plaintext';

/** What the field under the cursor is, its limit and its current length or count ("47 / 75 characters"), from the core's schema facts. */
export function hover(analysis: Analysis, offset: number, format: HoverFormat = 'markdown'): Hover | null {
  if (!analysis.kind || analysis.refused) return null;
  const inside = embeddedHit(analysis, offset);
  const hit = inside ?? nodeAt(analysis.source, offset);
  if (!hit || hit.pointer === '') return null;
  const facts = schemaFactsAt(analysis.kind, analysis.source.value, hit.pointer, analysis.context);
  // A scope or an event in its list: what it grants or needs, from the core's platform catalogue.
  const catalogue = hit.part === 'value' ? catalogueHoverAt(analysis.kind, analysis.source.value, hit.pointer) : undefined;
  if (!facts && !catalogue) return null;
  const lines = facts ? describe(hit.pointer, facts, hit.value, format) : [];
  if (catalogue) lines.unshift(format === 'markdown' ? catalogue : catalogue.replace(/`/g, ''));
  const span = hit.part === 'key' && hit.node.keySpan ? hit.node.keySpan : (hit.node.keySpan ?? hit.node.valueSpan);
  return {
    contents: { kind: format === 'markdown' ? MarkupKind.Markdown : MarkupKind.PlainText, value: lines.join(format === 'markdown' ? '\n\n' : '\n') },
    range: analysis.source.lines.range(inside?.toFile(span) ?? span),
  };
}

type EmbeddedHit = NodeHit & { toFile: (span: Span) => Span | undefined };

/**
 * The node under the cursor inside a document written as a string (a views.publish `view` given as JSON
 * text): its pointer continues from the string's, and its span is mapped back through the escapes.
 */
function embeddedHit(analysis: Analysis, offset: number): EmbeddedHit | undefined {
  const embedded = analysis.kind ? embeddedAt(analysis.kind, analysis.source, offset) : undefined;
  const inner = embedded ? nodeAt(embedded.document, embedded.offset) : undefined;
  if (!embedded || !inner || inner.pointer === '') return undefined;
  return { ...inner, pointer: embedded.pointer + inner.pointer, toFile: embedded.toFile };
}

/**
 * The lines of a field's hover: its name and type, description, limit and use, note, whether it is
 * required and its allowed values. `computed`: the value is the code's (a payload in code): its limit
 * is said without a count.
 */
export function describe(pointer: string, facts: SchemaFacts, value: unknown, format: HoverFormat, computed = false): string[] {
  const code = (text: string) => (format === 'markdown' ? `\`${text}\`` : text);
  const title = format === 'markdown' ? `**${code(fieldName(pointer))}**` : fieldName(pointer);
  const out = [facts.type ? `${title} (${facts.type})` : title];
  if (facts.description) out.push(format === 'markdown' ? facts.description : facts.description.replace(/`/g, ''));
  const usage = computed ? limitLine(facts) : usageLine(facts.limits, value);
  if (usage) out.push(usage);
  // A limit public sources disagree on: the other value and why this one.
  if (facts.note) out.push(format === 'markdown' ? facts.note : facts.note.replace(/`/g, ''));
  if (facts.required) out.push('Required.');
  const allowed = facts.allowed.filter((v) => typeof v !== 'boolean');
  if (allowed.length > 0) out.push(`Allowed values: ${allowed.map((v) => code(String(v))).join(', ')}.`);
  return out;
}

/** "47 / 75 characters" for strings, "3 / 50 items" for lists, with a minimum when one applies; nothing without limits. */
function usageLine(limits: SchemaLimits, value: unknown): string | undefined {
  if (typeof value === 'string') {
    // Limits count characters (code points), as the platform does; editors count UTF-16 units, so show both when they differ.
    const characters = [...value].length;
    const units = characters === value.length ? undefined : `${value.length} UTF-16 units`;
    return usage(limits.maxLength, limits.minLength, characters, 'characters', units);
  }
  if (Array.isArray(value)) return usage(limits.maxItems, limits.minItems, value.length, 'items');
  if (value !== null && typeof value === 'object' && limits.maxProperties !== undefined) {
    return usage(limits.maxProperties, limits.minProperties, Object.keys(value).length, 'entries');
  }
  return undefined;
}

/** A limit without a count, for a value the code computes: "At most 150 characters." */
function limitLine(facts: SchemaFacts): string | undefined {
  const { limits } = facts;
  const [max, min, unit] =
    facts.type === 'array' ? [limits.maxItems, limits.minItems, 'items'] : facts.type === 'string' ? [limits.maxLength, limits.minLength, 'characters'] : [];
  if (max === undefined && min === undefined) return undefined;
  const bounds = [...(min !== undefined && min > 1 ? [`at least ${min}`] : []), ...(max !== undefined ? [`at most ${max}`] : [])];
  return `${bounds.join(', ').replace(/^./, (first) => first.toUpperCase())} ${unit} (computed here).`;
}

function usage(max: number | undefined, min: number | undefined, used: number, unit: string, extra?: string): string | undefined {
  if (max === undefined && min === undefined) return undefined;
  const notes = [...(min !== undefined && (min > 1 || used < min) ? [`at least ${min}`] : []), ...(extra ? [extra] : [])];
  return `${max === undefined ? used : `${used} / ${max}`} ${unit}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}.`;
}
