import type { TSchema } from 'typebox';
import type { ManifestVersion } from '../rules/rule.js';
import { Closed, Open, Optional, Str } from './common.js';
import { DisplayInformation } from './display-information.js';
import { Metadata } from './metadata.js';

/** The top-level groups shared by both versions; version-specific groups are passed in. */
function manifest(version: ManifestVersion): TSchema {
  return Closed(
    {
      $schema: Optional(Str({ description: 'URL of a JSON schema used by editors; ignored by the platform.' })),
      _metadata: Optional(Metadata),
      display_information: DisplayInformation,
      app_directory: Optional(Open('Marketplace listing details.')),
      features: Optional(Open('Features.')),
      oauth_config: Optional(Open('OAuth.')),
      settings: Optional(Open('Settings.')),
      functions: Optional(Open(`Functions (version ${version}).`)),
      workflows: Optional(Open('Workflows.')),
      datastores: Optional(Open('Datastores.')),
      outgoing_domains: Optional(Open('Outgoing domains.')),
      types: Optional(Open('Types.')),
      metadata_events: Optional(Open('Metadata events.')),
      external_auth_providers: Optional(Open('External authentication providers.')),
      mcp_servers: Optional(Open('MCP servers.')),
      compliance: Optional(Open('Compliance settings.')),
    },
    { description: 'An app manifest.' },
  );
}

export const MANIFEST_V1: TSchema = manifest(1);
export const MANIFEST_V2: TSchema = manifest(2);

export function manifestSchema(version: ManifestVersion): TSchema {
  return version === 2 ? MANIFEST_V2 : MANIFEST_V1;
}
