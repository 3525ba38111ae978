import { defineKind } from '../kinds/kind.js';
import { schemasAt, type SchemaNode } from '../schema/facts.js';
import { checkAudit } from './check.js';
import { auditHoverAt, auditOutline, auditValuesAt } from './language.js';
import { AUDIT_NAME_GLOBS, auditEndpoint, isAuditFileName } from './names.js';
import { AUDIT_RULES } from './rules.js';
import { auditSchema } from './schema.js';

/**
 * Audit log API requests: a JSON or YAML file of one GET request's filters, named
 * `<anything>.audit.logs.json` (`/logs`; `.audit.schemas.json` and `.audit.actions.json` take none) or
 * checked with `--method audit.logs`. A kind of its own rather than method arguments: the audit log API
 * is a separate REST API (its own host, an organization owner's token, query-string filters), not a Web
 * API method the catalogue lists. Never sniffed: a few filters look like any other JSON.
 */
export const auditKind = defineKind({
  id: 'audit',
  noun: 'the audit log filters',
  matchesName: isAuditFileName,
  nameGlobs: AUDIT_NAME_GLOBS,
  globsKey: 'audits',
  sniff: () => false,
  rules: AUDIT_RULES,
  check: (value, { fileName, method }) => checkAudit(value, fileName, method),
  language: {
    schemasAt: (_value, segments, context) => {
      const endpoint = auditEndpoint(context?.fileName, context?.method);
      return endpoint ? schemasAt(auditSchema(endpoint) as unknown as SchemaNode, segments) : [];
    },
    valuesAt: auditValuesAt,
    listSeparatorAt: (segments) => (segments.length === 1 && segments[0] === 'action' ? ',' : undefined),
    hoverAt: auditHoverAt,
    outline: auditOutline,
  },
});
