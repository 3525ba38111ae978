import type { SourceDocument, SourceFormat } from './document.js';
import { parseJson } from './json.js';
import { parseYaml } from './yaml.js';
import { resolveLimits, type SourceLimits } from './limits.js';
import { screenText } from './screen.js';
import { unreadableDocument } from './unreadable.js';
import { BOM, parseAfterBom } from './bom.js';
import { parseYamlSections, type YamlSections } from './yaml-sections.js';

export type { SourceDocument, SourceFormat, SourceNode } from './document.js';
export { LineIndex } from './line-index.js';
export { parsePointer, formatPointer, joinPointer, parentPointer, lastSegment, valueAt, fieldName, escapeSegment, isRecord } from './pointer.js';
export { parseJson } from './json.js';
export { parseYaml, MAX_YAML_ALIASES } from './yaml.js';
export { DEFAULT_LIMITS, LIMIT_CEILINGS, resolveLimits, utf8Length, type SourceLimits } from './limits.js';
export { tooLargeProblem } from './screen.js';
export { unreadableDocument } from './unreadable.js';
export { YamlSections } from './yaml-sections.js';

/**
 * Parses YAML or JSON text into a value plus a pointer → text map. Never throws.
 * Oversized, binary or too deeply nested text is refused with one problem instead of being parsed.
 * `sections`, kept by the caller between versions of one YAML document, lets unchanged sections be reused.
 */
export function parseSource(text: string, format: SourceFormat, limits?: Partial<SourceLimits>, sections?: YamlSections): SourceDocument {
  const resolved = resolveLimits(limits);
  const refusal = screenText(text, resolved);
  if (refusal) return unreadableDocument(text, format, refusal);
  // An editor's next version of a YAML text: only the top-level sections that changed are parsed again.
  if (sections && format === 'yaml' && !text.startsWith(BOM)) {
    const reused = parseYamlSections(text, resolved, sections);
    if (reused) return reused;
  }
  const parse = (body: string) => (format === 'json' ? parseJson(body, resolved.maxDepth) : parseYaml(body, resolved));
  return text.startsWith(BOM) ? parseAfterBom(text, parse) : parse(text);
}

/** Guesses the format of a text: JSON when it starts with `{` or `[`, YAML otherwise. */
export function detectFormat(text: string, fileName?: string): SourceFormat {
  if (fileName) {
    if (/\.json[c5]?$/i.test(fileName)) return 'json';
    if (/\.ya?ml$/i.test(fileName)) return 'yaml';
  }
  return /^\s*[{[]/.test(text.replace(/^\uFEFF/, '')) ? 'json' : 'yaml';
}
