import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateManifestText } from 'manifesto-core';
import { REAL_CORPUS } from '../corpus-path.js';
import { lineOf } from '../helpers.js';

/** The two real manifests that ask for scopes that do not exist are flagged at the scope's own line. */
describe('real manifests with non-existent scopes', () => {
  it.each([
    ['LambdaLabsML__newsy__slack-app-manifest.yaml', 'im:write.invites', '/oauth_config/scopes/bot/12'],
    ['telemetryOS__tos-tag__slack-app-manifest.yaml', 'mcp:connect', '/oauth_config/scopes/bot/30'],
  ])('%s: `%s`', (file, scope, pointer) => {
    const text = readFileSync(join(REAL_CORPUS, file), 'utf8');
    const found = validateManifestText(text, { fileName: file }).problems.filter((p) => p.rule === 'unknown-scope');
    expect(found.map((p) => [p.pointer, p.severity, p.range.start.line + 1])).toEqual([[pointer, 'warning', lineOf(text, `- ${scope}`)]]);
  });
});
