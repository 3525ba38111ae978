import { checkCodeFiles } from 'manifesto-code';
import { checkApp, type AppResult } from 'manifesto-core/app';

/** An app's graph problems as [rule, file, line (1-based), text marked], with the manifest as `manifest.json` in `folder`. */
export async function graphProblems(folder: string, code: Record<string, string>, manifest: unknown): Promise<[string, string, number, string][]> {
  const { result, texts } = await graph(folder, code, manifest);
  return result.problems.flatMap(({ fileName, problems }) =>
    problems.map((problem): [string, string, number, string] => [
      problem.rule,
      fileName,
      problem.range.start.line + 1,
      texts[fileName]!.slice(problem.span.start, problem.span.end),
    ]),
  );
}

/** The app's summary: how many listeners and calls the graph found. */
export async function graphSummary(folder: string, code: Record<string, string>, manifest: unknown): Promise<AppResult['summary']> {
  return (await graph(folder, code, manifest)).result.summary;
}

async function graph(folder: string, code: Record<string, string>, manifest: unknown): Promise<{ result: AppResult; texts: Record<string, string> }> {
  const manifestText = JSON.stringify(manifest, null, 2);
  const manifestFile = `${folder}/manifest.json`;
  const results = await checkCodeFiles(Object.entries(code).map(([fileName, text]) => ({ fileName, text })));
  const result = checkApp({
    manifest: { fileName: manifestFile, text: manifestText },
    code: results.map((r) => ({ facts: r.facts, text: code[r.facts.fileName]! })),
  });
  return { result, texts: { ...code, [manifestFile]: manifestText } };
}

/** The 1-based line of the first `needle` in `text`. */
export const lineOf = (text: string, needle: string): number => text.slice(0, text.indexOf(needle)).split('\n').length;
