import type { LocatedProblem, RuleSeverities } from 'manifesto-core';
import { languageOf } from './files.js';
import type { CodeFile } from './index.js';
import type { RawCodeFacts } from './link/raw.js';
import { PayloadReader } from './literals/index.js';
import { AppPrograms } from './programs.js';
import { readInTurn } from './read-in-turn.js';
import type { FileReading } from './readers.js';

/**
 * A large app's JavaScript and TypeScript files read in shares, each on its own thread (the command line's
 * worker threads): each share's files are read once as `readOnce` reads them, following other files'
 * payloads by parsing those files itself, and what it found comes back as plain data; the calling thread
 * keeps the Python files, the linking and the merge, so the results are those of reading everything here.
 */

/** One share: every JavaScript and TypeScript file of the app (a payload may follow any), and which of them it reads. Structured-clonable. */
export interface CodeShare {
  files: readonly CodeFile[];
  /** Indexes into `files`, in their order. */
  share: readonly number[];
  rules?: RuleSeverities;
  /**
   * When given, `share` is every share's list and each file is read by the share that takes it first: the
   * buffer's first 32-bit integer is the position of the next file to take, shared by every thread (a
   * `SharedArrayBuffer` is not copied by a structured clone). Each reading then says which file it is (`index`).
   */
  queue?: SharedArrayBuffer;
}

/**
 * One file of a share, read: its facts before linking, its own problems, and the payload problems its calls
 * found, by the file each is written in (de-duplicated across files only at the merge, as `PayloadReader`
 * does). Structured-clonable: a worker sends it back.
 */
export interface SharedReading {
  /** The file's index into the share's `files`, when the share took its files from a queue. */
  index?: number;
  raw: RawCodeFacts;
  problems: LocatedProblem[];
  found: [string, LocatedProblem[]][];
}

/** Where the shares are read (the command line's worker threads). */
export interface CodeWorkers {
  /** How many shares the files are split into (no sharing under 2). */
  count: number;
  /** The characters of code (all files together) from which the files are shared out; `READ_ONCE_FROM` by default. */
  from?: number;
  /** Reads one share (`readCodeShare` elsewhere). A rejection or a malformed answer reads the share here instead. */
  read(share: CodeShare): Promise<unknown>;
}

/**
 * Reads one share (in a worker thread). Never throws: a malformed share has no readings. With `send`, each
 * file's reading is sent as soon as the file is read (a worker posts it, so the calling thread takes it in
 * while it reads its own share rather than all at the end), and only those not sent are returned: none.
 */
export async function readCodeShare(share: CodeShare, send?: (reading: SharedReading) => void): Promise<SharedReading[]> {
  const files = Array.isArray(share?.files) ? share.files : [];
  const indexes = Array.isArray(share?.share) ? share.share : [];
  if (indexes.length === 0) return [];
  if (!indexes.every((index) => Number.isInteger(index) && typeof files[index]?.text === 'string' && languageOf(files[index].fileName) !== undefined))
    return [];
  const programs = new AppPrograms(files);
  const payloads = new PayloadReader(new Map(files.map((file) => [file.fileName, file.text])), programs, { rules: share.rules, payloads: false });
  const queue = share.queue instanceof SharedArrayBuffer && share.queue.byteLength >= 4 ? new Int32Array(share.queue, 0, 1) : undefined;
  const taken: number[] = [];
  const shared = (index: number, reading: FileReading): SharedReading => {
    const read: SharedReading = { raw: reading.raw, problems: reading.problems, found: payloads.foundBy(files[index]!.fileName) };
    if (queue) read.index = index;
    return read;
  };
  const onRead = send && ((index: number, reading: FileReading) => send(shared(index, reading)));
  const readings = await readInTurn(files, queue ? takeFrom(queue, indexes, taken) : indexes, programs, payloads, onRead);
  if (send) return [];
  const order = queue ? taken : indexes;
  return readings.map((reading, turn) => shared(order[turn]!, reading));
}

/** The files a share takes from the queue, one at a time as it reads, noted in `taken` in that order. */
function* takeFrom(queue: Int32Array, indexes: readonly number[], taken: number[]): Generator<number> {
  for (;;) {
    const at = Atomics.add(queue, 0, 1);
    if (at >= indexes.length) return;
    taken.push(indexes[at]!);
    yield indexes[at]!;
  }
}

/**
 * Reads `code` with its JavaScript and TypeScript files shared out to `workers` and its Python files here,
 * the shares' payload problems handed to `payloads` in the files' order (as if read here). One reading per
 * file, in the order given, without trees. A share whose worker fails is read here: no file is lost.
 */
export async function readInShares(
  code: readonly CodeFile[],
  workers: CodeWorkers,
  programs: AppPrograms,
  payloads: PayloadReader,
  rules?: RuleSeverities,
): Promise<FileReading[]> {
  const scripts = [...code.keys()].filter((index) => languageOf(code[index]!.fileName) !== 'python');
  const files = scripts.map((index) => code[index]!);
  const count = Math.min(Number.isInteger(workers.count) ? workers.count : 1, files.length);
  if (count < 2) return readInTurn(code, [...code.keys()], programs, payloads);
  // One queue of the files in their order, which every share takes from as it reads: a share that starts
  // later (a worker thread starting up) or reads slower takes fewer files, and none waits for another.
  const part: CodeShare = { files, share: [...files.keys()], rules, queue: new SharedArrayBuffer(4) };
  const shared = Array.from({ length: count }, () =>
    Promise.resolve()
      .then(() => workers.read(part))
      .then((answer) => (isReading(answer, files.length) ? answer : []))
      .catch((): SharedReading[] => []),
  );
  // The Python files are read here meanwhile; their payloads are settled after the linking (`readOnce`).
  const python = [...code.keys()].filter((index) => languageOf(code[index]!.fileName) === 'python');
  const readings: FileReading[] = new Array(code.length);
  (await readInTurn(code, python, programs, payloads)).forEach((reading, turn) => (readings[python[turn]!] = reading));
  const found: [string, LocatedProblem[]][][] = new Array(files.length);
  for (const answer of await Promise.all(shared)) {
    for (const reading of answer) {
      if (found[reading.index!] !== undefined) continue;
      readings[scripts[reading.index!]!] = { raw: reading.raw, problems: reading.problems };
      found[reading.index!] = reading.found;
    }
  }
  // The files a failed share had taken (its worker failed, or answered something else) are read here.
  const missing = [...files.keys()].filter((index) => found[index] === undefined);
  if (missing.length > 0) {
    (await readCodeShare({ files, share: missing, rules })).forEach((reading, turn) => {
      readings[scripts[missing[turn]!]!] = { raw: reading.raw, problems: reading.problems };
      found[missing[turn]!] = reading.found;
    });
  }
  files.forEach((file, index) => found[index]!.length > 0 && payloads.adopt(file.fileName, found[index]!));
  return readings;
}

/** Whether a worker's answer has the shape of the readings of files taken from a queue of `length` files. */
function isReading(answer: unknown, length: number): answer is SharedReading[] {
  return (
    Array.isArray(answer) &&
    answer.every(
      (reading: Partial<SharedReading> | null) =>
        typeof reading === 'object' &&
        reading !== null &&
        Number.isInteger(reading.index) &&
        reading.index! >= 0 &&
        reading.index! < length &&
        typeof reading.raw?.facts === 'object' &&
        Array.isArray(reading.problems) &&
        Array.isArray(reading.found),
    )
  );
}
