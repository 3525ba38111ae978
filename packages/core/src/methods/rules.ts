import { defineRule, type Rule } from '../rules/define.js';

/** The rules of Web API method arguments that the shared schema rules (required, unknown-key, type, enum, …) do not cover. */
export const unknownMethodRule = defineRule({
  id: 'unknown-method',
  defaultSeverity: 'error',
  description: 'The method of an argument file is missing or is not a Web API method the catalogue knows.',
});
export const tokenInArgumentsRule = defineRule({
  id: 'token-in-arguments',
  defaultSeverity: 'error',
  description: 'An argument file holds `token`: a secret that belongs in the Authorization header, never in a file.',
});
export const argumentJsonRule = defineRule({
  id: 'argument-json',
  defaultSeverity: 'error',
  description: 'An argument given as a JSON string (blocks, view, changes, prompts, manifest) does not hold valid JSON of the right shape.',
});
export const canvasSectionIdRule = defineRule({
  id: 'canvas-section-id',
  defaultSeverity: 'error',
  description: 'A canvases.edit change lacks the `section_id` its operation needs, or has one its operation does not use.',
});
export const canvasContentRule = defineRule({
  id: 'canvas-content',
  defaultSeverity: 'error',
  description:
    'A canvases.edit change lacks `document_content` (every operation but delete and rename) or `title_content` (rename), or has content its operation does not use.',
});
export const oauthGrantArgumentsRule = defineRule({
  id: 'oauth-grant-arguments',
  defaultSeverity: 'error',
  description:
    'oauth.v2.access arguments that do not fit the `grant_type`: a code exchange without `code`, a refresh without `refresh_token` or `grant_type`, or an unknown `grant_type`.',
});
export const oauthOtherGrantRule = defineRule({
  id: 'oauth-other-grant',
  defaultSeverity: 'warning',
  description:
    'oauth.v2.access has an argument of the other grant: `code`, `code_verifier` or `redirect_uri` in a refresh, or `refresh_token` in a code exchange. A warning: the server ignores parameters it does not use.',
});
export const oauthNoGrantRule = defineRule({
  id: 'oauth-no-grant',
  defaultSeverity: 'warning',
  description:
    'oauth.v2.access arguments with no `grant_type` and none of `code`, `refresh_token` or `assertion`: nothing to exchange. A warning: the reference requires none of them.',
});
export const argumentEmptyRule = defineRule({
  id: 'argument-empty',
  defaultSeverity: 'warning',
  description:
    'An argument that names something (`user_id`, `channel_id`, `section_id`, `app_id`, `code`, `prompts`) is empty. A warning: the reference states no minimum, but an empty value names nothing.',
});
export const oauthClientCredentialsRule = defineRule({
  id: 'oauth-client-credentials',
  defaultSeverity: 'warning',
  description: 'oauth.v2.access `client_id` and `client_secret` are arguments; they belong in HTTP Basic authentication, and the secret never in a file.',
});

export const METHOD_RULES: readonly Rule[] = [
  unknownMethodRule,
  tokenInArgumentsRule,
  argumentJsonRule,
  canvasSectionIdRule,
  canvasContentRule,
  oauthGrantArgumentsRule,
  oauthOtherGrantRule,
  oauthNoGrantRule,
  argumentEmptyRule,
  oauthClientCredentialsRule,
];
