/** Static checks of the extension manifest against the code it describes, after a real build. */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '@vscode/vsce';
import { documentSelector, languagesOf } from '../src/selector.js';
import { DEFAULT_SETTINGS, readSettings, SECTION, SETTING_KEYS, type SettingKey } from '../src/settings.js';
import { PROBLEM_COUNT_NOTIFICATION } from '../src/status.js';
import { DEFAULT_PREVIEW_SETTINGS, PREVIEW_SETTING_KEYS, readPreviewSettings } from '../src/preview-settings.js';
import { SERVER_BUNDLE } from '../src/server-options.js';
import { PROBLEM_COUNT } from 'manifesto-lsp';

const root = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const properties: Record<string, { type: string; default: unknown; enum?: unknown[]; additionalProperties?: { enum?: unknown[] } }> =
  pkg.contributes.configuration.properties;

beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'build.mjs')], { stdio: 'pipe' });
}, 60_000);

/** DEFAULT_SETTINGS as dotted paths, stopping at paths that are settings themselves (`rules` is one map setting). */
function settingPaths(value: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const paths = new Map<string, unknown>();
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix + key;
    if (!(`${SECTION}.${path}` in properties) && typeof inner === 'object' && inner !== null && !Array.isArray(inner)) {
      for (const [p, v] of settingPaths(inner as Record<string, unknown>, `${path}.`)) paths.set(p, v);
    } else paths.set(path, inner);
  }
  return paths;
}

function jsonType(value: unknown): string {
  return Array.isArray(value) ? 'array' : typeof value;
}

describe('the package name', () => {
  it('is manifesto-vscode: the bare name belongs to another package, and `pnpm -r pack` names its tarball after it', () => {
    expect(pkg.name).toBe('manifesto-vscode');
    // The other packages of the workspace are named apart from it, and none takes the bare name either.
    const workspace = join(root, '..');
    const names = ['core', 'cli', 'lsp'].map((dir) => JSON.parse(readFileSync(join(workspace, dir, 'package.json'), 'utf8')).name);
    expect([...names, pkg.name]).not.toContain('manifesto');
    // package.mjs writes `${name}-${version}.vsix`; the README gives that file to install.
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`${pkg.name}-${pkg.version}.vsix`);
  });
});

