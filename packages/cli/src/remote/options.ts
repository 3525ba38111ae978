/**
 * Where the remote check's settings come from: the token from MANIFESTO_TOKEN or a file named by
 * --token-file (never a command-line argument, so it stays out of shell history and process lists), the base
 * URL from MANIFESTO_API_URL, else --gov, else the public API.
 */
import { DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS, GOV_BASE_URL, type RemoteOptions } from './client.js';
import { looksLikeToken } from '../token-shape.js';

export const TOKEN_ENV = 'MANIFESTO_TOKEN';
export const API_URL_ENV = 'MANIFESTO_API_URL';

/** The remote flags as the CLI parsed them (strings as typed). */
export interface RemoteFlags {
  gov?: boolean;
  tokenFile?: string;
  appId?: string;
  /** Seconds. */
  timeout?: string | number;
}

export type ReadTextFile = (path: string) => string | Promise<string>;

export type ResolvedRemote =
  | {
      kind: 'options';
      /** `token` is empty when none was configured and `tokenOptional` was asked; `noToken` then says so. */
      options: RemoteOptions & { baseUrl: string; timeoutMs: number; noToken?: string };
    }
  | { kind: 'usage'; sentence: string; exitCode: 2 };

/**
 * Builds the client options, or one usage sentence (exit 2). An explicit --token-file wins over the
 * environment. With `tokenOptional` (blocks.validate needs no token), no token at all is not a mistake yet:
 * the options carry an empty token and the sentence to give if a manifest is to be sent.
 */
export async function resolveRemoteOptions(
  env: Readonly<Record<string, string | undefined>>,
  flags: RemoteFlags,
  readFile: ReadTextFile,
  { tokenOptional = false }: { tokenOptional?: boolean } = {},
): Promise<ResolvedRemote> {
  const envUrl = env[API_URL_ENV]?.trim();
  const baseUrl = envUrl ? envUrl : flags.gov ? GOV_BASE_URL : DEFAULT_BASE_URL;
  if (!isHttpUrl(baseUrl)) return usage(`${API_URL_ENV} is not an http or https URL.`);

  let timeoutMs = DEFAULT_TIMEOUT_MS;
  if (flags.timeout !== undefined) {
    const raw = String(flags.timeout).trim();
    const secs = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
    if (!(secs > 0)) return usage(`--timeout must be a positive number of seconds; got "${raw}".`);
    timeoutMs = secs * 1000;
  }

  let appId: string | undefined;
  if (flags.appId !== undefined) {
    appId = flags.appId.trim();
    if (appId === '') return usage('--app-id needs an app id.');
  }

  let token: string;
  let origin: string;
  if (flags.tokenFile !== undefined) {
    // The token itself given where its file's path belongs: say so without repeating it.
    if (looksLikeToken(flags.tokenFile))
      return usage(
        `--token-file takes the path of a file that holds the token, and its value looks like a token itself (not shown); put the token in a file or in ${TOKEN_ENV}.`,
      );
    origin = `the token file ${flags.tokenFile}`;
    try {
      token = String(await readFile(flags.tokenFile)).trim();
    } catch (error) {
      return usage(`Cannot read the token file ${flags.tokenFile} (${errorCode(error)}).`);
    }
    if (token === '') return usage(`The token file ${flags.tokenFile} is empty.`);
  } else {
    origin = TOKEN_ENV;
    token = env[TOKEN_ENV]?.trim() ?? '';
    const missing = `No token: set ${TOKEN_ENV} or pass --token-file.`;
    if (token === '' && tokenOptional) {
      const options: RemoteOptions & { baseUrl: string; timeoutMs: number; noToken?: string } = { token, baseUrl, timeoutMs, noToken: missing };
      if (appId !== undefined) options.appId = appId;
      return { kind: 'options', options };
    }
    if (token === '') return usage(missing);
  }
  if (!/^[\x21-\x7e]+$/.test(token)) return usage(`The token in ${origin} contains spaces or control characters.`);

  const options: RemoteOptions & { baseUrl: string; timeoutMs: number } = { token, baseUrl, timeoutMs };
  if (appId !== undefined) options.appId = appId;
  return { kind: 'options', options };
}

function usage(sentence: string): ResolvedRemote {
  return { kind: 'usage', sentence, exitCode: 2 };
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A file error's code (ENOENT, EACCES), never its message, which could quote contents in odd readers. */
function errorCode(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : 'unreadable';
}
