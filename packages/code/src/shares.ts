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
}

/**
 * One file of a share, read: its facts before linking, its own problems, and the payload problems its calls
 * found, by the file each is written in (de-duplicated across files only at the merge, as `PayloadReader`
 * does). Structured-clonable: a worker sends it back.
 */
export interface SharedReading {
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

/** Reads one share (in a worker thread). Never throws: a malformed share has no readings. */
export async function readCodeShare(share: CodeShare): Promise<SharedReading[]> {
  const files = Array.isArray(share?.files) ? share.files : [];
  const indexes = Array.isArray(share?.share) ? share.share : [];
  if (indexes.length === 0) return [];
  if (!indexes.every((index) => Number.isInteger(index) && typeof files[index]?.text === 'string' && languageOf(files[index].fileName) !== undefined))
    return [];
  const programs = new AppPrograms(files);
  const payloads = new PayloadReader(new Map(files.map((file) => [file.fileName, file.text])), programs, { rules: share.rules, payloads: false });
  const readings = await readInTurn(files, indexes, programs, payloads);
  return readings.map((reading, turn) => ({ raw: reading.raw, problems: reading.problems, found: payloads.foundBy(files[indexes[turn]!]!.fileName) }));
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
  const shares = shareOut(files, workers.count);
  if (shares.length < 2) return readInTurn(code, [...code.keys()], programs, payloads);
  const shared = shares.map((share) => {
    const part: CodeShare = { files, share, rules };
    return Promise.resolve()
      .then(() => workers.read(part))
      .then((answer) => (isReading(answer, share.length) ? answer : readCodeShare(part)))
      .catch(() => readCodeShare(part));
  });
  // The Python files are read here meanwhile; their payloads are settled after the linking (`readOnce`).
  const python = [...code.keys()].filter((index) => languageOf(code[index]!.fileName) === 'python');
  const readings: FileReading[] = new Array(code.length);
  (await readInTurn(code, python, programs, payloads)).forEach((reading, turn) => (readings[python[turn]!] = reading));
  const found: [string, LocatedProblem[]][][] = new Array(files.length);
  for (const [part, answer] of (await Promise.all(shared)).entries()) {
    answer.forEach((reading, turn) => {
      const index = shares[part]![turn]!;
      readings[scripts[index]!] = { raw: reading.raw, problems: reading.problems };
      found[index] = reading.found;
    });
  }
  files.forEach((file, index) => found[index]!.length > 0 && payloads.adopt(file.fileName, found[index]!));
  return readings;
}

/** The files' indexes split into `count` shares of about as many characters, each in the files' order. */
function shareOut(files: readonly CodeFile[], count: number): number[][] {
  const shares = Array.from({ length: Math.min(Number.isInteger(count) ? count : 1, files.length) }, () => ({ length: 0, indexes: [] as number[] }));
  files.forEach((file, index) => {
    const lightest = shares.reduce((least, share) => (share.length < least.length ? share : least));
    lightest.indexes.push(index);
    lightest.length += file.text.length;
  });
  return shares.map((share) => share.indexes);
}

/** Whether a worker's answer has the shape of a share's readings. */
function isReading(answer: unknown, length: number): answer is SharedReading[] {
  return (
    Array.isArray(answer) &&
    answer.length === length &&
    answer.every(
      (reading: Partial<SharedReading> | null) =>
        typeof reading === 'object' &&
        reading !== null &&
        typeof reading.raw?.facts === 'object' &&
        Array.isArray(reading.problems) &&
        Array.isArray(reading.found),
    )
  );
}
