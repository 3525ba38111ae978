/**
 * The built bin's V8 code cache (bin/manifesto.js): written after a check, used by later runs, and never
 * a reason for different output or exit codes, whether it is missing, damaged, unwritable or turned off.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const CLI = join(import.meta.dirname, '..');
const BIN = join(CLI, 'bin/manifesto.js');
const BUNDLED = existsSync(join(CLI, 'dist/bin.js')) && readFileSync(join(CLI, 'dist/bin.js'), 'latin1').startsWith('// manifesto-bundle ');
const EXAMPLE = join(CLI, '../../examples/manifest-with-mistakes.yaml');

let work: string;

function run(args: string[], env: Record<string, string | undefined>) {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', input: '', env: { ...process.env, NO_COLOR: '1', ...env } });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The cache files under a cache home. */
function cached(home: string): string[] {
  const folder = join(home, 'manifesto');
  return existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.v8cache')) : [];
}

describe.skipIf(!BUNDLED)('the code cache', () => {
  let expected: ReturnType<typeof run>;

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'manifesto-code-cache-'));
    expected = run(['check', EXAMPLE], { MANIFESTO_CODE_CACHE: '0' });
    expect(expected.status).toBe(1);
  });

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('a check writes one cache file for this bundle and Node, and the next run gives the same output', () => {
    const home = join(work, 'fresh');
    expect(run(['check', EXAMPLE], { XDG_CACHE_HOME: home })).toEqual(expected);
    const files = cached(home);
    expect(files).toHaveLength(1);
    expect(files[0]).toContain(process.version);
    expect(run(['check', EXAMPLE], { XDG_CACHE_HOME: home })).toEqual(expected);
    expect(cached(home)).toEqual(files);
  });

  test('--version uses the cache but does not write one (it compiles too little of the command)', () => {
    const home = join(work, 'version');
    expect(run(['--version'], { XDG_CACHE_HOME: home }).status).toBe(0);
    expect(cached(home)).toEqual([]);
  });

  test('a damaged cache is replaced, with the same output', () => {
    const home = join(work, 'damaged');
    run(['check', EXAMPLE], { XDG_CACHE_HOME: home });
    const [file] = cached(home);
    const path = join(home, 'manifesto', file!);
    for (const damage of [Buffer.alloc(0), Buffer.from('not a cache'), readFileSync(path).subarray(0, 1000)]) {
      writeFileSync(path, damage);
      expect(run(['check', EXAMPLE], { XDG_CACHE_HOME: home })).toEqual(expected);
      expect(readFileSync(path).length).toBeGreaterThan(1000);
    }
  });

  test('an unwritable cache folder changes nothing but the speed', () => {
    const blocked = join(work, 'blocked');
    writeFileSync(blocked, 'a file where the cache folder would be');
    expect(run(['check', EXAMPLE], { XDG_CACHE_HOME: blocked })).toEqual(expected);
    if (process.platform !== 'win32' && process.getuid?.() !== 0) {
      const readOnly = join(work, 'read-only');
      mkdirSync(readOnly);
      chmodSync(readOnly, 0o500);
      expect(run(['check', EXAMPLE], { XDG_CACHE_HOME: readOnly })).toEqual(expected);
      expect(cached(readOnly)).toEqual([]);
    }
  });

  test('a cache others can write is not used (it would be code we run)', () => {
    if (process.platform === 'win32') return;
    const home = join(work, 'shared');
    run(['check', EXAMPLE], { XDG_CACHE_HOME: home });
    const path = join(home, 'manifesto', cached(home)[0]!);
    writeFileSync(path, 'planted');
    chmodSync(path, 0o666);
    expect(run(['check', EXAMPLE], { XDG_CACHE_HOME: home })).toEqual(expected);
    // Replaced by a cache of our own.
    expect(readFileSync(path, 'latin1')).not.toBe('planted');
  });

  test('writing a cache keeps the four most recent (older versions of the command go)', () => {
    const home = join(work, 'versions');
    mkdirSync(join(home, 'manifesto'), { recursive: true });
    for (let age = 1; age <= 6; age++) {
      const old = join(home, 'manifesto', `cli-${'0'.repeat(31)}${age}-v20.0.0-x64.v8cache`);
      writeFileSync(old, 'an older version');
      utimesSync(old, new Date(Date.now() - age * 86_400_000), new Date(Date.now() - age * 86_400_000));
    }
    run(['check', EXAMPLE], { XDG_CACHE_HOME: home });
    const kept = cached(home);
    expect(kept).toHaveLength(4);
    expect(kept.filter((name) => name.includes(process.version))).toHaveLength(1);
    expect(kept.filter((name) => name.includes('v20.0.0')).sort()).toEqual([1, 2, 3].map((age) => `cli-${'0'.repeat(31)}${age}-v20.0.0-x64.v8cache`));
  });

  test("a run on code writes the command's cache once more, with the app check, and later runs read that one", () => {
    const home = join(work, 'code');
    const app = join(work, 'app');
    mkdirSync(app);
    writeFileSync(
      join(app, 'manifest.json'),
      JSON.stringify({
        display_information: { name: 'Cached' },
        features: { bot_user: { display_name: 'cached' } },
        oauth_config: { scopes: { bot: ['chat:write'] } },
        settings: { socket_mode_enabled: true },
      }),
    );
    writeFileSync(
      join(app, 'app.js'),
      "app.action('approve', async ({ ack }) => { await ack(); });\nawait client.chat.postMessage({ channel: 'C1', text: 'Hi' });\n",
    );
    const onCode = run(['check', app], { MANIFESTO_CODE_CACHE: '0' });
    expect(onCode.stdout).toContain('interactivity-off-listeners');

    // A check of a manifest alone writes the command's cache without the app check's functions.
    expect(run(['check', EXAMPLE], { XDG_CACHE_HOME: home })).toEqual(expected);
    const [plain] = cached(home);
    expect(plain).not.toContain('+code');

    // The first run on code replaces it with a `+code` cache (and writes the app check's own).
    expect(run(['check', app], { XDG_CACHE_HOME: home })).toEqual(onCode);
    const afterCode = cached(home);
    expect(afterCode).not.toContain(plain);
    const wide = afterCode.filter((name) => name.includes('+code'));
    expect(wide).toEqual([plain!.replace(/^(cli-[0-9a-f]+)-/, '$1+code-')]);
    const written = readFileSync(join(home, 'manifesto', wide[0]!));

    // Later runs, on code or not, read it and write nothing.
    expect(run(['check', app], { XDG_CACHE_HOME: home })).toEqual(onCode);
    expect(run(['check', EXAMPLE], { XDG_CACHE_HOME: home })).toEqual(expected);
    expect(cached(home)).toEqual(afterCode);
    expect(readFileSync(join(home, 'manifesto', wide[0]!)).equals(written)).toBe(true);

    // A damaged `+code` cache goes, and the next run on code writes it again.
    writeFileSync(join(home, 'manifesto', wide[0]!), 'not a cache');
    expect(run(['check', EXAMPLE], { XDG_CACHE_HOME: home })).toEqual(expected);
    expect(cached(home)).toContain(plain);
    expect(cached(home)).not.toContain(wide[0]);
    expect(run(['check', app], { XDG_CACHE_HOME: home })).toEqual(onCode);
    expect(cached(home)).toContain(wide[0]);
    expect(cached(home)).not.toContain(plain);
  });

  test('MANIFESTO_CODE_CACHE=0 neither reads nor writes one', () => {
    const home = join(work, 'off');
    expect(run(['check', EXAMPLE], { XDG_CACHE_HOME: home, MANIFESTO_CODE_CACHE: '0' })).toEqual(expected);
    expect(cached(home)).toEqual([]);
  });
});
