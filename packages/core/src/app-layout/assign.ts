import { matchesGlob } from '../kinds/glob.js';
import { forwardSlashes } from '../paths.js';

/**
 * An app as files: its manifest, the code files that belong to it and its block and method-argument
 * files (whose ids count as declared). Paths are absolute, with forward slashes.
 */
export interface AppFiles {
  manifest: string;
  code: string[];
  payloads: string[];
}

/** A configuration's `apps` entry: code files matching `glob` (relative to `base`, the configuration's folder) belong to `manifest`. */
export interface ConfiguredApp {
  base: string;
  glob: string;
  manifest: string;
}

export interface AppLayoutInput {
  /** The manifests found (absolute paths). */
  manifests: readonly string[];
  /** The code files found (absolute paths), before assignment. */
  code: readonly string[];
  /** The block and method-argument files found. */
  payloads?: readonly string[];
  /** The configured `apps` entries that apply (the first that matches a code file wins). */
  configured?: readonly ConfiguredApp[];
}

export interface AppLayout {
  /** One per manifest that has code, in the manifests' order (configured manifests after the found ones). */
  apps: AppFiles[];
  /** Code files no app claims: not checked (the tool never lints code on its own). */
  outside: string[];
}

/**
 * Which app each file belongs to: a configured `apps` glob first, otherwise the manifest in the nearest
 * folder above it (a nested manifest starts its own app, and its folder leaves the outer app). Several
 * manifests in one folder: the first by path. Apps without code are left out: a manifest alone is checked
 * as a file, and a graph of no code would only report what has no listener.
 */
export function assignApps(input: AppLayoutInput): AppLayout {
  // A public function: arguments that are not lists of paths are read as empty (never an exception).
  try {
    return assign({
      manifests: strings(input?.manifests),
      code: strings(input?.code),
      payloads: strings(input?.payloads),
      configured: Array.isArray(input?.configured)
        ? input.configured.filter((entry) => typeof entry?.base === 'string' && typeof entry.glob === 'string' && typeof entry.manifest === 'string')
        : [],
    });
  } catch {
    return { apps: [], outside: [] };
  }
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function assign(input: Required<AppLayoutInput>): AppLayout {
  const byFolder = new Map<string, string>();
  for (const manifest of [...input.manifests].map(forwardSlashes).sort()) {
    const folder = parentOf(manifest);
    if (!byFolder.has(folder)) byFolder.set(folder, manifest);
  }
  const apps = new Map<string, AppFiles>();
  const app = (manifest: string): AppFiles => {
    let found = apps.get(manifest);
    if (!found) apps.set(manifest, (found = { manifest, code: [], payloads: [] }));
    return found;
  };
  const outside: string[] = [];
  for (const raw of input.code) {
    const path = forwardSlashes(raw);
    const manifest = configuredManifest(path, input.configured) ?? nearestManifest(path, byFolder);
    if (manifest === undefined) outside.push(path);
    else app(manifest).code.push(path);
  }
  for (const raw of input.payloads) {
    const path = forwardSlashes(raw);
    const manifest = nearestManifest(path, byFolder);
    if (manifest !== undefined) apps.get(manifest)?.payloads.push(path);
  }
  const order = [...byFolder.values()];
  const ordered = [...apps.values()].sort((a, b) => rank(order, a.manifest) - rank(order, b.manifest) || compare(a.manifest, b.manifest));
  return { apps: ordered, outside };
}

function configuredManifest(path: string, configured: readonly ConfiguredApp[]): string | undefined {
  for (const { base, glob, manifest } of configured) {
    const root = forwardSlashes(base).replace(/\/$/, '');
    if (!path.startsWith(`${root}/`)) continue;
    if (matchesGlob(path.slice(root.length + 1), glob)) return forwardSlashes(manifest);
  }
  return undefined;
}

function nearestManifest(path: string, byFolder: ReadonlyMap<string, string>): string | undefined {
  let folder = parentOf(path);
  for (;;) {
    const manifest = byFolder.get(folder);
    if (manifest !== undefined) return manifest;
    const parent = parentOf(folder);
    if (parent === folder) return undefined;
    folder = parent;
  }
}

/** The folder of a forward-slash path (`/a/b` is `/a`, `/a` is `/`, `C:/a` is `C:`). */
export function parentOf(path: string): string {
  const slash = path.lastIndexOf('/');
  if (slash < 0) return path;
  if (slash === 0) return '/';
  return path.slice(0, slash);
}

function rank(order: readonly string[], manifest: string): number {
  const index = order.indexOf(manifest);
  return index < 0 ? order.length : index;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
