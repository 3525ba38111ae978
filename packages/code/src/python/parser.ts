/**
 * The Python parser: tree-sitter's Python grammar, loaded as WASM into web-tree-sitter (no native build).
 * Both are loaded once, on the first Python file, so an app with no Python pays nothing. The grammar is
 * resolved from the installed `tree-sitter-python` package, never a copy of ours.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Parser, Query } from 'web-tree-sitter';

export interface PythonGrammar {
  parser: Parser;
  /**
   * The nodes the reader looks at, calls and dicts, in the order written. Walking every node from
   * JavaScript costs about as much as the parse (each node crosses from WASM); the query matches inside
   * WASM and hands over only these.
   */
  callsAndDicts: Query;
}

let loading: Promise<PythonGrammar> | undefined;

/** The shared parser (a failed load is retried on the next call rather than remembered). */
export function pythonGrammar(): Promise<PythonGrammar> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function load(): Promise<PythonGrammar> {
  const { Parser, Language, Query } = await import('web-tree-sitter');
  // A missing tree-sitter.wasm is found here, before Emscripten's loader meets it: the loader prints its own
  // source to stderr and leaves a second rejection unhandled, which ends the process.
  const runtime = treeSitterWasm();
  if (runtime === undefined) throw new Error('tree-sitter.wasm is not installed beside the program or in web-tree-sitter');
  await Parser.init({ locateFile: () => runtime, print: () => undefined, printErr: () => undefined });
  const grammar = createRequire(import.meta.url).resolve('tree-sitter-python/tree-sitter-python.wasm');
  const language = await Language.load(grammar);
  const parser = new Parser();
  parser.setLanguage(language);
  return { parser, callsAndDicts: new Query(language, '(call) @call (dictionary) @dict') };
}

/**
 * web-tree-sitter's own WASM: beside the running script when it is a bundle (the command's dist/, the
 * extension's server), else in the installed web-tree-sitter package.
 */
function treeSitterWasm(): string | undefined {
  try {
    const beside = join(dirname(fileURLToPath(import.meta.url)), 'tree-sitter.wasm');
    if (existsSync(beside)) return beside;
  } catch {
    // A script without a file URL: only the package can hold it.
  }
  try {
    return createRequire(import.meta.url).resolve('web-tree-sitter/tree-sitter.wasm');
  } catch {
    return undefined;
  }
}
