import { definitionAt, templateAt } from 'manifesto-core/language';
import type { Location } from 'vscode-languageserver';
import type { Analysis } from './analyse.js';
import { nodeAt } from './node-at.js';

/** Where the reference under the cursor leads (a `function_id`, a `{{…}}` template), as the core says. */
export function definition(analysis: Analysis, offset: number): Location | null {
  if (!analysis.kind || analysis.refused) return null;
  const hit = nodeAt(analysis.source, offset);
  if (!hit || hit.part !== 'value' || typeof hit.value !== 'string') return null;
  // The `{{…}}` around the cursor, read from the value's text as written (quotes and all).
  const span = hit.node.valueSpan;
  const expression = templateAt(analysis.text.slice(span.start, span.end), offset - span.start);
  const target = definitionAt(analysis.kind, analysis.source.value, hit.pointer, expression);
  const node = target && analysis.source.find(target.pointer);
  if (!target || !node) return null;
  const range = target.part === 'key' ? (node.keySpan ?? node.valueSpan) : node.valueSpan;
  return { uri: analysis.uri, range: analysis.source.lines.range(range) };
}
