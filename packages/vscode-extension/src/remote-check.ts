/**
 * "Validate with the service": the CLI's remote final check, run on the editor's text: a manifest goes to
 * apps.manifest.validate (with the stored token), Block Kit (block files, and the Block Kit of method
 * argument files) to blocks.validate (no token). Free of `vscode` so it can be tested with a fake service;
 * the extension turns the outcome into diagnostics and output-channel lines. The token is passed in and
 * never returned.
 */
import { isBrokenText, kindFromContent, kindFromName, type KindId, type LocatedProblem, type SourceFormat } from 'manifesto-core';
import { detectFormat, parseSource } from 'manifesto-core/language';
import {
  API_URL_ENV,
  blockRemoteProblems,
  blockRequest,
  remoteProblems,
  validateBlocksRemote,
  validateRemote,
  type FetchLike,
  type RemoteFailure,
} from 'manifesto-cli/remote';

export { REMOTE_RULE } from 'manifesto-cli/remote';

/** The SecretStorage key of the service token. */
export const TOKEN_SECRET = 'manifesto.serviceToken';

/** What the service is asked about: a manifest (needs a token) or Block Kit (needs none). */
export type RemoteTarget = 'manifest' | 'blocks';

export type RemoteOutcome =
  /** The text does not parse, so nothing was sent; the syntax problems say why. */
  | { kind: 'unparsable'; problems: LocatedProblem[] }
  /** A method argument file without Block Kit: nothing for the service to check. */
  | { kind: 'nothing' }
  | { kind: 'ok'; target: RemoteTarget }
  /** The service rejected the file; its errors placed in the text (rule `remote`). */
  | { kind: 'invalid'; target: RemoteTarget; problems: LocatedProblem[] }
  | { kind: 'failure'; failure: RemoteFailure };

export interface RemoteCheckOptions {
  /** Needed for a manifest only. */
  token?: string;
  /** The document's name: it tells block and method argument files from manifests, as the checks do. */
  fileName?: string;
  baseUrl?: string;
  appId?: string;
  timeoutMs?: number;
  fetch?: FetchLike;
  sleep?: (ms: number) => Promise<void>;
}

/** The document's format from its language id, else from its file name and text. */
export function formatOf(languageId: string, fileName: string, text: string): SourceFormat {
  if (languageId === 'yaml') return 'yaml';
  if (languageId === 'json' || languageId === 'jsonc') return 'json';
  return detectFormat(text, fileName);
}

/** The document's kind as the checks decide it (name, then content); anything else is taken as a manifest, as the CLI does. */
function kindOf(fileName: string | undefined, value: unknown): KindId {
  return (fileName !== undefined ? kindFromName(baseName(fileName)) : undefined) ?? kindFromContent(value, fileName) ?? 'manifest';
}

/** Which validator the text goes to, so the extension asks for a token only when one is needed. */
export function remoteTarget(text: string, format: SourceFormat, fileName?: string): RemoteTarget {
  return kindOf(fileName, parseSource(text, format).value) === 'manifest' ? 'manifest' : 'blocks';
}

/** Parses the text, sends its value (YAML as the JSON of its value, as the CLI does) and places the answer. */
export async function checkWithService(text: string, format: SourceFormat, options: RemoteCheckOptions): Promise<RemoteOutcome> {
  const document = parseSource(text, format);
  // Not only a text with nothing usable (`fatal`): a value recovered around a syntax error is not the text the user wrote.
  if (isBrokenText(document)) return { kind: 'unparsable', problems: [...document.problems] };
  const kind = kindOf(options.fileName, document.value);
  if (kind === 'manifest') {
    const result = await validateRemote(document.value, { ...options, token: options.token ?? '' });
    if (result.kind === 'ok') return { kind: 'ok', target: 'manifest' };
    if (result.kind === 'invalid') return { kind: 'invalid', target: 'manifest', problems: remoteProblems(result, document) };
    return { kind: 'failure', failure: result };
  }
  const request = blockRequest(kind, document.value);
  if (!request) return { kind: 'nothing' };
  const { token: _token, appId: _appId, fileName: _fileName, ...blocksOptions } = options;
  const result = await validateBlocksRemote(request.payload, request.argument, blocksOptions);
  if (result.kind === 'ok') return { kind: 'ok', target: 'blocks' };
  if (result.kind === 'invalid') return { kind: 'invalid', target: 'blocks', problems: blockRemoteProblems(result, document, kind, request.toFile) };
  return { kind: 'failure', failure: result };
}

function baseName(path: string): string {
  return path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}

/** A failure that says the token itself is bad, so the stored one should be dropped and asked for again. */
export function tokenRejected(outcome: RemoteOutcome): boolean {
  return outcome.kind === 'failure' && outcome.failure.family === 'auth';
}

/** Whether a pasted token can be sent in a header: printable ASCII without spaces, as the client requires. */
export function tokenInputProblem(value: string): string | undefined {
  const token = value.trim();
  if (token === '') return 'Enter a token.';
  if (!/^[\x21-\x7e]+$/.test(token)) return 'A token has no spaces or control characters.';
  return undefined;
}

/** The report for the output channel: one summary line, then one line per problem (1-based positions). */
export function outcomeLines(outcome: RemoteOutcome, fileName: string): string[] {
  switch (outcome.kind) {
    case 'ok':
      return [`${fileName}: the service accepted the ${outcome.target === 'manifest' ? 'manifest' : 'Block Kit'}.`];
    case 'nothing':
      return [`${fileName}: holds no manifest or Block Kit for the service to check; nothing was sent.`];
    case 'unparsable':
      return [`${fileName}: not sent to the service because the text does not parse.`, ...outcome.problems.map((p) => problemLine(fileName, p))];
    case 'invalid':
      return [
        `${fileName}: the service reported ${outcome.problems.length} error${outcome.problems.length === 1 ? '' : 's'}.`,
        ...outcome.problems.map((p) => problemLine(fileName, p)),
      ];
    case 'failure': {
      const { failure } = outcome;
      const lines = [`${fileName}: the remote check failed (${failure.code}): ${failure.sentence}`];
      if (failure.detail) lines.push(`  detail: ${failure.detail}`);
      return lines;
    }
  }
}

function problemLine(fileName: string, problem: LocatedProblem): string {
  const { line, character } = problem.range.start;
  const where = problem.pointer === '' ? '(document)' : problem.pointer;
  return `  ${fileName}:${line + 1}:${character + 1} ${problem.rule} ${where} ${problem.message}`;
}

/** The service's base URL: MANIFESTO_API_URL as for the CLI (a proxy, the government API), else the client's default. */
export function serviceBaseUrl(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const url = env[API_URL_ENV]?.trim();
  return url ? url : undefined;
}
