import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { assignApps, type AppFiles, type LocatedProblem, type RuleSeverities } from 'manifesto-core';
import { checkApp, type AppSummary } from 'manifesto-core/app';
import { checkCodeFiles, type CodeFileResult } from 'manifesto-code';
import { LineIndex } from 'manifesto-core/language';
import { codeWorkers } from './code-workers.js';
import { appFilesOf, configuredFor, manifestOf, type AppConfigLookup, type FolderAnswer } from './locate.js';

/**
 * The apps of the command line's code files: loaded only when a run found code (this module brings the
 * parsers), so a check of manifests alone never pays for them.
 */

/** A code file the command line was asked about: found in a directory, or named (then checked even outside an app). */
export interface RequestedCode {
  path: string;
  shown: string;
  named: boolean;
}

export interface AppRunInput {
  code: readonly RequestedCode[];
  /** The manifests and payload files the directory walks found (absolute paths). */
  manifests: readonly string[];
  payloads: readonly string[];
  /** The folders walked: an app whose manifest is in one has all its files in the walk. */
  walked: readonly string[];
  lookup: AppConfigLookup;
  rules: (path: string) => RuleSeverities;
}

/** One code file's report: its literal and graph problems, and the lines for its code frames. */
export interface CodeReport {
  shown: string;
  text: string;
  lines: LineIndex;
  problems: LocatedProblem[];
}

export interface AppRunResult {
  code: CodeReport[];
  /** Graph problems of the other files of each app (the manifest, payload files), by absolute path. */
  others: Map<string, LocatedProblem[]>;
  /**
   * Each app's summary, by its manifest's absolute path, in the apps' order, with the first of its code files
   * that was asked for (as shown), which carries the summary when the manifest was not checked.
   */
  summaries: { manifest: string; summary: AppSummary; code: string }[];
  /** Files that could not be read, as sentences. */
  failures: { path: string; message: string }[];
}

export async function checkApps(input: AppRunInput): Promise<AppRunResult> {
  const result: AppRunResult = { code: [], others: new Map(), summaries: [], failures: [] };
  const requested = new Map(input.code.map((file) => [resolve(file.path), file]));
  const paths = [...requested.keys()];
  const layout = assignApps({ manifests: input.manifests, code: paths, payloads: input.payloads, configured: configuredFor(paths, input.lookup) });
  const apps = new Map<string, AppFiles>();
  for (const app of layout.apps) apps.set(resolve(app.manifest), app);
  // Code outside the walked apps: the manifest above it (or configured for it) makes its app; a file named
  // on the command line with no app is still read for its Block Kit literals.
  const folders = new Map<string, FolderAnswer>();
  const alone: string[] = [];
  for (const path of layout.outside) {
    const manifest = manifestOf(path, input.lookup, folders);
    if (manifest === undefined) {
      if (requested.get(resolve(path))?.named) alone.push(resolve(path));
      continue;
    }
    if (!apps.has(resolve(manifest))) apps.set(resolve(manifest), { manifest, code: [], payloads: [] });
  }
  const cache = new Map<string, string | undefined>();
  const read = (path: string): string | undefined => {
    if (!cache.has(path)) {
      try {
        cache.set(path, readFileSync(path, 'utf8'));
      } catch (error) {
        result.failures.push({ path, message: `cannot read ${path}: ${error instanceof Error ? error.message : String(error)}` });
        cache.set(path, undefined);
      }
    }
    return cache.get(path);
  };
  const walkedManifests = new Set(input.manifests.map((path) => resolve(path)));
  for (const [manifest, found] of apps) {
    // An app whose manifest lies outside every walked folder was only partly seen: its whole code is read.
    // So was one whose manifest the walk passed over (a .gitignore'd manifest.json): its code was found
    // apart, by walking up from each file.
    const seenWhole = walkedManifests.has(manifest) && input.walked.some((folder) => inside(manifest, folder));
    const whole = seenWhole ? found : await appFilesOf(manifest, input.lookup);
    const code = [...new Set([...whole.code, ...found.code].map((path) => resolve(path)))];
    const manifestText = read(manifest);
    const files = code.flatMap((path) => {
      const text = read(path);
      return text === undefined ? [] : [{ fileName: path, text }];
    });
    // One result per file that is the app's code (tests have none), each naming its file; a large app's
    // JavaScript and TypeScript files are read in shares, one by a worker thread.
    const codeResults = await checkCodeFiles(files, { rules: input.rules(manifest), root: dirname(manifest), literals: false, workers: codeWorkers() });
    const texts = new Map(files.map((file) => [file.fileName, file.text]));
    const byFile = new Map<string, { file: { fileName: string; text: string }; result: CodeFileResult }>();
    for (const result of codeResults)
      byFile.set(result.facts.fileName, { file: { fileName: result.facts.fileName, text: texts.get(result.facts.fileName) ?? '' }, result });
    const graph =
      manifestText === undefined
        ? undefined
        : checkApp(
            {
              manifest: { fileName: manifest, text: manifestText },
              code: [...byFile.values()].map(({ file, result }) => ({ facts: result.facts, text: file.text })),
              payloads: whole.payloads.flatMap((path) => {
                const text = read(resolve(path));
                return text === undefined ? [] : [{ fileName: resolve(path), text }];
              }),
            },
            { rules: input.rules(manifest) },
          );
    const graphByFile = new Map((graph?.problems ?? []).map((entry) => [resolve(entry.fileName), entry.problems]));
    for (const [path, { file, result: codeResult }] of byFile) {
      const asked = requested.get(path);
      if (!asked) continue;
      result.code.push(report(asked.shown, file.text, [...codeResult.problems, ...(graphByFile.get(path) ?? [])]));
    }
    for (const [path, problems] of graphByFile) if (!byFile.has(path)) result.others.set(path, [...(result.others.get(path) ?? []), ...problems]);
    const asked = code.filter((path) => requested.has(path)).map((path) => requested.get(path)!);
    if (graph && asked.length > 0) result.summaries.push({ manifest, summary: graph.summary, code: firstShown(asked, input.code) });
  }
  if (alone.length > 0) {
    const files = alone.flatMap((path) => {
      const text = read(path);
      return text === undefined ? [] : [{ fileName: path, text }];
    });
    const texts = new Map(files.map((file) => [file.fileName, file.text]));
    for (const read of await checkCodeFiles(files, { rules: input.rules(alone[0]!), literals: false, workers: codeWorkers() })) {
      const asked = requested.get(read.facts.fileName);
      if (asked) result.code.push(report(asked.shown, texts.get(read.facts.fileName) ?? '', read.problems));
    }
  }
  const order = new Map(input.code.map((file, index) => [file.shown, index]));
  result.code.sort((a, b) => order.get(a.shown)! - order.get(b.shown)!);
  return result;
}

/** Of `asked`, the file given first on the command line (or first found in a folder given). */
function firstShown(asked: readonly { shown: string }[], given: readonly { shown: string }[]): string {
  const order = new Map(given.map((file, index) => [file.shown, index]));
  return asked.reduce((first, file) => (order.get(file.shown)! < order.get(first.shown)! ? file : first)).shown;
}

function report(shown: string, text: string, problems: LocatedProblem[]): CodeReport {
  const sorted = [...problems].sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  return { shown, text, lines: new LineIndex(text), problems: sorted };
}

function inside(path: string, folder: string): boolean {
  const root = resolve(folder);
  return path === root || path.startsWith(root.endsWith('/') ? root : `${root}/`);
}
