/**
 * The command's worker threads for a large app's code (src/app/code-workers.ts), started for real: each share
 * read by bin/code-worker.js running the built bundle (dist/code-worker.js) gives what reading the app in this
 * thread gives, and a worker that fails loses nothing. The threshold is lowered by the option, so a small app
 * is shared out.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkCodeFiles, type CodeShare, type CodeWorkers } from 'manifesto-code';
import { sharedApp } from '../../code/test/shares/app.js';
import { codeWorkers, readInWorker } from '../src/app/code-workers.js';

/** The workers, keeping each answer (a share whose worker failed rejects, and is then read by the code package here). */
function counted(workers: CodeWorkers | undefined) {
  if (!workers) throw new Error('bin/code-worker.js not found');
  const answered: unknown[] = [];
  return {
    answered,
    workers: {
      ...workers,
      read: async (share: CodeShare) => {
        const answer = await workers.read(share);
        answered.push(answer);
        return answer;
      },
    },
  };
}

// The bundle, not tsc's output: a worker inherits the test runner's `source` resolve condition, under which
// tsc's output would import the code package's TypeScript.
const BUNDLED = existsSync(join(import.meta.dirname, '../dist/code-worker.js'));

let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'manifesto-code-workers-'));
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('reading a large app in worker threads', () => {
  it.skipIf(!BUNDLED)("gives the facts and problems of reading in this thread, each share but this thread's answered by a worker", async () => {
    const files = sharedApp();
    // Three shares: this thread's and two workers', each answered.
    const { answered, workers } = counted(codeWorkers({ count: 3, from: 0 }));
    const shared = await checkCodeFiles(files, { root: '/app', literals: false, workers });
    expect(answered).toHaveLength(3);
    expect(shared).toStrictEqual(await checkCodeFiles(files, { root: '/app', literals: false }));
    expect(shared.map((result) => result.problems.length)).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 2]);
  });

  it('leaves no timer behind when a worker answers before this thread has read its share', async () => {
    const answersAtOnce = join(work, 'answers-at-once.cjs');
    writeFileSync(answersAtOnce, "const { parentPort } = require('node:worker_threads');\nparentPort.once('message', () => parentPort.postMessage([]));\n");
    // The patience timer (at least 2 s) is never set; counting the process's timers instead was flaky, as
    // the runner and Node's own worker handling set and clear timers of their own meanwhile.
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    try {
      let read: (ms: number) => void = () => undefined;
      const took = new Promise<number>((resolve) => (read = resolve));
      expect(await readInWorker(answersAtOnce, { files: [], share: [] }, false, took)).toEqual([]);
      // This thread's share is read after the worker answered.
      read(10);
      await new Promise((resolve) => setImmediate(resolve));
      expect(setTimer.mock.calls.filter(([, ms]) => typeof ms === 'number' && ms >= 2000)).toEqual([]);
    } finally {
      setTimer.mockRestore();
    }
  });

  it('reads the shares in this thread when the workers cannot start, throw, exit or never answer', async () => {
    const files = sharedApp();
    const alone = await checkCodeFiles(files, { root: '/app', literals: false });
    const scripts = {
      missing: join(work, 'missing.js'),
      throws: join(work, 'throws.cjs'),
      exits: join(work, 'exits.cjs'),
      exitsOnMessage: join(work, 'exits-on-message.cjs'),
      neverAnswers: join(work, 'never-answers.cjs'),
    };
    writeFileSync(scripts.throws, "require('node:worker_threads').parentPort.once('message', () => { throw new Error('broken'); });\n");
    writeFileSync(scripts.exits, 'process.exit(3);\n');
    writeFileSync(scripts.exitsOnMessage, "require('node:worker_threads').parentPort.once('message', () => process.exit(0));\n");
    // Ended once it has taken twice as long as this thread's share, and at least two seconds.
    writeFileSync(scripts.neverAnswers, "require('node:worker_threads').parentPort.once('message', () => setInterval(() => {}, 1000));\n");
    for (const script of Object.values(scripts)) {
      const { answered, workers } = counted(codeWorkers({ count: 3, from: 0, script }));
      expect(await checkCodeFiles(files, { root: '/app', literals: false, workers })).toStrictEqual(alone);
      // Only this thread's share answered.
      expect(answered).toHaveLength(1);
    }
  });

  // Node's ES module resolver is loaded to resolve a package through its exports: the code bundle finds
  // oxc-parser's folder itself (bundle.mjs, OXC_REQUIRE).
  it.skipIf(!BUNDLED)("leaves node:worker_threads and Node's ES module resolver unloaded when an app is too small to share out", () => {
    const app = join(work, 'small-app');
    mkdirSync(app, { recursive: true });
    writeFileSync(join(app, 'manifest.json'), JSON.stringify({ display_information: { name: 'Small' }, features: { bot_user: { display_name: 'small' } } }));
    writeFileSync(join(app, 'app.js'), "app.action('approve', async ({ ack }) => { await ack(); });\n");
    // Says at exit which of Node's modules the process loaded.
    const probe = join(work, 'loaded.cjs');
    writeFileSync(probe, "process.on('exit', () => process.stderr.write(JSON.stringify(process.moduleLoadList)));\n");
    const bin = join(import.meta.dirname, '../bin/manifesto.js');
    const run = spawnSync(process.execPath, ['--require', probe, bin, 'check', '.', '--format', 'json'], { cwd: app, encoding: 'utf8' });
    const files = (JSON.parse(run.stdout) as { file: string }[]).map((result) => result.file);
    expect(files).toContain('app.js');
    const loaded = JSON.parse(run.stderr) as string[];
    expect(loaded).toContain('NativeModule fs');
    expect(loaded).not.toContain('NativeModule worker_threads');
    expect(loaded).not.toContain('NativeModule internal/modules/esm/resolve');
  });
});
