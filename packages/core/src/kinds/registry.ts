import { blocksKind } from '../blocks/kind.js';
import { manifestKind } from '../manifest/kind.js';
import { methodsKind } from '../methods/kind.js';
import type { DocumentKind, KindId } from './kind.js';

/** Every document kind, in the order names are tried. A new kind is a folder and a line here. */
/** Block names come first: `manifest.blocks.json` is a block file, its suffix is the more specific name. */
/** Method argument files come before manifests: `app.apps.manifest.validate.json` holds arguments, not a manifest. */
export const KINDS: readonly DocumentKind[] = [blocksKind, methodsKind, manifestKind];

export function kindById(id: KindId): DocumentKind {
  return KINDS.find((kind) => kind.id === id) ?? manifestKind;
}

export function isKindId(value: unknown): value is KindId {
  return KINDS.some((kind) => kind.id === value);
}

/** Every kind's own file names as globs, for editors' document selectors. */
let nameGlobs: readonly string[] | undefined;

/**
 * Every kind's file names as globs, for editors' document selectors. A function, built on first call:
 * the methods kind lists its 322 method names, which cost the command 10 ms at every start.
 */
export function kindNameGlobs(): readonly string[] {
  return (nameGlobs ??= KINDS.flatMap((kind) => kind.nameGlobs));
}

/** The kinds' ids, for `--kind` and settings: `blocks`, `manifest`. */
export const KIND_IDS: readonly KindId[] = KINDS.map((kind) => kind.id);
