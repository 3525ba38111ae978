import Type, { type TSchema } from 'typebox';
import { lazy } from '../lazy.js';
import { Closed, Optional, Str } from '../schema/common.js';
import { AUDIT_LIMITS } from './limits.js';

/** The audit log API's endpoints (spec §4): only `/logs` takes filters. */
export const AUDIT_ENDPOINTS = ['logs', 'schemas', 'actions'] as const;
export type AuditEndpoint = (typeof AUDIT_ENDPOINTS)[number];

export function isAuditEndpoint(value: unknown): value is AuditEndpoint {
  return (AUDIT_ENDPOINTS as readonly unknown[]).includes(value);
}

/** The `/logs` filters (spec §4): all optional; the types are the specification's, the formats it leaves open stay open. */
const LOGS_SCHEMA = lazy(() =>
  Closed(
    {
      latest: Optional(Type.Integer({ description: 'Unix timestamp (seconds) of the most recent event to include (inclusive).' })),
      oldest: Optional(
        Type.Integer({ description: 'Unix timestamp (seconds) of the least recent event to include (inclusive). No data exists before March 2018.' }),
      ),
      limit: Optional(
        Type.Integer({
          maximum: AUDIT_LIMITS.limit.value,
          description: `How many events to return, at most ${AUDIT_LIMITS.limit.value.toLocaleString('en-US')}; cursor pagination reaches further events.`,
        }),
      ),
      action: Optional(
        Str({ description: `One or more action names separated by commas, at most ${AUDIT_LIMITS.actions.value}, such as \`user_login,user_logout\`.` }),
      ),
      actor: Optional(Str({ description: 'The id of the user who initiated the action.' })),
      entity: Optional(Str({ description: 'The id of the target of the action (a channel, workspace, organization, file, …).' })),
    },
    { description: 'The filters of GET /logs of the audit log API, combined with AND.' },
  ),
);

const NO_FILTERS = lazy(() => ({
  schemas: Closed({}, { description: 'GET /schemas of the audit log API takes no filters.' }),
  actions: Closed({}, { description: 'GET /actions of the audit log API takes no filters.' }),
}));

export function auditSchema(endpoint: AuditEndpoint): TSchema {
  return endpoint === 'logs' ? LOGS_SCHEMA() : NO_FILTERS()[endpoint];
}
