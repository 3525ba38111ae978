/**
 * Hostile input: each case returns one clear problem within a stated bound instead of crashing,
 * hanging or exhausting memory. The bounds are generous guards against blow-ups (a hang, a stack
 * overflow, an exponential expansion), not speed measurements; `pnpm bench` measures speed.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMITS,
  validateBlocks,
  validateManifest,
  LIMIT_CEILINGS,
  resolveLimits,
  validateBlocksText,
  validateManifestText,
  type LocatedProblem,
  type TextOptions,
  type DocumentResult,
} from 'manifesto-core';
import { parseSource } from 'manifesto-core/language';
import { yaml } from '../helpers.js';

interface Bounded {
  result: DocumentResult;
  ms: number;
  heapMb: number;
}

/** Runs one check, timing it and measuring how much the heap grew while it ran. */
function bounded(text: string, options: TextOptions): Bounded {
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const result = validateManifestText(text, options);
  return { result, ms: performance.now() - started, heapMb: (process.memoryUsage().heapUsed - heapBefore) / 1e6 };
}

function only(problems: readonly LocatedProblem[]): LocatedProblem {
  expect(problems.map((p) => p.rule)).toHaveLength(1);
  return problems[0]!;
}

/** 1-based line and column of a problem's start, as the command line prints it. */
function at(problem: LocatedProblem): [number, number] {
  return [problem.range.start.line + 1, problem.range.start.character + 1];
}

describe('the YAML "billion laughs" alias bomb', () => {
  const levels = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
  const bomb = levels
    .map((name, i) =>
      i === 0
        ? `${name}: &${name} ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]`
        : `${name}: &${name} [${Array(9)
            .fill(`*${levels[i - 1]}`)
            .join(',')}]`,
    )
    .join('\n');

  it('stops at the alias limit with one problem at the first alias, within 1 s and 50 MB', () => {
    const { result, ms, heapMb } = bounded(bomb, { format: 'yaml' });
    const problem = only(result.problems);
    expect(problem.rule).toBe('yaml-alias-limit');
    expect(at(problem)).toEqual([2, bomb.split('\n')[1]!.indexOf('*a') + 1]);
    expect(result.document.fatal).toBe(true);
    expect(ms).toBeLessThan(1000);
    expect(heapMb).toBeLessThan(50);
  });

  it('takes its bound from limits.maxAliases', () => {
    const uses = (n: number) => `base: &base {name: x}\nlist: [${Array(n).fill('*base').join(', ')}]\n`;
    expect(validateManifestText(uses(150), { format: 'yaml' }).problems.map((p) => p.rule)).toContain('yaml-alias-limit');
    expect(validateManifestText(uses(150), { format: 'yaml', limits: { maxAliases: 1000 } }).problems.map((p) => p.rule)).not.toContain('yaml-alias-limit');
    expect(validateManifestText(uses(1), { format: 'yaml', limits: { maxAliases: 0 } }).problems.map((p) => p.rule)).toContain('yaml-alias-limit');
  });
});

