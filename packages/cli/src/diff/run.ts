import { diffManifests, isError, resolveLimits, type DiffDocument, type LocatedProblem } from 'manifesto-core';
import type { FileResult } from '../check.js';
import { displayPath } from '../format/printable.js';
import { configLookup } from '../config.js';
import { readInput, type StdinText } from '../input.js';
import type { DiffArgs } from './args.js';
import { readAtRef } from './git.js';

/** What the diff needs from the command line's I/O (a subset of main's `Io`). */
export interface DiffIo {
  stdout(text: string): void;
  stderr(text: string): void;
  stdin(maxBytes?: number): Promise<StdinText>;
  cwd: string;
}

/** Prints results in a `--format`; the CLI passes the formatter `check` uses, so the diff's output has the same shape. */
export type Render = (format: string, results: FileResult[]) => string;

interface Side {
  name: string;
  text: string;
}

/**
 * `manifesto diff`: reads the old and the new manifest (the old one from git with --base), asks core's
 * `diffManifests`, and prints two file results, the old file's (what was removed) then the new file's.
 * Exit code: 1 when a problem is an error, 0 otherwise, 2 for a usage or I/O error (one line on stderr).
 */
export async function runDiff(args: DiffArgs, io: DiffIo, render: Render): Promise<number> {
  // The new file's configuration (the nearest above it, or --config): its rules and limits.
  const lookup = configLookup(args.config, io.cwd);
  const { config, errors } = lookup(args.new);
  if (errors.length > 0) {
    for (const error of errors) io.stderr(`manifesto: ${error}\n`);
    return 2;
  }
  const rules = { ...config.rules, ...args.rules };
  const limits = config.limits ?? {};
  const maxBytes = resolveLimits(limits).maxFileSize;

  const read = async (path: string): Promise<Side | string> => {
    const input = await readInput(path, () => io.stdin(maxBytes), { maxBytes });
    if ('error' in input) return input.error;
    if (input.oversize !== undefined)
      return `${input.name} is larger than the size limit (${maxBytes} bytes; --max-file-size and "limits" in the configuration raise it)`;
    return { name: input.name, text: input.text };
  };
  const newSide = await read(args.new);
  if (typeof newSide === 'string') return fail(io, newSide);
  let oldSide: Side | string;
  if (args.base !== undefined) {
    const shown = readAtRef(args.base, args.new, io.cwd, maxBytes);
    oldSide = 'error' in shown ? shown.error : { name: `${args.base}:${args.new}`, text: shown.text };
  } else {
    oldSide = await read(args.old!);
  }
  if (typeof oldSide === 'string') return fail(io, oldSide);

  // The format comes from each file's name (a ref:path keeps the path's extension), then the text.
  const fileName = (side: Side, path: string | undefined) => (side.name === '<stdin>' ? undefined : path);
  const result = diffManifests(oldSide.text, newSide.text, {
    old: withName(fileName(oldSide, args.old ?? args.new)),
    new: withName(fileName(newSide, args.new)),
    rules,
    limits,
  });
  // A side that is not a manifest would read as every field removed or added: one line instead (exit 2).
  for (const [side, diffed] of [
    [oldSide, result.old],
    [newSide, result.new],
  ] as const) {
    const stranger = diffed.problems.find((problem) => problem.rule === 'not-a-manifest');
    const why = (stranger?.data as { reason?: unknown } | undefined)?.reason;
    if (stranger) return fail(io, `${displayPath(side.name)} is not a manifest (${String(why)}); manifesto diff compares two app manifests`);
  }
  const results = [fileResult(oldSide, result.old), fileResult(newSide, result.new)];
  io.stdout(render(args.format, results));
  return results.some((entry) => entry.problems.some(isError)) ? 1 : 0;
}

function withName(fileName: string | undefined): { fileName?: string } {
  return fileName === undefined ? {} : { fileName };
}

function fail(io: DiffIo, message: string): number {
  io.stderr(`manifesto: ${message}\n`);
  return 2;
}

function fileResult(side: Side, diffed: DiffDocument): FileResult {
  // The formatters print located problems; `side` is told by the file each one is listed under.
  const problems: LocatedProblem[] = diffed.problems.map(({ side: _side, ...problem }) => problem);
  return { file: side.name, kind: 'manifest', text: side.text, problems, result: { kind: 'manifest', document: diffed.document, problems } };
}
