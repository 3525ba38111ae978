import { formatPointer, parsePointer, type Span } from '@manifesto/core';
import { CodeActionKind, type CodeAction, type Diagnostic, type TextEdit } from 'vscode-languageserver';
import type { Analysis } from './analyse.js';
import { SOURCE } from './diagnostics.js';
import type { Editor, OffsetEdit } from './editor.js';
import { JsonEditor } from './json-editor.js';
import { placeholderDeep } from './render.js';
import { manifestRootSchema, schemasAt } from './schema-walk.js';
import { YamlEditor } from './yaml-editor.js';

interface Fix {
  title: string;
  edits: OffsetEdit[];
}

/** Quick fixes for the manifesto diagnostics in the request, computed against the current text. */
export function codeActions(analysis: Analysis, diagnostics: readonly Diagnostic[]): CodeAction[] {
  if (analysis.kind !== 'manifest') return [];
  const editor: Editor = analysis.format === 'json' ? new JsonEditor(analysis.source) : new YamlEditor(analysis.source);
  const actions: CodeAction[] = [];
  for (const diagnostic of diagnostics) {
    if (diagnostic.source !== SOURCE || typeof diagnostic.code !== 'string') continue;
    const data = (diagnostic.data ?? {}) as Record<string, unknown>;
    const fixes = fixesFor(diagnostic.code, data, editor, analysis).filter((fix) => fix.edits.length > 0);
    for (const fix of fixes) {
      actions.push({
        title: fix.title,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        isPreferred: fixes.length === 1,
        edit: { changes: { [analysis.uri]: fix.edits.map((edit) => toTextEdit(analysis, edit.span, edit.newText)) } },
      });
    }
  }
  return actions;
}

function fixesFor(rule: string, data: Record<string, unknown>, editor: Editor, analysis: Analysis): Fix[] {
  const str = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : undefined);
  if (data['majorVersion'] === 2) return [{ title: 'Set `_metadata.major_version: 2`', edits: setMajorVersion(editor, analysis) }];
  if (rule === 'optional-scope-not-requested') {
    const scope = str('scope');
    const list = str('list');
    if (!scope || !list) return [];
    return [{ title: `Add \`${scope}\` to \`oauth_config.scopes.${list}\``, edits: editor.appendItem(formatPointer(['oauth_config', 'scopes', list]), scope) }];
  }
  if (rule === 'unknown-key') {
    const pointer = str('pointer');
    const key = str('key');
    if (!pointer || !key) return [];
    const fixes: Fix[] = [];
    const suggestion = str('suggestion');
    if (suggestion) fixes.push({ title: `Rename \`${key}\` to \`${suggestion}\``, edits: editor.renameKey(pointer, suggestion) });
    const moveTo = str('moveTo');
    const target = moveTo === undefined ? undefined : displayPathToPointer(moveTo);
    if (target !== undefined) fixes.push({ title: `Move \`${key}\` under \`${moveTo === '' ? 'the top level' : moveTo}\``, edits: editor.moveMember(pointer, target) ?? [] });
    return fixes;
  }
  if (rule === 'enum' && str('suggestion') !== undefined && str('pointer') !== undefined) {
    return [{ title: `Change to \`${str('suggestion')}\``, edits: editor.setValue(str('pointer')!, str('suggestion')) }];
  }
  const key = str('key');
  const parent = str('parent');
  if (key !== undefined && parent !== undefined) {
    const pointer = formatPointer([...parsePointer(parent), key]);
    const name = `${parsePointer(parent).join('.')}${parent ? '.' : ''}${key}`;
    if ('value' in data) return [{ title: `Set \`${name}: ${JSON.stringify(data['value'])}\``, edits: editor.setValue(pointer, data['value']) }];
    if (Array.isArray(data['allowed'])) {
      return data['allowed'].map((value) => ({ title: `Set \`${name}: ${String(value)}\``, edits: editor.setValue(pointer, value) }));
    }
    const nodes = schemasAt(manifestRootSchema(analysis.source.value), parsePointer(pointer));
    return [{ title: `Add the required key \`${name}\``, edits: editor.insertMember(parent, key, placeholderDeep(nodes)) }];
  }
  return [];
}

/** `major_version: 2` in `_metadata`, which goes first in the file when it has to be created. */
function setMajorVersion(editor: Editor, analysis: Analysis): OffsetEdit[] {
  if (analysis.source.find('/_metadata')) return editor.setValue('/_metadata/major_version', 2);
  return editor.insertMember('', '_metadata', { major_version: 2 }, true);
}

/** The key index's display path (`features`, `settings.interactivity`) as a pointer; lists and maps are ambiguous. */
function displayPathToPointer(path: string): string | undefined {
  if (path === '') return '';
  if (path.includes('[]') || path.includes('<')) return undefined;
  return formatPointer(path.split('.'));
}

function toTextEdit(analysis: Analysis, span: Span, newText: string): TextEdit {
  return { range: analysis.source.lines.range(span), newText };
}
