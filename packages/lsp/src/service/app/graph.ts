import type { LocatedProblem, RuleSeverities } from 'manifesto-core';
import { checkApp, type AppResult, type AppSummary, type CodeFacts } from 'manifesto-core/app';
import { LineIndex } from 'manifesto-core/language';
import type { PayloadLiteral } from 'manifesto-code/editing';

/** One code file as the code reader gives it back: its facts and its Block Kit literals' problems. */
export interface CodeReading {
  facts: CodeFacts;
  problems: LocatedProblem[];
  /** The payloads the file's calls post, for hover, completion and quick fixes inside them. */
  literals?: readonly PayloadLiteral[];
}

/** Reads code files (the code package's `checkCodeFiles`, given by the caller so this module stays free of parsers). */
export type ReadCode = (
  files: readonly { fileName: string; text: string }[],
  options: { rules: RuleSeverities; root: string; app: string },
) => Promise<CodeReading[]>;

/** One code file's state: the text last read and what it gave. */
interface CodeState {
  text: string;
  lines: LineIndex;
  reading: CodeReading;
  /** While the file does not parse (a key half typed), its last text that did and the app's payloads then. */
  readable?: ReadablePayloads;
}

/** A file's last readable text and the app's payloads read with it. */
export interface ReadablePayloads {
  text: string;
  literals: PayloadLiteral[];
}

/**
 * An app in the editor: its manifest, code and payload files (absolute paths), each code file's last
 * reading, and the last join. `refresh` reads the files whose text changed and joins again; the texts come
 * from the caller (an open document's, else the disk's).
 */
export class AppGraph {
  private readonly states = new Map<string, CodeState>();
  private result: AppResult | undefined;
  private byFile = new Map<string, LocatedProblem[]>();
  /** What the last join read besides the code: the payload files and the severities. */
  private last: { payloads: { fileName: string; text: string }[]; rules: RuleSeverities } = { payloads: [], rules: {} };
  /** The files given to the reader last time (its readings leave out tests). */
  private read = new Set<string>();

  constructor(
    readonly manifest: string,
    public code: string[],
    public payloads: string[],
  ) {}

  /** Adds a code file the app did not list (a new file opened in its folder). */
  include(path: string): void {
    if (!this.code.includes(path)) this.code = [...this.code, path];
  }

  /**
   * Reads the code again when any text changed (the reader links constants across files, so it is given
   * them all), then joins with the manifest's and payloads' current texts.
   */
  async refresh(read: (path: string) => string | undefined, readCode: ReadCode, rules: RuleSeverities): Promise<void> {
    const texts = this.code.flatMap((path) => {
      const text = read(path);
      return text === undefined ? [] : [{ fileName: path, text }];
    });
    const changed = !sameNames(this.read, texts) || texts.some(({ fileName, text }) => this.states.has(fileName) && this.states.get(fileName)!.text !== text);
    if (changed) {
      // One reading per file that is the app's code (tests have none), each naming its file.
      const readings = await readCode(texts, { rules, root: parentFolder(this.manifest), app: this.manifest });
      const byName = new Map(texts.map((file) => [file.fileName, file.text]));
      const previous = new Map(this.states);
      const literalsBefore = this.literals();
      this.states.clear();
      for (const reading of readings) {
        const text = byName.get(reading.facts.fileName);
        if (text === undefined) continue;
        // An untouched file keeps its line index (only the edited file's is built again).
        const kept = previous.get(reading.facts.fileName);
        const state: CodeState = { text, lines: kept?.text === text ? kept.lines : new LineIndex(text), reading };
        if (reading.facts.unreadable && kept)
          state.readable = kept.readable ?? (kept.reading.facts.unreadable ? undefined : { text: kept.text, literals: literalsBefore });
        this.states.set(reading.facts.fileName, state);
      }
      this.read = new Set(byName.keys());
    }
    const manifestText = read(this.manifest);
    if (manifestText === undefined) {
      this.result = undefined;
      this.byFile = new Map();
      return;
    }
    const payloads = this.payloads.flatMap((path) => {
      const text = read(path);
      return text === undefined ? [] : [{ fileName: path, text }];
    });
    this.last = { payloads, rules };
    this.result = this.join(manifestText);
    this.byFile = new Map(this.result.problems.map((entry) => [entry.fileName, entry.problems]));
  }

  private join(manifestText: string): AppResult {
    const code = [...this.states.values()].map((state) => ({ facts: state.reading.facts, text: state.text }));
    return checkApp({ manifest: { fileName: this.manifest, text: manifestText }, code, payloads: this.last.payloads }, { rules: this.last.rules });
  }

  /** Whether the app joined with another manifest text no longer has a problem (its rule, at its range in its file). */
  solvedBy(manifestText: string, fileName: string, problem: { rule: string; range: LocatedProblem['range'] }): boolean {
    const remaining = this.join(manifestText).problems.find((entry) => entry.fileName === fileName)?.problems ?? [];
    const same = (other: LocatedProblem) => other.rule === problem.rule && JSON.stringify(other.range) === JSON.stringify(problem.range);
    return !remaining.some(same);
  }

  /** Whether the app has been joined at least once. */
  get joined(): boolean {
    return this.result !== undefined;
  }

  get summary(): AppSummary | undefined {
    return this.result?.summary;
  }

  /** A code file's problems: its literals' and the graph's, by position. */
  codeProblems(path: string): LocatedProblem[] {
    const own = this.states.get(path)?.reading.problems ?? [];
    return [...own, ...(this.byFile.get(path) ?? [])].sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  }

  /** The graph's problems located in another file of the app (the manifest, a payload file). */
  graphProblems(path: string): LocatedProblem[] {
    return this.byFile.get(path) ?? [];
  }

  /** Every code file's facts and lines, for the editor features. */
  files(): { path: string; facts: CodeFacts; lines: LineIndex; text: string }[] {
    return [...this.states].map(([path, state]) => ({ path, facts: state.reading.facts, lines: state.lines, text: state.text }));
  }

  /** A file's last readable text and payloads, while its current text does not parse. */
  readable(path: string): ReadablePayloads | undefined {
    return this.states.get(path)?.readable;
  }

  /** Every payload the app's code posts, as the last reading found them. */
  literals(): PayloadLiteral[] {
    return [...this.states.values()].flatMap((state) => state.reading.literals ?? []);
  }

  facts(path: string): { facts: CodeFacts; lines: LineIndex; text: string } | undefined {
    const state = this.states.get(path);
    return state && { facts: state.reading.facts, lines: state.lines, text: state.text };
  }
}

function sameNames(names: ReadonlySet<string>, files: readonly { fileName: string }[]): boolean {
  return names.size === files.length && files.every((file) => names.has(file.fileName));
}

/** The folder of a path (the app's folder, from its manifest's path). */
function parentFolder(path: string): string {
  const slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return slash <= 0 ? path.slice(0, slash + 1) : path.slice(0, slash);
}
