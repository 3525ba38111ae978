/**
 * The service's two validators: apps.manifest.validate (spec 000 §4.4, the manifest as a JSON string, with a
 * token) and blocks.validate (a Block Kit payload as `message`, `view` or `blocks`, no token needed). One
 * POST each, retried only when the service asks us to slow down, under the same timeouts. Nothing here
 * throws: every outcome is a `RemoteResult`.
 */
import { isRecord } from 'manifesto-core/language';
import { cleanCode, redact } from './redact.js';
import { describeCode, VALIDATE_CODES, BLOCKS_METHOD, MANIFEST_METHOD } from './codes.js';
import { normaliseServicePointer } from './pointer.js';
import { MAX_SERVICE_MESSAGES, type RemoteError, type RemoteFailure, type RemoteResult, type FailureFamily, type ServiceMessage } from './result.js';

export const DEFAULT_BASE_URL = 'https://slack.com/api';
export const GOV_BASE_URL = 'https://slack-gov.com/api';
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_ATTEMPTS = 3;
export const DEFAULT_MAX_TOTAL_WAIT_MS = 60_000;
/** How long to wait after `ratelimited` when the service sends no usable Retry-After. */
const FALLBACK_RETRY_AFTER_MS = 1_000;
/** The codes whose answer lists the payload's mistakes in `errors`, per method. */
const INVALID_CODES: Readonly<Record<string, readonly string[]>> = {
  [MANIFEST_METHOD]: ['invalid_manifest'],
  [BLOCKS_METHOD]: ['invalid_blocks', 'invalid_view', 'invalid_message'],
};

/** The part of a fetch Response the client reads, so tests and build scripts can pass their own. */
export interface FetchResponseLike {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<FetchResponseLike>;

export interface RemoteOptions {
  /** Sent only in the Authorization header; never echoed in any result. */
  token: string;
  /** Defaults to DEFAULT_BASE_URL. */
  baseUrl?: string;
  /** Validates the manifest against this app's configuration. */
  appId?: string;
  fetch?: FetchLike;
  /** Per attempt, covering both the answer and its body. */
  timeoutMs?: number;
  /** Attempts in all, the first included, when the service rate limits us. */
  maxAttempts?: number;
  /** Upper bound on the time spent waiting between rate-limited attempts. */
  maxTotalWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** The options of blocks.validate: those of the manifest check without the token and app (it needs none). */
export type BlocksRemoteOptions = Omit<RemoteOptions, 'token' | 'appId'>;

/** How blocks.validate takes a payload: a message, a view, or a list of blocks. */
export type BlocksArgument = 'message' | 'view' | 'blocks';

/**
 * Asks the service to validate a manifest. Pass the parsed manifest (YAML already turned into a value);
 * a string is taken to be JSON text and sent as it is.
 */
export async function validateRemote(manifest: unknown, options: RemoteOptions): Promise<RemoteResult> {
  const token = typeof options.token === 'string' ? options.token.trim() : '';
  try {
    if (token === '') return fail('no_token', 'usage', 'No token: set MANIFESTO_TOKEN or pass --token-file.');
    // A header value with blanks or control characters is refused by fetch with a message that quotes it.
    if (!/^[\x21-\x7e]+$/.test(token)) {
      return fail('invalid_token', 'usage', 'The token contains spaces or control characters; check MANIFESTO_TOKEN or the token file.');
    }
    const json = serialise(manifest);
    if (json === undefined) {
      return fail('unserializable_manifest', 'usage', 'The manifest cannot be written as JSON (it holds a value JSON has no form for).');
    }
    const form = new URLSearchParams();
    form.set('manifest', json);
    if (options.appId) form.set('app_id', options.appId);
    return await call(MANIFEST_METHOD, form, options, token);
  } catch (error) {
    return fail('client_error', 'network', `The remote check failed unexpectedly: ${redact(errorText(error), token, 200)}.`);
  }
}

/**
 * Asks blocks.validate about one Block Kit payload, sent as `argument` (a string is taken to be its JSON
 * text). No token is sent: the method needs none. The errors' pointers are relative to the payload sent.
 */
export async function validateBlocksRemote(payload: unknown, argument: BlocksArgument, options: BlocksRemoteOptions): Promise<RemoteResult> {
  try {
    const json = serialise(payload);
    if (json === undefined) {
      return fail('unserializable_payload', 'usage', 'The payload cannot be written as JSON (it holds a value JSON has no form for).');
    }
    const form = new URLSearchParams();
    form.set(argument, json);
    return await call(BLOCKS_METHOD, form, options, '');
  } catch (error) {
    return fail('client_error', 'network', `The remote check failed unexpectedly: ${redact(errorText(error), '', 200)}.`);
  }
}

/** One method call with the shared retries and timeouts; `token` empty means none is sent. */
async function call(method: string, form: URLSearchParams, options: BlocksRemoteOptions, token: string): Promise<RemoteResult> {
  const endpoint = endpointOf(options.baseUrl ?? DEFAULT_BASE_URL, method);
  if (!endpoint) {
    return fail('invalid_base_url', 'usage', 'The API base URL is not an http or https URL; check MANIFESTO_API_URL.');
  }
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' };
  if (token !== '') headers['Authorization'] = `Bearer ${token}`;
  const request: Request = { url: endpoint.url, host: endpoint.host, headers, body: form.toString() };

  const fetchFn: FetchLike = options.fetch ?? (globalThis.fetch as FetchLike);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const timeoutMs = positive(options.timeoutMs, DEFAULT_TIMEOUT_MS);
  const maxAttempts = Math.max(1, Math.floor(positive(options.maxAttempts, DEFAULT_MAX_ATTEMPTS)));
  const maxTotalWaitMs = Math.max(0, options.maxTotalWaitMs ?? DEFAULT_MAX_TOTAL_WAIT_MS);

  let waited = 0;
  for (let attempt = 1; ; attempt++) {
    const answer = await send(fetchFn, request, timeoutMs, token);
    if ('kind' in answer) return answer;
    const outcome = interpret(answer, token, method);
    if (outcome.kind !== 'ratelimited') return outcome;
    if (attempt >= maxAttempts) {
      return fail('ratelimited', 'ratelimit', `The service is still rate limiting requests after ${attempt} attempts; try again later.`, answer.status);
    }
    if (waited + outcome.waitMs > maxTotalWaitMs) {
      return fail(
        'ratelimited',
        'ratelimit',
        `The service is rate limiting requests and asks to wait ${seconds(outcome.waitMs)} s, more than the ${seconds(maxTotalWaitMs - waited)} s left to wait; try again later.`,
        answer.status,
      );
    }
    await sleep(outcome.waitMs);
    waited += outcome.waitMs;
  }
}

interface Request {
  url: string;
  /** host[:port] for sentences; never the user-info part of the URL. */
  host: string;
  headers: Record<string, string>;
  body: string;
}

interface Answer {
  status: number;
  retryAfter: string | null;
  text: string;
}

async function send(fetchFn: FetchLike, request: Request, timeoutMs: number, token: string): Promise<Answer | RemoteFailure> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchFn(request.url, { method: 'POST', headers: request.headers, body: request.body, signal: controller.signal });
    // The body is read under the same timer: a service that sends headers and then stalls also times out.
    const text = await response.text();
    return { status: response.status, retryAfter: response.headers.get('retry-after'), text };
  } catch (error) {
    if (timedOut) {
      return fail('timeout', 'network', `${request.host} did not answer within ${seconds(timeoutMs)} s; try again later or raise --timeout.`);
    }
    return networkFailure(error, request.host, token);
  } finally {
    clearTimeout(timer);
  }
}

