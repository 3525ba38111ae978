import { defineRule, type Rule } from '../rules/define.js';

/** The audit log API's rules beyond the shared schema rules (unknown-key, type, bounds). */
export const auditUnknownEndpointRule = defineRule({
  id: 'audit-unknown-endpoint',
  defaultSeverity: 'error',
  description:
    'An audit log filters file names an endpoint the audit log API does not have (in its name `<anything>.audit.<endpoint>.json` or `--method audit.<endpoint>`); the endpoints are logs, schemas and actions.',
});
export const auditActionCountRule = defineRule({
  id: 'audit-action-count',
  defaultSeverity: 'error',
  description: 'The /logs `action` filter names more than 30 actions.',
});
export const auditActionUnknownRule = defineRule({
  id: 'audit-action-unknown',
  defaultSeverity: 'warning',
  description: 'A name in the /logs `action` filter is not an action the audit log is known to record, or is empty. A warning: the list of actions grows.',
});
export const auditOldestBeforeDataRule = defineRule({
  id: 'audit-oldest-before-data',
  defaultSeverity: 'warning',
  description: 'The /logs `oldest` filter is before March 2018, when the audit log has no data.',
});
export const auditLimitLowRule = defineRule({
  id: 'audit-limit-low',
  defaultSeverity: 'warning',
  description: 'The /logs `limit` filter is below 1. A warning: no least value is stated, but such a limit asks for no events.',
});
export const auditTimeOrderRule = defineRule({
  id: 'audit-time-order',
  defaultSeverity: 'warning',
  description: 'The /logs `latest` filter is before `oldest`: no event falls between them.',
});

export const AUDIT_RULES: readonly Rule[] = [
  auditUnknownEndpointRule,
  auditActionCountRule,
  auditActionUnknownRule,
  auditOldestBeforeDataRule,
  auditLimitLowRule,
  auditTimeOrderRule,
];
