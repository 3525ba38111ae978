import type { Problem } from '../../problem.js';
import { Optional, Str } from '../../schema/common.js';
import { oauthClientCredentialsRule, oauthGrantArgumentsRule, oauthNoGrantRule, oauthOtherGrantRule } from '../rules.js';
import { argumentsSchema } from '../schema.js';
import { emptyArguments } from './empty.js';
import type { MethodSpec } from './spec.js';

/** The grant types oauth.v2.access uses (§4.1); an identity assertion (`assertion`) is the third way in. */
export const GRANT_TYPES = ['authorization_code', 'refresh_token'] as const;

/** Arguments that belong to one grant only. */
const CODE_ONLY = ['code', 'code_verifier', 'redirect_uri'] as const;

function grantProblem(pointer: string, target: 'key' | 'value', message: string, data: Record<string, unknown>): Problem {
  return oauthGrantArgumentsRule.problem({ pointer, target, message, data });
}

/**
 * An argument of the other grant: a warning, since RFC 6749 §3.2 says the server "MUST ignore unrecognized
 * request parameters", so the call succeeds without it (methods/limits.ts, METHOD_SOURCE_CHOICES.oauthOtherGrant).
 */
function otherGrant(pointer: string, message: string, data: Record<string, unknown>): Problem {
  return oauthOtherGrantRule.problem({ pointer, target: 'key', message, data });
}

/**
 * oauth.v2.access: the argument sets per `grant_type`. A code exchange (`authorization_code`, the default)
 * needs `code` (with `redirect_uri` when the authorization step passed one, `code_verifier` for PKCE); a
 * refresh needs `refresh_token`; the other grant's arguments are ignored, so a warning. Client credentials work as arguments,
 * but belong in HTTP Basic authentication, and the secret never in a file.
 */
export const oauthV2Access: MethodSpec = {
  schema: argumentsSchema('oauth.v2.access', () => ({
    client_id: Optional(Str({ description: 'The application id; prefer HTTP Basic authentication.' })),
    client_secret: Optional(Str({ description: 'The application secret; prefer HTTP Basic authentication, never a file.' })),
    code: Optional(Str({ description: 'The code the OAuth callback returned (authorization_code).' })),
    code_verifier: Optional(Str({ description: 'The PKCE verifier the code challenge was built from.' })),
    redirect_uri: Optional(Str({ description: 'Must match the URI of the authorization step, when it passed one.' })),
    grant_type: Optional(Str({ description: '`authorization_code` (the default) or `refresh_token`.' })),
    refresh_token: Optional(Str({ description: 'The refresh token (grant_type refresh_token).' })),
    assertion: Optional(Str({ description: 'An identity assertion JWT authorization grant.' })),
  })),
  check({ method, args }) {
    // No source states a minimum length for code, refresh_token, code_verifier or assertion: empty is a warning.
    const problems: Problem[] = emptyArguments(method, args);
    const grant = args['grant_type'];
    const has = (key: string) => args[key] !== undefined;
    if (grant !== undefined && typeof grant === 'string' && !(GRANT_TYPES as readonly string[]).includes(grant) && !has('assertion')) {
      problems.push(
        grantProblem(
          '/grant_type',
          'value',
          `\`grant_type\` is ${JSON.stringify(grant)}; oauth.v2.access uses "authorization_code" or "refresh_token" (invalid_grant_type otherwise).`,
          { allowed: [...GRANT_TYPES] },
        ),
      );
    } else if (grant === 'refresh_token') {
      // A refresh needs `refresh_token` (RFC 6749 §6; spec §3 "grant_type=refresh_token and the refresh token").
      if (!has('refresh_token'))
        problems.push(
          grantProblem('/refresh_token', 'key', 'grant_type "refresh_token" needs `refresh_token`, the token to exchange.', {
            grant,
            key: 'refresh_token',
            parent: '',
          }),
        );
      for (const key of CODE_ONLY)
        if (has(key))
          problems.push(
            otherGrant(`/${key}`, `\`${key}\` belongs to the code exchange (grant_type "authorization_code"); a refresh ignores it: remove it.`, {
              grant,
              key,
            }),
          );
    } else if (grant === 'authorization_code' || (grant === undefined && !has('assertion') && (!has('refresh_token') || has('code')))) {
      // An authorization_code grant needs `code` (RFC 6749 §4.1.3, which the spec's §4.1 defers to). With no
      // grant_type nor any grant's argument, neither the spec nor the reference requires one: a warning.
      if (!has('code') && grant === undefined)
        problems.push(
          oauthNoGrantRule.problem({
            pointer: '/code',
            target: 'key',
            message:
              'These arguments exchange nothing: give `code` from the OAuth callback, or `grant_type: refresh_token` with `refresh_token`, or an `assertion`.',
            data: { key: 'code', parent: '' },
          }),
        );
      else if (!has('code'))
        problems.push(
          grantProblem('/code', 'key', 'grant_type "authorization_code" exchanges a code: `code` from the OAuth callback is required.', {
            grant,
            key: 'code',
            parent: '',
          }),
        );
      if (has('refresh_token'))
        problems.push(
          otherGrant('/refresh_token', '`refresh_token` is used with grant_type "refresh_token"; a code exchange ignores it: remove it.', {
            key: 'refresh_token',
          }),
        );
    } else if (grant === undefined && has('refresh_token')) {
      problems.push(
        grantProblem('/grant_type', 'key', '`refresh_token` is given without `grant_type`; a refresh needs grant_type "refresh_token".', {
          key: 'grant_type',
          parent: '',
          value: 'refresh_token',
        }),
      );
    }
    for (const key of ['client_id', 'client_secret'] as const) {
      if (!has(key)) continue;
      problems.push(
        oauthClientCredentialsRule.problem({
          pointer: `/${key}`,
          target: 'key',
          message:
            key === 'client_secret'
              ? '`client_secret` is in the argument file: the application secret belongs in HTTP Basic authentication (RFC 6749), and never in a file.'
              : '`client_id` is sent as an argument; prefer HTTP Basic authentication with `client_secret` (RFC 6749).',
          data: { key },
        }),
      );
    }
    return { problems };
  },
};
