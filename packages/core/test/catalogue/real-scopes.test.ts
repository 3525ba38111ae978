import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateManifestText } from 'manifesto-core';
import { REAL_CORPUS } from '../corpus-path.js';
import { lineOf } from '../helpers.js';

/** The real manifest that asks for a scope that does not exist is flagged at the scope's own line. */
describe('real manifests with non-existent scopes', () => {
  it.each([['LambdaLabsML__newsy__slack-app-manifest.yaml', 'im:write.invites', '/oauth_config/scopes/bot/12']])('%s: `%s`', (file, scope, pointer) => {
    const text = readFileSync(join(REAL_CORPUS, file), 'utf8');
    const found = validateManifestText(text, { fileName: file }).problems.filter((p) => p.rule === 'unknown-scope');
    expect(found.map((p) => [p.pointer, p.severity, p.range.start.line + 1])).toEqual([[pointer, 'warning', lineOf(text, `- ${scope}`)]]);
  });
});

/** `mcp:connect` was unknown until the catalogue learnt it from its reference page (corrections.ts DOCUMENTED_SCOPES). */
it('accepts the documented mcp:connect scope of a real manifest', () => {
  const file = 'telemetryOS__tos-tag__slack-app-manifest.yaml';
  const text = readFileSync(join(REAL_CORPUS, file), 'utf8');
  expect(text).toContain('- mcp:connect');
  expect(validateManifestText(text, { fileName: file }).problems.filter((p) => p.rule.endsWith('-scope') || p.rule === 'scope-wrong-token')).toEqual([]);
});
