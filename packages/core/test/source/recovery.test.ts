/**
 * Syntax recovery: a syntax error no longer hides every other mistake. Each mistake is reported where
 * it is, the value from the parts that parsed is still checked, and the check problems that are echoes
 * of the damage are dropped (`withoutSyntaxEchoes`). YAML and JSON twins for each behaviour.
 */
import { describe, expect, it } from 'vitest';
import { validateManifestText, type LocatedProblem } from 'manifesto-core';
import { parseSource } from 'manifesto-core/language';
import { MAX_PARSER_PROBLEMS } from '../../src/source/limits.js';
import { withoutSyntaxEchoes } from '../../src/source/recovery.js';
import type { SourceDocument } from '../../src/source/document.js';
import { yaml } from '../helpers.js';

type Format = 'yaml' | 'json';

/** Rule, pointer and 0-based start line and character of each problem. */
function located(problems: readonly LocatedProblem[]): [string, string, number, number][] {
  return problems.map((p) => [p.rule, p.pointer, p.range.start.line, p.range.start.character]);
}

/** The public text pipeline (with echo suppression), checking the text as a manifest. */
function check(text: string, format: Format): { problems: LocatedProblem[]; document: SourceDocument } {
  return validateManifestText(text, { format });
}

/** 0-based line and character of the first occurrence of `needle` (plus `shift` characters). */
function at(text: string, needle: string, shift = 0): [number, number] {
  const offset = text.indexOf(needle);
  if (offset < 0) throw new Error(`no ${JSON.stringify(needle)} in the test text`);
  const before = text.slice(0, offset + shift);
  return [before.split('\n').length - 1, before.length - before.lastIndexOf('\n') - 1];
}

const LONG_NAME = 'An app name of exactly forty characters!';

describe('a syntax error no longer hides the other mistakes', () => {
  it('JSON: a trailing comma and a 40-character name give exactly the syntax problem at the comma and max-length', () => {
    expect(LONG_NAME).toHaveLength(40);
    const text = [
      '{',
      '  "display_information": {',
      `    "name": "${LONG_NAME}"`,
      '  },',
      '  "features": {',
      '    "bot_user": { "display_name": "helper" },',
      '  }',
      '}',
      '',
    ].join('\n');
    for (const result of [validateManifestText(text, { format: 'json' }), check(text, 'json')]) {
      expect(result.document.fatal).toBe(false);
      expect(located(result.problems)).toEqual([
        ['max-length', '/display_information/name', ...at(text, LONG_NAME, -1)],
        ['syntax', '', ...at(text, '" },', 3)],
      ]);
      const comma = result.problems.find((p) => p.rule === 'syntax')!;
      expect(text.slice(comma.span.start, comma.span.end)).toBe(',');
    }
  });

  it('YAML: a bad indentation in one group and a too-long name in another are both reported', () => {
    const text = yaml`
      display_information:
        name: ${LONG_NAME}
      features:
        bot_user:
          display_name: helper
         always_online: true
    `;
    const expected = [
      ['max-length', '/display_information/name', ...at(text, LONG_NAME)],
      ['syntax', '', ...at(text, 'always_online')],
    ];
    const result = check(text, 'yaml');
    expect(result.document.fatal).toBe(false);
    expect(located(result.problems)).toEqual(expected);
    // validateManifestText does not drop echoes yet (its entry point does not call withoutSyntaxEchoes), but reports both.
    expect(located(validateManifestText(text, { format: 'yaml' }).problems)).toEqual(expect.arrayContaining(expected));
  });

  it('YAML: an unclosed flow sequence in one group is marked at its `[`, and the name elsewhere is still checked', () => {
    const text = yaml`
      display_information:
        name: ${LONG_NAME}
      oauth_config:
        scopes:
          bot: [chat:write, commands
      settings:
        socket_mode_enabled: true
    `;
    const result = check(text, 'yaml');
    expect(result.document.fatal).toBe(false);
    expect(located(result.problems)).toEqual([
      ['max-length', '/display_information/name', ...at(text, LONG_NAME)],
      ['syntax', '', ...at(text, '[chat:write')],
    ]);
  });

  it('JSON twin: an unclosed `[` in one group is marked at the closer found in its place, and the name before it is still checked', () => {
    const text = [
      '{',
      '  "display_information": {',
      `    "name": "${LONG_NAME}"`,
      '  },',
      '  "oauth_config": {',
      '    "scopes": {',
      '      "bot": [',
      '        "chat:write",',
      '        "commands"',
      '    }',
      '  }',
      '}',
      '',
    ].join('\n');
    const result = check(text, 'json');
    expect(result.document.fatal).toBe(false);
    expect(located(result.problems)).toEqual([
      ['max-length', '/display_information/name', ...at(text, LONG_NAME, -1)],
      ['syntax', '', ...at(text, '    }\n  }\n}', 4)],
    ]);
  });
});

