import { checkCodeFiles, type CodeFacts } from 'manifesto-code';
import type { Span } from 'manifesto-core';

/** An app written for a test: file name → text. */
export type App = Record<string, string>;

/** Reads an app and gives each file's facts by name. */
export async function readApp(app: App): Promise<Record<string, CodeFacts>> {
  const results = await checkCodeFiles(Object.entries(app).map(([fileName, text]) => ({ fileName, text })));
  return Object.fromEntries(results.map((result) => [result.facts.fileName, result.facts]));
}

/** Reads one file on its own. */
export async function readOne(fileName: string, text: string): Promise<CodeFacts> {
  const facts = (await readApp({ [fileName]: text }))[fileName];
  if (!facts) throw new Error(`${fileName} was not read`);
  return facts;
}

/** The span of `snippet` in `text`, the first one after `after` when given: where a fact must point. */
export function spanOf(text: string, snippet: string, after = ''): Span {
  const from = after ? text.indexOf(after) : 0;
  const start = from < 0 ? -1 : text.indexOf(snippet, from);
  if (start < 0) throw new Error(`${snippet} is not in the text`);
  return { start, end: start + snippet.length };
}

export const exact = (value: string) => ({ kind: 'exact', value }) as const;
export const computed = { kind: 'computed' } as const;
