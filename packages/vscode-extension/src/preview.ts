/**
 * "Manifesto: Open Preview to the Side": the active block file (or the view or blocks inside method
 * arguments) drawn by manifesto-preview in a webview beside the editor, with the problems on their
 * blocks, redrawn as the user types (debounced) and following the active editor. A click on a block
 * reveals its source. The page runs one script, ours (allowed by a fresh nonce, posting the clicked
 * block's pointer), never the payload's; it loads nothing unless `manifesto.preview.images` allows images.
 */
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import { previewHtml } from './preview-html.js';
import { revealRange } from './preview-reveal.js';
import { readPreviewSettings, type PreviewSettingKey } from './preview-settings.js';
import { SECTION } from './settings.js';

/** Typing pauses this long before the preview is drawn again, so it never competes with the editor. */
const REDRAW_DELAY_MS = 200;

let panel: vscode.WebviewPanel | undefined;
let shown: vscode.TextDocument | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function draw(): void {
  if (!panel || !shown) return;
  const configuration = vscode.workspace.getConfiguration(SECTION, shown.uri);
  const settings = readPreviewSettings((key: PreviewSettingKey) => configuration.get(key));
  panel.title = `Preview ${shown.uri.path.split('/').pop() ?? ''}`;
  panel.webview.html = previewHtml(shown.fileName, shown.getText(), { images: settings.images, nonce: randomBytes(18).toString('base64') });
}

/** Selects the source of the block the preview's page names, in the editor beside it. */
async function reveal(message: unknown): Promise<void> {
  const document = shown;
  if (!document) return;
  const range = revealRange(document.fileName, document.getText(), message);
  if (!range) return;
  const selection = new vscode.Range(range.start.line, range.start.character, range.end.line, range.end.character);
  const editor = vscode.window.visibleTextEditors.find((visible) => visible.document === document);
  await vscode.window.showTextDocument(document, { viewColumn: editor?.viewColumn ?? vscode.ViewColumn.One, selection, preserveFocus: false });
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
      // Scripts on for our own, which the page's policy names by its nonce; the payload's markup is text.
      { enableScripts: true, localResourceRoots: [] },
    );
    panel.onDidDispose(
      () => {
        panel = undefined;
        shown = undefined;
      },
      undefined,
      context.subscriptions,
    );
    panel.webview.onDidReceiveMessage((message: unknown) => void reveal(message), undefined, context.subscriptions);
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
      vscode.workspace.onDidChangeConfiguration((event) => {
        if (panel && event.affectsConfiguration(`${SECTION}.preview`)) draw();
      }),
    );
  }
  draw();
}
