import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, test } from 'vitest';
import { isBlocksFileName, looksLikeBlocks } from '../../src/blocks/detect.js';
import { parseSource } from 'manifesto-core/language';
import { REAL_CORPUS } from '../corpus-path.js';

const root = join(import.meta.dirname, '../../../..');

describe('looksLikeBlocks', () => {
  test('recognises every container form', () => {
    expect(looksLikeBlocks({ type: 'data_visualization', title: 'x', chart: {} })).toBe(true);
    expect(looksLikeBlocks({ type: 'section' })).toBe(true);
    expect(looksLikeBlocks([{ type: 'divider' }, { type: 'section' }])).toBe(true);
    expect(looksLikeBlocks({ text: 'x', blocks: [] })).toBe(true);
    expect(looksLikeBlocks({ type: 'home', blocks: [] })).toBe(true);
    expect(looksLikeBlocks({ user_id: 'U1', view: '{"type":"home","blocks":[]}' })).toBe(true);
    expect(looksLikeBlocks({ user_id: 'U1', view: { type: 'home', blocks: [] } })).toBe(true);
  });

  test('recognises modal and Home tab views, also before they have blocks, and messages of attachments', () => {
    expect(looksLikeBlocks({ type: 'modal', title: { type: 'plain_text', text: 'Form' }, blocks: [] })).toBe(true);
    expect(looksLikeBlocks({ type: 'modal', title: { type: 'plain_text', text: 'Form' } })).toBe(true);
    expect(looksLikeBlocks({ type: 'home', callback_id: 'home' })).toBe(true);
    expect(looksLikeBlocks({ user_id: 'U1', view: { type: 'home', callback_id: 'home' } })).toBe(true);
    expect(looksLikeBlocks({ text: 'x', attachments: [{ color: 'good', fallback: 'x' }] })).toBe(true);
  });

  test('a type alone, a view type alone or attachments of unknown shape claim nothing', () => {
    for (const value of [
      { type: 'module' },
      { type: 'modal' },
      { type: 'home' },
      { attachments: [{ name: 'a.pdf' }] },
      { type: 'x', attachments: [{ color: 'good' }] },
    ]) {
      expect(looksLikeBlocks(value), JSON.stringify(value)).toBe(false);
    }
  });

  test('rejects manifests and other data', () => {
    expect(looksLikeBlocks({ display_information: { name: 'x' } })).toBe(false);
    expect(looksLikeBlocks({ _metadata: { major_version: 2 }, type: 'x' })).toBe(false);
    expect(looksLikeBlocks({ features: {}, blocks: [] })).toBe(false);
    for (const value of [[], [1, 2], [{ name: 'x' }], 'text', 12, null, undefined, { name: 'x' }, { view: 'not json' }]) {
      expect(looksLikeBlocks(value), JSON.stringify(value)).toBe(false);
    }
  });

  test('no real manifest in the corpus looks like blocks; every block example does', () => {
    const real = REAL_CORPUS;
    const manifests = readdirSync(real).filter((name) => /\.(json|ya?ml)$/.test(name));
    expect(manifests.length).toBeGreaterThan(50);
    for (const name of manifests) {
      const text = readFileSync(join(real, name), 'utf8');
      const document = parseSource(text, name.endsWith('.json') ? 'json' : 'yaml');
      expect(looksLikeBlocks(document.value), name).toBe(false);
    }
    const examples = join(root, 'examples/blocks');
    for (const name of readdirSync(examples).filter((n) => /\.(json|ya?ml)$/.test(n))) {
      const document = parseSource(readFileSync(join(examples, name), 'utf8'), name.endsWith('.json') ? 'json' : 'yaml');
      expect(looksLikeBlocks(document.value), name).toBe(true);
    }
  });
});

test('isBlocksFileName follows the naming convention', () => {
  for (const name of ['a.blocks.json', 'dir/x.block.json', 'home.view.json', 'HOME.VIEW.JSON', 'chart.blocks.yaml', 'chart.block.yml']) {
    expect(isBlocksFileName(name), name).toBe(true);
  }
  for (const name of ['manifest.json', 'blocks.json', 'manifest.yaml', 'view.json', 'x.views.json']) expect(isBlocksFileName(name), name).toBe(false);
});

describe('names of other tools', () => {
  it('never claims the configuration file or package.json by name or content', async () => {
    const { kindFromName, kindFromContent } = await import('manifesto-core');
    expect(kindFromName('project/.manifestorc.json')).toBeUndefined();
    expect(kindFromName('project/package.json')).toBeUndefined();
    expect(kindFromContent({ type: 'module' }, 'x.json')).toBeUndefined();
    expect(kindFromName('project/app-manifest.yml')).toBe('manifest');
    expect(kindFromName('ui/home.view.yaml')).toBe('blocks');
    expect(kindFromName('ui/other.json', { blocks: ['ui/*.json'] })).toBe('blocks');
  });
});
