import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// End to end, like cli.test.ts: the built binary on a file system with missing, unreadable and
// non-regular files. Each bad path gets exactly one stderr line, the good files are still checked,
// and the exit code is 2.
const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'packages/cli/bin/manifesto.js');

/** A hang (a FIFO waiting for a writer, /dev/zero read to the end) fails the test instead of blocking it. */
const TIMEOUT_MS = 15_000;

interface User {
  uid: number;
  gid: number;
}

function run(args: string[], options: { input?: string; as?: User } = {}) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: root,
    input: options.input ?? '',
    encoding: 'utf8',
    timeout: TIMEOUT_MS,
    env: { ...process.env, NO_COLOR: '1' },
    ...(options.as ? { uid: options.as.uid, gid: options.as.gid } : {}),
  });
  return { code: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr, ms: Date.now() - started };
}

interface JsonFile {
  file: string;
  kind: string;
  problems: { rule: string; pointer: string; line: number }[];
}

function json(stdout: string): JsonFile[] {
  return JSON.parse(stdout) as JsonFile[];
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A temp directory every user can enter and list, so an unprivileged run reaches the good files. */
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'manifesto-files-'));
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}

function write(dir: string, name: string, text: string, mode = 0o644): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  chmodSync(path, mode);
  return path;
}

/** 1-based line of the first line containing `needle`. */
function lineOf(text: string, needle: string): number {
  const index = text.split('\n').findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`fixture has no line with ${needle}`);
  return index + 1;
}

const CLEAN = readFileSync(join(root, 'examples/manifest.yaml'), 'utf8');
const TOO_LONG = '{\n  "display_information": {\n    "name": "A name that is far too long for the platform limit"\n  }\n}\n';
const TOO_LONG_STDIN = 'display_information:\n  name: Another name that is far too long for the platform limit\n';

/** The stderr lines that report `path`, in the contract's `manifesto: cannot read <path>: <reason>` form. */
function linesFor(stderr: string, path: string): string[] {
  return stderr.split('\n').filter((line) => line.startsWith(`manifesto: cannot read ${path}: `));
}

function expectOneLineEach(stderr: string, paths: readonly string[]): void {
  const lines = stderr.split('\n').filter((line) => line !== '');
  expect(lines, stderr).toHaveLength(paths.length);
  for (const path of paths) expect(linesFor(stderr, path), path).toHaveLength(1);
  for (const line of lines) expect(line).toMatch(/^manifesto: cannot read .+: \S/);
  expect(stderr).not.toMatch(/\n\s+at /);
}

/** Runs with one bad path and returns its single reason. */
function refusal(path: string, as?: User): string {
  const out = run(['check', path], as ? { as } : {});
  expect(out.signal, `killed after ${out.ms} ms`).toBeNull();
  expect(out.code).toBe(2);
  expectOneLineEach(out.stderr, [path]);
  return linesFor(out.stderr, path)[0]!.slice(`manifesto: cannot read ${path}: `.length);
}

/**
 * A file the CLI cannot read, and the user to run it as. Root reads a mode-000 file anyway, so as
 * root the CLI runs as nobody (65534); otherwise chmod 000 denies it directly.
 */
function unreadable(dir: string): { path: string; as?: User } | { skip: string } {
  const path = write(dir, 'secret.yaml', CLEAN, 0o000);
  if (process.getuid?.() === 0) {
    const nobody = { uid: 65534, gid: 65534 };
    const probe = run(['--version'], { as: nobody });
    if (probe.code !== 0) return { skip: `running as root, and the CLI cannot run as nobody (65534): ${probe.stderr || probe.signal || probe.code}` };
    return { path, as: nobody };
  }
  try {
    accessSync(path, constants.R_OK);
    return { skip: 'chmod 000 does not deny reading to this user' };
  } catch {
    return { path };
  }
}

