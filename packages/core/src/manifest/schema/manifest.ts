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
import type { SchemaGroups } from '../../schema/fast/schema-groups.js';
import { McpServers } from './mcp-servers.js';
import { Metadata } from './metadata.js';
import { MetadataEvents } from './metadata-events.js';
import { OAuthConfig } from './oauth-config.js';
import { OutgoingDomains } from './outgoing-domains.js';
import { Settings } from './settings.js';
import { Workflows } from './workflows.js';

/**
 * The manifest's top-level groups in schema order: whether the group is required, and how its schema is
 * built. The versions differ only in parameter forms and the v2 step `type` (functions, workflows).
 *
 * Every schema is built on first use, group by group: a check needs only the groups its manifest has
 * (a typical one has five of sixteen). The whole schema (for errors, hover and completion) is built from the same
 * group objects, so a group's compiled checks and memos are shared by both ways in.
 */
const GROUPS: readonly (readonly [name: string, required: boolean, build: (version: ManifestVersion) => TSchema])[] = [
  ['$schema', false, () => Str({ description: 'URL of a JSON schema used by editors; ignored by the platform.' })],
  ['_metadata', false, () => Metadata()],
  ['display_information', true, () => DisplayInformation()],
  ['app_directory', false, () => AppDirectory()],
  ['features', false, () => Features()],
  ['oauth_config', false, () => OAuthConfig()],
  ['settings', false, () => Settings()],
  ['functions', false, (version) => Functions(version)],
  ['workflows', false, (version) => Workflows(version)],
  ['datastores', false, () => Datastores()],
  ['outgoing_domains', false, () => OutgoingDomains()],
  ['types', false, () => CustomTypes()],
  ['metadata_events', false, () => MetadataEvents()],
  ['external_auth_providers', false, () => ExternalAuthProviders()],
  ['mcp_servers', false, () => McpServers()],
  ['compliance', false, () => Open('Compliance settings (fields not specified; not checked).')],
];

const NAMES = GROUPS.map(([name]) => name);
const REQUIRED = GROUPS.filter(([, required]) => required).map(([name]) => name);
const BUILDERS = new Map(GROUPS.map(([name, required, build]) => [name, { required, build }]));

/** One version's groups, each built (and kept) when first asked for. */
function groupsFor(version: ManifestVersion): SchemaGroups {
  const built = new Map<string, TSchema>();
  return {
    names: NAMES,
    required: REQUIRED,
    group(name) {
      let schema = built.get(name);
      if (!schema) {
        const { required, build } = BUILDERS.get(name)!;
        schema = required ? build(version) : Optional(build(version));
        built.set(name, schema);
      }
      return schema;
    },
  };
}

const GROUPS_V1 = groupsFor(1);
const GROUPS_V2 = groupsFor(2);

/** The manifest's groups of a version, for checks that open only the groups a manifest has. */
export function manifestGroups(version: ManifestVersion): SchemaGroups {
  return version === 2 ? GROUPS_V2 : GROUPS_V1;
}

const schemas = new Map<ManifestVersion, TSchema>();

/** The whole manifest schema of a version (built at the first call, from the version's groups). */
export function manifestSchema(version: ManifestVersion): TSchema {
  let schema = schemas.get(version);
  if (!schema) {
    const groups = manifestGroups(version);
    schema = Closed(Object.fromEntries(groups.names.map((name) => [name, groups.group(name)])), {
      description: `An app manifest (version ${version}).`,
    });
    schemas.set(version, schema);
  }
  return schema;
}

/** The manifest's top-level group names (`display_information`, `features`, …), in schema order. */
export const MANIFEST_GROUP_NAMES: readonly string[] = NAMES;
