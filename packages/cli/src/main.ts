import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { CATALOGUE_DATE, RULES, isError, resolveLimits } from 'manifesto-core';
import { helpText, parseArgs, UsageError, type Args, type CheckArgs } from './args.js';
import { checkInput, type CodeFileReport, type DocumentFileResult, type FileResult } from './check.js';
import { configErrors, configLookup, type ConfigLookup } from './config.js';
import { expandArguments, type Expanded } from './discover/arguments.js';
import { isManifestFile } from './app/locate.js';
import { displayPath } from './format/printable.js';
import { runDiff } from './diff/run.js';
// Imported statically: a dynamic import() here would make the bundler wrap every module the renderer reaches,
// the whole core included, in a lazy initialiser, which costs each start more than loading the renderer (bundle.mjs).
import { runPreview } from './preview/run.js';
import { readInput, readStdin, type StdinText } from './input.js';
import { isTerminal, writeOutput } from './output.js';
import { prepareRemote, runRemote, type RemoteSetup } from './remote-step.js';
import { colorEnabled, colors } from './format/colors.js';
import { annotationRoot, toGithub } from './format/github.js';
import { toJson } from './format/json.js';
import { toPretty } from './format/pretty.js';
import { toSarif, type Failure } from './format/sarif.js';

export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  stdin(maxBytes?: number): Promise<StdinText>;
  env: NodeJS.ProcessEnv;
  cwd: string;
  isTty: boolean;
}

const defaultIo: Io = {
  stdout: (text) => writeOutput(1, text),
  stderr: (text) => writeOutput(2, text),
  stdin: (maxBytes) => readStdin(process.stdin, maxBytes),
  env: process.env,
  cwd: process.cwd(),
  // Asked only by the pretty format: telling a pipe needs no stream (output.ts).
  get isTty() {
    return isTerminal(1);
  },
};

