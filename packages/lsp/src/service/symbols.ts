import type { SourceDocument } from 'manifesto-core';
import { outlineOf, type OutlineItem, type OutlineSymbol } from 'manifesto-core/language';
import { SymbolKind, type DocumentSymbol } from 'vscode-languageserver';
import type { Analysis } from './analyse.js';

/** The LSP symbol kind of each kind of outline entry. */
const SYMBOL_KINDS: Readonly<Record<OutlineSymbol, SymbolKind>> = {
  module: SymbolKind.Module,
  array: SymbolKind.Array,
  object: SymbolKind.Object,
  property: SymbolKind.Property,
  function: SymbolKind.Function,
  event: SymbolKind.Event,
  struct: SymbolKind.Struct,
  type: SymbolKind.TypeParameter,
  method: SymbolKind.Method,
  field: SymbolKind.Field,
  string: SymbolKind.String,
};

/** The outline the document's kind gives (`outlineOf`), placed in the text. */
export function documentSymbols(analysis: Analysis): DocumentSymbol[] {
  if (analysis.kind === undefined || analysis.refused) return [];
  return symbolsFrom(outlineOf(analysis.kind, analysis.source.value, analysis.context), analysis.source);
}

/** Outline entries as document symbols; an entry whose node is not in the text is left out with what it holds. */
export function symbolsFrom(items: readonly OutlineItem[], source: SourceDocument): DocumentSymbol[] {
  return items.flatMap((item) => {
    const symbol = symbolFor(source, item);
    if (!symbol) return [];
    if (item.children) symbol.children = symbolsFrom(item.children, source);
    return [symbol];
  });
}

function symbolFor(source: SourceDocument, item: OutlineItem): DocumentSymbol | undefined {
  const node = source.find(item.pointer);
  if (!node) return undefined;
  const start = node.keySpan?.start ?? node.valueSpan.start;
  const end = Math.max(node.valueSpan.end, node.keySpan?.end ?? 0);
  const symbol: DocumentSymbol = {
    name: item.name || '""',
    kind: SYMBOL_KINDS[item.symbol] ?? SymbolKind.Property,
    range: source.lines.range({ start, end }),
    selectionRange: source.lines.range(node.keySpan ?? { start, end: Math.min(end, source.lines.lineEnd(source.lines.position(start).line)) }),
  };
  if (item.detail) symbol.detail = item.detail;
  return symbol;
}