describe('syntax problems are placed where the mistake is', () => {
  it('JSON: a missing comma is marked at the end of the previous value; both members are still read', () => {
    const text = '{\n  "display_information": {\n    "name": "Helper"\n    "description": "Helps"\n  }\n}\n';
    const result = check(text, 'json');
    expect(located(result.problems)).toEqual([['syntax', '', ...at(text, '"Helper"', 7)]]);
    expect(result.document.value).toEqual({ display_information: { name: 'Helper', description: 'Helps' } });
  });

  it('YAML twin: a missing comma in a flow mapping is marked at the value before it', () => {
    const text = 'display_information:\n  name: Helper\nfeatures:\n  bot_user: {display_name: helper always_online: true}\n';
    const result = check(text, 'yaml');
    expect(located(result.problems)).toEqual([['syntax', '', ...at(text, 'helper always')]]);
  });

  it.each([
    ['trailing comma in an object', '{"a": 1,}', ','],
    ['trailing comma in an array', '{"a": [1,]}', ','],
    ['two commas', '{"a": 1,, "b": 2}', ','],
    ['a comma before the first member', '{, "a": 1}', ','],
    ['a missing colon, at the key', '{"a" 1}', '"a"'],
    ['a missing value, at the key and colon', '{"a": }', '"a":'],
    ['an unquoted key', '{a: 1}', 'a'],
    ['single quotes', "{'a': 1}", "'a'"],
    ['a misspelt literal', '{"a": tru}', 'tru'],
    ['a leading zero', '{"a": 01}', '01'],
    ['an unterminated number', '{"a": 1.}', '1.'],
    ['an invalid escape, at the escape', '{"a": "x\\qy"}', '\\q'],
    ['an invalid unicode escape, at the escape', '{"a": "\\u12x"}', '\\u12'],
    ['a tab inside a string, at the tab', '{"a": "x\ty"}', '\t'],
    ['a comment', '{"a": 1 // note\n}', '// note'],
    ['an unterminated string, from the opening quote', '{"a": "abc\n}', '"abc'],
    ['a closer of the other kind', '{"a": [1, 2}', '}'],
    ['a second top-level value', '{"a": 1}\n{"b": 2}', '{'],
    ['an unclosed object at the end of the file, at its `{`', '{"a": {"b": 1}', '{'],
  ])('JSON: %s', (_name, text, marked) => {
    const document = parseSource(text, 'json');
    expect(document.problems.map((p) => p.rule)).toEqual(['syntax']);
    const [problem] = document.problems;
    expect(text.slice(problem!.span.start, problem!.span.end)).toBe(marked);
    expect(document.fatal).toBe(false);
  });

  it('JSON: a file that ends inside two objects is one problem, at the innermost `{` never closed', () => {
    const text = '{\n  "display_information": {\n    "name": "Helper"\n';
    expect(located(parseSource(text, 'json').problems)).toEqual([['syntax', '', 1, 25]]);
  });

  it('JSON: in indented JSON, a missing `}` is marked at the first member indented less than its neighbours', () => {
    const text = [
      '{',
      '  "display_information": {',
      '    "name": "Helper"',
      '  ,',
      '  "features": {',
      '    "bot_user": { "display_name": "helper" }',
      '  }',
      '}',
      '',
    ].join('\n');
    const result = check(text, 'json');
    expect(located(result.problems)).toEqual([['syntax', '', ...at(text, '"features"')]]);
  });

  it('YAML: an unclosed quote is marked at its opening quote, not at the end of the file', () => {
    const text = 'display_information:\n  name: "Helper\nfeatures:\n  bot_user:\n    display_name: helper\n';
    expect(located(parseSource(text, 'yaml').problems)).toEqual([['syntax', '', ...at(text, '"Helper')]]);
  });
});

