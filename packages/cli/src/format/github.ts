import { isAbsolute, relative, resolve } from 'node:path';
import type { LocatedProblem, Severity } from 'manifesto-core';
import type { FileResult } from '../check.js';
import { ciPath, position } from './position.js';

/** GitHub shows at most this many annotations of each severity per step (actions/toolkit#734); the rest stay in the log only. */
export const ANNOTATIONS_SHOWN_PER_SEVERITY = 10;

const COMMAND: Record<Severity, 'error' | 'warning' | 'notice'> = { error: 'error', warning: 'warning', info: 'notice' };

/**
 * The folder annotation paths are relative to: the workspace (`GITHUB_WORKSPACE`, where the
 * repository is checked out) when the check runs inside it, so a run from a subfolder still lands on
 * the diff; otherwise the working directory.
 */
export function annotationRoot(cwd: string, env: NodeJS.ProcessEnv): string {
  const workspace = env['GITHUB_WORKSPACE'];
  if (!workspace) return cwd;
  const inside = relative(resolve(workspace), resolve(cwd));
  return inside.startsWith('..') || isAbsolute(inside) ? cwd : resolve(workspace);
}

/** A workflow command's message, escaped as the runner reads it (actions/toolkit `escapeData`). */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A workflow command's property value (actions/toolkit `escapeProperty`): `:` and `,` too, so a path with a comma stays one property. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** One `::error|warning|notice file=…,line=…::message` line; columns only when the problem is on one line (GitHub ignores them otherwise). */
export function annotation(file: string | undefined, problem: LocatedProblem): string {
  const at = position(problem);
  const properties: [string, string | number][] = [];
  if (file !== undefined) properties.push(['file', file]);
  properties.push(['line', at.line]);
  if (at.endLine === at.line) properties.push(['col', at.column]);
  properties.push(['endLine', at.endLine]);
  if (at.endLine === at.line) properties.push(['endColumn', at.endColumn]);
  properties.push(['title', `manifesto (${problem.rule})`]);
  const where = `${file ?? '<stdin>'}:${at.line}:${at.column}`;
  const props = properties.map(([key, value]) => `${key}=${escapeProperty(String(value))}`).join(',');
  return `::${COMMAND[problem.severity]} ${props}::${escapeData(`${where}: ${problem.message}`)}`;
}

/**
 * `--format github`: one workflow command per problem, in the order of the JSON output. GitHub shows
 * ten annotations of each severity per step; when more were printed, a last plain line says how many
 * are only in the log.
 */
export function toGithub(results: readonly FileResult[], cwd: string, root: string = cwd): string {
  const lines: string[] = [];
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const result of results) {
    const path = ciPath(result.file, cwd);
    const file = path === undefined || root === cwd ? path : ciPath(resolve(cwd, path), root);
    for (const problem of result.problems) {
      lines.push(annotation(file, problem));
      counts[problem.severity]++;
    }
  }
  const hidden = (['error', 'warning', 'info'] as const)
    .map((severity) => [severity, Math.max(0, counts[severity] - ANNOTATIONS_SHOWN_PER_SEVERITY)] as const)
    .filter(([, count]) => count > 0);
  if (hidden.length > 0) {
    const names: Record<Severity, [string, string]> = { error: ['error', 'errors'], warning: ['warning', 'warnings'], info: ['notice', 'notices'] };
    const parts = hidden.map(([severity, count]) => `${count} ${names[severity][count === 1 ? 0 : 1]}`);
    lines.push(
      `manifesto: ${parts.join(', ')} not shown as annotations (GitHub shows ${ANNOTATIONS_SHOWN_PER_SEVERITY} of each severity per step); every problem is listed in this log above.`,
    );
  }
  return lines.length > 0 ? lines.join('\n') + '\n' : '';
}
