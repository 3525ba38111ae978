import { compiled } from '../schema/compiled.js';
import { walkErrors } from '../schema/fast/error-walk.js';
import { describeValue, schemaProblems } from '../schema/errors.js';
import { KeyIndex } from '../schema/key-index.js';
import { notAnObjectRule } from '../schema/rules.js';
import type { KindCheck } from '../kinds/kind.js';
import type { Problem } from '../problem.js';
import { isRecord } from '../source/pointer.js';
import { logsProblems } from './logs.js';
import { auditEndpoint, endpointAsked, meantEndpoint } from './names.js';
import { auditUnknownEndpointRule } from './rules.js';
import { auditSchema, type AuditEndpoint } from './schema.js';

const MAX_SCHEMA_ERRORS = 100;
const keyIndexes = new Map<AuditEndpoint, KeyIndex>();

function unknownEndpoint(written: string | undefined): Problem {
  const meant = written === undefined ? undefined : meantEndpoint(written);
  const message = `\`${written ?? ''}\` is not an endpoint of the audit log API (logs, schemas, actions)${meant ? `; did you mean \`${meant}\`?` : '.'}`;
  return auditUnknownEndpointRule.problem({ pointer: '', target: 'container', message, data: meant ? { written, suggestion: meant } : {} });
}

/**
 * Checks the arguments of one audit log API request: the endpoint known, then its filters: the schema
 * (unknown filters with did-you-mean, types, `limit`'s bound) and, for `/logs`, the rules beyond it.
 */
export function checkAudit(value: unknown, fileName: string | undefined, method: string | undefined): KindCheck {
  const endpoint = auditEndpoint(fileName, method);
  if (endpoint === undefined) return { problems: [unknownEndpoint(endpointAsked(fileName, method))] };
  const where = `GET /${endpoint}`;
  // An empty file asks for no filters, which every endpoint accepts.
  if (value === null || value === undefined) return { problems: [] };
  if (!isRecord(value)) {
    const message = `The ${where} arguments must be a mapping (an object) of filter names to values, not ${describeValue(value)}.`;
    return { problems: [notAnObjectRule.problem({ pointer: '', target: 'container', message })] };
  }
  const schema = auditSchema(endpoint);
  const problems: Problem[] = [];
  if (!compiled(schema).Check(value)) {
    let keys = keyIndexes.get(endpoint);
    if (!keys) keyIndexes.set(endpoint, (keys = new KeyIndex(schema)));
    const errors = walkErrors(schema, value, { listCap: 1, maxErrors: MAX_SCHEMA_ERRORS });
    problems.push(...schemaProblems(errors, { schema, value, keys, rootName: `the ${where} filters` }));
  }
  if (endpoint === 'logs') problems.push(...logsProblems(value));
  return { problems };
}
