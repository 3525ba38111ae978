import { describe, expect, it } from 'vitest';
import { checkCodeFiles, readCodeShare, type CodeShare } from '../../src/index.js';
import { sharedApp } from './app.js';

/** Workers read in this thread, each share and each answer passed through a structured clone as a worker's messages are. */
function clonedWorkers(shares: CodeShare[], fail: (index: number) => unknown = () => undefined) {
  return {
    count: 2,
    from: 0,
    read: async (share: CodeShare) => {
      const index = shares.push(structuredClone(share)) - 1;
      const failure = fail(index);
      if (failure !== undefined) return failure instanceof Error ? Promise.reject(failure) : failure;
      return structuredClone(await readCodeShare(shares[index]!));
    },
  };
}

describe("reading a large app in shares (the command line's worker threads)", () => {
  it('gives the same facts and problems, in the same order, as reading in one thread, with answers that survive a structured clone', async () => {
    const files = sharedApp();
    const shares: CodeShare[] = [];
    const shared = await checkCodeFiles(files, { root: '/app', literals: false, workers: clonedWorkers(shares) });
    // The two files that post the constant are read in different shares, the module they follow in one of them.
    const shareOf = (fileName: string) => shares.findIndex((share) => share.share.some((index) => share.files[index]!.fileName === fileName));
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

  it('reads a share here when its worker fails, throws or answers something else, and loses no problem', async () => {
    const files = sharedApp();
    const alone = await checkCodeFiles(files, { root: '/app', literals: false });
    for (const failure of [new Error('worker exited'), undefined, [{}], 'garbage']) {
      const read = await checkCodeFiles(files, {
        root: '/app',
        literals: false,
        workers: clonedWorkers([], (index) => (index === 1 ? (failure ?? null) : undefined)),
      });
      expect(read).toStrictEqual(alone);
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

  it('answers a malformed share with no readings', async () => {
    expect(await readCodeShare({ files: [{ fileName: '/app/a.js', text: '' }], share: [3] })).toEqual([]);
    expect(await readCodeShare(null as unknown as CodeShare)).toEqual([]);
  });
});
