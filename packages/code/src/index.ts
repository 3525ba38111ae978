/**
 * manifesto-code: what an app's code declares and uses, as the core's plain facts (`CodeFacts`).
 * JavaScript and TypeScript are read with oxc-parser, Python with tree-sitter's Python grammar (WASM);
 * ARCHITECTURE.md says why. Node only; nothing here throws.
 */
import type { LocatedProblem, RuleSeverities } from 'manifesto-core';
import type { CodeFacts } from 'manifesto-core/app';
import { isTestFile, languageOf } from './files.js';
import { linkFacts } from './link/link.js';
import { commonFolder, relativeTo } from './link/paths.js';
import { readFile } from './readers.js';

export type { CallFact, CodeFacts, CodeLanguage, DeclaredIdFact, IdMatch, ListenerFact, ListenerKind, OpenFact } from 'manifesto-core/app';
export { isCodeFile, isTestFile, languageOf } from './files.js';

export interface CodeFile {
  fileName: string;
  text: string;
}

export interface CodeFileResult {
  facts: CodeFacts;
  /** Block Kit problems of the payload literals written in this file. */
  problems: LocatedProblem[];
}

export interface CodeOptions {
  /**
   * The app's folder: a `test`/`tests`/`__tests__` folder is one below it. By default the folder the files
   * have in common.
   */
  root?: string;
  /** Severity overrides for the payload literals' problems, as the configuration's `rules`. */
  rules?: RuleSeverities;
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
  const readings = await Promise.all(code.map((file) => readFile(file.fileName, file.text, languageOf(file.fileName)!)));
  const linked = linkFacts(readings.map((reading) => reading.raw));
  return linked.map((facts, index) => ({ facts, problems: readings[index]!.problems }));
}
