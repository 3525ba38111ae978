import { Bool, Closed, List, Optional, Str } from '../../schema/common.js';
import type { TSchema } from 'typebox';
import { lazy } from '../../lazy.js';

function scopeList(description: string) {
  return Optional(List(Str({ maxLength: 50, description: 'A scope name, such as chat:write.' }), { maxItems: 255, description }));
}

const Scopes = lazy((): TSchema =>
  Closed(
    {
      bot: scopeList('Bot token scopes requested at install; at most 255.'),
      bot_optional: scopeList('Bot scopes the installer may decline; each must also be listed in `bot`.'),
      user: scopeList('User token scopes requested at install; at most 255.'),
      user_optional: scopeList('User scopes the installer may decline; each must also be listed in `user`.'),
    },
    { description: 'Permission scopes.' },
  ),
);

/** `oauth_config`: redirect URLs and scopes. */
export const OAuthConfig = lazy((): TSchema =>
  Closed(
    {
      pkce_enabled: Optional(Bool('Whether the OAuth flow uses PKCE.')),
      redirect_urls: Optional(
        List(Str({ maxLength: 2500, description: 'An OAuth redirect URL.' }), {
          maxItems: 1000,
          uniqueItems: true,
          description: 'OAuth redirect URLs; at most 1000.',
        }),
      ),
      scopes: Optional(Scopes()),
      token_management_enabled: Optional(Bool('Whether token management is enabled.')),
    },
    { description: 'OAuth configuration: redirect URLs and scopes.' },
  ),
);
