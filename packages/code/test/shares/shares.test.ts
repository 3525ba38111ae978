import { describe, expect, it } from 'vitest';
import { checkCodeFiles, readCodeShare, type CodeShare } from '../../src/index.js';
import { sharedApp } from './app.js';

type Answer = { index?: number; raw: { facts: { fileName: string } } }[];

/**
 * Workers read in this thread, each share and each answer passed through a structured clone as a worker's
 * messages are (a structured clone shares the queue's buffer, as a worker thread's message does). `split`: each
 * share reads every `count`-th file instead of taking them from the queue, so the split is known; `fail` may
 * turn a share's answer into a failure, before it reads (`before`) or after it took and read its files.
 */
function clonedWorkers(
  shares: CodeShare[],
  fail: (index: number) => unknown = () => undefined,
  options: { split?: boolean; before?: boolean; answers?: Answer[] } = {},
) {
  const { split = false, before = true, answers = [] } = options;
  return {
    count: 2,
    from: 0,
    read: async (share: CodeShare) => {
      const index = shares.push(structuredClone(share)) - 1;
      const failure = fail(index);
      if (failure !== undefined && before) return failure instanceof Error ? Promise.reject(failure) : failure;
      const mine = split ? share.share.filter((_, at) => at % 2 === index) : undefined;
      const read = await readCodeShare(mine ? { ...shares[index]!, queue: undefined, share: mine } : shares[index]!);
      const answer = structuredClone(mine ? read.map((reading, turn) => ({ ...reading, index: mine[turn] })) : read);
      answers[index] = answer;
      if (failure !== undefined) return failure instanceof Error ? Promise.reject(failure) : failure;
      return answer;
    },
  };
}

describe("reading a large app in shares (the command line's worker threads)", () => {
  it('gives the same facts and problems, in the same order, as reading in one thread, with answers that survive a structured clone', async () => {
    const files = sharedApp();
    const shares: CodeShare[] = [];
    const answers: Answer[] = [];
    const shared = await checkCodeFiles(files, { root: '/app', literals: false, workers: clonedWorkers(shares, undefined, { split: true, answers }) });
    // The two files that post the constant are read in different shares, the module they follow in one of them.
    const shareOf = (fileName: string) => answers.findIndex((answer) => answer.some((reading) => reading.raw.facts.fileName === fileName));
    expect(shares).toHaveLength(2);
    expect(shareOf('/app/a-post.js')).not.toBe(shareOf('/app/b-post.ts'));
    expect(shares.flatMap((share) => share.files.map((file) => file.fileName))).not.toContain('/app/c-post.py');
    const alone = await checkCodeFiles(files, { root: '/app', literals: false });
    expect(shared).toStrictEqual(alone);
    // The constant posted from both shares is reported once, where it is written, beside the module's own call.
    expect(shared.map((result) => [result.facts.fileName, result.problems.map((problem) => problem.rule)])).toEqual([
      ['/app/a-post.js', []],
      ['/app/b-post.ts', ['unknown-type']],
      ['/app/broken.ts', []],
      ['/app/c-post.py', ['unknown-type']],
      ['/app/ids.ts', []],
      ['/app/listen.ts', ['unknown-type']],
      ['/app/views.py', []],
      ['/app/cards.py', ['unknown-type']],
      ['/app/z-blocks.js', ['unknown-type', 'unknown-type']],
    ]);
    expect(shared[2]!.facts.unreadable).toBeDefined();
    expect(shared[5]!.facts.listeners.map((listener) => listener.id)).toEqual([{ kind: 'exact', value: 'approve' }]);
  });

  it('reads each file once from one queue of the files, the shares taking them as they read, with the same results', async () => {
    const files = sharedApp();
    const shares: CodeShare[] = [];
    const answers: Answer[] = [];
    const shared = await checkCodeFiles(files, { root: '/app', literals: false, workers: clonedWorkers(shares, undefined, { answers }) });
    expect(shares).toHaveLength(2);
    expect(shares[0]!.queue).toBeInstanceOf(SharedArrayBuffer);
    // Every JavaScript and TypeScript file (not the test file, not the Python ones) read by exactly one share.
    const read = answers.flatMap((answer) => answer.map((reading) => reading.raw.facts.fileName)).sort();
    expect(read).toEqual(['/app/a-post.js', '/app/b-post.ts', '/app/broken.ts', '/app/ids.ts', '/app/listen.ts', '/app/z-blocks.js']);
    expect(shared).toStrictEqual(await checkCodeFiles(files, { root: '/app', literals: false }));
  });

  it('reads a share here when its worker fails, throws or answers something else, and loses no problem', async () => {
    const files = sharedApp();
    const alone = await checkCodeFiles(files, { root: '/app', literals: false });
    for (const failure of [new Error('worker exited'), undefined, [{}], 'garbage', [{ index: 99, raw: { facts: {} }, problems: [], found: [] }]]) {
      for (const before of [true, false]) {
        const answers: Answer[] = [];
        const read = await checkCodeFiles(files, {
          root: '/app',
          literals: false,
          workers: clonedWorkers([], (index) => (index === 1 ? (failure ?? null) : undefined), { before, answers }),
        });
        // After reading, the failed share had taken files of its own: they are read here again.
        if (!before) expect(answers[1]!.length).toBeGreaterThan(0);
        expect(read).toStrictEqual(alone);
      }
    }
    const throwing = {
      count: 2,
      from: 0,
      read: () => {
        throw new Error('no worker');
      },
    };
    expect(await checkCodeFiles(files, { root: '/app', literals: false, workers: throwing })).toStrictEqual(alone);
  });

  it('shares nothing below the threshold, with payloads asked for, or with fewer than two shares', async () => {
    const files = sharedApp();
    for (const [workers, literals] of [
      [{ ...clonedWorkers([]), from: 1_000_000 }, false],
      [clonedWorkers([]), true],
      [{ ...clonedWorkers([]), count: 1 }, false],
    ] as const) {
      const asked: CodeShare[] = [];
      await checkCodeFiles(files, { root: '/app', literals, workers: { ...workers, read: (share: CodeShare) => (asked.push(share), workers.read(share)) } });
      expect(asked).toEqual([]);
    }
  });

  it('sends each reading as its file is read, the same readings as the answer at the end, and then answers none', async () => {
    const files = sharedApp().filter((file) => !file.fileName.endsWith('.py'));
    const share = (): CodeShare => ({ files, share: [...files.keys()], queue: new SharedArrayBuffer(4) });
    const whole = await readCodeShare(share());
    const sent: unknown[] = [];
    // Each is sent before the next file is taken from the queue.
    const queued = share();
    const taken: number[] = [];
    const answer = await readCodeShare(queued, (reading) => {
      sent.push(structuredClone(reading));
      taken.push(new Int32Array(queued.queue!)[0]!);
    });
    expect(answer).toEqual([]);
    expect(whole.length).toBeGreaterThan(2);
    expect(sent).toEqual(whole);
    expect(taken).toEqual(whole.map((_, turn) => Math.min(turn + 2, files.length + 1)));
  });

  it('answers a malformed share with no readings', async () => {
    expect(await readCodeShare({ files: [{ fileName: '/app/a.js', text: '' }], share: [3] })).toEqual([]);
    expect(await readCodeShare(null as unknown as CodeShare)).toEqual([]);
  });
});
