import type { LocatedProblem } from 'manifesto-core';
import type { PayloadLiteral } from './payload.js';

/** What a kept file's reading looked at: each file name with its version then (`ABSENT` for a name that was no file). */
export type UsedFiles = ReadonlyMap<string, unknown>;

const ABSENT = Symbol('absent');

/** One file's posting calls, read: the problems of their payloads, by the file each is written in, and what they followed. */
interface KeptPayloads {
  used: UsedFiles;
  problems: ReadonlyMap<string, LocatedProblem[]>;
  /** The payloads themselves, for an editor's features inside them. */
  literals: readonly PayloadLiteral[];
}

/**
 * The payload problems of each file's posting calls, kept between calls of `literalProblems` (an
 * editor's), each with the files its payloads followed (its own, each module a value came from, each
 * candidate name tried before it) at the version they had. A file's entry stays while every one of those
 * files has the same version and no tried name has become a file, so an edit reads again only the edited
 * file's calls and those whose payloads pass through it.
 */
export class KeptLiterals {
  private readonly kept = new Map<string, KeptPayloads>();
  private rules = '';

  /** Forgets everything when the severities changed. */
  useRules(rules: string): void {
    if (rules !== this.rules) this.kept.clear();
    this.rules = rules;
  }

  /** The kept problems and payloads of a file's posting calls, when nothing they followed changed. */
  get(fileName: string, versions: ReadonlyMap<string, unknown>): Omit<KeptPayloads, 'used'> | undefined {
    const kept = this.kept.get(fileName);
    if (!kept) return undefined;
    for (const [name, version] of kept.used) {
      const now = versions.has(name) ? versions.get(name) : ABSENT;
      // A file given without a version is never taken as unchanged.
      if (now !== version || now === undefined) return undefined;
    }
    return kept;
  }

  set(
    fileName: string,
    used: ReadonlySet<string>,
    versions: ReadonlyMap<string, unknown>,
    problems: ReadonlyMap<string, LocatedProblem[]>,
    literals: readonly PayloadLiteral[],
  ): void {
    const at = new Map<string, unknown>();
    for (const name of used) at.set(name, versions.has(name) ? versions.get(name) : ABSENT);
    this.kept.set(fileName, { used: at, problems, literals });
  }

  /** Forgets the files no longer given. */
  keepOnly(fileNames: ReadonlySet<string>): void {
    for (const name of this.kept.keys()) if (!fileNames.has(name)) this.kept.delete(name);
  }
}
