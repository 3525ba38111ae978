import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BLOCK_GLOBS, kindFromName } from 'manifesto-core';
import {
  anchoredGlob,
  CODE_LANGUAGES,
  CONTENT_LANGUAGES,
  documentSelector,
  kindNameGlobs,
  languagesOf,
  selectorChanged,
  selectorPatterns,
  type FileFilter,
} from '../src/selector.js';
// VS Code's reading of a pattern (`**`, `*`, `{a,b}` on forward-slash paths), which the core's glob matching shares.
import { matchesGlob } from '../../core/src/kinds/glob.js';

const blockGlobs = [...DEFAULT_BLOCK_GLOBS];
const patternsOf = (filters: FileFilter[]) => filters.flatMap((filter) => ('pattern' in filter ? [filter.pattern] : []));
const selects = (patterns: readonly string[], path: string) => patterns.some((pattern) => matchesGlob(path, pattern));

describe('documentSelector', () => {
  it("lists JSON and YAML by language, then the kinds names, then each kind's other configured globs in the kinds' order, all on disk", () => {
    const selector = documentSelector({ manifestGlobs: ['apps/*/app.yaml'], blockGlobs: [...blockGlobs, 'ui/*.json'], methodGlobs: ['args/*.json'] });
    expect(selector).toEqual([
      { scheme: 'file', language: 'json' },
      { scheme: 'file', language: 'yaml' },
      ...kindNameGlobs().map((pattern) => ({ scheme: 'file', pattern })),
      { scheme: 'file', pattern: '**/ui/*.json' },
      { scheme: 'file', pattern: '**/args/*.json' },
      { scheme: 'file', pattern: '**/apps/*/app.yaml' },
      ...CODE_LANGUAGES.map((language) => ({ scheme: 'file', language })),
    ]);
  });

  it('drops empty and repeated globs', () => {
    const selector = documentSelector({ manifestGlobs: ['', '  ', kindNameGlobs()[0]!, 'x.json', './x.json'], blockGlobs: [] });
    expect(patternsOf(selector)).toEqual([...kindNameGlobs(), '**/x.json']);
  });

  it('anchors relative globs at any depth and leaves anchored ones alone', () => {
    expect(anchoredGlob('ui/*.json')).toBe('**/ui/*.json');
    expect(anchoredGlob('./ui/*.json')).toBe('**/ui/*.json');
    expect(anchoredGlob('ui\\*.json')).toBe('**/ui/*.json');
    expect(anchoredGlob('**/ui/*.json')).toBe('**/ui/*.json');
    expect(anchoredGlob('/srv/app/manifest.yaml')).toBe('/srv/app/manifest.yaml');
    expect(anchoredGlob('C:/app/manifest.yaml')).toBe('C:/app/manifest.yaml');
  });

  // The server asks the core; the client must hand it every file the core recognises by name or glob.
  it("selects by pattern exactly the paths the core's kinds claim by name and configured glob", () => {
    const settings = { manifestGlobs: ['apps/*/app.yaml', 'deploy/**/*.prod.json'], blockGlobs: [...blockGlobs, 'ui/**/*.json'], methodGlobs: ['args/*.json'] };
    const patterns = selectorPatterns(settings);
    const names = [
      'manifest.yaml',
      'manifest.yml',
      'manifest.json',
      'app-manifest.json',
      'slack_manifest.yml',
      'manifest-with-mistakes.yaml',
      'manifest.v2.yaml',
      'chart.blocks.json',
      'chart.blocks.yaml',
      'chart.blocks.yml',
      'one.block.json',
      'one.block.yaml',
      'home.view.json',
      'home.view.yml',
      'manifest.blocks.json',
      'manifest.txt',
      'manifests.md',
      'blocks.json',
      'view.yaml',
      'package.json',
      'config.yaml',
      'app.yaml',
      'x.prod.json',
      'one.json',
    ];
    const directories = ['/w', '/w/sub/dir', '/w/apps/web', '/w/apps/web/deep', '/w/deploy/a/b', '/w/ui/cards', '/w/uix', '/w/args', '/w/args/deep'];
    const repository = join(import.meta.dirname, '../../..');
    const examples = readdirSync(join(repository, 'examples'), { recursive: true, encoding: 'utf8' }).map((path) => `/r/examples/${path.replace(/\\/g, '/')}`);
    const paths = [...directories.flatMap((directory) => names.map((name) => `${directory}/${name}`)), ...examples];
    let claimed = 0;
    for (const path of paths) {
      const known = kindFromName(path, { manifests: settings.manifestGlobs, blocks: settings.blockGlobs, methods: settings.methodGlobs }) !== undefined;
      if (known) claimed++;
      expect({ path, selected: selects(patterns, path) }).toEqual({ path, selected: known });
    }
    // Both kinds of path are in the list, so the comparison above can fail either way.
    expect(claimed).toBeGreaterThan(50);
    expect(paths.length - claimed).toBeGreaterThan(50);
  });

  it('the kinds names alone cover the default block globs, which is why the selector leaves them out', () => {
    for (const glob of DEFAULT_BLOCK_GLOBS) {
      // Every combination of the brace lists, as a file name: `**/*.{blocks,view}.{json,yaml}` → `sales.blocks.json`, …
      const names = expandBraces(glob).map((name) => name.replace('**/', '').replace('*', 'sales'));
      expect(names.length).toBeGreaterThan(0);
      for (const path of names.map((name) => `/w/x/${name}`)) {
        expect({ path, kind: kindFromName(path) }).toEqual({ path, kind: 'blocks' });
        expect({ path, selected: selects(kindNameGlobs(), path) }).toEqual({ path, selected: true });
      }
    }
  });

  it('hands every JSON and YAML document to the server, which recognises some by content, and every code file, which it reports on inside an app', () => {
    expect(documentSelector({ manifestGlobs: [], blockGlobs: [] }).filter((filter) => 'language' in filter)).toEqual(
      [...CONTENT_LANGUAGES, ...CODE_LANGUAGES].map((language) => ({ scheme: 'file', language })),
    );
    expect(CONTENT_LANGUAGES).toEqual(['json', 'yaml']);
    expect(CODE_LANGUAGES).toEqual(['javascript', 'javascriptreact', 'typescript', 'typescriptreact', 'python']);
  });
});