describe('values that contain themselves', () => {
  // JSON cannot express a cycle; in YAML an alias to its own ancestor does, and library callers can build one.
  const workflow = yaml`
    _metadata:
      major_version: 2
    display_information:
      name: Cycle
    settings:
      function_runtime: remote
    workflows:
      greet:
        title: Greet
        description: Says hello
        steps:
          - id: "0"
            function_id: slack#/functions/send_message
            inputs: &inputs
              message: "{{inputs.who}}"
              again: *inputs
  `;

  it('a YAML alias to its own ancestor is one too-deep problem at the alias, within 1 s', () => {
    const { result, ms } = bounded(workflow, { format: 'yaml' });
    const problem = only(result.problems);
    expect([problem.rule, problem.pointer, problem.data]).toEqual(['too-deep', '/workflows/greet/steps/0/inputs/again', { cycle: true }]);
    expect(workflow.slice(problem.span.start, problem.span.end)).toBe('*inputs');
    expect(ms).toBeLessThan(1000);
  });

  it('a block payload with a recursive alias too', () => {
    const text = 'blocks:\n  - &block\n    type: section\n    text: {type: mrkdwn, text: hi}\n    accessory: *block\n';
    const problems = validateBlocksText(text, { format: 'yaml' }).problems;
    expect(problems.map((p) => [p.rule, p.pointer, p.range.start.line + 1])).toEqual([['too-deep', '/blocks/0/accessory', 5]]);
  });

  it('values built in code: a cycle, runaway depth and heavy sharing, each bounded', () => {
    const manifest: Record<string, unknown> = { display_information: { name: 'x' } };
    manifest['features'] = { shortcuts: [manifest] };
    expect(validateManifest(manifest).problems.map((p) => [p.rule, p.pointer, p.data])).toEqual([['too-deep', '/features/shortcuts/0', { cycle: true }]]);
    expect(validateBlocks([{ type: 'section', fields: [manifest] }]).problems.map((p) => [p.rule, p.pointer])).toEqual([
      ['too-deep', '/0/fields/0/features/shortcuts/0'],
    ]);

    let deep: Record<string, unknown> = {};
    const root = deep;
    for (let i = 0; i < 100; i++) deep = (deep['a'] = {}) as Record<string, unknown>;
    expect(validateManifest({ display_information: root }).problems.map((p) => [p.rule, p.data])).toEqual([['too-deep', { limit: 64, actual: 65 }]]);
    expect(validateManifest({ display_information: root }, { limits: { maxDepth: 200 } }).problems.map((p) => p.rule)).not.toContain('too-deep');

    // 2^40 paths through 40 shared arrays: the checks would walk every path, so it is refused after 1,000,000.
    let shared: unknown = 'leaf';
    for (let i = 0; i < 40; i++) shared = [shared, shared];
    const started = performance.now();
    const problems = validateManifest({ display_information: { name: 'x' }, features: { unfurl_domains: shared } }).problems;
    expect(performance.now() - started).toBeLessThan(2000);
    expect(problems.map((p) => [p.rule, p.data])).toEqual([['too-large', { limit: 1_000_000 }]]);
  });
});

