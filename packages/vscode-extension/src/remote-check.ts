/**
 * "Validate manifest with the service": the CLI's remote final check (apps.manifest.validate), run on
 * the editor's text. Free of `vscode` so it can be tested with a fake service; the extension turns the
 * outcome into diagnostics and output-channel lines. The token is passed in and never returned.
 */
import { isBrokenText, type LocatedProblem, type SourceFormat } from 'manifesto-core';
import { detectFormat, parseSource } from 'manifesto-core/language';
import { API_URL_ENV, remoteProblems, validateRemote, type FetchLike, type RemoteFailure } from 'manifesto-cli/remote';

export { REMOTE_RULE } from 'manifesto-cli/remote';

/** The SecretStorage key of the service token. */
export const TOKEN_SECRET = 'manifesto.serviceToken';

export type RemoteOutcome =
  /** The text does not parse, so nothing was sent; the syntax problems say why. */
  | { kind: 'unparsable'; problems: LocatedProblem[] }
  | { kind: 'ok' }
  /** The service rejected the manifest; its errors placed in the text (rule `remote`). */
  | { kind: 'invalid'; problems: LocatedProblem[] }
  | { kind: 'failure'; failure: RemoteFailure };

export interface RemoteCheckOptions {
  token: string;
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

/** Parses the text, sends its value (YAML as the JSON of its value, as the CLI does) and places the answer. */
export async function checkWithService(text: string, format: SourceFormat, options: RemoteCheckOptions): Promise<RemoteOutcome> {
  const document = parseSource(text, format);
  // Not only a text with nothing usable (`fatal`): a value recovered around a syntax error is not the text the user wrote.
  if (isBrokenText(document)) return { kind: 'unparsable', problems: [...document.problems] };
  const result = await validateRemote(document.value, options);
  if (result.kind === 'ok') return { kind: 'ok' };
  if (result.kind === 'invalid') return { kind: 'invalid', problems: remoteProblems(result, document) };
  return { kind: 'failure', failure: result };
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
      return [`${fileName}: the service accepted the manifest.`];
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
  const where = problem.pointer === '' ? '(manifest)' : problem.pointer;
  return `  ${fileName}:${line + 1}:${character + 1} ${problem.rule} ${where} ${problem.message}`;
}

/** The service's base URL: MANIFESTO_API_URL as for the CLI (a proxy, the government API), else the client's default. */
export function serviceBaseUrl(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const url = env[API_URL_ENV]?.trim();
  return url ? url : undefined;
}