/** A Unix socket listening at a path, closed by the returned function. */
async function socketAt(path: string): Promise<() => Promise<void>> {
  const server = createServer();
  await new Promise<void>((done, fail) => server.once('error', fail).listen(path, done));
  return () => new Promise<void>((done) => server.close(() => done()));
}

const posix = process.platform !== 'win32';

describe('manifesto check on paths that are not readable files', () => {
  // A directory is searched for files to check (test/cli-directories.test.ts), not refused.
  it('refuses a missing file and a path through a regular file, one reason each', () => {
    const dir = tempDir();
    const good = write(dir, 'good.yaml', CLEAN);
    const reasons = [refusal(join(dir, 'missing.yaml')), refusal(join(good, 'child.yaml'))];
    expect(reasons[0]).toMatch(/no such file/);
    expect(reasons[1]).toMatch(/not a directory/);
    expect(new Set(reasons).size).toBe(2);
  });

  it.skipIf(!posix)('refuses a FIFO promptly, without waiting for a writer', () => {
    const dir = tempDir();
    const fifo = join(dir, 'pipe.yaml');
    execFileSync('mkfifo', [fifo]);
    const started = Date.now();
    expect(refusal(fifo)).toMatch(/FIFO/);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS / 2);
  });

  it.skipIf(!existsSync('/dev/zero'))('refuses /dev/zero promptly instead of reading it forever', () => {
    const started = Date.now();
    expect(refusal('/dev/zero')).toMatch(/device/);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS / 2);
  });

  it.skipIf(!posix)('refuses a Unix socket', async () => {
    const dir = tempDir();
    const path = join(dir, 'sock.yaml');
    const close = await socketAt(path);
    try {
      expect(refusal(path)).toMatch(/socket/);
    } finally {
      await close();
    }
  });

  it.skipIf(!posix)('names a dangling symbolic link and a symbolic link loop, and follows a good link', () => {
    const dir = tempDir();
    const dangling = join(dir, 'dangling.yaml');
    symlinkSync('gone.yaml', dangling);
    const loop = join(dir, 'loop.yaml');
    symlinkSync('loop-back.yaml', loop);
    symlinkSync('loop.yaml', join(dir, 'loop-back.yaml'));
    const danglingReason = refusal(dangling);
    expect(danglingReason).toMatch(/symbolic link/);
    expect(danglingReason).toContain('gone.yaml');
    expect(refusal(loop)).toMatch(/symbolic link loop/);

    const good = write(dir, 'good.yaml', CLEAN);
    symlinkSync(good, join(dir, 'link.yaml'));
    const followed = run(['check', '--format', 'json', join(dir, 'link.yaml')]);
    expect(followed.stderr).toBe('');
    expect(followed.code).toBe(0);
    expect(json(followed.stdout)).toEqual([{ file: join(dir, 'link.yaml'), kind: 'manifest', problems: [] }]);
  });

  it('refuses a file it has no permission to read', (ctx) => {
    const dir = tempDir();
    const denied = unreadable(dir);
    if ('skip' in denied) return ctx.skip(denied.skip);
    expect(refusal(denied.path, denied.as)).toMatch(/permission denied/);
  });

  it('names a path holding a line break or an escape sequence quoted, so its line stays one line', () => {
    const dir = tempDir();
    const path = join(dir, 'evil\n\u001b[2Jname.yaml');
    const out = run(['check', path]);
    expect(out.stderr).toBe(`manifesto: cannot read ${JSON.stringify(path)}: no such file\n`);
    expect(out.code).toBe(2);
    const good = write(dir, 'bad\u202ename.yaml', 'display_information:\n  name: An app name that is far too long for its limit\n');
    const pretty = run(['check', good]);
    expect(pretty.stdout.split('\n')[0]).toBe(JSON.stringify(good));
    expect(pretty.code).toBe(1);
  });
});

