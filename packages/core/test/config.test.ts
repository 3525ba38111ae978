import { describe, expect, it } from 'vitest';
import { checkDocument, DEFAULT_BLOCK_GLOBS, findConfig, kindFromName, readConfig, validateManifestText } from 'manifesto-core';
import { normalizeSeverity, SEVERITY_NAMES } from '../src/config.js';

describe('configuration', () => {
  it('reads rules, globs and limits', () => {
    const { config, errors } = readConfig({
      rules: { 'max-length': 'warn' },
      manifests: ['apps/*.yaml'],
      blocks: ['ui/*.json'],
      limits: { maxDepth: 10, maxFileSize: 0 },
    });
    expect(errors).toEqual([]);
    expect(config).toEqual({
      rules: { 'max-length': 'warning' },
      manifests: ['apps/*.yaml'],
      blocks: [...DEFAULT_BLOCK_GLOBS, 'ui/*.json'],
      audits: [],
      methods: [],
      limits: { maxDepth: 10, maxFileSize: 0 },
      apps: {},
    });
  });

  it('reads a methods glob, and the file it claims is checked as method arguments', () => {
    const { config, errors } = readConfig({ methods: ['args/*.json'] });
    expect(errors).toEqual([]);
    expect(config.methods).toEqual(['args/*.json']);
    expect(kindFromName('/p/args/x.json', config)).toBe('methods');
    expect(kindFromName('args/x.json', { methods: ['args/*.json'] })).toBe('methods');
    const result = checkDocument('/p/args/x.json', '{"channel": 1}', { globs: config, method: 'chat.postMessage' });
    expect(result.kind).toBe('methods');
    expect(result.problems.map((p) => [p.rule, p.pointer])).toContainEqual(['type', '/channel']);
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
    expect(validateManifestText(text, { format: 'json', rules: { 'too-deep': 'off' } }).problems.map((p) => [p.rule, p.severity])).toEqual([
      ['too-deep', 'error'],
    ]);
    expect(validateManifestText(text, { format: 'json', rules: { 'too-deep': 'warning' } }).problems.map((p) => [p.rule, p.severity])).toEqual([
      ['too-deep', 'warning'],
    ]);
  });

  it('keys named __proto__, constructor and prototype are reported and pollute nothing', () => {
    const text =
      '{"__proto__": {"polluted": true}, "rules": {"__proto__": "off", "constructor": "off"}, "limits": {"__proto__": {"polluted": true}, "prototype": 1}}';
    const result = findConfig('/project', (path) => (path === '/project/.manifestorc.json' ? text : undefined));
    expect(result.path).toBe('/project/.manifestorc.json');
    expect(result.errors.filter((error) => /__proto__|constructor|prototype/.test(error))).toHaveLength(5);
    expect(Object.getPrototypeOf(result.config.rules)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(result.config.limits)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('suggests the rule id, key and severity that were probably meant', () => {
    const { config, errors } = readConfig(
      {
        rule: {},
        rules: { 'max-lenght': 'off', 'unknown-key': 'erorr', required: 'warnings', 'no-such-rule': 'off', 'too-deep': 'loud' },
        limits: { maxDepht: 3 },
      },
      '/p/.manifestorc.json',
    );
    expect(errors).toEqual([
      '/p/.manifestorc.json: unknown key "rule"; did you mean "rules"?',
      '/p/.manifestorc.json: unknown rule "max-lenght" in "rules"; did you mean "max-length"?',
      '/p/.manifestorc.json: rule "unknown-key" has severity "erorr"; did you mean "error"?',
      '/p/.manifestorc.json: rule "required" has severity "warnings"; did you mean "warning"?',
      '/p/.manifestorc.json: unknown rule "no-such-rule" in "rules".',
      '/p/.manifestorc.json: rule "too-deep" has severity "loud"; expected "error", "warning", "info" or "off".',
      '/p/.manifestorc.json: unknown key "maxDepht" in "limits"; did you mean "maxDepth"?',
    ]);
    expect(config.rules).toEqual({});
    expect(config.limits).toEqual({});
  });

  it('reads apps as globs of code files mapped to manifest paths, and reports anything else', () => {
    const { config, errors } = readConfig(JSON.parse('{"apps": {"services/bot/**": "manifests/bot.yaml", "__proto__": "x.json"}}'), '/p/.manifestorc.json');
    expect(errors).toEqual([]);
    expect(Object.entries(config.apps)).toEqual([
      ['services/bot/**', 'manifests/bot.yaml'],
      ['__proto__', 'x.json'],
    ]);
    expect(Object.getPrototypeOf(config.apps)).toBe(Object.prototype);
    expect(readConfig({}).config.apps).toEqual({});
    expect(readConfig({ apps: ['x'] }).errors).toHaveLength(1);
    expect(readConfig({ apps: { 'src/**': 3, '': 'm.json', 'lib/**': ' ' } }).errors).toHaveLength(3);
    expect(readConfig({ app: {} }).errors).toEqual(['.manifestorc.json: unknown key "app"; did you mean "apps"?']);
  });

  it('keeps the old sentences when nothing is close', () => {
    expect(readConfig({ colours: true }).errors).toEqual([
      '.manifestorc.json: unknown key "colours"; expected "rules", "blocks", "audits", "methods", "manifests", "limits" or "apps".',
    ]);
    expect(readConfig({ rules: { 'max-length': 2 } }).errors).toEqual([
      '.manifestorc.json: rule "max-length" has severity 2; expected "error", "warning", "info" or "off".',
    ]);
    expect(readConfig({ limits: { depth: 3 } }).errors).toEqual([
      '.manifestorc.json: unknown key "depth" in "limits"; expected "maxFileSize", "maxDepth", "maxAliases".',
    ]);
  });

  it('normalizes severities in one place: "warn" is "warning", anything else unknown is undefined', () => {
    for (const name of SEVERITY_NAMES) expect(normalizeSeverity(name)).toBe(name);
    expect(normalizeSeverity('warn')).toBe('warning');
    for (const other of ['erorr', 'Warn', 'ERROR', '', 2, null, undefined, {}]) expect(normalizeSeverity(other)).toBeUndefined();
    expect(readConfig({ rules: { 'max-length': 'warn', required: 'info', 'unknown-key': 'off' } }).config.rules).toEqual({
      'max-length': 'warning',
      required: 'info',
      'unknown-key': 'off',
    });
  });
});

describe('did you mean', () => {
  it('counts a swap of two letters as one edit and does not guess on short words', async () => {
    const { didYouMean } = await import('manifesto-core');
    expect(didYouMean('erorr', ['error', 'warning', 'info', 'off'])).toBe('error');
    expect(didYouMean('fromat', ['--format', 'format', 'kind'])).toBe('format');
    expect(didYouMean('nope', ['type', 'name', 'rules'])).toBeUndefined();
    expect(didYouMean('reaction_add', ['reaction_added', 'reaction_removed'])).toBe('reaction_added');
  });
});
