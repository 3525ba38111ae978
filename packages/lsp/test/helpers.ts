import type { TextEdit } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { expect } from 'vitest';
import { getLanguageService } from 'manifesto-lsp';
import { checkDocument, validateManifestText } from 'manifesto-core';
import type { Diagnostic } from 'vscode-languageserver';

/** Splits `|` out of a fixture: the text without it and the cursor offset. */
export function cursor(marked: string): { text: string; offset: number } {
  const offset = marked.indexOf('|');
  if (offset < 0) throw new Error('fixture has no | cursor marker');
  return { text: marked.slice(0, offset) + marked.slice(offset + 1), offset };
}

let version = 0;

export function documentOf(text: string, name: string): TextDocument {
  const languageId = name.endsWith('.json') ? 'json' : 'yaml';
  return TextDocument.create(`file:///project/${name}`, languageId, ++version, text);
}

/**
 * The pointer of the core's problem behind each diagnostic (the same rule at the same range), for a text
 * opened with `documentOf(text, name)`: a diagnostic carries its pointer only when a quick fix needs it.
 */
export function pointersOf(diagnostics: readonly Diagnostic[], text: string, name: string): (string | undefined)[] {
  const problems = checkDocument(`/project/${name}`, text, { format: name.endsWith('.json') ? 'json' : 'yaml' }).problems;
  const same = (a: Diagnostic['range'], b: Diagnostic['range']) => JSON.stringify(a) === JSON.stringify(b);
  return diagnostics.map((d) => problems.find((p) => p.rule === d.code && same(p.range, d.range))?.pointer);
}

/** Applies LSP edits to a text, as a client would. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const document = TextDocument.create('file:///apply', 'plaintext', 0, text);
  return TextDocument.applyEdits(document, [...edits]);
}

/** Rule ids of the problems a text has, for "the fix produces a manifest that validates" checks. */
export function rulesOf(text: string, format: 'yaml' | 'json'): string[] {
  return validateManifestText(text, { format }).problems.map((p) => p.rule);
}

/** Strips the common indentation of a template literal, so fixtures can be written inline. */
export function yaml(strings: TemplateStringsArray, ...values: unknown[]): string {
  const raw = strings.reduce((out, part, i) => out + part + (i < values.length ? String(values[i]) : ''), '');
  const lines = raw.replace(/^\n/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)![0].length));
  return lines
    .map((l) => l.slice(indent))
    .join('\n')
    .replace(/\s*$/, '\n');
}

/** 1-based line of the first occurrence of `needle`, so positions are asserted without counting by hand. */
export function lineOf(text: string, needle: string): number {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`fixture has no ${JSON.stringify(needle)}`);
  return text.slice(0, at).split('\n').length;
}

/** A manifest with four planted mistakes (length, unknown key, enum, optional scope), shared by the diagnostics tests. */
export const PLANTED_YAML = yaml`
  display_information:
    name: An app name that is far too long for the limit
    descripton: hi
  features:
    bot_user:
      display_name: app
    shortcuts:
      - name: Open
        type: banana
        callback_id: open
        description: Opens it
  oauth_config:
    scopes:
      bot:
        - commands
      bot_optional:
        - chat:write
`;

/** The quick fixes the default service offers for one rule's diagnostics, each applied to the whole text, with their titles. */
export function quickFixes(text: string, name: string, rule: string): { title: string; text: string }[] {
  const service = getLanguageService();
  const document = documentOf(text, name);
  const diagnostics = service.diagnostics(document).filter((d) => d.code === rule);
  expect(diagnostics.length, `no ${rule} diagnostic`).toBeGreaterThan(0);
  return service.codeActions(document, diagnostics).map((action) => {
    expect(action.kind).toBe('quickfix');
    return { title: action.title, text: applyEdits(text, action.edit?.changes?.[document.uri] ?? []) };
  });
}
