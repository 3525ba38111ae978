import { Bool, Closed, Formatted, List, Optional, Str } from '../../schema/common.js';
import type { TSchema } from 'typebox';
import { lazy } from '../../lazy.js';

/** `app_directory`: the marketplace listing; every listing field is required once the group is present. */
export const AppDirectory = lazy((): TSchema =>
  Closed(
    {
      app_directory_categories: Optional(
        List(Str({ minLength: 1, maxLength: 255, description: 'A category name.' }), {
          maxItems: 3,
          description: 'Marketplace categories of the app (at most 3).',
        }),
      ),
      use_direct_install: Optional(Bool('Whether installing from the marketplace goes straight to `direct_install_url`.')),
      direct_install_url: Optional(Formatted('http-url', { maxLength: 255, description: 'Where a direct install starts; http:// or https://.' })),
      installation_landing_page: Formatted('http-url', { maxLength: 255, description: 'Landing page for installing the app; http:// or https://.' }),
      privacy_policy_url: Formatted('http-url', { maxLength: 500, description: "URL of the app's privacy policy; http:// or https://." }),
      support_url: Formatted('http-url', { maxLength: 350, description: 'URL where users get support; http:// or https://.' }),
      support_email: Formatted('email', { maxLength: 100, description: 'Email address users write to for support.' }),
      supported_languages: List(Str({ minLength: 1, maxLength: 50, description: 'A language name.' }), {
        minItems: 1,
        maxItems: 50,
        description: 'Languages the app supports.',
      }),
      pricing: Str({ minLength: 1, maxLength: 30, description: 'Pricing of the app, such as "Free".' }),
    },
    { description: 'Marketplace (app directory) listing details; only needed for distributed apps.' },
  ),
);
