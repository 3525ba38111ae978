import type { FileResult } from '../check.js';
import type { Colors } from './colors.js';
import { codeFrame } from './frame.js';
import { displayPath, printable } from './printable.js';
import { framedLines } from './token-mask.js';

/** Human output: each problem with its position, rule id and a code frame, then a summary line. */
export function toPretty(results: readonly FileResult[], c: Colors, unreadable = 0): string {
  const out: string[] = [];
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  for (const result of results) {
    if (result.problems.length === 0) continue;
    out.push(c.underline(displayPath(result.file)));
    const lines = framedLines(result);
    for (const problem of result.problems) {
      if (problem.severity === 'error') errors++;
      else if (problem.severity === 'warning') warnings++;
      else infos++;
      const where = `${problem.range.start.line + 1}:${problem.range.start.character + 1}`;
      const label = problem.severity === 'error' ? c.red('error') : problem.severity === 'warning' ? c.yellow('warning') : c.blue('info');
      const pointer = problem.pointer ? `  ${c.dim(problem.pointer)}` : '';
      out.push(`  ${c.dim(where)}  ${label}  ${printable(problem.message)}  ${c.dim(problem.rule)}${pointer}`);
      out.push(indent(codeFrame(lines, problem.range, c), '    '));
      out.push('');
    }
  }
  // Once per app whose code was checked: how much of it was understood (ids computed at run time are not checked).
  for (const result of results) if (result.app) out.push(`${c.bold('app')} ${displayPath(appManifestOf(result))}: ${printable(result.app.text)}`);
  if (results.some((result) => result.app)) out.push('');
  const total = errors + warnings + infos;
  const files = `${results.length} ${results.length === 1 ? 'file' : 'files'}`;
  // Unreadable files are named on stderr; the summary must not read as if everything was checked.
  const skipped = unreadable > 0 ? ` ${unreadable} ${unreadable === 1 ? 'file' : 'files'} could not be read.` : '';
  if (total === 0) {
    out.push(`${unreadable > 0 ? c.yellow(c.bold('⚠')) : c.bold('✔')} ${files} checked, no problems.${skipped}`);
  } else {
    const parts = [`${errors} ${errors === 1 ? 'error' : 'errors'}`, `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`];
    if (infos > 0) parts.push(`${infos} info`);
    const mark = errors > 0 ? c.red(c.bold('✖')) : c.yellow(c.bold('⚠'));
    out.push(`${mark} ${total} ${total === 1 ? 'problem' : 'problems'} (${parts.join(', ')}) in ${files}.${skipped}`);
  }
  return out.join('\n') + '\n';
}

/** The manifest a summary is of: the file itself, or the manifest a code file was checked against. */
function appManifestOf(result: FileResult): string {
  return result.kind === 'code' && result.appManifest !== undefined ? result.appManifest : result.file;
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
}
