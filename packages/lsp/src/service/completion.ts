import { isRecord, valueAt, formatPointer, type Span } from '@manifesto/core';
import { CompletionItemKind, InsertTextMode, type CompletionItem, type CompletionList, type TextEdit } from 'vscode-languageserver';
import type { Analysis } from './analyse.js';
import type { CursorContext } from './cursor.js';
import { jsonCursor } from './json-cursor.js';
import { placeholderValue, yamlScalar } from './render.js';
import { descriptionOf, literalValues, manifestRootSchema, propertiesOf, schemasAt, typeOf, type SchemaNode } from './schema-walk.js';
import { localFunction, openTemplate, parameterNames, recordAt, stepPlace, stepsOf } from './workflow.js';
import { yamlCursor } from './yaml-cursor.js';

const CHART_TYPES = ['pie', 'bar', 'area', 'line'];

/** Completion at an offset: keys, enum values, booleans, function ids, templates and chart labels. */
export function complete(analysis: Analysis, offset: number): CompletionList {
  const items = completionItems(analysis, offset);
  return { isIncomplete: false, items };
}

export function cursorAt(analysis: Analysis, offset: number): CursorContext | undefined {
  if (analysis.format === 'yaml') return yamlCursor(analysis.text, offset);
  return jsonCursor(analysis.text, offset, (segments) => {
    const value = valueAt(analysis.source.value, formatPointer(segments));
    return isRecord(value) ? Object.keys(value) : [];
  });
}

function completionItems(analysis: Analysis, offset: number): CompletionItem[] {
  const context = cursorAt(analysis, offset);
  if (!context) return [];
  const edit = new Edits(analysis, context);
  const template = openTemplate(context.valueBefore);
  if (template) return templateItems(analysis, context, template, offset);
  if (analysis.kind === 'blocks') return blockItems(analysis, context, edit);
  if (analysis.kind !== 'manifest') return [];
  const root = manifestRootSchema(analysis.source.value);
  const nodes = schemasAt(root, context.segments);
  if (context.kind === 'key') {
    const properties = propertiesOf(nodes);
    // In YAML a word on a list line is either a key of the item or the item itself; the schema decides.
    if (properties.length > 0 || typeOf(nodes[0] ?? {}) === 'object') return keyItems(context, properties, edit);
  }
  return valueItems(analysis, context, nodes, edit);
}

function keyItems(context: CursorContext, properties: ReturnType<typeof propertiesOf>, edit: Edits): CompletionItem[] {
  return properties
    .filter((property) => !context.siblings.includes(property.name))
    .map((property, index) => {
      const description = descriptionOf([property.schema]);
      const item: CompletionItem = {
        label: property.name,
        kind: CompletionItemKind.Property,
        sortText: `${property.required ? 0 : 1}${String(index).padStart(3, '0')}`,
        insertTextMode: InsertTextMode.asIs,
        textEdit: edit.key(property.name, [property.schema]),
      };
      if (description) item.documentation = description;
      if (property.required) item.detail = 'required';
      const extra = edit.keyExtras();
      if (extra.length > 0) item.additionalTextEdits = extra;
      if (context.json?.quoted) item.filterText = JSON.stringify(property.name);
      return item;
    });
}

function valueItems(analysis: Analysis, context: CursorContext, nodes: SchemaNode[], edit: Edits): CompletionItem[] {
  const items: CompletionItem[] = [];
  for (const value of literalValues(nodes)) {
    items.push(valueItem(value, typeof value === 'boolean' ? CompletionItemKind.Value : CompletionItemKind.EnumMember, edit, context));
  }
  const segments = context.segments;
  if (segments[segments.length - 1] === 'function_id' && stepPlace(segments)) {
    const functions = recordAt(analysis.source.value, 'functions');
    for (const [id, fn] of Object.entries(functions ?? {})) {
      const item = valueItem(`#/functions/${id}`, CompletionItemKind.Reference, edit, context);
      const title = recordAt(fn)?.['title'];
      if (typeof title === 'string') item.detail = title;
      items.push(item);
    }
  }
  return items;
}

