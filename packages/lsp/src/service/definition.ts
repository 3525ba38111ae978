import { joinPointer, parsePointer, type Span } from '@manifesto/core';
import type { Location } from 'vscode-languageserver';
import type { Analysis } from './analyse.js';
import { nodeAt } from './node-at.js';
import { localFunction, recordAt, stepPlace, stepsOf } from './workflow.js';

/** From a `function_id` to its function, from `{{steps.<id>…}}` to that step, from `{{inputs.<name>}}` to the input. */
export function definition(analysis: Analysis, offset: number): Location | null {
  if (analysis.kind !== 'manifest') return null;
  const hit = nodeAt(analysis.source, offset);
  if (!hit || hit.part !== 'value' || typeof hit.value !== 'string') return null;
  const segments = parsePointer(hit.pointer);
  const place = stepPlace(segments);
  if (!place) return null;
  const manifest = analysis.source.value;
  if (segments.length === 5 && segments[4] === 'function_id') {
    const fn = localFunction(hit.value);
    return fn === undefined ? null : locationOf(analysis, joinPointer('/functions', fn));
  }
  if (segments[4] !== 'inputs') return null;
  const reference = templateAt(analysis.text, hit.node.valueSpan, offset);
  if (!reference) return null;
  const [head, name] = reference.split('.');
  if (head === 'steps' && name) {
    const index = stepsOf(manifest, place.workflow).findIndex((step) => recordAt(step)?.['id'] === name);
    return index < 0 ? null : locationOf(analysis, joinPointer('/workflows', place.workflow, 'steps', index, 'id'), 'value');
  }
  if (head === 'inputs' && name) {
    const parameters = recordAt(manifest, 'workflows', place.workflow, 'input_parameters');
    const base = parameters && recordAt(parameters, 'properties') ? joinPointer('/workflows', place.workflow, 'input_parameters', 'properties') : joinPointer('/workflows', place.workflow, 'input_parameters');
    return locationOf(analysis, joinPointer(base, name));
  }
  return null;
}

/** The `{{...}}` expression of the value text that contains the offset. */
function templateAt(text: string, span: Span, offset: number): string | undefined {
  const value = text.slice(span.start, span.end);
  const pattern = /\{\{\s*([^}]*?)\s*\}\}/g;
  for (let match = pattern.exec(value); match; match = pattern.exec(value)) {
    const start = span.start + match.index;
    if (offset >= start && offset <= start + match[0].length) return match[1];
  }
  return undefined;
}

/** The key (or the value) of the node at `pointer`. */
function locationOf(analysis: Analysis, pointer: string, part: 'key' | 'value' = 'key'): Location | null {
  const node = analysis.source.find(pointer);
  if (!node) return null;
  const span = part === 'key' ? (node.keySpan ?? node.valueSpan) : node.valueSpan;
  return { uri: analysis.uri, range: analysis.source.lines.range(span) };
}