/** Runs the command line and returns the exit code: 0 clean, 1 errors found, 2 usage or I/O error. */
export async function main(argv: readonly string[], io: Io = defaultIo): Promise<number> {
  try {
    const args = parseArgs(argv);
    return await run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`manifesto: ${error.message}\n`);
      return 2;
    }
    io.stderr(`manifesto: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
}

async function run(args: Args, io: Io): Promise<number> {
  switch (args.command) {
    case 'help':
      io.stdout(helpText());
      return 0;
    case 'version':
      io.stdout(`${version()}\n`);
      return 0;
    case 'rules':
      io.stdout(
        args.format === 'json'
          ? JSON.stringify(RULES, null, 2) + '\n'
          : // The scope, event and method rules judge names against the platform catalogue of this date.
            RULES.map((rule) => `${rule.id.padEnd(30)} ${rule.defaultSeverity.padEnd(8)} ${rule.description}`).join('\n') +
              `\n\nPlatform catalogue (scopes, events, methods): ${CATALOGUE_DATE}\n`,
      );
      return 0;
    case 'check':
      return check(args, io);
    case 'diff':
      return runDiff(args, io, (format, results) => output(format as CheckArgs['format'], results, [], io));
    case 'preview':
      return runPreview(args, io);
  }
}

/** How many files are read ahead of the one being checked. */
const READ_AHEAD = 8;

async function check(args: CheckArgs, io: Io): Promise<number> {
  // Each file's own configuration (the nearest above it, or --config), all found before anything is
  // checked: a mistake in any configuration file stops the run, one line per mistake.
  const lookup = configLookup(args.config, io.cwd);
  // Directories become the recognised files in them (sorted, relative to the working directory).
  const failures: Failure[] = [];
  const { files, code, walked, otherManifests } = await expandArguments(args.files, io.cwd, lookup, (failure) => {
    io.stderr(`manifesto: ${failure.message}\n`);
    failures.push(failure);
  });
  // Not a failure: the file is not the app manifest its name suggests, and the user may check it by naming it.
  for (const file of otherManifests)
    io.stderr(
      `manifesto: ${displayPath(file)} not checked: none of its top-level keys is an app manifest's (display_information, features, …), so it is another tool's manifest; name the file to check it as an app manifest\n`,
    );
  const configs = [...files, ...code.map((file) => file.path)].map((path) => lookup(path));
  const errors = configErrors(configs);
  if (errors.length > 0) {
    for (const error of errors) io.stderr(`manifesto: ${error}\n`);
    return 2;
  }

  let remote: RemoteSetup | undefined;
  if (args.remote) {
    const setup = await prepareRemote(args, io.env);
    if (typeof setup === 'string') throw new UsageError(setup);
    remote = setup;
  }

  const results: DocumentFileResult[] = [];
  const stdin = once((maxBytes: number) => io.stdin(maxBytes));
  // --rule and --max-* flags win over each file's configuration.
  const settings = configs.map(({ config }) => {
    const limits = { ...config.limits, ...args.limits };
    return { config, rules: { ...config.rules, ...args.rules }, limits, maxBytes: resolveLimits(limits).maxFileSize };
  });
  // The next files are read while one is checked: waiting for each read in turn left the process idle
  // for a fifth of a run over 120 files. Reads never reject (a failure is a value), and results keep their order.
  const reads: ReturnType<typeof readInput>[] = [];
  const readAhead = (upTo: number) => {
    while (reads.length < Math.min(files.length, upTo)) {
      const { maxBytes } = settings[reads.length]!;
      // The first file is read at once: the check waits for it, and the others are read while it is checked.
      reads.push(readInput(files[reads.length]!, () => stdin(maxBytes), { maxBytes, blocking: reads.length === 0 }));
    }
  };
  for (const index of files.keys()) {
    readAhead(index + READ_AHEAD);
    const { config, rules, limits } = settings[index]!;
    const input = await reads[index]!;
    if ('error' in input) {
      io.stderr(`manifesto: ${input.error}\n`);
      failures.push({ file: input.name, message: input.error });
      continue;
    }
    // The configured globs claim files for a kind here as in the editor, so both agree on every file.
    results.push(
      checkInput(input, { rules, limits, globs: config, ...(args.kind ? { kind: args.kind } : {}), ...(args.method ? { method: args.method } : {}) }),
    );
  }

  if (remote) {
    const outcome = await runRemote(results, args, remote, io.stderr);
    if ('usage' in outcome) throw new UsageError(outcome.usage);
    // A file the service gave no verdict on is a failure of the run (exit 2), in SARIF as in the exit code.
    failures.push(...outcome.failures);
  }

  const all: FileResult[] = [...results];
  if (code.length > 0) all.push(...(await checkCode(code, walked, results, lookup, args, io, failures)));

  io.stdout(output(args.format, all, failures, io));
  if (failures.length > 0) return 2;
  return all.some((result) => result.problems.some(isError)) ? 1 : 0;
}

/**
 * The apps of the code files found or named: each app's code is read, joined with its manifest, and the
 * graph's problems go to the files they are in (a manifest's join its document problems). Loaded only when
 * there is code: a check of manifests alone never loads the parsers.
 */
async function checkCode(
  code: Expanded['code'],
  walked: readonly string[],
  results: DocumentFileResult[],
  lookup: ConfigLookup,
  args: CheckArgs,
  io: Io,
  failures: Failure[],
): Promise<FileResult[]> {
  const { checkApps } = await import('./app/check-apps.js');
  const byPath = new Map(results.filter((result) => result.file !== '<stdin>').map((result) => [resolve(io.cwd, result.file), result]));
  const documents = [...byPath.keys()];
  const run = await checkApps({
    code,
    manifests: documents.filter((path) => byPath.get(path)!.kind === 'manifest' && isManifestFile(path, lookup)),
    payloads: documents.filter((path) => byPath.get(path)!.kind === 'blocks' || byPath.get(path)!.kind === 'methods'),
    walked,
    lookup,
    rules: (path) => ({ ...lookup(path).config.rules, ...args.rules }),
  });
  for (const failure of run.failures) {
    io.stderr(`manifesto: ${failure.message}\n`);
    failures.push({ file: failure.path, message: failure.message });
  }
  // Graph problems of a manifest or payload file join its own, in the order of their positions.
  for (const [path, problems] of run.others) {
    const result = byPath.get(path);
    if (!result) continue;
    result.problems = [...result.problems, ...problems].sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  }
  const reports: CodeFileReport[] = run.code.map((report) => ({
    file: report.shown,
    kind: 'code',
    text: report.text,
    problems: report.problems,
    lines: report.lines,
  }));
  for (const { manifest, summary, code } of run.summaries) {
    const result = byPath.get(resolve(manifest));
    if (result) result.app = summary;
    else {
      // The manifest was not asked for (`manifesto check src/`): its first code file says which app it was checked in.
      const first = reports.find((report) => report.file === code);
      if (first) {
        first.app = summary;
        first.appManifest = relative(io.cwd, resolve(manifest));
      }
    }
  }
  return reports;
}

function output(format: CheckArgs['format'], results: FileResult[], failures: Failure[], io: Io): string {
  switch (format) {
    case 'json':
      return toJson(results) + '\n';
    case 'github':
      return toGithub(results, io.cwd, annotationRoot(io.cwd, io.env));
    case 'sarif':
      return toSarif(results, { version: version(), cwd: io.cwd, failures }) + '\n';
    case 'pretty':
      return toPretty(results, colors(colorEnabled(io.env, io.isTty)), failures.filter((failure) => !failure.empty && !failure.remote).length);
  }
}

/** Standard input can be read once; "-" given twice reuses the text (its limit is the working directory's, the same each time). */
function once(read: (maxBytes: number) => Promise<StdinText>): (maxBytes: number) => Promise<StdinText> {
  let text: Promise<StdinText> | undefined;
  return (maxBytes) => (text ??= read(maxBytes));
}

function version(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
