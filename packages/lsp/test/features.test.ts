import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { validateManifestText } from 'manifesto-core';
import { DEFAULT_SERVICE_SETTINGS, getLanguageService } from 'manifesto-lsp';
import type { MarkupContent } from 'vscode-languageserver';
import { cursor, documentOf, lineOf, PLANTED_YAML, pointersOf, yaml } from './helpers.js';

const service = getLanguageService();

const PLANTED_JSON = JSON.stringify(
  {
    display_information: { name: 'An app name that is far too long for the limit', descripton: 'hi' },
    features: { bot_user: { display_name: 'app' }, shortcuts: [{ name: 'Open', type: 'banana', callback_id: 'open', description: 'Opens it' }] },
    oauth_config: { scopes: { bot: ['commands'], bot_optional: ['chat:write'] } },
  },
  null,
  2,
);

describe('diagnostics', () => {
  for (const [format, text, name] of [
    ['yaml', PLANTED_YAML, 'manifest.yaml'],
    ['json', PLANTED_JSON, 'manifest.json'],
  ] as const) {
    test(`${format}: every core problem, at the core's range, with source, code and data`, () => {
      const diagnostics = service.diagnostics(documentOf(text, name));
      const problems = validateManifestText(text, { format }).problems;
      expect(diagnostics.map((d) => [d.code, d.range])).toEqual(problems.map((p) => [p.rule, p.range]));
      expect(pointersOf(diagnostics, text, name)).toEqual(problems.map((p) => p.pointer));
      expect(diagnostics.map((d) => [d.code, d.range.start.line + 1])).toEqual([
        ['max-length', lineOf(text, 'An app name')],
        ['unknown-key', lineOf(text, 'descripton')],
        ['enum', lineOf(text, 'banana')],
        ['optional-scope-not-requested', lineOf(text, format === 'yaml' ? '- chat:write' : '"chat:write"')],
      ]);
      expect(new Set(diagnostics.map((d) => d.source))).toEqual(new Set(['manifesto']));
      // The rule's own data is nested, so that none of its fields can shadow the pointer or the target.
      expect(diagnostics[1]!.data).toMatchObject({
        pointer: '/display_information/descripton',
        target: 'key',
        data: { key: 'descripton', suggestion: 'description' },
      });
    });
  }

  test('rule severities from settings, including off', () => {
    const configured = getLanguageService(() => ({ ...DEFAULT_SERVICE_SETTINGS, rules: { 'max-length': 'warning', 'unknown-key': 'off' } }));
    const diagnostics = configured.diagnostics(documentOf(PLANTED_YAML, 'manifest.yaml'));
    expect(diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['max-length', 2],
      ['enum', 1],
      ['optional-scope-not-requested', 1],
    ]);
  });

  test.each([
    ['manifest.yaml', 'display_information:\n  name: x\nfeatures:\n  app_home:\n    home_tab_enabled: true\n', 5],
    ['manifest.json', '{\n  "display_information": {"name": "x"},\n  "features": {\n    "app_home": {"home_tab_enabled": true}\n  }\n}', 4],
  ])('%s: limits from settings refuse a document with one diagnostic, and completion and hover stay quiet', (name, text, line) => {
    const limited = getLanguageService(() => ({ ...DEFAULT_SERVICE_SETTINGS, limits: { maxDepth: 2 } }));
    const document = documentOf(text, name);
    expect(limited.diagnostics(document).map((d) => [d.code, d.range.start.line + 1])).toEqual([['too-deep', line]]);
    expect(limited.hover(document, { line: 1, character: 4 })).toBeNull();
    expect(limited.documentSymbols(document)).toEqual([]);
    const end = document.positionAt(text.lastIndexOf('true'));
    expect(limited.completion(document, end).items).toEqual([]);
    expect(service.diagnostics(document)).toEqual([]);
    expect(service.completion(document, end).items.map((item) => item.label)).toEqual(expect.arrayContaining(['true', 'false']));
  });

  test('block files get chart diagnostics at the core ranges, by glob and by content', () => {
    const chart = {
      type: 'data_visualization',
      title: 'Revenue',
      chart: {
        type: 'bar',
        axis_config: { categories: ['Q1', 'Q2'] },
        series: [
          {
            name: 'EU',
            data: [
              { label: 'Q1', value: 1 },
              { label: 'Q3', value: 2 },
            ],
          },
        ],
      },
    };
    const text = JSON.stringify({ blocks: [chart] }, null, 2);
    for (const name of ['ui/revenue.blocks.json', 'ui/message.json']) {
      const diagnostics = service.diagnostics(documentOf(text, name));
      expect(diagnostics.map((d, i) => [d.code, pointersOf(diagnostics, text, name)[i], d.range.start.line + 1])).toEqual([
        ['chart-missing-point', '/blocks/0/chart/series/0/data', lineOf(text, '"data"')],
        ['chart-label-category', '/blocks/0/chart/series/0/data/1/label', lineOf(text, '"Q3"')],
      ]);
    }
  });

  test('a syntax error is a diagnostic; a file that is neither kind gets none', () => {
    const broken = service.diagnostics(documentOf('display_information:\n  name: [unclosed\n', 'manifest.yaml'));
    expect(broken.map((d) => d.code)).toContain('syntax');
    expect(service.diagnostics(documentOf('name: x\n', 'docker-compose.yaml'))).toEqual([]);
  });

  test('kinds: manifest by name, glob or content; blocks by glob or content', () => {
    const withGlobs = getLanguageService(() => ({ ...DEFAULT_SERVICE_SETTINGS, globs: { manifests: ['apps/*/app.yaml'] } }));
    expect(withGlobs.kind(documentOf('a: 1\n', 'manifest.yml'))).toBe('manifest');
    expect(withGlobs.kind(documentOf('a: 1\n', 'apps/one/app.yaml'))).toBe('manifest');
    expect(withGlobs.kind(documentOf('a: 1\n', 'other/app.yaml'))).toBeUndefined();
    expect(withGlobs.kind(documentOf('display_information:\n  name: x\n', 'app.yaml'))).toBe('manifest');
    expect(withGlobs.kind(documentOf('[]', 'home.view.json'))).toBe('blocks');
    expect(withGlobs.kind(documentOf('{"blocks": [{"type": "divider"}]}', 'payload.json'))).toBe('blocks');
  });
});

