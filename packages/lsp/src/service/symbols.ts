import { joinPointer, type SourceDocument } from 'manifesto-core';
import { isRecord } from 'manifesto-core/language';
import { SymbolKind, type DocumentSymbol } from 'vscode-languageserver';
import type { Analysis } from './analyse.js';

/** Groups whose entries are named things, and the symbol kind of each entry. */
const NAMED: Record<string, SymbolKind> = {
  functions: SymbolKind.Function,
  workflows: SymbolKind.Event,
  datastores: SymbolKind.Struct,
  types: SymbolKind.TypeParameter,
};

/** An outline: top-level groups; functions, workflows, datastores and types by name; workflow steps by id. */
export function documentSymbols(analysis: Analysis): DocumentSymbol[] {
  if (analysis.kind !== 'manifest' || !isRecord(analysis.source.value)) return [];
  const source = analysis.source;
  const out: DocumentSymbol[] = [];
  for (const [group, value] of Object.entries(analysis.source.value)) {
    const symbol = symbolFor(source, `/${group}`, group, Array.isArray(value) ? SymbolKind.Array : SymbolKind.Module);
    if (!symbol) continue;
    const kind = NAMED[group];
    if (kind !== undefined && isRecord(value)) {
      symbol.children = Object.entries(value).flatMap(([name, entry]) => {
        const child = symbolFor(
          source,
          joinPointer(`/${group}`, name),
          name,
          kind,
          isRecord(entry) && typeof entry['title'] === 'string' ? entry['title'] : undefined,
        );
        if (child && group === 'workflows' && isRecord(entry) && Array.isArray(entry['steps']))
          child.children = stepSymbols(source, joinPointer(`/${group}`, name, 'steps'), entry['steps']);
        return child ? [child] : [];
      });
    } else if (isRecord(value)) {
      symbol.children = Object.entries(value).flatMap(([key, child]) => {
        const sub = symbolFor(
          source,
          joinPointer(`/${group}`, key),
          key,
          Array.isArray(child) ? SymbolKind.Array : isRecord(child) ? SymbolKind.Object : SymbolKind.Property,
        );
        return sub ? [sub] : [];
      });
    }
    out.push(symbol);
  }
  return out;
}

function stepSymbols(source: SourceDocument, pointer: string, steps: unknown[]): DocumentSymbol[] {
  return steps.flatMap((step, index) => {
    const id = isRecord(step) && typeof step['id'] === 'string' ? step['id'] : `step ${index + 1}`;
    const fn = isRecord(step) && typeof step['function_id'] === 'string' ? step['function_id'] : undefined;
    const symbol = symbolFor(source, joinPointer(pointer, index), id, SymbolKind.Method, fn);
    return symbol ? [symbol] : [];
  });
}

function symbolFor(source: SourceDocument, pointer: string, name: string, kind: SymbolKind, detail?: string): DocumentSymbol | undefined {
  const node = source.find(pointer);
  if (!node) return undefined;
  const start = node.keySpan?.start ?? node.valueSpan.start;
  const end = Math.max(node.valueSpan.end, node.keySpan?.end ?? 0);
  const symbol: DocumentSymbol = {
    name: name || '""',
    kind,
    range: source.lines.range({ start, end }),
    selectionRange: source.lines.range(node.keySpan ?? { start, end: Math.min(end, source.lines.lineEnd(source.lines.position(start).line)) }),
  };
  if (detail) symbol.detail = detail;
  return symbol;
}
