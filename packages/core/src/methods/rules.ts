import { defineRule, type Rule } from '../rules/define.js';

/** The rules of Web API method arguments that the shared schema rules (required, unknown-key, type, enum, …) do not cover. */
export const unknownMethodRule = defineRule({
  id: 'unknown-method',
  defaultSeverity: 'error',
  description: 'The method of an argument file is missing or is not a Web API method the catalogue knows.',
  docs: {
    why: 'Arguments are checked against their method; a method the platform does not have is a call that fails with `unknown_method`, and the name probably meant is given.',
    example: {
      file: 'hello.chat.postMesage.json',
      text: `{ "channel": "C0123ABCD", "text": "Hello" }
`,
    },
  },
});
export const tokenInArgumentsRule = defineRule({
  id: 'token-in-arguments',
  defaultSeverity: 'error',
  description: 'An argument file holds `token`: a secret that belongs in the Authorization header, never in a file.',
  docs: {
    why: 'A token in a file ends up in version control and logs; it belongs in the Authorization header, read from the environment.',
    example: {
      file: 'args.chat.postMessage.json',
      text: `{ "token": "xoxb-1", "channel": "C0123ABCD", "text": "Hello" }
`,
    },
  },
});
export const argumentJsonRule = defineRule({
  id: 'argument-json',
  defaultSeverity: 'error',
  description: 'An argument given as a JSON string (blocks, view, changes, prompts, manifest) does not hold valid JSON of the right shape.',
  docs: {
    why: 'Arguments sent as JSON strings are decoded by the platform; a string that is not JSON of the right shape fails the call, and nothing inside it can be checked.',
    example: {
      file: 'args.chat.postMessage.json',
      text: `{ "channel": "C0123ABCD", "blocks": "[{\\"type\\": \\"divider\\"" }
`,
    },
  },
});
export const canvasSectionIdRule = defineRule({
  id: 'canvas-section-id',
  defaultSeverity: 'error',
  description: 'A canvases.edit change lacks the `section_id` its operation needs, or has one its operation does not use.',
  docs: {
    why: 'Each canvases.edit operation either needs a section to act on or acts on the whole canvas; the wrong one fails the edit.',
    example: {
      file: 'args.canvases.edit.json',
      text: `{
  "canvas_id": "F0123ABCD",
  "changes": [{ "operation": "insert_after", "document_content": {"type": "markdown", "markdown": "Notes"} }]
}
`,
    },
  },
});
export const canvasContentRule = defineRule({
  id: 'canvas-content',
  defaultSeverity: 'error',
  description:
    'A canvases.edit change lacks `document_content` (every operation but delete and rename) or `title_content` (rename), or has content its operation does not use.',
  docs: {
    why: 'Each canvases.edit operation needs its content (document content, or a title for a rename) and takes no other; a change without it has nothing to write.',
    example: {
      file: 'args.canvases.edit.json',
      text: `{ "canvas_id": "F0123ABCD", "changes": [{"operation": "insert_at_end"}] }
`,
    },
  },
});
export const oauthGrantArgumentsRule = defineRule({
  id: 'oauth-grant-arguments',
  defaultSeverity: 'error',
  description:
    'oauth.v2.access arguments that do not fit the `grant_type`: a code exchange without `code`, a refresh without `refresh_token` or `grant_type`, or an unknown `grant_type`.',
  docs: {
    why: 'A token exchange fails when its arguments do not fit its grant: a code exchange needs `code`, a refresh needs `refresh_token`.',
    example: {
      file: 'args.oauth.v2.access.json',
      text: `{ "grant_type": "refresh_token" }
`,
    },
  },
});
export const oauthOtherGrantRule = defineRule({
  id: 'oauth-other-grant',
  defaultSeverity: 'warning',
  description:
    'oauth.v2.access has an argument of the other grant: `code`, `code_verifier` or `redirect_uri` in a refresh, or `refresh_token` in a code exchange. A warning: the server ignores parameters it does not use.',
  docs: {
    why: 'An argument of the other grant is ignored by the server, which usually means the exchange is not the one intended.',
    example: {
      file: 'args.oauth.v2.access.json',
      text: `{ "grant_type": "refresh_token", "refresh_token": "xoxe-1-example", "code": "4724469134.1" }
`,
    },
  },
});
export const oauthNoGrantRule = defineRule({
  id: 'oauth-no-grant',
  defaultSeverity: 'warning',
  description:
    'oauth.v2.access arguments with no `grant_type` and none of `code`, `refresh_token` or `assertion`: nothing to exchange. A warning: the reference requires none of them.',
  docs: {
    why: 'Without a grant type, a code or a refresh token there is nothing to exchange, so the call can only fail.',
    example: {
      file: 'args.oauth.v2.access.json',
      text: `{ "redirect_uri": "https://example.com/slack/oauth/callback" }
`,
    },
  },
});
export const argumentEmptyRule = defineRule({
  id: 'argument-empty',
  defaultSeverity: 'warning',
  description:
    'An argument that names something (`user_id`, `channel_id`, `section_id`, `app_id`, `code`, `prompts`) is empty. A warning: the reference states no minimum, but an empty value names nothing.',
  docs: {
    why: 'An empty id names nothing, so the call fails at run time with an error about the missing thing.',
    example: {
      file: 'args.views.publish.json',
      text: `{ "user_id": "", "view": {"type": "home", "blocks": [{"type": "divider"}]} }
`,
    },
  },
});
export const oauthClientCredentialsRule = defineRule({
  id: 'oauth-client-credentials',
  defaultSeverity: 'warning',
  description: 'oauth.v2.access `client_id` and `client_secret` are arguments; they belong in HTTP Basic authentication, and the secret never in a file.',
  docs: {
    why: 'The client secret in a file ends up in version control and logs; client credentials belong in HTTP Basic authentication, read from the environment.',
    example: {
      file: 'args.oauth.v2.access.json',
      text: `{
  "grant_type": "authorization_code",
  "code": "4724469134.1",
  "client_id": "123.456",
  "client_secret": "not-a-real-secret"
}
`,
    },
  },
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
