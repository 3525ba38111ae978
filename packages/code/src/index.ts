/**
 * manifesto-code: what an app's code declares and uses, as the core's plain facts (`CodeFacts`).
 * JavaScript and TypeScript are read with oxc-parser, Python with tree-sitter's Python grammar (WASM);
 * ARCHITECTURE.md says why. Node only; nothing here throws.
 */
import type { LocatedProblem, RuleSeverities } from 'manifesto-core';
import { codeTooDeepProblems, type CodeFacts } from 'manifesto-core/app';
import { isTestFile, languageOf } from './files.js';
import { linkFacts } from './link/link.js';
import { commonFolder, relativeTo } from './link/paths.js';
import { KeptLiterals, readLiterals, type PayloadLiteral } from './literals/index.js';
import { readOnce, READ_ONCE_FROM } from './read-once.js';
import { readFile, type FileReading } from './readers.js';
import type { CodeWorkers } from './shares.js';

export type { CallFact, CodeFacts, CodeLanguage, DeclaredIdFact, IdMatch, ListenerFact, ListenerKind, OpenFact } from 'manifesto-core/app';
export { isCodeFile, isTestFile, languageOf } from './files.js';
export type { PayloadLiteral } from './literals/index.js';
export { readCodeShare, type CodeShare, type CodeWorkers, type SharedReading } from './shares.js';

export interface CodeFile {
  fileName: string;
  text: string;
}

export interface CodeFileResult {
  facts: CodeFacts;
  /** Block Kit problems of the payload literals written in this file. */
  problems: LocatedProblem[];
  /** The payloads this file's calls post (their parts may be written in other files): for an editor's hover, completion and quick fixes. */
  literals: PayloadLiteral[];
}

export interface CodeOptions {
  /**
   * The app's folder: a `test`/`tests`/`__tests__` folder is one below it. By default the folder the files
   * have in common.
   */
  root?: string;
  /** Severity overrides for the payload literals' problems, as the configuration's `rules`. */
  rules?: RuleSeverities;
  /** Readings kept between calls (an editor's): a file whose text and severities are unchanged is not read again. */
  cache?: CodeCache;
  /** False: the results' `literals` are empty (a caller that needs only the problems, as the command line: the payloads are not held). */
  literals?: boolean;
  /**
   * Where a large app's JavaScript and TypeScript files are read in shares (the command line's worker threads,
   * each calling `readCodeShare`): only without `cache` and with `literals: false`. The results are the same.
   */
  workers?: CodeWorkers;
}

function isWorkers(workers: unknown): workers is CodeWorkers {
  return typeof workers === 'object' && workers !== null && typeof (workers as CodeWorkers).read === 'function';
}

/**
 * What an editor keeps between calls of `checkCodeFiles` for one app: each file's reading (its facts before
 * the files are linked, and its tree), by file name, and each file's payload problems with the files its
 * payloads followed. After an edit only the edited file is parsed again and the linking redone from the kept
 * readings; the payloads read again are the edited file's and those of the files whose payloads pass through it.
 */
export class CodeCache {
  private readonly readings = new Map<string, { text: string; rules: string; reading: Promise<FileReading> }>();
  /** The payload problems, each file's kept while the files its payloads followed keep their readings. */
  readonly literals = new KeptLiterals();

  /** The file's reading: the kept one when its text and severities are the same, else a new one. */
  read(file: CodeFile, rules: string): Promise<FileReading> {
    const kept = this.readings.get(file.fileName);
    if (kept && kept.text === file.text && kept.rules === rules) return kept.reading;
    const reading = readFile(file.fileName, file.text, languageOf(file.fileName)!);
    this.readings.set(file.fileName, { text: file.text, rules, reading });
    return reading;
  }

  /** Forgets the files no longer given (deleted, or no longer the app's). */
  keepOnly(fileNames: ReadonlySet<string>): void {
    for (const name of this.readings.keys()) if (!fileNames.has(name)) this.readings.delete(name);
  }
}

/**
 * Reads every file of an app (JavaScript, TypeScript and Python, by extension) and follows constants across
 * the files' relative imports. One result per file that is the app's code, in the order given: test files,
 * declaration files and other extensions have none. Never throws: a file that cannot be read has facts that
 * say so (`unreadable`).
 */
export async function checkCodeFiles(files: readonly CodeFile[], options: CodeOptions = {}): Promise<CodeFileResult[]> {
  const given = (Array.isArray(files) ? files : []).filter(
    (file): file is CodeFile => typeof file === 'object' && file !== null && typeof file.fileName === 'string' && typeof file.text === 'string',
  );
  const root = typeof options?.root === 'string' ? options.root : commonFolder(given.map((file) => file.fileName));
  const code = given.filter((file) => languageOf(file.fileName) !== undefined && !isTestFile(relativeTo(root, file.fileName)));
  const cache = options?.cache instanceof CodeCache ? options.cache : undefined;
  const rules = cache ? JSON.stringify(options.rules ?? {}) : '';
  cache?.keepOnly(new Set(code.map((file) => file.fileName)));
  const payloads = options?.literals !== false;
  const length = code.reduce((sum, file) => sum + file.text.length, 0);
  // Worker threads read a large app's files in shares (the command line), when no payload is to be held.
  const workers = !cache && !payloads && isWorkers(options?.workers) && length >= (options.workers.from ?? READ_ONCE_FROM) ? options.workers : undefined;
  if (!cache && (workers || length >= READ_ONCE_FROM)) return readOnce(code, { rules: options?.rules, payloads, workers });
  const readings = await Promise.all(code.map((file) => (cache ? cache.read(file, rules) : readFile(file.fileName, file.text, languageOf(file.fileName)!))));
  const linked = linkFacts(readings.map((reading) => reading.raw));
  // Payloads are followed across files (a view built in one module, posted in another): each file's are kept
  // while the files they followed keep their readings.
  cache?.literals.useRules(rules);
  const literals = readLiterals(
    code.map((file, index) => ({
      fileName: file.fileName,
      text: file.text,
      program: readings[index]!.program,
      literals: readings[index]!.literals,
      literalExports: readings[index]!.literalExports,
      // A kept reading is the same object while its text and severities are: it stands for them.
      version: cache ? readings[index] : undefined,
    })),
    { rules: options?.rules, kept: cache?.literals, payloads },
  );
  return linked.map((facts, index) => ({
    facts,
    problems: [...codeTooDeepProblems(facts, code[index]!.text, options?.rules), ...readings[index]!.problems, ...(literals.problems[index] ?? [])],
    literals: literals.literals[index] ?? [],
  }));
}