describe('10,000 levels of nesting', () => {
  const deep = {
    'JSON arrays': ['json', '['.repeat(10_000) + ']'.repeat(10_000)],
    'JSON objects': ['json', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)],
    'YAML flow collections': ['yaml', 'a: ' + '['.repeat(10_000) + ']'.repeat(10_000)],
    'YAML block lists on one line': ['yaml', '- '.repeat(10_000) + 'x\n'],
    'YAML flow mappings': ['yaml', 'a: ' + '{a: '.repeat(10_000) + '1' + '}'.repeat(10_000)],
  } as const;

  it.each(Object.entries(deep))('%s: too-deep at the first level past the limit, within 1 s and 50 MB', (_name, [format, text]) => {
    const { result, ms, heapMb } = bounded(text, { format });
    const problem = only(result.problems);
    expect(problem.rule).toBe('too-deep');
    expect(problem.data).toMatchObject({ limit: DEFAULT_LIMITS.maxDepth });
    expect(problem.data?.['actual']).toBeGreaterThan(DEFAULT_LIMITS.maxDepth);
    expect(problem.range.start.line).toBe(0);
    expect(problem.span.end - problem.span.start).toBe(1);
    expect(ms).toBeLessThan(1000);
    expect(heapMb).toBeLessThan(50);
  });

  it('ten thousand indented YAML levels are refused too, as too large or too deep, never a stack overflow', () => {
    // Each level indents one more space, so the text is 50 MB: the size limit refuses it first.
    const text = Array.from({ length: 10_000 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n') + ' v\n';
    const { result, ms } = bounded(text, { format: 'yaml' });
    expect(['too-large', 'too-deep']).toContain(only(result.problems).rule);
    expect(ms).toBeLessThan(2000);
    // With the size limit raised, the depth limit still stops it before the parser recurses.
    const raised = bounded(text, { format: 'yaml', limits: { maxFileSize: 60_000_000 } });
    expect(only(raised.result.problems).rule).toBe('too-deep');
    expect(at(only(raised.result.problems))).toEqual([DEFAULT_LIMITS.maxDepth + 1, DEFAULT_LIMITS.maxDepth + 1]);
  });

  it.each(['json', 'yaml'] as const)('%s: exactly the limit passes, one level more is refused at that level', (format) => {
    const nest = (levels: number) =>
      format === 'json'
        ? '{"display_information":' + '['.repeat(levels - 1) + ']'.repeat(levels - 1) + '}'
        : 'display_information: ' + '['.repeat(levels - 1) + ']'.repeat(levels - 1) + '\n';
    expect(validateManifestText(nest(64), { format }).problems.map((p) => p.rule)).not.toContain('too-deep');
    const over = only(validateManifestText(nest(65), { format }).problems.filter((p) => p.rule === 'too-deep'));
    expect(over.span.start).toBe(nest(65).indexOf('[') + 63);
    expect(validateManifestText(nest(65), { format, limits: { maxDepth: 65 } }).problems.map((p) => p.rule)).not.toContain('too-deep');
  });

  it.each(['json', 'yaml'] as const)('%s: the deepest allowed setting still parses without exhausting the stack', (format) => {
    const levels = LIMIT_CEILINGS.maxDepth;
    const text =
      format === 'json' ? '{"a":'.repeat(levels) + '1' + '}'.repeat(levels) : 'a: ' + '{"a": '.repeat(levels - 1) + '1' + '}'.repeat(levels - 1) + '\n';
    const { result } = bounded(text, { format, limits: { maxDepth: 100_000 } });
    expect(result.problems.map((p) => p.rule)).not.toContain('too-deep');
    expect(result.problems.map((p) => p.rule)).not.toContain('internal');
    expect(result.document.fatal).toBe(false);
  });
});

describe('many mistakes at once', () => {
  it('a line of 10,000 malformed entries gives one syntax problem (the rest on the line are its echoes) and at most 20 duplicate-key problems, within 2 s', () => {
    const text = Array.from({ length: 10_000 }, () => '- k:').join(' ') + ' v\n';
    const { result, ms } = bounded(text, { format: 'yaml' });
    expect(result.problems.filter((p) => p.rule === 'syntax')).toHaveLength(1);
    // Repeated keys inside the garbled line are echoes too.
    expect(result.problems.filter((p) => p.rule === 'duplicate-key').length).toBeLessThanOrEqual(20);
    expect(new Set(result.problems.map((p) => p.rule))).toEqual(new Set(['syntax']));
    expect(result.document.fatal).toBe(true);
    expect(ms).toBeLessThan(2000);
  });

  it.each(['yaml', 'json'] as const)('%s: 10,000 lines each with its own mistake give 20 syntax problems and nothing else, within 2 s', (format) => {
    const lines = Array.from({ length: 10_000 }, (_, i) => (format === 'yaml' ? `k${i}: a: b\nok${i}: 1` : `"k${i}": [1,], "ok${i}": 1,`));
    const text = format === 'yaml' ? lines.join('\n') + '\n' : `{\n${lines.join('\n')}\n"end": 1}\n`;
    const { result, ms } = bounded(text, { format });
    expect(result.problems.map((p) => p.rule)).toEqual(Array(20).fill('syntax'));
    expect(result.document.fatal).toBe(true);
    expect(ms).toBeLessThan(2000);
  });

  // The worst texts under the limits: each used to take from seconds to minutes (quadratic duplicate
  // and unique-item checks, key lookups by scanning, the YAML parser's cost per value).
  const worst = {
    'YAML: 90,000 top-level keys': ['yaml', Array.from({ length: 90_000 }, (_, i) => `k${i}: 1`).join('\n')],
    'YAML: one key repeated 90,000 times': ['yaml', Array.from({ length: 90_000 }, () => 'a: 1').join('\n')],
    'YAML: one domain repeated 99,000 times': ['yaml', `features:\n  unfurl_domains: [${'a,'.repeat(99_000)}a]\n`],
    'JSON: 150,000 top-level keys': ['json', `{${Array.from({ length: 150_000 }, (_, i) => `"k${i}":1`).join(',')}}`],
    'JSON: one domain repeated 490,000 times': ['json', `{"features": {"unfurl_domains": [${'"a",'.repeat(490_000)}"a"]}}`],
    'JSON: one key repeated 330,000 times': ['json', `{${'"a":1,'.repeat(330_000)}"a":1}`],
  } as const;

  it.each(Object.entries(worst))(
    '%s: bounded problems within 15 s',
    (_name, [format, text]) => {
      expect(text.length).toBeLessThanOrEqual(DEFAULT_LIMITS.maxFileSize);
      const { result, ms } = bounded(text, { format });
      const counts = new Map<string, number>();
      for (const problem of result.problems) counts.set(problem.rule, (counts.get(problem.rule) ?? 0) + 1);
      for (const [rule, count] of counts) expect(count, rule).toBeLessThanOrEqual(rule === 'unknown-key' ? 2000 : 20);
      expect(result.problems.map((p) => p.rule)).not.toContain('internal');
      expect(result.problems.map((p) => p.rule)).not.toContain('too-large');
      expect(ms).toBeLessThan(15_000);
    },
    30_000,
  );

  it('a YAML text of more than 100,000 values is refused as too-large before parsing, within 2 s', () => {
    const text = `features:\n  unfurl_domains: [${'a,'.repeat(990_000)}a]\n`;
    const { result, ms } = bounded(text, { format: 'yaml' });
    const problem = only(result.problems);
    expect([problem.rule, problem.data?.['limit']]).toEqual(['too-large', 100_000]);
    expect(problem.data?.['actual']).toBeGreaterThan(990_000);
    expect(ms).toBeLessThan(2000);
  });
});

describe('oversized input', () => {
  it.each(['yaml', 'json'] as const)('%s: a 50 MB single-line string is refused as too-large at 1:1, within 2 s and 300 MB', (format) => {
    const text =
      format === 'json' ? `{"display_information":{"name":"${'x'.repeat(50_000_000)}"}}` : `display_information: {name: "${'x'.repeat(50_000_000)}"}`;
    const { result, ms, heapMb } = bounded(text, { format });
    const problem = only(result.problems);
    expect(problem.rule).toBe('too-large');
    expect(problem.data).toEqual({ limit: DEFAULT_LIMITS.maxFileSize, actual: text.length });
    expect(at(problem)).toEqual([1, 1]);
    expect(ms).toBeLessThan(2000);
    expect(heapMb).toBeLessThan(300);
  });

  it.each(['yaml', 'json'] as const)('%s: a 20 MB manifest is refused as too-large, within 2 s', (format) => {
    const functions: Record<string, unknown> = {};
    for (let i = 0; i < 100_000; i++)
      functions[`fn_${i}`] = {
        title: `Function ${i}`,
        description: 'Looks up a user',
        input_parameters: { properties: {} },
        output_parameters: { properties: {} },
      };
    const manifest = { _metadata: { major_version: 2 }, display_information: { name: 'Big' }, functions };
    const text = format === 'json' ? JSON.stringify(manifest, null, 2) : JSON.stringify(manifest, null, 2).replace(/^(\s*)"([a-z_0-9]+)": /gm, '$1$2: ');
    expect(text.length).toBeGreaterThan(20_000_000);
    const { result, ms } = bounded(text, { format });
    expect(only(result.problems).rule).toBe('too-large');
    expect(ms).toBeLessThan(2000);
  });

  it('counts UTF-8 bytes, not characters, against the limit', () => {
    // 700,000 three-byte characters: 2.1 MB in UTF-8 though only 700,000 UTF-16 units.
    const text = `display_information:\n  name: "${'€'.repeat(700_000)}"\n`;
    const problem = only(validateManifestText(text, { format: 'yaml' }).problems);
    expect(problem.rule).toBe('too-large');
    expect(problem.data?.['actual']).toBe(new TextEncoder().encode(text).length);
    expect(validateManifestText(text, { format: 'yaml', limits: { maxFileSize: 3_000_000 } }).problems.map((p) => p.rule)).toEqual(['max-length']);
  });

  it('the views.publish view string is held to the same depth limit, placed inside the string', () => {
    const view = `{"type":"home","blocks":[${'['.repeat(80)}${']'.repeat(80)}]}`;
    const text = JSON.stringify({ user_id: 'U1', view });
    const problem = only(validateBlocksText(text, { format: 'json' }).problems);
    expect([problem.rule, problem.pointer, problem.data?.['limit']]).toEqual(['too-deep', '/view', 64]);
    // Level 65: the view's `{` and its blocks' `[` are levels 1 and 2, then the run's 63rd bracket.
    const blocksBracket = text.indexOf('[[');
    expect(text.slice(problem.span.start, problem.span.end)).toBe('[');
    expect(problem.span.start).toBe(blocksBracket + 63);
    expect(validateBlocksText(text, { format: 'json', limits: { maxDepth: 100 } }).problems.map((p) => p.rule)).not.toContain('too-deep');
  });

  it('block payloads share the limits', () => {
    const text = JSON.stringify({ blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'x'.repeat(2_100_000) } }] });
    expect(validateBlocksText(text, { format: 'json' }).problems.map((p) => p.rule)).toEqual(['too-large']);
    const deep = `{"blocks":[${'['.repeat(100)}${']'.repeat(100)}]}`;
    expect(validateBlocksText(deep, { format: 'json' }).problems.map((p) => p.rule)).toEqual(['too-deep']);
  });
});