type Outcome = RemoteResult | { kind: 'ratelimited'; waitMs: number };

function interpret(answer: Answer, token: string, method: string): Outcome {
  const { status } = answer;
  const statusPart = status === 200 ? {} : { status };
  if (status === 429) return { kind: 'ratelimited', waitMs: retryAfterMs(answer.retryAfter) };

  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    body = undefined;
  }
  const envelope = isRecord(body) && typeof body.ok === 'boolean' ? body : undefined;
  if (!envelope) {
    if (status >= 500) {
      return fail('http_error', 'service', `The service answered HTTP ${status} without a JSON body, so it is probably down; try again later.`, status);
    }
    if (status < 200 || status >= 300) {
      return fail('http_error', 'response', `The service answered HTTP ${status} without a JSON body; check MANIFESTO_API_URL.`, status);
    }
    const what = body === undefined ? 'a body that is not JSON' : 'JSON without a boolean "ok" field';
    return fail('bad_response', 'response', `The service answered with ${what}; check that MANIFESTO_API_URL points at the service's Web API.`, status);
  }

  if (envelope.ok === true) return { kind: 'ok' };

  if (typeof envelope.error !== 'string') {
    return fail('bad_response', 'response', 'The service reported a failure without an error code; try again later.', status);
  }
  const code = cleanCode(envelope.error, token);
  if (code === 'ratelimited') return { kind: 'ratelimited', waitMs: retryAfterMs(answer.retryAfter) };
  if (INVALID_CODES[method]?.includes(code)) return { kind: 'invalid', errors: errorItems(envelope.errors, token) };

  const info = describeCode(code, method);
  const failure: RemoteFailure = { kind: 'failure', code, family: info.family, sentence: info.sentence, exitCode: 2, ...statusPart };
  if (typeof envelope.detail === 'string' && envelope.detail.trim() !== '') failure.detail = redact(envelope.detail, token);
  const messages = serviceMessages(envelope.response_metadata, token);
  if (messages.length > 0) failure.messages = messages;
  return failure;
}

