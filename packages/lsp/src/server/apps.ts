import { existsSync, readFileSync, statSync, type BigIntStats } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { defaultConfig, skipsCode, VIRTUALENV_MARKER, type RuleSeverities } from 'manifesto-core';
import { appFilesOf, isAppCode, manifestOf, type AppConfigLookup, type FolderAnswer } from 'manifesto-cli/app';
import { AppGraph, type ReadCode } from '../service/app/graph.js';
import type { ProjectConfigs } from './project-config.js';

type CodePackage = typeof import('manifesto-code');

/** How recent a file's last write may be for its text to be read again rather than kept. */
const RECENT_MS = 2000;

/** The same file, unchanged since: the same inode, size, and modification and change times (to the nanosecond). */
function sameFile(a: BigIntStats, b: BigIntStats): boolean {
  return a.ino === b.ino && a.dev === b.dev && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs;
}
/** The code package, loaded at the first code file: a workspace of manifests alone never loads the parsers. */
let codePackage: Promise<CodePackage> | undefined;

/**
 * The apps the server has found, by manifest path: found the way the command line finds them (the same
 * module, `manifesto-cli/app`), joined again after each edit of one of their files. Texts come from the
 * open documents first, then the disk.
 */
export class ServerApps {
  private readonly graphs = new Map<string, AppGraph>();
  /** Each folder's answer (its manifest, whether it is a project's root), as `manifestOf` found it. */
  private readonly folders = new Map<string, FolderAnswer>();
  /** Manifests whose folder holds no code: their checks stay the document's own. */
  private readonly withoutCode = new Set<string>();
  private readonly pending = new Map<string, Promise<void>>();
  /** Each app's kept readings, by manifest: after an edit only the edited file is parsed again. */
  private readonly caches = new Map<string, InstanceType<CodePackage['CodeCache']>>();

  private readonly readCode: ReadCode = async (files, { rules, root, app }) => {
    const code = await (codePackage ??= import('manifesto-code'));
    let cache = this.caches.get(app);
    if (!cache) this.caches.set(app, (cache = new code.CodeCache()));
    return code.checkCodeFiles(files, { rules, root, cache });
  };

  /** Said once: the code reader could not be loaded (its native parser is missing on this platform). */
  private warned = false;

  constructor(
    private readonly configs: ProjectConfigs,
    private readonly openText: (path: string) => string | undefined,
    private readonly warn: (message: string) => void,
  ) {}

  private readonly lookup: AppConfigLookup = (path) => this.configs.forPath(path) ?? { config: defaultConfig(), errors: [] };

  /** Whether a path is an app's code by its name. */
  isCode(path: string): boolean {
    return isAppCode(path);
  }

  /** The text of a file: the open document's, else the disk's. */
  read = (path: string): string | undefined => {
    const open = this.openText(path);
    if (open !== undefined) return open;
    return this.readDisk(path);
  };

  /**
   * Unopened files' texts as last read, with their size and times then: each join of an app asks for every
   * file, and a file whose stat is unchanged is not read again (nor read in anew by the code reader, which
   * compares the texts).
   */
  private readonly disk = new Map<string, { stat: BigIntStats; text: string }>();

  private readDisk(path: string): string | undefined {
    try {
      const stat = statSync(path, { bigint: true });
      const kept = this.disk.get(path);
      if (kept && sameFile(kept.stat, stat)) return kept.text;
      const text = readFileSync(path, 'utf8');
      // A file written within the file system's clock tick of the read (2 s on the coarsest) could be written
      // again without its times moving: such a text is read again next time rather than kept.
      if (Date.now() - Number(stat.mtimeMs) > RECENT_MS) this.disk.set(path, { stat, text });
      else this.disk.delete(path);
      return text;
    } catch {
      this.disk.delete(path);
      return undefined;
    }
  }

  /** The app a code file belongs to, found (and its files listed) at the first ask; undefined outside any app. */
  async forCode(path: string): Promise<AppGraph | undefined> {
    const manifest = manifestOf(path, this.lookup, this.folders);
    if (manifest === undefined) return undefined;
    const graph = this.graphs.get(manifest) ?? (await this.load(manifest));
    if (graph.code.includes(path)) return graph;
    // A file the walk did not list: a new one is the app's, one in installed packages, a virtual
    // environment, build output or a test folder is not (as for the command line).
    if (!this.couldBeListed(path, manifest)) return undefined;
    graph.include(path);
    return graph;
  }

  /** Whether the walk of the manifest's folder would list the file (were it on disk, and not git-ignored). */
  private couldBeListed(path: string, manifest: string): boolean {
    const inside = relative(dirname(manifest), path);
    // Given by a configured `apps` glob rather than found under the manifest's folder.
    if (inside.startsWith('..') || isAbsolute(inside)) return true;
    const folders = inside.split(sep).slice(0, -1);
    const virtualenv = folders.some((_, i) => existsSync(join(dirname(manifest), ...folders.slice(0, i + 1), VIRTUALENV_MARKER)));
    return !virtualenv && folders.every((name) => !name.startsWith('.') && !skipsCode(name)) && isAppCode(inside);
  }

  /** The app of a manifest, when its folder (or a configured glob) holds code. */
  async forManifest(path: string): Promise<AppGraph | undefined> {
    const known = this.graphs.get(path);
    if (known) return known;
    if (this.withoutCode.has(path)) return undefined;
    const graph = await this.load(path);
    if (graph.code.length > 0) return graph;
    this.graphs.delete(path);
    this.withoutCode.add(path);
    return undefined;
  }

  /** The app of a code file or manifest already found (for requests, which never search the disk). */
  known(path: string): AppGraph | undefined {
    const graph = this.graphs.get(path);
    if (graph) return graph;
    for (const candidate of this.graphs.values()) if (candidate.code.includes(path)) return candidate;
    return undefined;
  }

  private async load(manifest: string): Promise<AppGraph> {
    const files = await appFilesOf(manifest, this.lookup);
    const graph = this.graphs.get(manifest) ?? new AppGraph(manifest, files.code, files.payloads);
    this.graphs.set(manifest, graph);
    return graph;
  }

  /** Joins the app again with the current texts; joins of one app run one after another. */
  join(graph: AppGraph, rules: RuleSeverities): Promise<void> {
    const previous = this.pending.get(graph.manifest) ?? Promise.resolve();
    const next = previous.then(() => graph.refresh(this.read, this.readCode, rules)).catch((error: unknown) => this.failed(error));
    this.pending.set(graph.manifest, next);
    return next;
  }

  /**
   * A join failed: the code reader did not load (a package without the parser's native part for this
   * platform) or failed. Said once; code files then get no diagnostics, manifests keep their own.
   */
  private failed(error: unknown): void {
    if (this.warned) return;
    this.warned = true;
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    this.warn(`Manifesto: JavaScript, TypeScript and Python files cannot be checked here (${reason}); manifests and Block Kit files are checked as before.`);
  }

  /** The files or configuration changed on disk: apps are found again at the next ask. */
  clear(): void {
    this.graphs.clear();
    this.disk.clear();
    this.caches.clear();
    this.folders.clear();
    this.withoutCode.clear();
  }

  all(): AppGraph[] {
    return [...this.graphs.values()];
  }
}