describe('several independent syntax errors', () => {
  it('JSON: each is reported at its place', () => {
    const text = [
      '{',
      '  "display_information": {',
      '    "name": "Helper",',
      '  },',
      '  "features": {',
      '    "bot_user": { "display_name": "helper" }',
      '    "app_home": { "home_tab_enabled": true }',
      '  },',
      '  "settings": { "socket_mode_enabled": tru }',
      '}',
      '',
    ].join('\n');
    const result = check(text, 'json');
    expect(result.document.fatal).toBe(false);
    expect(located(result.problems)).toEqual([
      ['syntax', '', ...at(text, '"Helper",', 8)],
      ['syntax', '', ...at(text, '"helper" }', 9)],
      ['syntax', '', ...at(text, 'tru ')],
    ]);
  });

  it('YAML: each is reported at its place', () => {
    const text = yaml`
      display_information:
        name: Helper
        description: Helps
      features:
        bot_user:
          display_name: helper
         always_online: true
      oauth_config:
        scopes:
          bot: [chat:write, commands
      settings:
        socket_mode_enabled: true
        interactivity: {is_enabled: true request_url: https://example.com}
    `;
    const result = check(text, 'yaml');
    expect(result.document.fatal).toBe(false);
    expect(located(result.problems)).toEqual([
      ['syntax', '', ...at(text, 'always_online')],
      ['syntax', '', ...at(text, '[chat:write')],
      ['syntax', '', ...at(text, 'true request_url')],
    ]);
  });

  it.each(['json', 'yaml'] as const)('%s: past the cap the rest is not reported and nothing is checked', (format) => {
    // 25 independent mistakes, each on a line of its own between good lines.
    const entries = Array.from({ length: 25 }, (_, i) => (format === 'json' ? `  "k${i}": [1,],\n  "ok${i}": 1,` : `k${i}: [1, 2\nok${i}: 1\n`));
    const text = format === 'json' ? `{\n${entries.join('\n')}\n  "end": 1\n}\n` : entries.join('');
    const result = check(text, format);
    expect(result.problems.map((p) => p.rule)).toEqual(Array(MAX_PARSER_PROBLEMS).fill('syntax'));
    expect(new Set(result.problems.map((p) => p.range.start.line)).size).toBe(MAX_PARSER_PROBLEMS);
    expect(result.document.fatal).toBe(true);
  });

  it('JSON: the echoes of one mistake are one problem (an unquoted key, a same-offset pair)', () => {
    expect(parseSource('{a: 1, "b": 2}', 'json').problems).toHaveLength(1);
    expect(parseSource('{"a": 1,}', 'json').problems).toHaveLength(1);
    expect(parseSource('{"a": [1, 2', 'json').problems).toHaveLength(1);
  });
});

describe('an unterminated string gives one syntax problem and no schema noise', () => {
  it('JSON: the string ends at its line; nothing else is reported', () => {
    const text = '{\n  "display_information": {\n    "name": "Helper,\n    "description": "Helps"\n  }\n}\n';
    const result = check(text, 'json');
    expect(located(result.problems)).toEqual([['syntax', '', ...at(text, '"Helper')]]);
  });

  it('JSON: a stray quote that puts a bracket into a string stops there; what follows is not checked', () => {
    const text = [
      '{',
      '  "display_information": {',
      `    "name": "${LONG_NAME}"`,
      '  },',
      '  "features": {',
      '    ""bot_user": {',
      '      "display_name": "helper"',
      '    }',
      '  }',
      '}',
      '',
    ].join('\n');
    const result = check(text, 'json');
    expect(result.document.fatal).toBe(false);
    expect(located(result.problems)).toEqual([
      ['max-length', '/display_information/name', ...at(text, LONG_NAME, -1)],
      ['syntax', '', ...at(text, '""bot_user')],
    ]);
  });

  it('YAML: the string swallows the rest of the file; nothing else is reported', () => {
    const text = yaml`
      display_information:
        name: "Helper
      features:
        bot_user:
          display_name: helper
      oauth_config:
        scopes:
          bot: [chat:write]
    `;
    const result = check(text, 'yaml');
    expect(result.document.fatal).toBe(false);
    expect(located(result.problems)).toEqual([['syntax', '', ...at(text, '"Helper')]]);
  });
});

describe('a text that is not YAML or JSON at all', () => {
  const readme = [
    '# Manifesto',
    '',
    'An offline checker of app manifests. It reads YAML and JSON: with located problems.',
    '',
    '## Install',
    '',
    '- run `pnpm install`',
    '- then `pnpm build`',
    '',
    '```bash',
    'pnpm manifesto check manifest.yml',
    '```',
    '',
    'See the docs for more.',
    '',
  ].join('\n');

  it.each(['yaml', 'json'] as const)('%s: a README in prose gives syntax problems only, and is not checked', (format) => {
    const result = check(readme, format);
    expect(result.problems.length).toBeGreaterThan(0);
    expect(new Set(result.problems.map((p) => p.rule))).toEqual(new Set(['syntax']));
    expect(result.document.fatal).toBe(true);
    expect(new Set(validateManifestText(readme, { format }).problems.map((p) => p.rule))).toEqual(new Set(['syntax']));
  });

  it('YAML: prose whose first paragraph reads as a scalar is fatal too', () => {
    const text = '# Title\n\nSome prose here.\n\n## Usage\n\nRun it: like this.\n';
    const result = check(text, 'yaml');
    expect(result.problems.map((p) => p.rule)).toEqual(['syntax']);
    expect(result.document.fatal).toBe(true);
  });

  it('YAML: a tab used for indentation at the top level is one syntax problem at the tab', () => {
    const text = 'display_information:\n\tname: Helper\nfeatures:\n  bot_user:\n    display_name: helper\n';
    const result = check(text, 'yaml');
    expect(located(result.problems)).toEqual([['syntax', '', 1, 0]]);
    expect(result.document.fatal).toBe(true);
  });
});