describe('manifesto check on a mix of good and bad paths', () => {
  /** Two good files (one clean, one with a known error) and one bad path of each kind. */
  function mixed() {
    const dir = tempDir();
    const clean = write(dir, 'clean.yaml', CLEAN);
    const broken = write(dir, 'broken.json', TOO_LONG);
    const bad = [join(dir, 'missing.yaml'), join(clean, 'child.yaml')];
    if (posix) {
      const fifo = join(dir, 'pipe.yaml');
      execFileSync('mkfifo', [fifo]);
      const dangling = join(dir, 'dangling.yaml');
      symlinkSync('gone.yaml', dangling);
      const loop = join(dir, 'loop.yaml');
      symlinkSync('loop.yaml', loop);
      bad.push(fifo, dangling, loop);
    }
    if (existsSync('/dev/zero')) bad.push('/dev/zero');
    // Without a way to deny reading, the permission case is left to its own (skipped) test.
    const denied = unreadable(dir);
    if (!('skip' in denied)) bad.push(denied.path);
    // Bad paths between the good ones, so a failure cannot end the run early unnoticed.
    const args = [bad[0]!, clean, ...bad.slice(1, 4), broken, ...bad.slice(4)];
    return { clean, broken, bad, args, ...('as' in denied && denied.as ? { as: denied.as } : {}) };
  }

  const brokenLine = lineOf(TOO_LONG, '"name"');
  const brokenProblem = ['max-length', '/display_information/name', brokenLine];

  it('checks every good file in JSON, gives each bad path one line, and exits 2', () => {
    const { clean, broken, bad, args, as } = mixed();
    const out = run(['check', '--format', 'json', ...args], as ? { as } : {});
    expect(out.signal, `killed after ${out.ms} ms`).toBeNull();
    expect(out.code).toBe(2);
    expectOneLineEach(out.stderr, bad);
    const files = json(out.stdout);
    expect(files.map((f) => f.file)).toEqual([clean, broken]);
    expect(files[0]!.problems).toEqual([]);
    expect(files[1]!.problems.map((p) => [p.rule, p.pointer, p.line])).toEqual([brokenProblem]);
  });

  it('checks every good file in pretty output, gives each bad path one line, and exits 2', () => {
    const { broken, bad, args, as } = mixed();
    const out = run(['check', ...args], as ? { as } : {});
    expect(out.signal, `killed after ${out.ms} ms`).toBeNull();
    expect(out.code).toBe(2);
    expectOneLineEach(out.stderr, bad);
    expect(out.stdout.split('\n')).toContain(broken);
    expect(out.stdout).toMatch(new RegExp(`\\n  ${brokenLine}:\\d+ +error .*max-length +/display_information/name\\n`));
    expect(out.stdout).toMatch(new RegExp(` in 2 files\\. ${bad.length} files could not be read\\.\\n$`));
  });

  it('exits 2 when the only readable file is clean', () => {
    const dir = tempDir();
    const clean = write(dir, 'clean.yaml', CLEAN);
    const out = run(['check', '--format', 'json', clean, join(dir, 'missing.yaml')]);
    expect(out.code).toBe(2);
    expect(json(out.stdout).map((f) => [f.file, f.problems.length])).toEqual([[clean, 0]]);
  });

  it('reads standard input among files and bad paths, in order', () => {
    const dir = tempDir();
    const clean = write(dir, 'clean.yaml', CLEAN);
    const broken = write(dir, 'broken.json', TOO_LONG);
    const bad = [join(dir, 'missing.yaml'), join(clean, 'child.yaml')];
    const out = run(['check', '--format', 'json', clean, bad[0]!, '-', bad[1]!, broken], { input: TOO_LONG_STDIN });
    expect(out.code).toBe(2);
    expectOneLineEach(out.stderr, bad);
    const files = json(out.stdout);
    expect(files.map((f) => f.file)).toEqual([clean, '<stdin>', broken]);
    expect(files.map((f) => f.problems.map((p) => [p.rule, p.pointer, p.line]))).toEqual([
      [],
      [['max-length', '/display_information/name', lineOf(TOO_LONG_STDIN, 'name:')]],
      [brokenProblem],
    ]);
  });
});