describe('package.json after a build', () => {
  it('points main at the built client and ships the built server', () => {
    expect(existsSync(join(root, pkg.main))).toBe(true);
    expect(existsSync(join(root, SERVER_BUNDLE))).toBe(true);
    for (const file of pkg.files) expect({ file, exists: existsSync(join(root, file)) }).toEqual({ file, exists: true });
  });

  it('loads the client bundle with nothing but `vscode` from the editor, exporting activate and deactivate', () => {
    const dir = mkdtempSync(join(tmpdir(), 'manifesto-client-'));
    try {
      copyFileSync(join(root, pkg.main), join(dir, 'extension.js'));
      // Any API object the client touches while loading is a class, which is all module evaluation needs.
      mkdirSync(join(dir, 'node_modules', 'vscode'), { recursive: true });
      writeFileSync(
        join(dir, 'node_modules', 'vscode', 'index.js'),
        "module.exports = new Proxy({}, { get: (_, key) => (key === '__esModule' ? false : class {}) });\n",
      );
      const extension = createRequire(join(dir, 'extension.js'))('./extension.js');
      expect(Object.keys(extension).sort()).toEqual(['activate', 'deactivate']);
      expect(typeof extension.activate).toBe('function');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("packages the two bundles, the code parsers' binary parts beside the server, the readme and the licence, and nothing else", async () => {
    const files = await listFiles({ cwd: root, packageManager: 'none' as never });
    const parsers = files.filter((file) => file.startsWith('dist/node_modules/'));
    expect([...files].filter((file) => !parsers.includes(file)).sort()).toEqual([
      'LICENSE',
      'README.md',
      'dist/extension.js',
      'dist/server.js',
      'dist/tree-sitter.wasm',
      'package.json',
    ]);
    // The Python grammar, and the JavaScript and TypeScript parser's native binding for the platform that built.
    expect(parsers).toContain('dist/node_modules/tree-sitter-python/tree-sitter-python.wasm');
    expect(parsers.filter((file) => /^dist\/node_modules\/@oxc-parser\/binding-[^/]+\/parser\.[^/]+\.node$/.test(file))).toHaveLength(1);
  });

  it('has what vsce asks for, so packaging never prompts', () => {
    expect(pkg.publisher).toBeTypeOf('string');
    // No public repository address exists yet: no invented links, and packaging says so instead of asking.
    expect([pkg.repository, pkg.bugs, pkg.homepage]).toEqual([undefined, undefined, undefined]);
    expect(readFileSync(join(root, 'package.mjs'), 'utf8')).toContain('allowMissingRepository: true');
    expect(pkg.license).toBe('MIT');
    expect(pkg.activationEvents).not.toContain('*');
    // vsce refuses an engine older than the @types/vscode the code was written against.
    const types = JSON.parse(readFileSync(join(root, 'node_modules/@types/vscode/package.json'), 'utf8')).version as string;
    const engine = /^\^?(\d+)\.(\d+)/.exec(pkg.engines.vscode)!;
    const [major, minor] = types.split('.').map(Number) as [number, number];
    expect(Number(engine[1]) * 1000 + Number(engine[2])).toBeGreaterThanOrEqual(major * 1000 + minor);
  });
});

describe('settings', () => {
  it('contributes exactly the server settings and the preview’s own, under one prefix', () => {
    // The preview's settings (`manifesto.preview.*`) are the only ones the server never reads: the
    // extension draws the preview itself, so they are kept apart from the server's, under their own prefix.
    const contributed = Object.keys(properties).sort();
    expect(contributed).toEqual([...SETTING_KEYS, ...PREVIEW_SETTING_KEYS].map((key) => `${SECTION}.${key}`).sort());
    expect(PREVIEW_SETTING_KEYS.filter((key) => !key.startsWith('preview.'))).toEqual([]);
    expect(SETTING_KEYS.filter((key) => key.startsWith('preview.'))).toEqual([]);
    expect([...settingPaths(DEFAULT_SETTINGS as unknown as Record<string, unknown>).keys()].sort()).toEqual([...SETTING_KEYS].sort());
  });

  it('gives each preview setting its default, with a matching type, read back as the default', () => {
    for (const key of PREVIEW_SETTING_KEYS) {
      const property = properties[`${SECTION}.${key}`]!;
      const value = DEFAULT_PREVIEW_SETTINGS[key.slice('preview.'.length) as keyof typeof DEFAULT_PREVIEW_SETTINGS];
      expect({ key, default: property.default, type: property.type }).toEqual({ key, default: value, type: jsonType(value) });
    }
    expect(readPreviewSettings((key) => properties[`${SECTION}.${key}`]!.default)).toEqual(DEFAULT_PREVIEW_SETTINGS);
  });

  it("gives each setting the server's default, with a matching type", () => {
    for (const [path, value] of settingPaths(DEFAULT_SETTINGS as unknown as Record<string, unknown>)) {
      const property = properties[`${SECTION}.${path}`]!;
      expect({ path, default: property.default, type: property.type }).toEqual({ path, default: value, type: jsonType(value) });
      if (property.enum) expect(property.enum).toContain(value);
    }
  });

  it('reads its own defaults back as the server defaults', () => {
    expect(readSettings((key: SettingKey) => properties[`${SECTION}.${key}`]!.default)).toEqual(DEFAULT_SETTINGS);
  });

  it('offers only values the server accepts', () => {
    const levels = properties[`${SECTION}.rules`]!.additionalProperties!.enum!;
    expect(levels.length).toBeGreaterThan(0);
    for (const level of levels) expect(readSettings((key) => (key === 'rules' ? { 'max-length': level } : undefined)).rules).toEqual({ 'max-length': level });
    const traces = properties[`${SECTION}.trace.server`]!.enum!;
    for (const trace of traces) expect(readSettings((key) => (key === 'trace.server' ? trace : undefined)).trace.server).toBe(trace);
  });
});

describe('activation and commands', () => {
  const events: string[] = pkg.activationEvents;
  const selector = documentSelector(DEFAULT_SETTINGS);
  const patterns = selector.flatMap((filter) => ('pattern' in filter ? [filter.pattern] : []));

  it('activates on every default selector pattern in a workspace, and on nothing else', () => {
    const contains = events.filter((e) => e.startsWith('workspaceContains:')).map((e) => e.slice('workspaceContains:'.length));
    expect(contains.sort()).toEqual([...patterns].sort());
  });

  it('activates on the selector languages and the languages of its patterns, for files opened outside a workspace', () => {
    const languages = events.filter((e) => e.startsWith('onLanguage:')).map((e) => e.slice('onLanguage:'.length));
    const selected = selector.flatMap((filter) => ('language' in filter ? [filter.language] : []));
    expect(languages.sort()).toEqual([...new Set([...selected, ...patterns.flatMap(languagesOf)])].sort());
    expect(events.every((e) => e.startsWith('workspaceContains:') || e.startsWith('onLanguage:'))).toBe(true);
  });

  it('contributes exactly the commands extension.ts registers', () => {
    const source = readFileSync(join(root, 'src/extension.ts'), 'utf8');
    const registered = [...source.matchAll(/registerCommand\('([^']+)'/g)].map((m) => m[1]);
    const contributed = pkg.contributes.commands.map((c: { command: string }) => c.command);
    expect(registered.length).toBeGreaterThan(0);
    expect([...contributed].sort()).toEqual([...registered].sort());
    expect(contributed).toContain('manifesto.validateWithService');
    for (const entry of pkg.contributes.menus.commandPalette) expect(contributed).toContain(entry.command);
  });

  it("listens for the server's problem count notification", () => {
    expect(PROBLEM_COUNT_NOTIFICATION).toBe(PROBLEM_COUNT);
  });
});
