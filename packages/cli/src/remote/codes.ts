/**
 * One sentence per error code of apps.manifest.validate: the codes common to every method (spec 000 §7.1,
 * with the token failures of §5) and the method's own rows of §7.2. Each says what happened and, where the
 * user can act, what to do.
 */
import type { FailureFamily } from './result.js';

export interface CodeInfo {
  family: FailureFamily;
  sentence: string;
}

const BUG = 'please report this as a Manifesto bug';

export const MANIFEST_METHOD = 'apps.manifest.validate';
export const BLOCKS_METHOD = 'blocks.validate';

/** Codes shared by every method (§7.1). */
export const COMMON_CODES: Readonly<Record<string, CodeInfo>> = {
  access_denied: { family: 'permission', sentence: 'The service denied access to a resource this check needs; ask a workspace admin to grant the app access.' },
  accesslimited: {
    family: 'permission',
    sentence: 'The service does not allow apps.manifest.validate from the current network; run the check from an allowed network.',
  },
  account_inactive: { family: 'auth', sentence: 'The token belongs to a deleted user or workspace; create a new token.' },
  deprecated_endpoint: {
    family: 'deprecated',
    sentence: 'The service reports this endpoint as deprecated; update Manifesto or point MANIFESTO_API_URL at a supported base URL.',
  },
  ekm_access_denied: { family: 'permission', sentence: 'Workspace administrators have suspended this action; ask them to restore it.' },
  enterprise_is_restricted: {
    family: 'permission',
    sentence: 'apps.manifest.validate cannot be called from an Enterprise organization; use a token from a workspace.',
  },
  fatal_error: { family: 'service', sentence: 'The service hit a catastrophic error while validating; try again later.' },
  internal_error: { family: 'service', sentence: 'The service hit a transient internal error while validating; try again in a moment.' },
  invalid_arg_name: { family: 'request', sentence: `The service rejected an argument name in the request; ${BUG}.` },
  invalid_arguments: { family: 'request', sentence: 'The service rejected the request arguments; check the --app-id value.' },
  invalid_array_arg: { family: 'request', sentence: `The service received an array where it expects a string; ${BUG}.` },
  invalid_auth: {
    family: 'auth',
    sentence:
      'The service did not accept the token: it is invalid, or it is used from an IP address the workspace does not allow; check MANIFESTO_TOKEN or the token file.',
  },
  invalid_charset: { family: 'request', sentence: `The service rejected the request's character set; ${BUG}.` },
  invalid_form_data: { family: 'request', sentence: `The service could not read the request's form body; ${BUG}.` },
  invalid_post_type: { family: 'request', sentence: `The service rejected the request's content type; ${BUG}.` },
  method_deprecated: { family: 'deprecated', sentence: 'The service reports apps.manifest.validate as deprecated; update Manifesto.' },
  missing_post_type: { family: 'request', sentence: `The service received a request without a content type; ${BUG}.` },
  missing_scope: { family: 'auth', sentence: 'The token lacks a scope the service requires for this call; use a token that has it.' },
  no_permission: {
    family: 'permission',
    sentence: 'The user or workspace behind the token lacks permission to validate this app; use a token of someone who can manage the app.',
  },
  not_allowed_token_type: { family: 'auth', sentence: 'This kind of token is not allowed for apps.manifest.validate; use a different token type.' },
  not_authed: { family: 'auth', sentence: 'The service received no token; set MANIFESTO_TOKEN or pass --token-file.' },
  org_login_required: { family: 'service', sentence: 'The workspace is unavailable during an enterprise migration; try again once it completes.' },
  ratelimited: { family: 'ratelimit', sentence: 'The service is rate limiting requests; try again later.' },
  request_timeout: { family: 'network', sentence: 'The service received missing or truncated request data; check the connection and try again.' },
  service_unavailable: { family: 'service', sentence: 'The service is temporarily unavailable; try again later.' },
  team_access_not_granted: {
    family: 'permission',
    sentence: 'The token has not been granted access to the workspace this call needs; grant the app access to it.',
  },
  team_added_to_org: {
    family: 'service',
    sentence: 'The workspace is migrating to an Enterprise organization and is intermittently unavailable; try again later.',
  },
  token_expired: { family: 'auth', sentence: 'The token has expired; refresh it or create a new one.' },
  token_revoked: { family: 'auth', sentence: 'The token was revoked (its owner or workspace was deleted, or the app was removed); create a new token.' },
  two_factor_setup_required: { family: 'auth', sentence: 'The account behind the token must set up two-factor authentication before it can call the service.' },
};

/** Codes of apps.manifest.validate itself (§7.2); `invalid_manifest` becomes problems, not a sentence. */
export const VALIDATE_CODES: Readonly<Record<string, CodeInfo>> = {
  app_not_eligible: { family: 'app', sentence: 'The app is not eligible for the manifest API; validate without --app-id or use an eligible app.' },
  app_not_owned_by_manager_app: {
    family: 'app',
    sentence: 'The app was not created by the manager app that owns the token; a manager app can validate only apps it created with apps.manifest.create.',
  },
  failed_adding_collaborator: { family: 'service', sentence: 'The service could not write a collaborator record while validating; try again later.' },
  failed_creating_app: { family: 'service', sentence: 'The service could not build an app from the manifest while validating; try again later.' },
  invalid_app: {
    family: 'app',
    sentence:
      "The service says an app built from this manifest would be invalid, without naming a field; check the manifest against the app's current configuration.",
  },
  invalid_app_id: { family: 'app', sentence: 'The service does not know the app id; check the --app-id value.' },
  invalid_manifest: { family: 'response', sentence: 'The service rejected the manifest without listing its errors.' },
  unknown_method: { family: 'deprecated', sentence: 'The service does not offer apps.manifest.validate at this base URL; check MANIFESTO_API_URL.' },
  no_permission: COMMON_CODES.no_permission!,
};

/**
 * Codes of blocks.validate (its reference page); `invalid_blocks`, `invalid_view` and `invalid_message`
 * become problems. It needs no token, so the token codes of the common table do not arise.
 */
export const BLOCKS_CODES: Readonly<Record<string, CodeInfo>> = {
  invalid_arguments: { family: 'request', sentence: `The service rejected the request's arguments (one of blocks, view or message, as JSON); ${BUG}.` },
  unknown_method: { family: 'deprecated', sentence: 'The service does not offer blocks.validate at this base URL; check MANIFESTO_API_URL.' },
};

/**
 * The sentence for a service error code of `method` (apps.manifest.validate unless named); unknown codes
 * get a generic one naming the code.
 */
export function describeCode(code: string, method: string = MANIFEST_METHOD): CodeInfo {
  const own = method === BLOCKS_METHOD ? BLOCKS_CODES : VALIDATE_CODES;
  const known = Object.prototype.hasOwnProperty.call(own, code)
    ? own[code]
    : Object.prototype.hasOwnProperty.call(COMMON_CODES, code)
      ? COMMON_CODES[code]
      : undefined;
  // The common sentences name the manifest method; the same words hold for the other.
  if (known) return method === MANIFEST_METHOD ? known : { ...known, sentence: known.sentence.split(MANIFEST_METHOD).join(method) };
  return {
    family: 'unknown',
    sentence: `The service refused the check with error code "${code}", which Manifesto does not know; see the service's documentation for that code.`,
  };
}
