/**
 * "Manifesto: Open Preview to the Side": the active block file (or the view or blocks inside method
 * arguments) drawn by manifesto-preview in a webview beside the editor, with the problems on their
 * blocks, redrawn as the user types (debounced) and following the active editor. The webview runs no
 * script (the page has none, and scripts are not enabled) and loads nothing: images are placeholders.
 */
import * as vscode from 'vscode';
import { previewHtml } from './preview-html.js';

/** Typing pauses this long before the preview is drawn again, so it never competes with the editor. */
const REDRAW_DELAY_MS = 200;

let panel: vscode.WebviewPanel | undefined;
let shown: vscode.TextDocument | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function draw(): void {
  if (!panel || !shown) return;
  panel.title = `Preview ${shown.uri.path.split('/').pop() ?? ''}`;
  panel.webview.html = previewHtml(shown.fileName, shown.getText());
}

function isDrawable(document: vscode.TextDocument): boolean {
  return document.languageId === 'json' || document.languageId === 'jsonc' || document.languageId === 'yaml';
}

export function openPreview(context: vscode.ExtensionContext): void {
  const document = vscode.window.activeTextEditor?.document;
  if (!document || !isDrawable(document)) {
    void vscode.window.showInformationMessage('Manifesto: open a Block Kit file (JSON or YAML) to preview it.');
    return;
  }
  shown = document;
  if (panel) {
    panel.reveal(vscode.ViewColumn.Beside, true);
  } else {
    panel = vscode.window.createWebviewPanel(
      'manifesto.preview',
      'Preview',
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      { enableScripts: false, localResourceRoots: [] },
    );
    panel.onDidDispose(
      () => {
        panel = undefined;
        shown = undefined;
      },
      undefined,
      context.subscriptions,
    );
    context.subscriptions.push(
      vscode.workspace.onDidChangeTextDocument((event) => {
        if (!panel || event.document !== shown) return;
        if (timer) clearTimeout(timer);
        timer = setTimeout(draw, REDRAW_DELAY_MS);
      }),
      vscode.window.onDidChangeActiveTextEditor((editor) => {
        if (!panel || !editor || !isDrawable(editor.document) || editor.document === shown) return;
        shown = editor.document;
        draw();
      }),
    );
  }
  draw();
}
