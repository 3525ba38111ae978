import { describe, expect, it } from 'vitest';
import { describeCode } from '../../src/remote/index.js';

/** Spec 000 §7.1, every row. */
const COMMON = [
  'access_denied',
  'accesslimited',
  'account_inactive',
  'deprecated_endpoint',
  'ekm_access_denied',
  'enterprise_is_restricted',
  'fatal_error',
  'internal_error',
  'invalid_arg_name',
  'invalid_arguments',
  'invalid_array_arg',
  'invalid_auth',
  'invalid_charset',
  'invalid_form_data',
  'invalid_post_type',
  'method_deprecated',
  'missing_post_type',
  'missing_scope',
  'no_permission',
  'not_allowed_token_type',
  'not_authed',
  'org_login_required',
  'ratelimited',
  'request_timeout',
  'service_unavailable',
  'team_access_not_granted',
  'team_added_to_org',
  'token_expired',
  'token_revoked',
  'two_factor_setup_required',
];
/** Spec 000 §7.2, the apps.manifest.validate rows (invalid_manifest becomes problems, not a sentence). */
const VALIDATE = [
  'app_not_eligible',
  'app_not_owned_by_manager_app',
  'failed_adding_collaborator',
  'failed_creating_app',
  'invalid_app',
  'invalid_app_id',
  'unknown_method',
  'no_permission',
];
/** The §5 token failures. */
const AUTH = ['not_authed', 'invalid_auth', 'token_expired', 'token_revoked', 'account_inactive', 'missing_scope', 'not_allowed_token_type'];

describe('error code sentences', () => {
  it.each([...new Set([...COMMON, ...VALIDATE])])('%s has its own sentence', (code) => {
    const info = describeCode(code);
    expect(info.family).not.toBe('unknown');
    // One sentence: ends with a full stop and has no other sentence break.
    expect(info.sentence).toMatch(/\.$/);
    expect(info.sentence.slice(0, -1)).not.toMatch(/\.\s/);
  });

  it('gives distinct codes distinct sentences', () => {
    const codes = [...new Set([...COMMON, ...VALIDATE])];
    expect(new Set(codes.map((code) => describeCode(code).sentence)).size).toBe(codes.length);
  });

  it.each(AUTH)('puts the token failure %s in the auth family', (code) => {
    expect(describeCode(code).family).toBe('auth');
  });

  it('names an unknown code in a generic sentence', () => {
    const info = describeCode('something_new');
    expect(info.family).toBe('unknown');
    expect(info.sentence).toContain('something_new');
    expect(describeCode('toString').family).toBe('unknown');
  });
});