describe('the worst block payloads under the size limit', () => {
  const point = '{"label":"a","value":1},';
  it.each(['json', 'yaml'] as const)(
    '%s: a chart of tens of thousands of points and categories: no crash, at most 100 problems per rule, within 5 s',
    (format) => {
      // JSON flow syntax is YAML too; the YAML text stays under the 100,000-value bound with fewer items.
      const [points, categories] = format === 'json' ? [60_000, 100_000] : [15_000, 20_000];
      const text = `{"type":"data_visualization","title":"t","chart":{"type":"bar","axis_config":{"categories":[${'"a",'.repeat(categories)}"a"]},"series":[{"name":"s","data":[${point.repeat(points)}{"label":"a","value":1}]}]}}`;
      const started = performance.now();
      const problems = validateBlocksText(text, { format }).problems;
      expect(performance.now() - started).toBeLessThan(5000);
      const counts = new Map<string, number>();
      for (const problem of problems) counts.set(problem.rule, (counts.get(problem.rule) ?? 0) + 1);
      expect(Object.fromEntries(counts)).toEqual({ 'max-items': 2, 'chart-category-unique': 100, 'chart-duplicate-point': 100 });
    },
  );

  it('views.publish with 5,000 charts in its view string: every problem placed inside the string, within 5 s', () => {
    const chart = { type: 'data_visualization', title: 't', chart: { type: 'pie', segments: [{ label: 'a', value: -1 }] } };
    const text = JSON.stringify({ user_id: 'U1', view: JSON.stringify({ type: 'home', blocks: Array.from({ length: 5000 }, () => chart) }) });
    const started = performance.now();
    const problems = validateBlocksText(text, { format: 'json' }).problems;
    expect(performance.now() - started).toBeLessThan(5000);
    const negative = problems.filter((p) => p.rule === 'chart-pie-value-positive');
    expect(negative).toHaveLength(5000);
    for (const problem of negative) expect(text.slice(problem.span.start, problem.span.end)).toBe('-1');
  });
});

