import { Closed, Formatted, MapOf, OneOfValues, Optional, Str } from '../../schema/common.js';
import type { TSchema } from 'typebox';
import { lazy } from '../../lazy.js';

/* `mcp_servers`: shapes from the official schema, closed as it is. */

const McpServer = lazy((): TSchema =>
  Closed(
    {
      url: Formatted('https-url', { maxLength: 500, description: 'https:// URL of the MCP server; at most 500 characters.' }),
      headers: Optional(MapOf(Str({ description: 'A header value.' }), { description: 'HTTP headers sent to the server.' })),
      auth_provider_key: Optional(Str({ maxLength: 255, description: 'Key of an external auth provider used to authenticate.' })),
      auth_type: OneOfValues(['dynamic_client_registration', 'no_auth', 'manual_auth', 'slack_identity_auth'], 'How the app authenticates to the server.'),
    },
    { description: 'An MCP server.' },
  ),
);

export const McpServers = lazy((): TSchema => MapOf(McpServer(), { maxProperties: 20, description: 'MCP servers used by the app, by key; at most 20.' }));
