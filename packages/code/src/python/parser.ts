/**
 * The Python parser: tree-sitter's Python grammar, loaded as WASM into web-tree-sitter (no native build).
 * Both are loaded once, on the first Python file, so an app with no Python pays nothing. The grammar is
 * resolved from the installed `tree-sitter-python` package, never a copy of ours.
 */
import { createRequire } from 'node:module';
import type { Parser } from 'web-tree-sitter';

let loading: Promise<Parser> | undefined;

/** The shared parser (a failed load is retried on the next call rather than remembered). */
export function pythonParser(): Promise<Parser> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function load(): Promise<Parser> {
  const { Parser, Language } = await import('web-tree-sitter');
  await Parser.init();
  const grammar = createRequire(import.meta.url).resolve('tree-sitter-python/tree-sitter-python.wasm');
  const parser = new Parser();
  parser.setLanguage(await Language.load(grammar));
  return parser;
}