describe('binary files', () => {
  // The first bytes of a PNG image, then pseudo-random bytes.
  const bytes = new Uint8Array(64 * 1024);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
  for (let i = 12, seed = 7; i < bytes.length; i++) bytes[i] = seed = (seed * 1103515245 + 12345) & 0xff;

  it.each(['yaml', 'json'] as const)('%s: decoded as UTF-8, a binary file is one binary-file problem at its first NUL', (format) => {
    const text = new TextDecoder().decode(bytes);
    const problem = only(validateManifestText(text, { format }).problems);
    expect(problem.rule).toBe('binary-file');
    expect(problem.span.start).toBe(text.indexOf('\u0000'));
    // The PNG signature holds "\r\n" and "\n" before its first NUL.
    expect(at(problem)).toEqual([3, 1]);
  });

  it('a NUL inside an otherwise valid manifest is reported at its line', () => {
    const text = 'display_information:\n  name: ok\u0000\n';
    expect(at(only(validateManifestText(text, { format: 'yaml' }).problems))).toEqual([2, 11]);
    const json = '{\n  "display_information": {"name": "ok\u0000"}\n}';
    expect(only(validateManifestText(json, { format: 'json' }).problems).rule).toBe('binary-file');
  });
});

describe('prototype keys', () => {
  const yamlText = yaml`
    __proto__:
      polluted: yes
    constructor:
      prototype:
        polluted: yes
    prototype:
      polluted: yes
    display_information:
      name: Proto
      __proto__: {polluted: yes}
    functions:
      __proto__:
        title: t
        description: d
        input_parameters: {properties: {__proto__: {type: string}}}
        output_parameters: {properties: {}}
  `;
  // Written by hand: an object literal's `__proto__` sets the prototype, so JSON.stringify would drop it.
  const jsonText = `{
  "__proto__": {"polluted": "yes"},
  "constructor": {"prototype": {"polluted": "yes"}},
  "prototype": {"polluted": "yes"},
  "display_information": {"name": "Proto", "__proto__": {"polluted": "yes"}},
  "functions": {"__proto__": {"title": "t", "description": "d", "input_parameters": {"properties": {"__proto__": {"type": "string"}}}, "output_parameters": {"properties": {}}}}
}`;

  it.each([
    ['yaml', yamlText],
    ['json', jsonText],
  ] as const)('%s: are plain keys, reported as unknown, and pollute nothing', (format, text) => {
    const result = validateManifestText(text, { format });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Object.getPrototypeOf(result.document.value)).toBe(Object.prototype);
    const value = result.document.value as Record<string, unknown>;
    expect(Object.keys(value)).toContain('__proto__');
    const unknown = result.problems.filter((p) => p.rule === 'unknown-key').map((p) => p.pointer);
    expect(unknown).toEqual(expect.arrayContaining(['/__proto__', '/constructor', '/prototype', '/display_information/__proto__']));
    expect(result.problems.map((p) => p.rule)).not.toContain('internal');
  });
});

