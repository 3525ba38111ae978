import type { LocatedProblem, Problem, Span } from '../problem.js';
import { placeProblem } from '../source/document.js';
import type { SourceDocument } from '../source/index.js';
import { relativeName } from './relative-name.js';
import { clampSpan, type CodeFile } from './world.js';

/** The graph's problems, gathered per file and placed in each file's text. */
export class AppReport {
  private readonly byFile = new Map<string, LocatedProblem[]>();

  constructor(
    readonly manifestFile: string,
    private readonly manifest: SourceDocument,
    private readonly payloads: ReadonlyMap<string, SourceDocument>,
    codeFiles: readonly string[],
  ) {
    // The order of the result: the manifest, the code files, the payload files, each as given.
    for (const fileName of [manifestFile, ...codeFiles, ...payloads.keys()]) this.byFile.set(fileName, []);
  }

  /** A problem in a code file, at a fact's span; a code file has no JSON pointer. */
  atCode(file: CodeFile, span: Span, problem: Problem): void {
    const placed = clampSpan(span, file.lines.text.length);
    this.push(file.facts.fileName, placeProblem({ ...problem, pointer: '' }, placed, file.lines));
  }

  /** A problem at a pointer of the manifest. */
  atManifest(problem: Problem): void {
    this.push(this.manifestFile, this.manifest.place(problem));
  }

  /** A problem at a pointer of a payload file. */
  atPayload(fileName: string, problem: Problem): void {
    const document = this.payloads.get(fileName);
    if (document) this.push(fileName, document.place(problem));
  }

  private push(fileName: string, problem: LocatedProblem): void {
    const list = this.byFile.get(fileName);
    if (list) list.push(problem);
    else this.byFile.set(fileName, [problem]);
  }

  /** Each file that has problems, the manifest first, each file's problems in the order of the text. */
  files(): { fileName: string; problems: LocatedProblem[] }[] {
    return [...this.byFile]
      .filter(([, problems]) => problems.length > 0)
      .map(([fileName, problems]) => ({ fileName, problems: problems.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end) }));
  }
}

/**
 * `listeners/index.js` line 4, as messages name a place in another file: from the manifest's folder (the
 * names given may be absolute) and with lines 1-based for people.
 */
export function placeName(file: CodeFile, span: Span, manifestFile: string): string {
  const line = file.lines.position(clampSpan(span, file.lines.text.length).start).line + 1;
  return `\`${relativeName(file.facts.fileName, manifestFile)}\` line ${line}`;
}

/** `a`, `b` and `c`, each in backticks. */
export function listNames(names: readonly string[], conjunction = 'and'): string {
  const quoted = names.map((name) => `\`${name}\``);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} ${conjunction} ${quoted.at(-1)}`;
}
