import type { TSchema } from 'typebox';
import type { ManifestVersion } from '../rules/rule.js';
import { AppDirectory } from './app-directory.js';
import { Closed, Open, Optional, Str } from '../../schema/common.js';
import { CustomTypes } from './custom-types.js';
import { Datastores } from './datastores.js';
import { DisplayInformation } from './display-information.js';
import { ExternalAuthProviders } from './external-auth-providers.js';
import { Features } from './features.js';
import { Functions } from './functions.js';
import { McpServers } from './mcp-servers.js';
import { Metadata } from './metadata.js';
import { MetadataEvents } from './metadata-events.js';
import { OAuthConfig } from './oauth-config.js';
import { OutgoingDomains } from './outgoing-domains.js';
import { Settings } from './settings.js';
import { Workflows } from './workflows.js';

/** The whole manifest; the versions differ only in parameter forms and the v2 step `type`. */
function manifest(version: ManifestVersion): TSchema {
  return Closed(
    {
      $schema: Optional(Str({ description: 'URL of a JSON schema used by editors; ignored by the platform.' })),
      _metadata: Optional(Metadata),
      display_information: DisplayInformation,
      app_directory: Optional(AppDirectory),
      features: Optional(Features),
      oauth_config: Optional(OAuthConfig),
      settings: Optional(Settings),
      functions: Optional(Functions(version)),
      workflows: Optional(Workflows(version)),
      datastores: Optional(Datastores),
      outgoing_domains: Optional(OutgoingDomains),
      types: Optional(CustomTypes),
      metadata_events: Optional(MetadataEvents),
      external_auth_providers: Optional(ExternalAuthProviders),
      mcp_servers: Optional(McpServers),
      compliance: Optional(Open('Compliance settings (fields not specified; not checked).')),
    },
    { description: `An app manifest (version ${version}).` },
  );
}

export const MANIFEST_V1: TSchema = manifest(1);
export const MANIFEST_V2: TSchema = manifest(2);

export function manifestSchema(version: ManifestVersion): TSchema {
  return version === 2 ? MANIFEST_V2 : MANIFEST_V1;
}
