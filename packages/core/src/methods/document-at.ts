import type { InnerDocument, LanguageContext } from '../kinds/kind.js';
import { DEFAULT_LIMITS } from '../source/limits.js';
import { isRecord } from '../source/pointer.js';
import { decodeArguments } from './check.js';
import { argumentDocumentAt } from './documents.js';
import { methodFromFileName } from './names.js';

/** The arguments last decoded: every diagnostic of a version asks, and a view string may be large. */
let lastDecoded: { value: Record<string, unknown>; method: string; args: Record<string, unknown> } | undefined;

function decodedArguments(method: string, value: Record<string, unknown>): Record<string, unknown> {
  if (lastDecoded?.value === value && lastDecoded.method === method) return lastDecoded.args;
  const { args } = decodeArguments(method, value, DEFAULT_LIMITS.maxDepth);
  lastDecoded = { value, method, args };
  return args;
}

/**
 * The Block Kit or manifest document inside method arguments that holds `pointer` (a `view`, `blocks`, an
 * attachment's `blocks`, an apps.manifest `manifest`), read decoded where it is written as JSON text.
 */
export function argumentDocumentHolding(value: unknown, pointer: string, context: LanguageContext | undefined): InnerDocument | undefined {
  const method = context?.method ?? methodFromFileName(context?.fileName);
  if (method === undefined || !isRecord(value)) return undefined;
  const document = argumentDocumentAt(method, decodedArguments(method, value), pointer);
  return document && { kind: document.kind, root: document.root, value: document.value };
}
