import { auditKind } from '../audit/kind.js';
import { blocksKind } from '../blocks/kind.js';
import { manifestKind } from '../manifest/kind.js';
import { methodsKind } from '../methods/kind.js';
import type { DocumentKind } from './kind.js';
import { KindRegistry, type GlobsOf, type GlobsSetting } from './kind-registry.js';

/**
 * Every document kind, in the order names are tried: the one list of kinds. Their ids, configuration
 * keys, editor settings, the CLI's `--kind` values and the extension's selector are derived from it.
 * Block names come first: `manifest.blocks.json` is a block file, its suffix is the more specific name.
 * Method argument files come before manifests: `app.apps.manifest.validate.json` holds arguments, not a manifest.
 * Audit log files (`x.audit.logs.json`) come before method arguments, whose typo check might claim them.
 */
export const KINDS = [blocksKind, auditKind, methodsKind, manifestKind] as const;

type BuiltInKind = (typeof KINDS)[number];

/** The document kinds Manifesto knows: `blocks`, `audit`, `methods`, `manifest`. */
export type KindId = BuiltInKind['id'];
/** The configuration keys of the kinds' globs: `blocks`, `audits`, `methods`, `manifests`. */
export type KindGlobsKey = BuiltInKind['globsKey'];
/** Extra globs from the configuration (`manifests`, `blocks`, `audits`, `methods`) that claim files for a kind. */
export type KindGlobs = GlobsOf<BuiltInKind>;
/** The editor settings of the kinds' globs: `blockGlobs`, `auditGlobs`, `methodGlobs`, `manifestGlobs`. */
export type KindGlobsSetting = GlobsSetting<KindGlobsKey>;

export const KIND_REGISTRY: KindRegistry<BuiltInKind> = new KindRegistry<BuiltInKind>(KINDS);

export function kindById(id: KindId): DocumentKind {
  return KIND_REGISTRY.byId(id) ?? manifestKind;
}

export function isKindId(value: unknown): value is KindId {
  return KIND_REGISTRY.isId(value);
}

/** Every kind's file names as globs, for editors' document selectors (built on first call). */
export function kindNameGlobs(): readonly string[] {
  return KIND_REGISTRY.nameGlobs();
}

/**
 * Each kind's configuration key, editor setting and default globs, for the language server's settings and
 * the extension's selector: `{key: 'blocks', setting: 'blockGlobs', defaults: ['**\/*.{blocks,block,view}.…']}`.
 */
export function kindGlobsSettings(): { key: KindGlobsKey; setting: KindGlobsSetting; defaults: readonly string[] }[] {
  return KIND_REGISTRY.globsSettings();
}

/** The kinds' ids, for `--kind` and settings: `blocks`, `audit`, `methods`, `manifest`. */
export const KIND_IDS: readonly KindId[] = KIND_REGISTRY.ids;
