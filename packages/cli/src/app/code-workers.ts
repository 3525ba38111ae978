import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readCodeShare, type CodeShare, type CodeWorkers } from 'manifesto-code';
import { nodeOs, nodeWorkerThreads } from '../lazy-builtins.js';

/**
 * The command's worker threads for a large app's code (manifesto-code's `workers` option): the app's
 * JavaScript and TypeScript files are read in shares that take them from one queue, the first share in this
 * thread and each other by a worker of its own (bin/code-worker.js), started when its share is asked for and
 * ended once it answers. A worker that cannot start, throws or exits without answering rejects: the code
 * package then reads in this thread the files that worker took.
 */

export interface CodeWorkerOptions {
  /** How many shares (this thread's and one per worker); by default two, or one per core on a machine with fewer. */
  count?: number;
  /** The characters of code from which the files are shared out (manifesto-code's `READ_ONCE_FROM` by default): tests lower it. */
  from?: number;
  /** The script each worker runs: bin/code-worker.js by default. */
  script?: string;
}

/**
 * Two shares, this thread's and one worker's: on a two-core machine a second worker (this thread only waiting)
 * read 200 files of 2,000 lines in about the same time with more processor time, and a third no faster
 * (PERFORMANCE.md, "Code files"); each worker costs a start, its warm-up and its memory.
 */
const MOST = 2;

/**
 * How long a worker may take once this thread has read its own share: this many times as long, and at least
 * `PATIENCE_MS` (once the queue is empty, a worker has at most the files it took left to read). A worker that
 * takes longer (stuck, or starved on a busy machine) is ended and its files read here, so a run never hangs on one.
 */
const SLOWER = 2;
const PATIENCE_MS = 2_000;

/** The workers for one call of `checkCodeFiles`, or undefined when the worker script is not installed beside the command. */
export function codeWorkers(options: CodeWorkerOptions = {}): CodeWorkers | undefined {
  const script = options.script ?? workerScript();
  if (script === undefined) return undefined;
  let asked = 0;
  let took: Promise<number> = Promise.resolve(0);
  return {
    // Read only for an app large enough to share out (most runs never load node:os for it).
    get count() {
      return options.count ?? Math.min(MOST, nodeOs().availableParallelism());
    },
    from: options.from,
    read: (share) => {
      asked++;
      // The first worker writes the code cache.
      if (asked > 1) return readInWorker(script, share, asked === 2, took);
      // This thread's share waits a turn of the event loop, so the workers start first.
      const start = performance.now();
      const reading = new Promise((resolve) => setImmediate(resolve)).then(() => readCodeShare(share));
      took = reading.then(
        () => performance.now() - start,
        () => 0,
      );
      return reading;
    },
  };
}

/**
 * bin/code-worker.js, found from this module: dist/app/ (tsc's output) and src/app/ (tests) are two folders
 * below the package, while the command's code bundle (dist/code.js) is one.
 */
function workerScript(): string | undefined {
  for (const path of ['../bin/code-worker.js', '../../bin/code-worker.js']) {
    const file = fileURLToPath(new URL(path, import.meta.url));
    if (existsSync(file)) return file;
  }
  return undefined;
}

/**
 * One share read by a worker of its own: its answer, or a rejection when the worker fails, or takes too long
 * once this thread's share is read (`took`, how long that took).
 */
export function readInWorker(script: string, share: CodeShare, saveCache: boolean, took: Promise<number>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new (nodeWorkerThreads().Worker)(script, { workerData: { saveCache } });
    let ended = false;
    let timer: NodeJS.Timeout | undefined;
    const end = () => {
      ended = true;
      clearTimeout(timer);
      void worker.terminate().catch(() => undefined);
    };
    // Readings come one a message (`{ reading }`) as the worker reads; a list ends the answer.
    const streamed: unknown[] = [];
    worker.on('message', (message: unknown) => {
      if (!Array.isArray(message) && typeof message === 'object' && message !== null && 'reading' in message) {
        streamed.push(message.reading);
        return;
      }
      resolve(Array.isArray(message) ? [...streamed, ...(message as unknown[])] : message);
      end();
    });
    worker.once('error', (error) => {
      reject(error);
      end();
    });
    worker.once('exit', (code) => {
      reject(new Error(`the worker exited (${code}) without answering`));
      ended = true;
      clearTimeout(timer);
    });
    void took.then((ms) => {
      // A worker that answered first has nothing to wait for (a timer left would hold the process).
      if (ended) return;
      timer = setTimeout(
        () => {
          reject(new Error('the worker took too long'));
          end();
        },
        Math.max(PATIENCE_MS, ms * SLOWER),
      );
    });
    worker.postMessage(share);
  });
}
