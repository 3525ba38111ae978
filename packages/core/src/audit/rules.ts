import { defineRule, type Rule } from '../rules/define.js';

/** The audit log API's rules beyond the shared schema rules (unknown-key, type, bounds). */
export const auditUnknownEndpointRule = defineRule({
  id: 'audit-unknown-endpoint',
  defaultSeverity: 'error',
  description:
    'An audit log filters file names an endpoint the audit log API does not have (in its name `<anything>.audit.<endpoint>.json` or `--method audit.<endpoint>`); the endpoints are logs, schemas and actions.',
  docs: {
    why: 'The audit log API has three endpoints, logs, schemas and actions; filters for any other endpoint have no API to send them to.',
    example: {
      file: 'filters.audit.log.json',
      text: `{ "action": "user_login" }
`,
    },
  },
});
export const auditActionCountRule = defineRule({
  id: 'audit-action-count',
  defaultSeverity: 'error',
  description: 'The /logs `action` filter names more than 30 actions.',
  docs: {
    why: 'The audit log API refuses an `action` filter of more than 30 names.',
    example: {
      file: 'filters.audit.logs.json',
      text: `{
  "action": "user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login,user_login"
}
`,
    },
  },
});
export const auditActionUnknownRule = defineRule({
  id: 'audit-action-unknown',
  defaultSeverity: 'warning',
  description: 'A name in the /logs `action` filter is not an action the audit log is known to record, or is empty. A warning: the list of actions grows.',
  docs: {
    why: 'A name the audit log does not record matches no event, so the query silently returns nothing; the list of actions grows, so this is a warning.',
    example: {
      file: 'filters.audit.logs.json',
      text: `{ "action": "user_logn" }
`,
    },
  },
});
export const auditOldestBeforeDataRule = defineRule({
  id: 'audit-oldest-before-data',
  defaultSeverity: 'warning',
  description: 'The /logs `oldest` filter is before March 2018, when the audit log has no data.',
  docs: {
    why: 'The audit log holds no events before March 2018, so an earlier `oldest` asks for a time with nothing in it.',
    example: {
      file: 'filters.audit.logs.json',
      text: `{ "oldest": 1400000000 }
`,
    },
  },
});
export const auditLimitLowRule = defineRule({
  id: 'audit-limit-low',
  defaultSeverity: 'warning',
  description: 'The /logs `limit` filter is below 1. A warning: no least value is stated, but such a limit asks for no events.',
  docs: {
    why: 'A limit below 1 asks for no events at all.',
    example: {
      file: 'filters.audit.logs.json',
      text: `{ "limit": 0 }
`,
    },
  },
});
export const auditTimeOrderRule = defineRule({
  id: 'audit-time-order',
  defaultSeverity: 'warning',
  description: 'The /logs `latest` filter is before `oldest`: no event falls between them.',
  docs: {
    why: 'With `latest` before `oldest` no event falls between them, so the query returns nothing.',
    example: {
      file: 'filters.audit.logs.json',
      text: `{ "oldest": 1700000000, "latest": 1600000000 }
`,
    },
  },
});

export const AUDIT_RULES: readonly Rule[] = [
  auditUnknownEndpointRule,
  auditActionCountRule,
  auditActionUnknownRule,
  auditOldestBeforeDataRule,
  auditLimitLowRule,
  auditTimeOrderRule,
];
