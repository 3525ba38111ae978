import { isRecord, looksLikeBlocks } from '@manifesto/core';
import { matchesGlob } from './glob.js';

export type DocumentKind = 'manifest' | 'blocks';

export interface KindSettings {
  manifestGlobs: readonly string[];
  blockGlobs: readonly string[];
}

const MANIFEST_NAME = /(^|\/)manifest\.(json|ya?ml)$/i;

/** The file path of a document URI (forward slashes), or the URI itself when it is not a file. */
export function uriPath(uri: string): string {
  if (!uri.startsWith('file:')) return uri;
  try {
    return decodeURIComponent(new URL(uri).pathname).replace(/^\/([A-Za-z]:)/, '$1');
  } catch {
    return uri;
  }
}

/**
 * Manifest by name (`manifest.{json,yaml,yml}`) or manifest glob; blocks by block glob; otherwise
 * by content: a mapping with `display_information` is a manifest, a block payload is blocks.
 * `content` is called only when the name decides nothing, so named files are not parsed for this.
 */
export function documentKind(uri: string, content: () => unknown, settings: KindSettings): DocumentKind | undefined {
  const path = uriPath(uri);
  if (MANIFEST_NAME.test(path) || settings.manifestGlobs.some((glob) => matchesGlob(path, glob))) return 'manifest';
  if (settings.blockGlobs.some((glob) => matchesGlob(path, glob))) return 'blocks';
  const value = content();
  if (isRecord(value) && isRecord(value['display_information'])) return 'manifest';
  if (/\.json$/i.test(path) && looksLikeBlocks(value)) return 'blocks';
  return undefined;
}
