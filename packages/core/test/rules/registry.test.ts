import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from 'manifesto-core';
import { MANIFEST_RULES } from '../../src/manifest/rules/index.js';
import { BLOCK_TYPES } from '../../src/blocks/types/index.js';
import { KINDS } from '../../src/kinds/registry.js';
import { allKitObjects } from '../../src/blocks/kit/registry.js';

const SRC = join(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : name.endsWith('.ts') ? [path] : [];
  });
}

/** Every `defineRule({ id: '…'` in the source tree, with the file that declares it. */
function declaredRules(): { id: string; file: string }[] {
  return sourceFiles(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/defineRule(?:<[^(]*>)?\(\{\s*id: '([^']+)'/g)].map((match) => ({ id: match[1]!, file: relative(SRC, file) })),
  );
}

describe('the rule registry', () => {
  it('holds every rule declared anywhere in the source, once, and nothing else', () => {
    const declared = declaredRules();
    expect(declared.length).toBeGreaterThan(50);
    expect(RULES.map((rule) => rule.id).sort()).toEqual(declared.map((rule) => rule.id).sort());
    expect(new Set(RULES.map((rule) => rule.id)).size).toBe(RULES.length);
  });

  it('gives every rule a kebab-case id, a default severity, a one-line description and a docs link', () => {
    for (const rule of RULES) {
      expect(rule.id).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
      expect(['error', 'warning', 'info']).toContain(rule.defaultSeverity);
      expect(rule.description).not.toMatch(/\n/);
      expect(rule.description.length).toBeGreaterThan(10);
      expect(rule.docs).toBe(`docs/rules.md#${rule.id}`);
    }
  });

  it('registers every cross-field module of manifest/rules/', async () => {
    const files = readdirSync(join(SRC, 'manifest/rules')).filter((name) => !['rule.ts', 'index.ts'].includes(name));
    for (const file of files) {
      const module = (await import(join(SRC, 'manifest/rules', file))) as Record<string, unknown>;
      const exported = Object.values(module).filter((value) => typeof value === 'object' && value !== null && 'check' in value);
      expect(exported, file).toHaveLength(1);
      expect(MANIFEST_RULES, file).toContain(exported[0]);
    }
  });

  it('registers every block type folder of blocks/types/', () => {
    const folders = readdirSync(join(SRC, 'blocks/types')).filter((name) => statSync(join(SRC, 'blocks/types', name)).isDirectory());
    expect(folders.map((folder) => folder.replace(/-/g, '_')).sort()).toEqual([...BLOCK_TYPES.keys()].sort());
  });

  it('registers every Block Kit object exported from blocks/elements/, blocks/objects/ and blocks/rich-text/', async () => {
    const registered = new Set(allKitObjects());
    const isKitObject = (value: unknown): value is { family: string; type: string } =>
      typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string' && 'family' in value && 'schemaFor' in value;
    let count = 0;
    for (const folder of ['blocks/elements', 'blocks/objects', 'blocks/rich-text']) {
      for (const file of sourceFiles(join(SRC, folder))) {
        const module = (await import(file)) as Record<string, unknown>;
        for (const [name, value] of Object.entries(module)) {
          for (const object of (Array.isArray(value) ? value : [value]).filter(isKitObject)) {
            count++;
            expect(registered.has(object as never), `${relative(SRC, file)}: ${name} (${object.family} ${object.type})`).toBe(true);
          }
        }
      }
    }
    // The text objects at least.
    expect(count).toBeGreaterThanOrEqual(2);
  });

  it("lists each kind's rules in the catalogue", () => {
    const ids = new Set(RULES.map((rule) => rule.id));
    for (const kind of KINDS) for (const rule of kind.rules) expect(ids.has(rule.id), `${kind.id}: ${rule.id}`).toBe(true);
  });

  it('makes the bot display name character set advice an info, not a warning (most real names break it)', () => {
    expect(RULES.find((rule) => rule.id === 'bot-display-name-charset')?.defaultSeverity).toBe('info');
  });
});