describe('prototype keys', () => {
  test.each([
    [
      'manifest.yaml',
      'display_information:\n  name: x\n__proto__:\n  polluted: yes\nconstructor:\n  prototype:\n    polluted: yes\nfeatures:\n  __proto__: {polluted: yes}\n',
    ],
    [
      'manifest.json',
      '{"display_information": {"name": "x"}, "__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}, "features": {"__proto__": {"polluted": "yes"}}}',
    ],
  ])('%s: every feature treats them as keys and pollutes nothing', (name, text) => {
    const document = documentOf(text, name);
    const diagnostics = service.diagnostics(document);
    expect(pointersOf(diagnostics, text, name).filter((_, i) => diagnostics[i]!.code === 'unknown-key')).toEqual(
      expect.arrayContaining(['/__proto__', '/constructor', '/features/__proto__']),
    );
    service.codeActions(document, diagnostics);
    service.documentSymbols(document);
    for (let offset = 0; offset <= text.length; offset += 7) {
      service.completion(document, document.positionAt(offset));
      service.hover(document, document.positionAt(offset));
      service.definition(document, document.positionAt(offset));
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

describe('hover on block payloads', () => {
  test('a chart title: its meaning, its limit and its length, from the same schema facts as manifests', () => {
    const { text, offset } = cursor('type: data_visualization\nti|tle: Revenue\nchart:\n  type: pie\n');
    const document = documentOf(text, 'revenue.blocks.yaml');
    const value = (service.hover(document, document.positionAt(offset))?.contents as MarkupContent).value;
    expect(value).toContain('**`title`** (string)');
    expect(value).toContain('7 / 50 characters.');
  });

  test('a wrong chart type: the allowed values', () => {
    const text = '{"blocks": [{"type": "data_visualization", "title": "Revenue", "chart": {"type": "donut"}}]}';
    const document = documentOf(text, 'message.json');
    const value = (service.hover(document, document.positionAt(text.indexOf('"donut"') + 1))?.contents as MarkupContent).value;
    expect(value).toContain('`pie`, `bar`, `area`, `line`');
  });
});

describe('hover', () => {
  const text = 'display_information:\n  name: My app\nfeatures:\n  shortcuts:\n    - name: Open\n      type: global\n';
  const hoverAt = (marked: string, format: 'markdown' | 'plaintext' = 'markdown') => {
    const { text: plain, offset } = cursor(marked);
    const document = documentOf(plain, 'manifest.yaml');
    return service.hover(document, document.positionAt(offset), format);
  };

  test('the limit and the current length of a string, as markdown', () => {
    const result = hoverAt(text.replace('name: My app', 'na|me: My app'));
    const contents = result?.contents as MarkupContent;
    expect(contents.kind).toBe('markdown');
    expect(contents.value).toContain('6 / 35 characters');
    expect(contents.value).toContain('**`display_information.name`**');
    expect(result?.range).toEqual({ start: { line: 1, character: 2 }, end: { line: 1, character: 6 } });
  });

  test('the count of a list, as plain text', () => {
    const contents = hoverAt(text.replace('  shortcuts:', '  short|cuts:'), 'plaintext')?.contents as MarkupContent;
    expect(contents.kind).toBe('plaintext');
    expect(contents.value).toContain('1 / 10 items');
    expect(contents.value).not.toContain('`');
  });

  test.each([
    ['yaml', 'manifest.yaml', 'display_information:\n  na|me: "Café 🚀 ok"\n'],
    ['json', 'manifest.json', '{"display_information": {"na|me": "Café 🚀 ok"}}'],
  ])('%s: lengths count code points, and show UTF-16 units too when an emoji makes them differ', (_format, name, marked) => {
    const { text: plain, offset } = cursor(marked);
    const document = documentOf(plain, name);
    const value = (service.hover(document, document.positionAt(offset))?.contents as MarkupContent).value;
    expect(value).toContain('9 / 35 characters (10 UTF-16 units).');
    const ascii = documentOf(plain.replace(' 🚀', ' ab'), name);
    expect((service.hover(ascii, ascii.positionAt(offset))?.contents as MarkupContent).value).toContain('10 / 35 characters.');
  });

  test('allowed values on an enum, and nothing outside the document', () => {
    expect((hoverAt(text.replace('type: global', 'type: glo|bal'))?.contents as MarkupContent).value).toContain('`message`, `global`');
    const json = documentOf('{"display_information": {"name": "x"}}', 'manifest.json');
    expect((service.hover(json, { line: 0, character: 28 })?.contents as MarkupContent).value).toContain('1 / 35 characters');
  });
});

const WORKFLOWS = yaml`
  display_information:
    name: App
  functions:
    lookup:
      title: Look up
      description: d
      input_parameters: {}
      output_parameters: {}
  workflows:
    greet:
      title: Greet
      description: d
      input_parameters:
        channel:
          type: slack#/types/channel_id
      steps:
        - id: first
          function_id: "#/functions/lookup"
        - id: second
          function_id: slack#/functions/send_message
          inputs:
            text: "{{steps.first.user_id}} in {{inputs.channel}}"
`;

describe('navigation', () => {
  const document = documentOf(WORKFLOWS, 'manifest.yaml');
  const at = (needle: string, shift: number) => document.positionAt(WORKFLOWS.indexOf(needle) + shift);

  test('function_id goes to the function', () => {
    const location = service.definition(document, at('#/functions/lookup', 3));
    expect(location?.range.start).toEqual(document.positionAt(WORKFLOWS.indexOf('lookup:')));
  });

  test('{{steps.<id>...}} goes to the step id, {{inputs.<name>}} to the input', () => {
    expect(service.definition(document, at('{{steps.first', 9))?.range.start).toEqual(document.positionAt(WORKFLOWS.indexOf('first')));
    expect(service.definition(document, at('{{inputs.channel', 10))?.range.start).toEqual(document.positionAt(WORKFLOWS.indexOf('channel:')));
    expect(service.definition(document, at('slack#/functions', 3))).toBeNull();
  });

  test('document symbols: groups, functions, workflows and their steps', () => {
    const symbols = service.documentSymbols(document);
    expect(symbols.map((s) => s.name)).toEqual(['display_information', 'functions', 'workflows']);
    expect(symbols[1]!.children?.map((s) => s.name)).toEqual(['lookup']);
    const greet = symbols[2]!.children?.[0];
    expect(greet?.name).toBe('greet');
    expect(greet?.children?.map((s) => [s.name, s.range.start.line + 1])).toEqual([
      ['first', WORKFLOWS.split('\n').findIndex((l) => l.includes('- id: first')) + 1],
      ['second', WORKFLOWS.split('\n').findIndex((l) => l.includes('- id: second')) + 1],
    ]);
  });
});

describe('robustness', () => {
  const fragments = [
    'display_information:',
    '  name: x',
    '- ',
    '{',
    '}',
    '[',
    ']',
    '"',
    ':',
    '\n',
    '  ',
    'features:',
    '    shortcuts:',
    '{{',
    '#/functions/',
    'steps',
    ',',
    '\t',
    '*a',
    '&a ',
  ];
  const texts = fc.array(fc.oneof(fc.constantFrom(...fragments), fc.string({ maxLength: 6 })), { maxLength: 30 }).map((parts) => parts.join(''));

  for (const name of ['manifest.yaml', 'manifest.json', 'sales.blocks.json']) {
    test(`${name}: no feature throws on any text at any position`, () => {
      fc.assert(
        fc.property(texts, fc.nat(), (text, at) => {
          const document = documentOf(text, name);
          const position = document.positionAt(text.length === 0 ? 0 : at % (text.length + 1));
          const diagnostics = service.diagnostics(document);
          service.completion(document, position);
          service.hover(document, position);
          service.definition(document, position);
          service.documentSymbols(document);
          service.codeActions(document, diagnostics);
        }),
        { numRuns: 300 },
      );
    });
  }
});