function valueItem(value: unknown, kind: CompletionItemKind, edit: Edits, context: CursorContext): CompletionItem {
  const label = typeof value === 'string' ? value : JSON.stringify(value);
  const item: CompletionItem = { label, kind, textEdit: edit.value(value) };
  if (context.json?.quoted || (context.format === 'yaml' && /^["']/.test(context.valueBefore))) {
    item.filterText = context.format === 'json' ? JSON.stringify(value) : context.valueBefore.charAt(0) + label;
  }
  return item;
}

/** `{{inputs.<name>}}` and `{{steps.<id>.<output>}}` inside a workflow step's inputs, earlier steps only. */
function templateItems(analysis: Analysis, context: CursorContext, template: { expression: string; start: number }, offset: number): CompletionItem[] {
  const place = stepPlace(context.segments);
  if (!place || context.segments[4] !== 'inputs' || analysis.kind !== 'manifest') return [];
  const manifest = analysis.source.value;
  const workflow = recordAt(manifest, 'workflows', place.workflow);
  const candidates: { label: string; detail: string; close: boolean }[] = [];
  for (const name of parameterNames(workflow?.['input_parameters'])) candidates.push({ label: `inputs.${name}`, detail: 'workflow input', close: true });
  stepsOf(manifest, place.workflow)
    .slice(0, place.step)
    .forEach((step) => {
      const id = recordAt(step)?.['id'];
      if (typeof id !== 'string') return;
      const fn = localFunction(recordAt(step)?.['function_id']);
      const outputs = fn ? parameterNames(recordAt(manifest, 'functions', fn)?.['output_parameters']) : [];
      if (outputs.length === 0) candidates.push({ label: `steps.${id}`, detail: `step ${id}`, close: false });
      for (const output of outputs) candidates.push({ label: `steps.${id}.${output}`, detail: `output of step ${id}`, close: true });
    });
  const text = analysis.text;
  const start = context.valueStart + template.start;
  let end = offset;
  while (end < text.length && /[\w.]/.test(text[end]!)) end++;
  const closed = text.startsWith('}}', end) || text.slice(end).trimStart().startsWith('}}');
  const range = rangeOf(analysis, { start, end });
  return candidates.map((candidate) => ({
    label: candidate.label,
    kind: CompletionItemKind.Reference,
    detail: candidate.detail,
    filterText: candidate.label,
    textEdit: { range, newText: candidate.label + (candidate.close && !closed ? '}}' : candidate.close ? '' : '.') },
  }));
}

/** Blocks: chart types, and data point labels from the chart's `axis_config.categories`. */
function blockItems(analysis: Analysis, context: CursorContext, edit: Edits): CompletionItem[] {
  if (context.kind !== 'value' && context.format === 'json') return [];
  const segments = context.segments;
  const last = segments[segments.length - 1];
  const chartAt = segments.lastIndexOf('chart');
  if (chartAt < 0) return [];
  const rest = segments.slice(chartAt + 1);
  if (rest.length === 1 && last === 'type') return CHART_TYPES.map((type) => valueItem(type, CompletionItemKind.EnumMember, edit, context));
  if (rest.length === 5 && rest[0] === 'series' && rest[2] === 'data' && last === 'label') {
    const categories = valueAt(analysis.source.value, formatPointer([...segments.slice(0, chartAt + 1), 'axis_config', 'categories']));
    if (!Array.isArray(categories)) return [];
    return categories.filter((c): c is string => typeof c === 'string').map((label) => valueItem(label, CompletionItemKind.EnumMember, edit, context));
  }
  return [];
}

/** Builds the text edits for keys and values in the document's format. */
class Edits {
  constructor(
    private readonly analysis: Analysis,
    private readonly context: CursorContext,
  ) {}

  key(name: string, nodes: SchemaNode[]): TextEdit {
    const range = rangeOf(this.analysis, this.context.replace);
    const type = typeOf(nodes[0] ?? {});
    if (this.context.format === 'yaml') {
      const placement = this.context.yaml!;
      const key = yamlScalar(name);
      if (placement.hasColonAfter) return { range, newText: key };
      const child = ' '.repeat(placement.keyColumn + 2);
      const newText = type === 'object' ? `${key}:\n${child}` : type === 'array' ? `${key}:\n${child}- ` : `${key}: `;
      return { range, newText };
    }
    const placement = this.context.json!;
    if (placement.quoted && placement.hasColonAfter) return { range, newText: JSON.stringify(name) };
    const value = JSON.stringify(placeholderValue(nodes));
    return { range, newText: `${JSON.stringify(name)}: ${value}${placement.needsCommaAfter ? ',' : ''}` };
  }

  /** A comma after the previous JSON member when the new member follows it directly. */
  keyExtras(): TextEdit[] {
    const at = this.context.json?.commaBefore;
    if (at === undefined) return [];
    const position = this.analysis.source.lines.position(at);
    return [{ range: { start: position, end: position }, newText: ',' }];
  }

  value(value: unknown): TextEdit {
    const range = rangeOf(this.analysis, this.context.replace);
    if (this.context.format === 'json') return { range, newText: JSON.stringify(value) };
    return { range, newText: (this.context.yaml?.needsSpace ? ' ' : '') + yamlScalar(value) };
  }
}

function rangeOf(analysis: Analysis, span: Span) {
  return analysis.source.lines.range(span);
}
