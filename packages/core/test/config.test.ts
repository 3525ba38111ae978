import { describe, expect, it } from 'vitest';
import { DEFAULT_BLOCK_GLOBS, findConfig, readConfig, validateManifestText } from '@manifesto/core';

describe('configuration', () => {
  it('reads rules, globs and limits', () => {
    const { config, errors } = readConfig({ rules: { 'max-length': 'warn' }, manifests: ['apps/*.yaml'], blocks: ['ui/*.json'], limits: { maxDepth: 10, maxFileSize: 0 } });
    expect(errors).toEqual([]);
    expect(config).toEqual({ rules: { 'max-length': 'warning' }, manifests: ['apps/*.yaml'], blocks: [...DEFAULT_BLOCK_GLOBS, 'ui/*.json'], limits: { maxDepth: 10, maxFileSize: 0 } });
  });

  it('reports each bad limit and keeps the good ones', () => {
    const { config, errors } = readConfig({ limits: { maxDepth: 257, maxAliases: -1, maxFileSize: 1.5, depth: 3 } });
    expect(config.limits).toEqual({});
    expect(errors).toHaveLength(4);
    expect(readConfig({ limits: [1] }).errors).toHaveLength(1);
  });

  it('a refusal rule cannot be turned off, only made a warning', () => {
    const { config, errors } = readConfig({ rules: { 'too-large': 'off', 'too-deep': 'warning' } });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/"too-large"/);
    expect(config.rules).toEqual({ 'too-deep': 'warning' });
    const text = '['.repeat(100) + ']'.repeat(100);
    expect(validateManifestText(text, { format: 'json', rules: { 'too-deep': 'off' } }).problems.map((p) => [p.rule, p.severity])).toEqual([['too-deep', 'error']]);
    expect(validateManifestText(text, { format: 'json', rules: { 'too-deep': 'warning' } }).problems.map((p) => [p.rule, p.severity])).toEqual([['too-deep', 'warning']]);
  });

  it('keys named __proto__, constructor and prototype are reported and pollute nothing', () => {
    const text = '{"__proto__": {"polluted": true}, "rules": {"__proto__": "off", "constructor": "off"}, "limits": {"__proto__": {"polluted": true}, "prototype": 1}}';
    const result = findConfig('/project', (path) => (path === '/project/.manifestorc.json' ? text : undefined));
    expect(result.path).toBe('/project/.manifestorc.json');
    expect(result.errors.filter((error) => /__proto__|constructor|prototype/.test(error))).toHaveLength(5);
    expect(Object.getPrototypeOf(result.config.rules)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(result.config.limits)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