describe('languagesOf', () => {
  it('reads the language ids from a pattern extension, brace lists included', () => {
    expect(languagesOf('**/manifest.{json,yaml,yml}')).toEqual(['json', 'yaml']);
    expect(languagesOf('**/*.view.json')).toEqual(['json']);
    expect(languagesOf('**/apps/*/app-manifest.YML')).toEqual(['yaml']);
    expect(languagesOf('**/*.txt')).toEqual([]);
    for (const glob of kindNameGlobs()) expect(languagesOf(glob)).toEqual(['json', 'yaml']);
  });
});

describe('selectorChanged', () => {
  it('is true only when the resulting patterns differ', () => {
    const before = { manifestGlobs: [], blockGlobs };
    expect(selectorChanged(before, { manifestGlobs: [], blockGlobs: [...blockGlobs] })).toBe(false);
    expect(selectorChanged(before, { manifestGlobs: [kindNameGlobs()[0]!], blockGlobs })).toBe(false);
    // The default block globs add nothing to the kinds' names, so dropping one changes nothing either.
    expect(selectorChanged(before, { manifestGlobs: [], blockGlobs: blockGlobs.slice(1) })).toBe(false);
    expect(selectorChanged(before, { manifestGlobs: ['a.yaml'], blockGlobs })).toBe(true);
    expect(selectorChanged(before, { manifestGlobs: [], blockGlobs: [...blockGlobs, 'ui/*.json'] })).toBe(true);
  });
});

/** `a.{x,y}.{1,2}` → `a.x.1`, `a.x.2`, `a.y.1`, `a.y.2`. */
function expandBraces(glob: string): string[] {
  const brace = /\{([^}]*)\}/.exec(glob);
  if (!brace) return [glob];
  return brace[1]!.split(',').flatMap((option) => expandBraces(glob.replace(brace[0], option)));
}
