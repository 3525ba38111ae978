import { checkDocument } from 'manifesto-core';
import { previewDocument } from 'manifesto-preview';

/**
 * The preview's page for a document: the check (block files unless the name or content says otherwise,
 * method arguments by their name) drawn with its problems. Images stay placeholders: the webview loads nothing.
 */
export function previewHtml(fileName: string, text: string): string {
  return previewDocument(checkDocument(fileName, text, { fallback: 'blocks' }), { title: fileName }).html;
}
