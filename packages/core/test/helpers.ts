import { validateManifestText, type LocatedProblem, type TextOptions } from 'manifesto-core';

/** The parts of a problem that tests assert: rule id, pointer and 1-based line (never English text). */
export interface Found {
  rule: string;
  pointer: string;
  line: number;
  severity?: string;
}

export function found(problems: readonly LocatedProblem[], withSeverity = false): Found[] {
  return problems.map((p) => ({
    rule: p.rule,
    pointer: p.pointer,
    line: p.range.start.line + 1,
    ...(withSeverity ? { severity: p.severity } : {}),
  }));
}

export function checkYaml(text: string, options: TextOptions = {}): Found[] {
  return found(validateManifestText(text, { ...options, format: 'yaml' }).problems);
}

export function checkJson(text: string, options: TextOptions = {}): Found[] {
  return found(validateManifestText(text, { ...options, format: 'json' }).problems);
}

/** 1-based line of the first occurrence of `needle` in `text`, for asserting positions without counting by hand. */
export function lineOf(text: string, needle: string, occurrence = 1): number {
  let at = -1;
  for (let i = 0; i < occurrence; i++) {
    at = text.indexOf(needle, at + 1);
    if (at < 0) throw new Error(`test text has no occurrence ${occurrence} of ${JSON.stringify(needle)}`);
  }
  return text.slice(0, at).split('\n').length;
}

/** Strips the common indentation of a template literal so YAML fixtures can be written inline. */
export function yaml(strings: TemplateStringsArray, ...values: unknown[]): string {
  const raw = strings.reduce((out, part, i) => out + part + (i < values.length ? String(values[i]) : ''), '');
  const lines = raw.replace(/^\n/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)![0].length));
  return lines
    .map((l) => l.slice(indent))
    .join('\n')
    .replace(/\s*$/, '\n');
}
