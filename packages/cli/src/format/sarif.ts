import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RULES, type LocatedProblem, type RuleInfo, type Severity } from 'manifesto-core';
import type { FileResult } from '../check.js';
import { ciPath, position } from './position.js';
import { nodeCrypto } from '../lazy-builtins.js';
import { looksLikeToken } from '../token-shape.js';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** The `uriBaseId` of every relative artifact URI: the folder the check ran in (the repository root in CI). */
export const SRCROOT = '%SRCROOT%';
/** The key of our `partialFingerprints`; the suffix changes if the recipe ever does. */
export const FINGERPRINT_KEY = 'manifesto/v1';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

/** An input that could not be read (or a directory with nothing to check): its name and the stderr sentence. */
export interface Failure {
  file: string;
  message: string;
  /** A directory with nothing to check (not a read failure). */
  empty?: boolean;
  /** The file was checked, but the service gave no verdict on it (--remote). */
  remote?: boolean;
}

export interface SarifOptions {
  /** The CLI's package version, for `tool.driver.version`. */
  version: string;
  /** Paths are made relative to this folder. */
  cwd: string;
  /** Inputs that could not be read, and files the remote check got no verdict on: `invocations[0].toolExecutionNotifications`, and `executionSuccessful: false`. */
  failures?: readonly Failure[];
  /**
   * Absolute URL that `docs/rules.md` is published at; with it each rule gets a `helpUri`. Without
   * one (no public address yet) the rule's `help.text` names the document and its anchor instead.
   */
  docsBase?: string;
}

/** `--format sarif`: one SARIF 2.1.0 log, one run, the rule catalogue in `tool.driver.rules`. */
export function toSarif(results: readonly FileResult[], options: SarifOptions): string {
  const ruleIndex = new Map(RULES.map((rule, index) => [rule.id, index]));
  const failures = options.failures ?? [];
  const run: Record<string, unknown> = {
    tool: {
      driver: {
        name: 'manifesto',
        version: options.version,
        semanticVersion: /^\d+\.\d+\.\d+/.test(options.version) ? options.version : undefined,
        rules: RULES.map((rule) => ruleDescriptor(rule, options.docsBase)),
      },
    },
    invocations: [
      {
        executionSuccessful: failures.length === 0,
        ...(failures.length > 0
          ? {
              toolExecutionNotifications: failures.map((failure) => {
                // A name that looks like a token is not repeated (the message already hides it).
                const uri = looksLikeToken(failure.file) ? undefined : artifactLocation(failure.file, options.cwd);
                return {
                  level: 'error',
                  message: { text: failure.message },
                  ...(uri ? { locations: [{ physicalLocation: { artifactLocation: uri } }] } : {}),
                };
              }),
            }
          : {}),
      },
    ],
    originalUriBaseIds: { [SRCROOT]: { uri: pathToFileURL(withSlash(options.cwd)).href } },
    columnKind: 'utf16CodeUnits',
    results: results.flatMap((result) => result.problems.map((problem) => sarifResult(result.file, problem, ruleIndex, options.cwd))),
  };
  return JSON.stringify({ $schema: SARIF_SCHEMA, version: '2.1.0', runs: [run] }, null, 2);
}

function ruleDescriptor(rule: RuleInfo, docsBase: string | undefined): Record<string, unknown> {
  const where = docsBase === undefined ? `${rule.docs} in the Manifesto repository` : new URL(rule.docs, withSlash(docsBase)).href;
  return {
    id: rule.id,
    shortDescription: { text: rule.description },
    help: { text: `${rule.description} ${rule.why} See ${where}.`, markdown: helpMarkdown(rule, where) },
    ...(docsBase === undefined ? {} : { helpUri: where }),
    defaultConfiguration: { level: LEVEL[rule.defaultSeverity] },
    properties: { docs: rule.docs, fixable: rule.fixable },
  };
}

/** The rule's help as Markdown: what it finds, why it matters, an example that triggers it, where to read more. */
function helpMarkdown(rule: RuleInfo, where: string): string {
  const parts = [rule.description, rule.why];
  const example = rule.example;
  if (example) {
    const fence = (text: string) => '```' + (/^\s*[[{]/.test(text) ? 'json' : 'yaml') + '\n' + text.replace(/\n$/, '') + '\n```';
    parts.push(
      example.before === undefined
        ? `For example (\`${example.file}\`):\n\n${fence(example.text)}`
        : `Before (\`${example.file}\`):\n\n${fence(example.before)}\n\nAfter:\n\n${fence(example.text)}`,
    );
  }
  parts.push(`See ${where}.`);
  return parts.join('\n\n');
}

function sarifResult(file: string, problem: LocatedProblem, ruleIndex: Map<string, number>, cwd: string): Record<string, unknown> {
  const at = position(problem);
  const index = ruleIndex.get(problem.rule);
  const location = artifactLocation(file, cwd);
  return {
    ruleId: problem.rule,
    ...(index === undefined ? {} : { ruleIndex: index }),
    level: LEVEL[problem.severity],
    message: { text: problem.message },
    ...(location
      ? {
          locations: [
            {
              physicalLocation: {
                artifactLocation: location,
                // The JSON output's numbers: 1-based, UTF-16 columns, endColumn just past the end (SARIF's meaning too).
                region: { startLine: at.line, startColumn: at.column, endLine: at.endLine, endColumn: at.endColumn },
              },
            },
          ],
        }
      : {}),
    properties: { pointer: problem.pointer },
    partialFingerprints: { [FINGERPRINT_KEY]: fingerprint(ciPath(file, cwd) ?? file, problem) },
  };
}

/**
 * Stable across edits that move lines: rule, JSON pointer and file (not the line, not the message,
 * which may quote a value). Two problems of one rule at one pointer share a fingerprint, as they
 * describe the same place.
 */
export function fingerprint(file: string, problem: Pick<LocatedProblem, 'rule' | 'pointer'>): string {
  return nodeCrypto().createHash('sha256').update(`${problem.rule}\0${problem.pointer}\0${file}`).digest('hex').slice(0, 32);
}

/** A relative `uri` (percent-encoded per segment) against `%SRCROOT%`, or a `file://` URI outside the working directory. */
function artifactLocation(file: string, cwd: string): { uri: string; uriBaseId?: string } | undefined {
  const path = ciPath(file, cwd);
  if (path === undefined) return undefined;
  if (path.startsWith('/') || /^[A-Za-z]:\//.test(path)) return { uri: pathToFileURL(path).href };
  if (path.startsWith('../')) return { uri: pathToFileURL(resolve(cwd, path)).href };
  return { uri: path.split('/').map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
}

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}
