import { matchesGlob } from './glob.js';
import type { DocumentKind } from './kind.js';

/** Well-known JSON files of other tools: never claimed by content, however they look. */
const OTHER_TOOLS = /^(package(-lock)?|composer|tsconfig(\..+)?|jsconfig|biome|\.manifestorc|\.eslintrc|\.prettierrc|.+\.schema)\.json$/i;

/** The editor setting of a configuration key: its singular with `Globs` (`manifests`: `manifestGlobs`). */
export type GlobsSetting<Key extends string> = `${Key extends `${infer One}s` ? One : Key}Globs`;

export function globsSetting<Key extends string>(key: Key): GlobsSetting<Key> {
  return `${key.replace(/s$/, '')}Globs` as GlobsSetting<Key>;
}

/** Configured globs by the kinds' configuration keys. */
export type GlobsOf<K extends DocumentKind> = { readonly [Key in K['globsKey']]?: readonly string[] };

function baseName(fileName: string): string {
  return fileName.replace(/\\/g, '/').split('/').pop() ?? fileName;
}

/**
 * The kinds, in the order names are tried, and everything derived from the list: ids, configuration
 * keys, editor settings, name globs, and the decision of what a file is. The core's own registry is
 * `KIND_REGISTRY` (`registry.ts`); a test builds one with a kind of its own.
 */
export class KindRegistry<K extends DocumentKind = DocumentKind> {
  readonly kinds: readonly K[];
  /** `--kind`'s values and the settings' kind names. */
  readonly ids: readonly K['id'][];
  /** The configuration keys of the kinds' globs (`manifests`, `blocks`, `methods`). */
  readonly globsKeys: readonly K['globsKey'][];
  private names: readonly string[] | undefined;

  constructor(kinds: readonly K[]) {
    this.kinds = kinds;
    this.ids = kinds.map((kind) => kind.id);
    this.globsKeys = kinds.map((kind) => kind.globsKey);
  }

  byId(id: unknown): K | undefined {
    return this.kinds.find((kind) => kind.id === id);
  }

  isId(value: unknown): value is K['id'] {
    return this.kinds.some((kind) => kind.id === value);
  }

  /** The editor settings of the kinds' globs (`manifestGlobs`, `blockGlobs`, `methodGlobs`), by configuration key. */
  globsSettings(): { key: K['globsKey']; setting: GlobsSetting<K['globsKey']>; defaults: readonly string[] }[] {
    return this.kinds.map((kind) => ({
      key: kind.globsKey as K['globsKey'],
      setting: globsSetting(kind.globsKey) as GlobsSetting<K['globsKey']>,
      defaults: kind.defaultGlobs ?? [],
    }));
  }

  /**
   * Every kind's file names as globs, for editors' document selectors. Built on first call: the methods
   * kind lists every method name, which a command that checks files never asks for.
   */
  nameGlobs(): readonly string[] {
    return (this.names ??= this.kinds.flatMap((kind) => kind.nameGlobs));
  }

  /** Each configuration key's glob list, from a value of any shape: lists of strings kept, anything else dropped. */
  cleanGlobs(raw: unknown): GlobsOf<K> {
    const clean: Record<string, string[]> = {};
    if (typeof raw !== 'object' || raw === null) return clean as unknown as GlobsOf<K>;
    for (const key of this.globsKeys) {
      const list = (raw as Record<string, unknown>)[key];
      if (Array.isArray(list)) clean[key] = list.filter((glob): glob is string => typeof glob === 'string');
    }
    return clean as unknown as GlobsOf<K>;
  }

  /**
   * The kind a file name implies: the configured globs first (the user said so), then each kind's own
   * names; undefined when only the content can tell.
   */
  fromName(fileName: string, globs: GlobsOf<K> = {}): K['id'] | undefined {
    const path = fileName.replace(/\\/g, '/');
    const base = baseName(path);
    const configured = globs as Readonly<Record<string, readonly string[] | undefined>>;
    for (const kind of this.kinds) if ((configured[kind.globsKey] ?? []).some((glob) => claims(kind, glob, path, base))) return kind.id;
    // `.manifestorc.json` has "manifest" in its name but is our configuration, never a manifest.
    if (OTHER_TOOLS.test(base)) return undefined;
    return this.kinds.find((kind) => kind.matchesName(base))?.id;
  }

  /** The kind a parsed value plainly is, for a file whose name decides nothing; undefined for other data. */
  fromContent(value: unknown, fileName?: string): K['id'] | undefined {
    if (fileName !== undefined && OTHER_TOOLS.test(baseName(fileName))) return undefined;
    return this.kinds.find((kind) => kind.sniff(value))?.id;
  }
}

/**
 * Whether a configured glob claims the path. One of the kind's own name globs (the default configuration
 * lists the block names) matches only names its `matchesName` accepts, which is the cheaper test: a
 * manifest is then told without compiling the block glob.
 */
function claims(kind: DocumentKind, glob: string, path: string, base: string): boolean {
  if (!kind.matchesName(base) && kind.nameGlobs.includes(glob)) return false;
  return matchesGlob(path, glob);
}
