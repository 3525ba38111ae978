import type { SourceDocument, SourceFormat } from './document.js';
import { parseJson } from './json.js';
import { parseYaml } from './yaml.js';

export type { SourceDocument, SourceFormat, SourceNode } from './document.js';
export { LineIndex } from './line-index.js';
export { parsePointer, formatPointer, joinPointer, parentPointer, lastSegment, valueAt, fieldName, escapeSegment, isRecord } from './pointer.js';
export { parseJson } from './json.js';
export { parseYaml, MAX_YAML_ALIASES } from './yaml.js';

/** Parses YAML or JSON text into a value plus a pointer → text map. Never throws. */
export function parseSource(text: string, format: SourceFormat): SourceDocument {
  return format === 'json' ? parseJson(text) : parseYaml(text);
}

/** Guesses the format of a text: JSON when it starts with `{` or `[`, YAML otherwise. */
export function detectFormat(text: string, fileName?: string): SourceFormat {
  if (fileName) {
    if (/\.json[c5]?$/i.test(fileName)) return 'json';
    if (/\.ya?ml$/i.test(fileName)) return 'yaml';
  }
  return /^\s*[{[]/.test(text.replace(/^\uFEFF/, '')) ? 'json' : 'yaml';
}