/**
 * `response_metadata.messages`: what the service says about each argument of an `invalid_arguments`
 * answer, sometimes ending in `[json-pointer:/user_id]`; kept with the pointer split off.
 */
export function serviceMessages(metadata: unknown, token: string): ServiceMessage[] {
  const list = isRecord(metadata) && Array.isArray(metadata.messages) ? metadata.messages : [];
  const out: ServiceMessage[] = [];
  for (const item of list) {
    if (typeof item !== 'string' || item.trim() === '') continue;
    if (out.length === MAX_SERVICE_MESSAGES) break;
    const text = redact(item, token);
    const tag = /\s*\[json-pointer:([^\]]*)\]\s*$/.exec(text);
    out.push(tag ? { message: text.slice(0, tag.index).trim(), pointer: normaliseServicePointer(tag[1] ?? '') } : { message: text.trim() });
  }
  return out;
}

/**
 * The `errors` array of invalid_manifest (§2.5) or of blocks.validate's invalid_blocks, invalid_view and
 * invalid_message (`{code, message, pointer, constraint}`); a rejection without usable items still marks
 * the payload.
 */
function errorItems(items: unknown, token: string): RemoteError[] {
  const errors: RemoteError[] = [];
  for (const item of Array.isArray(items) ? items : []) {
    if (!isRecord(item)) continue;
    const message = typeof item.message === 'string' ? redact(item.message, token) : '';
    const pointer = typeof item.pointer === 'string' ? normaliseServicePointer(redact(item.pointer, token, 2000)) : '';
    const expected = expectedOf(item.constraint, token);
    const error: RemoteError = {
      message: (message === '' ? 'The service reported a problem here without a message.' : message) + (expected ? ` (expected ${expected})` : ''),
      pointer,
    };
    if (typeof item.code === 'string' && item.code.trim() !== '') error.code = cleanCode(item.code, token);
    errors.push(error);
  }
  if (errors.length === 0) errors.push({ message: VALIDATE_CODES.invalid_manifest!.sentence, pointer: '' });
  return errors;
}

/** blocks.validate's `constraint.expected` (a value or a list of them), as words for the message. */
function expectedOf(constraint: unknown, token: string): string | undefined {
  if (!isRecord(constraint)) return undefined;
  const expected = constraint.expected;
  const values = (Array.isArray(expected) ? expected : [expected]).filter(
    (value): value is string | number | boolean => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean',
  );
  if (values.length === 0) return undefined;
  const words = values.slice(0, 10).map((value) => (typeof value === 'string' ? `\`${value}\`` : String(value)));
  const text = words.length === 1 ? words[0]! : `one of ${words.join(', ')}${values.length > 10 ? ', …' : ''}`;
  return redact(text, token, 300);
}

/** Retry-After is delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfterMs(header: string | null): number {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  if (!Number.isNaN(date)) return Math.max(0, date - Date.now());
  return FALLBACK_RETRY_AFTER_MS;
}

function networkFailure(error: unknown, host: string, token: string): RemoteFailure {
  const code = systemCode(error);
  switch (code) {
    case 'ECONNREFUSED':
      return fail('connection_refused', 'network', `${host} refused the connection; check MANIFESTO_API_URL and your network.`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return fail('host_not_found', 'network', `The host ${host} could not be resolved; check your network connection and MANIFESTO_API_URL.`);
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return fail('connection_reset', 'network', `${host} closed the connection before answering; try again later.`);
    default: {
      const reason = code ?? redact(errorText(error), token, 200);
      return fail('network_error', 'network', `Could not reach ${host} (${reason}); check your network connection.`);
    }
  }
}

/** The system error code, which fetch hides in `cause` (and, for several addresses, in an AggregateError). */
function systemCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!isRecord(current) || seen.has(current)) continue;
    seen.add(current);
    if (typeof current.code === 'string' && /^[A-Z][A-Z0-9_]+$/.test(current.code)) return current.code;
    queue.push(current.cause);
    if (Array.isArray(current.errors)) queue.push(...current.errors);
  }
  return undefined;
}

function endpointOf(baseUrl: string, method: string): { url: string; host: string } | undefined {
  let parsed: URL;
  try {
    parsed = new URL(baseUrl.trim());
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  return { url: `${baseUrl.trim().replace(/\/+$/, '')}/${method}`, host: parsed.host };
}

function serialise(payload: unknown): string | undefined {
  if (typeof payload === 'string') return payload;
  try {
    return JSON.stringify(payload);
  } catch {
    return undefined;
  }
}

function fail(code: string, family: FailureFamily, sentence: string, status?: number): RemoteFailure {
  const failure: RemoteFailure = { kind: 'failure', code, family, sentence, exitCode: 2 };
  if (status !== undefined && status !== 200) failure.status = status;
  return failure;
}

function positive(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

function seconds(ms: number): string {
  return String(Math.round(ms / 100) / 10);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
