/**
 * The remote final check: the service's own validators, run once per file as a last gate after the offline
 * checks: apps.manifest.validate for manifests (with a token), blocks.validate for Block Kit (no token).
 * Network code lives here, outside packages/core, which stays pure.
 *
 * How `manifesto check --remote [--app-id ID] [--gov] [--token-file PATH] [--timeout SECONDS] [--remote-always] FILE…`
 * uses this module (remote-step.ts):
 * 1. `resolveRemoteOptions(process.env, flags, readFile, {tokenOptional: true})`; a `usage` answer is printed
 *    and exits 2. The token comes only from MANIFESTO_TOKEN or --token-file; a `--token` argument is refused.
 *    No token at all is a usage error only when a manifest is checked.
 * 2. Run the local check on each file first. If it finds errors, say the remote check was skipped
 *    (REMOTE_SKIPPED) and do not call the service, unless --remote-always is given. A file whose text
 *    cannot be parsed is never sent.
 * 3. A manifest: `validateRemote(document.value, options)` (YAML is sent as the JSON of its parsed value),
 *    then `remoteProblems(result, document)`. Block Kit: `blockRequest(kind, value)` says what to send and
 *    how pointers map back, `validateBlocksRemote(payload, argument, options)`, then `blockRemoteProblems`.
 * 4. The `remote` problems join the local ones (exit 1). A `failure` prints its one `sentence` (plus
 *    `detail` if present) and exits 2. `remoteExitCode(result)` gives 0, 1 or 2.
 * Nothing here prints, logs or returns the token.
 */
export {
  validateRemote,
  validateBlocksRemote,
  serviceMessages,
  DEFAULT_BASE_URL,
  GOV_BASE_URL,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_MAX_TOTAL_WAIT_MS,
} from './client.js';
export type { RemoteOptions, BlocksRemoteOptions, BlocksArgument, FetchLike, FetchResponseLike } from './client.js';
export { resolveRemoteOptions, TOKEN_ENV, API_URL_ENV, type RemoteFlags, type ReadTextFile, type ResolvedRemote } from './options.js';
export { remoteProblems, messageProblems, blockRemoteProblems, REMOTE_RULE } from './problems.js';
export { blockRequest, type BlockRequest } from './block-payload.js';
export {
  remoteExitCode,
  MAX_SERVICE_MESSAGES,
  type RemoteResult,
  type RemoteError,
  type RemoteFailure,
  type FailureFamily,
  type ServiceMessage,
} from './result.js';
export { describeCode, COMMON_CODES, VALIDATE_CODES, BLOCKS_CODES, MANIFEST_METHOD, BLOCKS_METHOD, type CodeInfo } from './codes.js';
export { normaliseServicePointer } from './pointer.js';

/** What the CLI says when local errors stop the remote check. */
export const REMOTE_SKIPPED = 'Remote check skipped because the local check found errors; pass --remote-always to run it anyway.';
