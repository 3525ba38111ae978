import type { LocatedProblem } from 'manifesto-core';
import type { CodeLanguage } from 'manifesto-core/app';
import type { Parse } from './js/parse.js';
import { readJavaScript, emptyFacts } from './js/read.js';
import { NO_EXPORTS, type RawCodeFacts } from './link/raw.js';
import type { PayloadLiteral } from './literals/payload.js';
import type { PayloadExports } from './python/payloads.js';
import { readPythonFile } from './python/read.js';

/** What reading one file gives: its facts before linking, problems of its own, and its tree for the payload literals. */
export interface FileReading {
  raw: RawCodeFacts;
  problems: LocatedProblem[];
  /** The oxc-parser Program of a JavaScript or TypeScript file that parsed: the payload literals are read from it. */
  program?: unknown;
  /** The payloads a Python file's posting calls are given, read from its tree while it lived. */
  literals?: PayloadLiteral[];
  /** What a Python file offers other files' payloads. */
  literalExports?: PayloadExports;
}

/** `parsed`: a JavaScript or TypeScript file's parse, when already made (`parseAhead`). */
export type FileReader = (fileName: string, text: string, parsed?: Parse) => FileReading | Promise<FileReading>;

/**
 * One reader per language. A reader may be asynchronous (the Python grammar loads its WASM once); it
 * should not throw, and `readFile` turns a throw into an unreadable file anyway.
 */
const READERS: Readonly<Record<CodeLanguage, FileReader>> = {
  javascript: (fileName, text, parsed) => ({ ...readJavaScript(fileName, text, 'javascript', parsed), problems: [] }),
  typescript: (fileName, text, parsed) => ({ ...readJavaScript(fileName, text, 'typescript', parsed), problems: [] }),
  python: async (fileName, text) => ({ ...(await readPythonFile(fileName, text)), problems: [] }),
};

export async function readFile(fileName: string, text: string, language: CodeLanguage, parsed?: Parse): Promise<FileReading> {
  try {
    return await READERS[language](fileName, text, parsed);
  } catch (error) {
    return unreadable(fileName, language, `The file could not be read (${error instanceof Error ? error.message : String(error)}).`);
  }
}

export function unreadable(fileName: string, language: CodeLanguage, message: string): FileReading {
  const facts = emptyFacts(fileName, language);
  facts.unreadable = { message, span: { start: 0, end: 0 } };
  return { raw: { facts, references: [], exports: NO_EXPORTS }, problems: [] };
}
