import Type from 'typebox';
import { Bool, Closed, Formatted, List, MapOf, OneOfValues, Optional, Str } from '../../schema/common.js';
import type { TSchema } from 'typebox';
import { lazy } from '../../lazy.js';

/*
 * `external_auth_providers`: shapes from the official schema, closed as it is. The official schema has
 * two option shapes (platform-provided and custom); they are merged here so a mistake is reported once.
 */

const ProviderOptions = lazy((): TSchema =>
  Closed(
    {
      client_id: Str({ minLength: 1, maxLength: 1024, description: 'OAuth client id.' }),
      scope: List(Str({ description: 'An OAuth scope.' }), { description: 'Scopes requested from the provider.' }),
      provider_name: Optional(Str({ minLength: 2, maxLength: 255, description: 'Provider name (custom providers).' })),
      authorization_url: Optional(Formatted('https-url', { minLength: 5, maxLength: 255, description: 'https:// authorization endpoint (custom providers).' })),
      token_url: Optional(Formatted('https-url', { minLength: 5, maxLength: 255, description: 'https:// token endpoint (custom providers).' })),
      authorization_url_extras: Optional(Type.Object({}, { additionalProperties: true, description: 'Extra query parameters for the authorization URL.' })),
      identity_config: Optional(
        Closed(
          {
            url: Formatted('https-url', { minLength: 5, maxLength: 255, description: 'https:// endpoint that identifies the account.' }),
            account_identifier: Str({
              minLength: 1,
              maxLength: 255,
              pattern: '^\\$\\..+',
              description: 'JSONPath of the account id in the response, such as $.email.',
            }),
            headers: Optional(Type.Object({}, { additionalProperties: true, description: 'Headers sent to the identity endpoint.' })),
          },
          { description: 'How to identify the connected account.' },
        ),
      ),
      use_pkce: Optional(Bool('Whether the provider uses PKCE.')),
      token_url_config: Optional(
        Closed(
          { use_basic_auth_scheme: Optional(Bool('Whether the token endpoint expects client_secret_basic.')) },
          { description: 'Token endpoint options.' },
        ),
      ),
    },
    { description: 'Provider options: client_id and scope, plus endpoints for custom providers.' },
  ),
);

const OAuth2Provider = lazy((): TSchema =>
  Closed(
    {
      provider_type: OneOfValues(['CUSTOM', 'SLACK_PROVIDED'], '`CUSTOM` or `SLACK_PROVIDED`.'),
      options: ProviderOptions(),
    },
    { description: 'An OAuth2 provider.' },
  ),
);

export const ExternalAuthProviders = lazy((): TSchema =>
  Closed(
    { oauth2: Optional(MapOf(OAuth2Provider(), { description: 'OAuth2 providers by key.' })) },
    { description: 'External authentication providers used by functions.' },
  ),
);
