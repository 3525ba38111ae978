import { isRecord, joinPointer } from '../source/pointer.js';
import { MANIFEST_METHOD_SPECS } from './specs/manifest.js';

/**
 * A document inside method arguments, checked as a kind of its own: Block Kit (`blocks`, each
 * attachment's `blocks`, `view`) or the manifest of the apps.manifest methods. Its problems carry
 * pointers under `root` and data relative to `value` (a missing key's parent, say), so a quick fix is
 * computed in `value` and its edits are moved under `root`.
 */
export interface ArgumentDocument {
  kind: 'blocks' | 'manifest';
  /** The argument that holds the document (`/view`, `/attachments/1/blocks`); problems below it are the document's. */
  at: string;
  /** The prefix of the document's pointers: `/view`, `/attachments/1`, or empty for a message's `{blocks}`. */
  root: string;
  /** What is checked: the decoded view, `{blocks}`, `{view}` or the manifest. */
  value: unknown;
}

/** The documents in arguments whose JSON strings are decoded; `check.ts` checks each Block Kit one. */
export function argumentDocuments(method: string, args: Record<string, unknown>): ArgumentDocument[] {
  const documents: ArgumentDocument[] = [];
  const blocks = args['blocks'];
  if (Array.isArray(blocks)) documents.push({ kind: 'blocks', at: '/blocks', root: '', value: { blocks } });
  const attachments = args['attachments'];
  if (Array.isArray(attachments)) {
    attachments.forEach((attachment, index) => {
      if (isRecord(attachment) && Array.isArray(attachment['blocks'])) {
        const root = joinPointer('/attachments', index);
        documents.push({ kind: 'blocks', at: `${root}/blocks`, root, value: { blocks: attachment['blocks'] } });
      }
    });
  }
  const view = args['view'];
  // A view without blocks is read as a views.publish argument, so its missing `blocks` is reported at `/view`.
  if (isRecord(view)) documents.push({ kind: 'blocks', at: '/view', ...('blocks' in view ? { root: '/view', value: view } : { root: '', value: { view } }) });
  const manifest = args['manifest'];
  if (Object.prototype.hasOwnProperty.call(MANIFEST_METHOD_SPECS, method) && isRecord(manifest))
    documents.push({ kind: 'manifest', at: '/manifest', root: '/manifest', value: manifest });
  return documents;
}

/** The document a pointer lies in (below its argument, not the argument itself); undefined for the arguments' own places. */
export function argumentDocumentAt(method: string, args: Record<string, unknown>, pointer: string): ArgumentDocument | undefined {
  return argumentDocuments(method, args).find((document) => pointer.startsWith(`${document.at}/`));
}
