import { nearMiss } from '../schema/suggest.js';
import { AUDIT_ENDPOINTS, isAuditEndpoint, type AuditEndpoint } from './schema.js';

/** `<anything>.audit.<endpoint>.json|yaml|yml`. */
const AUDIT_FILE = /^.+\.audit\.([A-Za-z_]+)\.(json|ya?ml)$/i;

/** The name's endpoint as written (`x.audit.logs.json` → `logs`), known or not, or undefined for other names. */
export function endpointWritten(fileName: string | undefined): string | undefined {
  if (typeof fileName !== 'string') return undefined;
  const base = fileName.replace(/\\/g, '/').split('/').pop() ?? '';
  return AUDIT_FILE.exec(base)?.[1];
}

/**
 * The endpoint a `--method audit.<endpoint>` or the file name names, when it is one the API has. A file
 * claimed by a configured glob or `--kind audit` whose name says nothing holds `/logs` filters: the
 * only endpoint that takes any.
 */
export function auditEndpoint(fileName: string | undefined, method: string | undefined): AuditEndpoint | undefined {
  const written = endpointAsked(fileName, method) ?? 'logs';
  return isAuditEndpoint(written) ? written : undefined;
}

/** The endpoint as `--method` or the file name writes it, known or not. */
export function endpointAsked(fileName: string | undefined, method: string | undefined): string | undefined {
  return method !== undefined ? auditMethodEndpoint(method) : endpointWritten(fileName);
}

/** `audit.logs` → `logs`: the `--method` spelling of an endpoint. */
export function auditMethodEndpoint(method: string): string {
  return method.startsWith('audit.') ? method.slice('audit.'.length) : method;
}

/** The endpoint a misspelt one was meant to be (`log` → `logs`), one or two edits away. */
export function meantEndpoint(written: string): AuditEndpoint | undefined {
  return nearMiss(written, AUDIT_ENDPOINTS, 2) as AuditEndpoint | undefined;
}

/**
 * True for the names the kind claims: a known endpoint, or a near miss of one (`x.audit.log.json`), so
 * that the file is told which endpoint was meant rather than checked as something else.
 */
export function isAuditFileName(baseName: string): boolean {
  const written = endpointWritten(baseName);
  return written !== undefined && (isAuditEndpoint(written) || meantEndpoint(written) !== undefined);
}

export const AUDIT_NAME_GLOBS: readonly string[] = [`**/*.audit.{${AUDIT_ENDPOINTS.join(',')}}.{json,yaml,yml}`];
