import type { LocatedProblem, RuleSeverities } from 'manifesto-core';
import { settleImports, type PayloadExports } from '../python/payloads.js';
import { readPayloads } from './js/find.js';
import { Modules, type Programs } from './js/modules.js';
import type { KeptLiterals } from './kept.js';
import { locatePayloadProblems } from './locate.js';
import { Places, type PayloadLiteral } from './payload.js';

export interface LiteralOptions {
  rules?: RuleSeverities;
  /** The problems kept from the last call (an editor's), by the files each file's payloads followed. */
  kept?: KeptLiterals;
  /** False: `results` gives no file's payloads (the command line reports only problems; holding 6,000 payloads' values cost memory and collection time). */
  payloads?: boolean;
}

/** Each file's payload problems and the payloads its calls post, one list per file in the order given. */
export interface LiteralResults {
  problems: LocatedProblem[][];
  literals: PayloadLiteral[][];
}

const NONE: ReadonlyMap<string, LocatedProblem[]> = new Map();

/**
 * Reads the payloads of an app's files one file at a time: each file's posting calls are read on their own
 * (following the other files they need through `programs`) and their problems placed where each part is
 * written, recording the files they looked at; `problems` then gives each file its list. A caller that
 * gives the files one by one can let each tree go once its calls are read (`release`).
 */
export class PayloadReader {
  /** Made at the first JavaScript file not kept: each file is walked when its calls are read or a payload follows it. */
  private modules: Modules | undefined;
  /** Each file's problems by the file they are written in, in the order read (JavaScript's, then Python's). */
  private readonly found = new Map<string, ReadonlyMap<string, LocatedProblem[]>>();
  /** The payloads each file's calls post. */
  private readonly payloads = new Map<string, readonly PayloadLiteral[]>();

  constructor(
    private readonly texts: ReadonlyMap<string, string>,
    private readonly programs: Programs,
    private readonly options: LiteralOptions = {},
    /** What stands for each file's text and reading (see `LiteralSource.version`), for the kept problems. */
    private readonly versions: ReadonlyMap<string, unknown> = new Map(),
  ) {}

  /** Reads a JavaScript or TypeScript file's posting calls. */
  javascript(fileName: string): void {
    this.read(fileName, (used) => {
      const modules = (this.modules ??= new Modules(this.programs, this.texts));
      modules.used = used;
      try {
        const module = modules.load(fileName);
        // Each file's own places: a small table is cheaper to fill than one for the whole app. The places of
        // the containers themselves are for an editor's features, which a caller holding no payloads has not.
        const places = new Places(this.options.payloads !== false || this.options.kept !== undefined);
        return module ? readPayloads(module.calls, modules, places) : [];
      } finally {
        modules.used = undefined;
      }
    });
  }

  /** Settles a Python file's payloads (read with its tree) with what the other Python files offer. */
  python(fileName: string, literals: readonly PayloadLiteral[], exports: ReadonlyMap<string, PayloadExports>): void {
    this.read(fileName, (used) => settleImports(literals, exports, used));
  }

  /** The problems a file's posting calls found, by the file each is written in (what a share read elsewhere sends back). */
  foundBy(fileName: string): [string, LocatedProblem[]][] {
    return [...(this.found.get(fileName) ?? NONE)];
  }

  /**
   * Takes the problems a file's posting calls found when read elsewhere (`foundBy` there: a worker thread's
   * share), in the file's turn among those read here, so `results` lists and de-duplicates them as if read here.
   */
  adopt(fileName: string, found: Iterable<[string, LocatedProblem[]]>): void {
    this.found.set(fileName, new Map(found));
  }

  /** Lets a file's tree go when no other file's payload followed it. */
  release(fileName: string): void {
    this.modules?.release(fileName);
  }

  private read(fileName: string, payloads: (used: Set<string>) => PayloadLiteral[]): void {
    const kept = this.options.kept?.get(fileName, this.versions);
    if (kept) {
      this.found.set(fileName, kept.problems);
      this.payloads.set(fileName, kept.literals);
      return;
    }
    const used = new Set([fileName]);
    let literals: PayloadLiteral[] = [];
    let problems = NONE;
    try {
      literals = payloads(used);
      if (literals.length > 0) problems = locatePayloadProblems(literals, this.texts, this.options);
    } catch {
      // A tree the reader cannot walk (too deep): this file's payloads stay unchecked, the others are not lost.
      literals = [];
    }
    this.options.kept?.set(fileName, used, this.versions, problems, literals);
    this.found.set(fileName, problems);
    if (this.options.payloads !== false) this.payloads.set(fileName, literals);
  }

  /**
   * Each file's problems, by position (a problem two files' calls both reach is reported once), and the
   * payloads its calls post.
   */
  results(fileNames: readonly string[]): LiteralResults {
    const byFile = new Map<string, LocatedProblem[]>();
    const seen = new Set<string>();
    for (const found of this.found.values()) {
      for (const [fileName, problems] of found) {
        for (const problem of problems) {
          const key = `${fileName}\u0000${problem.rule}\u0000${problem.span.start}:${problem.span.end}\u0000${problem.message}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const list = byFile.get(fileName) ?? [];
          list.push(problem);
          byFile.set(fileName, list);
        }
      }
    }
    return {
      problems: fileNames.map((fileName) => (byFile.get(fileName) ?? []).sort((a, b) => a.span.start - b.span.start)),
      literals: fileNames.map((fileName) => [...(this.payloads.get(fileName) ?? [])]),
    };
  }
}
