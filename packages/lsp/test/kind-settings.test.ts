/**
 * Each kind's globs reach the editor from its setting and from the project's `.manifestorc.json`: a
 * `methods` glob claims a file as method arguments, as on the command line.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from 'manifesto-lsp';
import { ProjectConfigs } from '../src/server/project-config.js';
import { normalizeSettings, serviceSettings } from '../src/server/settings.js';

const dir = mkdtempSync(join(tmpdir(), 'manifesto-kinds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEXT = '{"channel": 1}\n';
let version = 0;

function kindOf(uri: string, settings: ReturnType<typeof normalizeSettings>, configs = new ProjectConfigs()) {
  const service = getLanguageService(() => serviceSettings(settings, configs.forUri(uri)?.config));
  const document = TextDocument.create(uri, 'json', ++version, TEXT);
  return { kind: service.kind(document), rules: service.diagnostics(document).map((d) => d.code) };
}

describe('kind globs in the editor', () => {
  it('a methods glob in .manifestorc.json claims a file as method arguments', () => {
    const project = join(dir, 'project');
    mkdirSync(join(project, 'args'), { recursive: true });
    writeFileSync(join(project, '.manifestorc.json'), JSON.stringify({ methods: ['args/*.json'] }));
    const claimed = kindOf(pathToFileURL(join(project, 'args', 'post.json')).href, normalizeSettings(undefined));
    expect(claimed.kind).toBe('methods');
    expect(claimed.rules.length).toBeGreaterThan(0);
    expect(kindOf(pathToFileURL(join(project, 'other.json')).href, normalizeSettings(undefined)).kind).toBeUndefined();
  });

  it('the methodGlobs setting claims a file without a configuration file', () => {
    const uri = pathToFileURL(join(dir, 'loose', 'args', 'post.json')).href;
    expect(kindOf(uri, normalizeSettings({ methodGlobs: ['args/*.json'] })).kind).toBe('methods');
    expect(kindOf(uri, normalizeSettings({})).kind).toBeUndefined();
  });
});