describe('withoutSyntaxEchoes', () => {
  const problem = (document: SourceDocument, rule: string, pointer: string, target: 'key' | 'value' = 'value'): LocatedProblem =>
    document.place({ rule, severity: 'error', message: rule, pointer, target });

  it.each(['json', 'yaml'] as const)('%s: drops what overlaps the damage and absences in a damaged container, keeps the rest', (format) => {
    const text =
      format === 'json'
        ? '{\n  "display_information": {\n    "name": "x",\n    "long_description" "y"\n  },\n  "features": {\n    "bot_user": { "display_name": "b" }\n  }\n}\n'
        : 'display_information:\n  name: x\n   long_description: y\nfeatures:\n  bot_user:\n    display_name: b\n';
    const document = parseSource(text, format);
    expect(document.problems.map((p) => p.rule)).toEqual(['syntax']);
    const syntax = document.problems[0]!;
    const overlapping = { ...problem(document, 'type', '/display_information/name'), span: { ...syntax.span }, range: syntax.range };
    const kept = [
      problem(document, 'max-length', '/features/bot_user/display_name'),
      problem(document, 'required', '/features/bot_user/always_online', 'key'),
      problem(document, 'unknown-key', '/features/bot_user', 'key'),
    ];
    const dropped = [
      overlapping,
      problem(document, 'required', '/display_information/description', 'key'),
      problem(document, 'min-properties', '/display_information'),
    ];
    expect(withoutSyntaxEchoes([...kept, ...dropped], document)).toEqual(kept);
  });

  it('JSON: a mistake the parser recovers from exactly (a trailing or missing comma) drops nothing around it', () => {
    const document = parseSource('{\n  "display_information": {\n    "name": "x",\n  },\n  "features": {}\n}\n', 'json');
    expect(document.problems.map((p) => [p.rule, p.data])).toEqual([['syntax', { exact: true }]]);
    const problems = [
      problem(document, 'required', '/display_information/description', 'key'),
      problem(document, 'max-length', '/display_information/name'),
      problem(document, 'min-properties', '/display_information'),
    ];
    expect(withoutSyntaxEchoes(problems, document)).toEqual(problems);
  });

  it('keeps every problem of a document without syntax errors, and a pointer that runs into a string', () => {
    const clean = parseSource('{"view": "{\\"type\\": \\"home\\"}"}', 'json');
    const problems = [problem(clean, 'required', '/view/blocks', 'key'), problem(clean, 'type', '/view')];
    expect(withoutSyntaxEchoes(problems, clean)).toEqual(problems);
    const damaged = parseSource('{"view": "{\\"type\\": \\"home\\"}", "x": [1,]}', 'json');
    expect(withoutSyntaxEchoes([problem(damaged, 'required', '/view/blocks', 'key')], damaged)).toHaveLength(1);
  });

  it('never throws: a document that fails to answer leaves the problems as they are', () => {
    const document = parseSource('{\n  "a": 1,\n}', 'json');
    const broken: SourceDocument = {
      ...document,
      problems: document.problems,
      find: () => {
        throw new Error('no');
      },
    };
    const problems = [problem(document, 'required', '/b', 'key')];
    expect(withoutSyntaxEchoes(problems, broken)).toEqual(problems);
  });
});

describe('the values recovered from broken texts', () => {
  it.each([
    ['json', '{"display_information": {"name": "Helper",}, "features": {"bot_user": {"display_name": "helper"}}}'],
    ['yaml', 'display_information:\n  name: Helper\nfeatures:\n  bot_user: {display_name: helper\n'],
  ] as const)('%s: hold every key that parsed', (format, text) => {
    const document = parseSource(text, format);
    expect(document.fatal).toBe(false);
    expect(document.value).toEqual({ display_information: { name: 'Helper' }, features: { bot_user: { display_name: 'helper' } } });
  });

  it('a byte order mark moves the syntax problem and its damage with the text', () => {
    const text = '\uFEFF{"a": 1,}';
    const document = parseSource(text, 'json');
    expect(document.fatal).toBe(false);
    expect(text.slice(document.problems[0]!.span.start, document.problems[0]!.span.end)).toBe(',');
  });
});
