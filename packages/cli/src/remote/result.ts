/** What one remote check ends in. The CLI maps `ok` to exit 0, `invalid` to 1 and `failure` to 2. */

/** One item of the service's `errors` array (spec 000 §2.5), with its pointer normalised. */
export interface RemoteError {
  message: string;
  /** RFC 6901 pointer into the submitted payload; `''` is the whole of it. */
  pointer: string;
  /** The service's code for the mistake, when it gives one (blocks.validate: `failed_constraint`). */
  code?: string;
}

/**
 * Why a failure happened, so callers (and tests) can branch without reading English:
 * `auth` token problems, `permission` access rules, `app` the named app, `request` a request the service
 * could not read (a Manifesto bug), `service` outages, `deprecated` retired endpoints, `ratelimit`
 * retries exhausted, `network` no usable answer, `response` an answer that breaks the contract,
 * `usage` the caller's input, `unknown` a code not in the spec.
 */
export type FailureFamily = 'auth' | 'permission' | 'app' | 'request' | 'service' | 'deprecated' | 'ratelimit' | 'network' | 'response' | 'usage' | 'unknown';

export interface RemoteFailure {
  kind: 'failure';
  /** The service's error code, or one of Manifesto's own (`timeout`, `connection_refused`, `http_error`, …). */
  code: string;
  family: FailureFamily;
  /** One sentence for the user; never contains the token. */
  sentence: string;
  exitCode: 2;
  /** HTTP status of the last answer, when there was one. */
  status?: number;
  /** The service's `detail` string, when it sent one (token removed). */
  detail?: string;
  /** The service's `response_metadata.messages` (spec 000 §1.3), token removed, at most `MAX_SERVICE_MESSAGES`. */
  messages?: ServiceMessage[];
}

/** One of the service's `response_metadata.messages`: `[ERROR] invalid user_id [json-pointer:/user_id]`. */
export interface ServiceMessage {
  /** The message without its pointer tag. */
  message: string;
  /** The RFC 6901 pointer into the request arguments, when the message carries one. */
  pointer?: string;
}

export const MAX_SERVICE_MESSAGES = 20;

export type RemoteResult = { kind: 'ok' } | { kind: 'invalid'; errors: RemoteError[] } | RemoteFailure;

/** The exit code the CLI contract gives each outcome. */
export function remoteExitCode(result: RemoteResult): 0 | 1 | 2 {
  return result.kind === 'ok' ? 0 : result.kind === 'invalid' ? 1 : 2;
}