describe('YAML tags are data, never code', () => {
  const text = yaml`
    display_information:
      name: !!js/function "function () { globalThis.manifestoPwned = true }"
      description: !custom Tagged text
    features:
      bot_user: !<tag:example.com,2026:bot> {display_name: bot}
  `;

  it('reads tagged values as plain strings and maps, warns at each tag and runs nothing', () => {
    const result = validateManifestText(text, { format: 'yaml' });
    expect(result.problems.filter((p) => p.rule === 'yaml-tag').map((p) => [p.severity, p.range.start.line + 1, p.data?.['tag']])).toEqual([
      ['warning', 2, '!!js/function'],
      ['warning', 3, '!custom'],
      ['warning', 5, '!<tag:example.com,2026:bot>'],
    ]);
    expect(result.document.value).toEqual({
      display_information: { name: 'function () { globalThis.manifestoPwned = true }', description: 'Tagged text' },
      features: { bot_user: { display_name: 'bot' } },
    });
    expect((globalThis as Record<string, unknown>)['manifestoPwned']).toBeUndefined();
  });

  it('%YAML 1.1 does not turn values into binary buffers, sets, dates or yes-booleans', () => {
    const old = '%YAML 1.1\n---\na: !!binary aGVsbG8=\nb: !!set {x}\nc: !!timestamp 2001-12-14\nd: yes\ne: 2001-12-14\n';
    const { value } = parseSource(old, 'yaml');
    expect(value).toEqual({ a: 'aGVsbG8=', b: { x: null }, c: '2001-12-14', d: 'yes', e: '2001-12-14' });
  });
});

describe('a YAML stream of several documents', () => {
  const text = yaml`
    display_information:
      name: An app name that is far too long for its limit
    ---
    display_information:
      name: second
  `;

  it('gets one multiple-documents problem at the second `---`, and the first document is still checked', () => {
    const problems = validateManifestText(text, { format: 'yaml' }).problems;
    expect(problems.map((p) => [p.rule, p.range.start.line + 1])).toEqual([
      ['max-length', 2],
      ['multiple-documents', 3],
    ]);
    expect(problems[1]!.data).toEqual({ line: 3 });
  });

  it('a single document with `---` and `...` markers is fine', () => {
    expect(validateManifestText('---\ndisplay_information:\n  name: ok\n...\n', { format: 'yaml' }).problems).toEqual([]);
  });
});

describe('limits configuration', () => {
  it('fills defaults, ignores nonsense values and lowers values above the ceilings', () => {
    expect(resolveLimits()).toEqual(DEFAULT_LIMITS);
    expect(resolveLimits({ maxDepth: Number.NaN, maxFileSize: -1, maxAliases: Infinity })).toEqual(DEFAULT_LIMITS);
    expect(resolveLimits({ maxDepth: 1e9, maxFileSize: 1e12, maxAliases: 2.7 })).toEqual({
      maxDepth: LIMIT_CEILINGS.maxDepth,
      maxFileSize: LIMIT_CEILINGS.maxFileSize,
      maxAliases: 2,
    });
  });
});
