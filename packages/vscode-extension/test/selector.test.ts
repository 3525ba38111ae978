import { describe, expect, it } from 'vitest';
import { anchoredGlob, documentSelector, languagesOf, MANIFEST_FILE_GLOB, selectorChanged } from '../src/selector.js';
import { documentKind } from '@manifesto/lsp';
import { globToRegExp } from '../../lsp/src/service/glob.js';

const blockGlobs = ['**/*.blocks.json', '**/*.block.json', '**/*.view.json'];

describe('documentSelector', () => {
  it('lists the manifest names, then the extra manifest globs, then the block globs, all on disk', () => {
    const selector = documentSelector({ manifestGlobs: ['apps/*/app-manifest.yaml'], blockGlobs });
    expect(selector).toEqual([
      { scheme: 'file', pattern: MANIFEST_FILE_GLOB },
      { scheme: 'file', pattern: '**/apps/*/app-manifest.yaml' },
      { scheme: 'file', pattern: '**/*.blocks.json' },
      { scheme: 'file', pattern: '**/*.block.json' },
      { scheme: 'file', pattern: '**/*.view.json' },
    ]);
  });

  it('drops empty and repeated globs', () => {
    const selector = documentSelector({ manifestGlobs: ['', '  ', '**/manifest.{json,yaml,yml}', 'x.json', './x.json'], blockGlobs: [] });
    expect(selector.map((filter) => filter.pattern)).toEqual([MANIFEST_FILE_GLOB, '**/x.json']);
  });

  it('anchors relative globs at any depth and leaves anchored ones alone', () => {
    expect(anchoredGlob('ui/*.json')).toBe('**/ui/*.json');
    expect(anchoredGlob('./ui/*.json')).toBe('**/ui/*.json');
    expect(anchoredGlob('ui\\*.json')).toBe('**/ui/*.json');
    expect(anchoredGlob('**/ui/*.json')).toBe('**/ui/*.json');
    expect(anchoredGlob('/srv/app/manifest.yaml')).toBe('/srv/app/manifest.yaml');
    expect(anchoredGlob('C:/app/manifest.yaml')).toBe('C:/app/manifest.yaml');
  });

  // The client must hand the server exactly the files the server recognises by name or glob.
  it('selects the same paths the server classifies by name and glob', () => {
    const settings = { manifestGlobs: ['apps/*/app-manifest.yaml', 'deploy/**/*.manifest.json'], blockGlobs: [...blockGlobs, 'ui/**/*.json'] };
    const selector = documentSelector(settings);
    const paths = [
      '/w/manifest.yaml',
      '/w/manifest.yml',
      '/w/sub/dir/manifest.json',
      '/w/manifest.txt',
      '/w/my-manifest.yaml',
      '/w/apps/web/app-manifest.yaml',
      '/w/apps/web/deep/app-manifest.yaml',
      '/w/deploy/a/b/prod.manifest.json',
      '/w/home.view.json',
      '/w/x/alert.blocks.json',
      '/w/ui/cards/one.json',
      '/w/uix/one.json',
      '/w/package.json',
      '/w/config.yaml',
    ];
    for (const path of paths) {
      const selected = selector.some((filter) => globToRegExp(filter.pattern).test(path));
      const known = documentKind(`file://${path}`, () => undefined, settings) !== undefined;
      expect({ path, selected }).toEqual({ path, selected: known });
    }
    // The list holds both kinds of path, so the comparison above can fail either way.
    expect(paths.filter((path) => selector.some((filter) => globToRegExp(filter.pattern).test(path))).length).toBe(8);
  });
});

describe('languagesOf', () => {
  it('reads the language ids from a pattern extension, brace lists included', () => {
    expect(languagesOf(MANIFEST_FILE_GLOB)).toEqual(['json', 'yaml']);
    expect(languagesOf('**/*.view.json')).toEqual(['json']);
    expect(languagesOf('**/apps/*/app-manifest.YML')).toEqual(['yaml']);
    expect(languagesOf('**/*.txt')).toEqual([]);
  });
});

describe('selectorChanged', () => {
  it('is true only when the resulting patterns differ', () => {
    const before = { manifestGlobs: [], blockGlobs };
    expect(selectorChanged(before, { manifestGlobs: [], blockGlobs: [...blockGlobs] })).toBe(false);
    expect(selectorChanged(before, { manifestGlobs: ['**/manifest.{json,yaml,yml}'], blockGlobs })).toBe(false);
    expect(selectorChanged(before, { manifestGlobs: ['a.yaml'], blockGlobs })).toBe(true);
    expect(selectorChanged(before, { manifestGlobs: [], blockGlobs: blockGlobs.slice(1) })).toBe(true);
  });
});
