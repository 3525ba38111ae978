/**
 * The packages as users would get them: `pnpm pack` of the core, the CLI, the language server and the preview (the
 * build must exist; the root `test` script builds first), the exact contents of each tarball, then a clean
 * install of the tarballs into an empty project with npm and the `manifesto` and `manifesto-lsp` bins running there.
 * pnpm, not npm, packs: it rewrites the `workspace:*` dependency to the core's version and applies
 * `publishConfig`. The install needs the npm registry (yaml, typebox, jsonc-parser, ignore, vscode-languageserver, and the code parsers); when
 * the registry cannot be reached, that test is skipped and says why.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const CORE = join(ROOT, 'packages/core');
const CLI = join(ROOT, 'packages/cli');
const LSP = join(ROOT, 'packages/lsp');
const PREVIEW = join(ROOT, 'packages/preview');
const CODE = join(ROOT, 'packages/code');
const BUILT =
  existsSync(join(CORE, 'dist/index.js')) &&
  existsSync(join(CLI, 'dist/main.js')) &&
  existsSync(join(LSP, 'dist/main.js')) &&
  existsSync(join(PREVIEW, 'dist/index.js')) &&
  existsSync(join(CODE, 'dist/index.js'));

interface Manifest {
  name: string;
  version: string;
  bin?: Record<string, string>;
  main?: string;
  types?: string;
  exports?: Record<string, Record<string, string>>;
  dependencies?: Record<string, string>;
}
const readManifest = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
const core = readManifest(CORE);
const cli = readManifest(CLI);
const lsp = readManifest(LSP);
const preview = readManifest(PREVIEW);

function run(command: string, args: string[], cwd: string, timeout = 120_000): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, encoding: 'utf8', timeout, env: { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false' } });
}

/** Why the registry cannot be used, or undefined when it answers. */
async function registryProblem(): Promise<string | undefined> {
  const config = run('npm', ['config', 'get', 'registry'], ROOT, 30_000);
  const registry = config.status === 0 ? config.stdout.trim().replace(/\/?$/, '/') : 'https://registry.npmjs.org/';
  try {
    const response = await fetch(`${registry}yaml`, { method: 'HEAD', signal: AbortSignal.timeout(15_000) });
    return response.ok ? undefined : `the npm registry ${registry} answered ${response.status}`;
  } catch (error) {
    return `the npm registry ${registry} is unreachable (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** Packs a workspace package into `dir` and returns the tarball's path. */
function pack(pkg: string, dir: string): string {
  const out = mkdtempSync(join(dir, 'pack-'));
  const result = run('pnpm', ['pack', '--pack-destination', out], pkg);
  expect(result.status, `pnpm pack in ${pkg} failed:\n${result.stderr}${result.stdout}`).toBe(0);
  const [tarball, ...others] = readdirSync(out).filter((name) => name.endsWith('.tgz'));
  expect(others).toEqual([]);
  return join(out, tarball!);
}

/** The tarball's file paths, without the leading `package/`. */
function contents(tarball: string): string[] {
  const listing = run('tar', ['-tzf', tarball], ROOT);
  expect(listing.status, listing.stderr).toBe(0);
  const entries = listing.stdout.split('\n').filter((line) => line !== '' && !line.endsWith('/'));
  expect(entries.every((entry) => entry.startsWith('package/'))).toBe(true);
  return entries.map((entry) => entry.slice('package/'.length)).sort();
}

function packedManifest(tarball: string): Manifest {
  const file = run('tar', ['-xzOf', tarball, 'package/package.json'], ROOT);
  expect(file.status, file.stderr).toBe(0);
  return JSON.parse(file.stdout) as Manifest;
}

/** Every file the manifest points at (main, types, bin, each export condition). */
function entryPoints(manifest: Manifest): string[] {
  const targets = [manifest.main, manifest.types, ...Object.values(manifest.bin ?? {})];
  for (const conditions of Object.values(manifest.exports ?? {})) targets.push(...Object.values(conditions));
  return targets.filter((target): target is string => target !== undefined).map((target) => target.replace(/^\.\//, ''));
}

/** What every tarball must hold, and must not. */
function expectCleanContents(files: string[], pkg: string, topLevel: string[]): void {
  expect([...new Set(files.map((file) => file.split('/')[0]!))].sort()).toEqual(topLevel);
  const unwanted = (file: string) =>
    /(^|\/)(src|test)\//.test(file) || file.endsWith('.map') || file.endsWith('.tsbuildinfo') || (file.endsWith('.ts') && !file.endsWith('.d.ts'));
  expect(files.filter(unwanted)).toEqual([]);
  // Only the build of today's sources: no module left behind by a file that was deleted or moved.
  // bundle.mjs's other scripts (the app check, loaded only when a run finds code, and the code reading's worker) have no source file of their own.
  const compiled = files.filter(
    (file) => file.startsWith('dist/') && file.endsWith('.js') && !(pkg === CLI && ['dist/code.js', 'dist/code-worker.js'].includes(file)),
  );
  expect(compiled.length).toBeGreaterThan(0);
  expect(compiled.filter((file) => !existsSync(join(pkg, 'src', file.slice('dist/'.length).replace(/\.js$/, '.ts'))))).toEqual([]);
  expect(compiled.filter((file) => !files.includes(file.replace(/\.js$/, '.d.ts')))).toEqual([]);
  expect(readFileSync(join(pkg, 'LICENSE'), 'utf8')).toContain('MIT License');
}

describe.skipIf(!BUILT)('the packed packages', () => {
  let work: string;
  let coreTarball: string;
  let cliTarball: string;
  let lspTarball: string;
  let previewTarball: string;
  let codeTarball: string;

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'manifesto-pack-'));
    coreTarball = pack(CORE, work);
    cliTarball = pack(CLI, work);
    lspTarball = pack(LSP, work);
    previewTarball = pack(PREVIEW, work);
    codeTarball = pack(CODE, work);
  }, 120_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('the core tarball holds dist, README.md, LICENSE and package.json, and no sources, tests or source maps', () => {
    const files = contents(coreTarball);
    expectCleanContents(files, CORE, ['LICENSE', 'README.md', 'dist', 'package.json']);
    const manifest = packedManifest(coreTarball);
    expect([manifest.name, manifest.version]).toEqual([core.name, core.version]);
    expect(entryPoints(manifest).filter((target) => !files.includes(target))).toEqual([]);
    expect(entryPoints(manifest)).toContain('dist/language/index.js');
    // The "source" condition points into src/, which is not shipped: publishConfig.exports drops it.
    expect(JSON.stringify(manifest.exports)).not.toContain('source');
    expect(statSync(coreTarball).size).toBeLessThan(1_000_000);
  });

  test('the cli tarball holds bin, dist, README.md, LICENSE and package.json, and depends on the core by version', () => {
    const files = contents(cliTarball);
    expectCleanContents(files, CLI, ['LICENSE', 'README.md', 'bin', 'dist', 'package.json']);
    // bundle.mjs's scripts, and the code-reading worker's.
    expect(files).toEqual(expect.arrayContaining(['dist/bin.js', 'dist/code.js', 'dist/code-worker.js', 'bin/code-worker.js', 'bin/code-cache.js']));
    const manifest = packedManifest(cliTarball);
    expect([manifest.name, manifest.version, manifest.bin]).toEqual([cli.name, cli.version, { manifesto: './bin/manifesto.js' }]);
    expect(entryPoints(manifest).filter((target) => !files.includes(target))).toEqual([]);
    expect(JSON.stringify(manifest.exports)).not.toContain('source');
    expect(manifest.dependencies?.[core.name]).toBe(core.version);
    expect(manifest.dependencies?.[preview.name]).toBe(preview.version);
    expect(Object.values(manifest.dependencies ?? {}).filter((range) => range.startsWith('workspace:'))).toEqual([]);
    expect(statSync(cliTarball).size).toBeLessThan(1_000_000);
  });

  test('the lsp tarball holds bin, dist, README.md, LICENSE and package.json, and depends on the core by version', () => {
    const files = contents(lspTarball);
    expectCleanContents(files, LSP, ['LICENSE', 'README.md', 'bin', 'dist', 'package.json']);
    const manifest = packedManifest(lspTarball);
    expect([manifest.name, manifest.version, manifest.bin]).toEqual([lsp.name, lsp.version, { 'manifesto-lsp': './bin/manifesto-lsp.js' }]);
    expect(entryPoints(manifest).filter((target) => !files.includes(target))).toEqual([]);
    expect(JSON.stringify(manifest.exports)).not.toContain('source');
    expect(manifest.dependencies?.[core.name]).toBe(core.version);
    expect(statSync(lspTarball).size).toBeLessThan(1_000_000);
  });

  test('the preview tarball holds dist, README.md, LICENSE and package.json, and depends on the core by version', () => {
    const files = contents(previewTarball);
    expectCleanContents(files, PREVIEW, ['LICENSE', 'README.md', 'dist', 'package.json']);
    const manifest = packedManifest(previewTarball);
    expect([manifest.name, manifest.version]).toEqual([preview.name, preview.version]);
    expect(entryPoints(manifest).filter((target) => !files.includes(target))).toEqual([]);
    expect(JSON.stringify(manifest.exports)).not.toContain('source');
    expect(manifest.dependencies?.[core.name]).toBe(core.version);
    expect(statSync(previewTarball).size).toBeLessThan(1_000_000);
  });

  test('npm installs the tarballs into an empty project, where manifesto --version, manifesto-lsp --version and a check run', async (context) => {
    const problem = await registryProblem();
    if (problem) context.skip(`${problem}; the install needs the dependencies from it`);

    const project = join(work, 'project');
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'pack-check', version: '1.0.0', private: true }) + '\n');
    const install = run('npm', ['install', '--no-audit', '--no-fund', coreTarball, previewTarball, codeTarball, cliTarball, lspTarball], project, 240_000);
    expect(install.status, `npm install failed:\n${install.stderr}`).toBe(0);

    // `--no`: never fetch a package called "manifesto" (an unrelated one has that name); the bin must be local.
    const version = run('npx', ['--no', '--', 'manifesto', '--version'], project);
    expect({ status: version.status, stdout: version.stdout }).toEqual({ status: 0, stdout: `${cli.version}\n` });
    const serverVersion = run('npx', ['--no', '--', 'manifesto-lsp', '--version'], project);
    expect({ status: serverVersion.status, stdout: serverVersion.stdout }).toEqual({ status: 0, stdout: `${lsp.version}\n` });

    // The installed command checks a manifest as the workspace build does, byte for byte.
    writeFileSync(join(project, 'manifest.yaml'), 'display_information:\n  name: A name far longer than the thirty-five characters allowed\n');
    // The bin npm linked, run directly (npx would add npm's own configuration warnings to stderr).
    const installed = run(join(project, 'node_modules/.bin/manifesto'), ['check', '--format', 'json', 'manifest.yaml'], project);
    const workspace = run(process.execPath, [join(CLI, 'bin/manifesto.js'), 'check', '--format', 'json', 'manifest.yaml'], project);
    expect(installed.status).toBe(1);
    expect(JSON.parse(installed.stdout)[0].problems.map((p: { rule: string }) => p.rule)).toContain('max-length');
    expect({ status: installed.status, stdout: installed.stdout, stderr: installed.stderr }).toEqual({
      status: workspace.status,
      stdout: workspace.stdout,
      stderr: workspace.stderr,
    });

    // An app: the installed command reads JavaScript (oxc-parser's native binding, installed beside it by
    // npm) and Python (tree-sitter's WASM) from its bundle.
    mkdirSync(join(project, 'app'));
    writeFileSync(join(project, 'app/manifest.json'), JSON.stringify({ display_information: { name: 'x' }, features: { bot_user: { display_name: 'x' } } }));
    writeFileSync(join(project, 'app/app.js'), "app.command('/nowhere', async ({ ack }) => { await ack(); });\n");
    writeFileSync(join(project, 'app/main.py'), '@app.command("/elsewhere")\ndef f(ack):\n    ack()\n');
    const app = run(join(project, 'node_modules/.bin/manifesto'), ['check', '--format', 'json', 'app'], project);
    expect(app.stderr).toBe('');
    const codeRules = (JSON.parse(app.stdout) as { file: string; problems: { rule: string }[] }[])
      .filter((file) => file.file !== 'app/manifest.json')
      .map((file) => [file.file, file.problems.map((p) => p.rule)]);
    expect(codeRules).toEqual([
      ['app/app.js', ['command-undeclared']],
      ['app/main.py', expect.any(Array)],
    ]);
    // The worker a large app's code is shared out to (src/app/code-workers.ts) runs from the installed package:
    // each file's reading comes as it is read (`{ reading }`), and a list ends the answer.
    const worker = run(
      process.execPath,
      [
        '-e',
        `const { Worker } = require('node:worker_threads');
         const worker = new Worker(process.argv[1]);
         const readings = [];
         worker.on('message', (message) => {
           if (!Array.isArray(message)) return void readings.push(message.reading);
           console.log([...readings, ...message][0].raw.facts.calls.map((call) => call.method).join());
           void worker.terminate();
         });
         worker.postMessage({ files: [{ fileName: '/app/a.js', text: 'client.chat.postMessage({ channel: "C1", text: "Hi" });' }], share: [0] });`,
        join(project, 'node_modules/manifesto-cli/bin/code-worker.js'),
      ],
      project,
    );
    expect([worker.stdout.trim(), worker.stderr]).toEqual(['chat.postMessage', '']);

    // ES modules only: import works everywhere, require() where Node loads ES modules synchronously (20.19+, 22.12+).
    const imported = run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { RULES } from '${core.name}'; import { valuesAt } from '${core.name}/language'; console.log(RULES.length > 0, typeof valuesAt)`,
      ],
      project,
    );
    expect(imported.stdout).toBe('true function\n');
    const required = run(
      process.execPath,
      ['-e', `try { console.log(typeof require('${core.name}').checkDocument) } catch (error) { console.log(error.code) }`],
      project,
    );
    const requireEsm = (process.features as { require_module?: boolean }).require_module === true;
    expect(required.stdout).toBe(requireEsm ? 'function\n' : 'ERR_REQUIRE_ESM\n');
  }, 300_000);
});
