import { describe, expect, it } from 'vitest';
import { validateManifestText } from 'manifesto-core';
import { MAX_YAML_ALIASES } from '../../src/source/yaml.js';
import { parseSource } from 'manifesto-core/language';
import { checkJson, checkYaml, lineOf, yaml } from '../helpers.js';

function spanText(text: string, format: 'yaml' | 'json', pointer: string, target: 'key' | 'value' | 'container'): string {
  const doc = parseSource(text, format);
  const span = doc.locate(pointer, target);
  return text.slice(span.start, span.end);
}

describe('pointer → range', () => {
  const yamlText = yaml`
    display_information:
      name: Helper
    features:
      slash_commands:
        - command: /go
          description: Go
    settings:
      interactivity:
        is_enabled: true
  `;
  const jsonText = JSON.stringify(
    {
      display_information: { name: 'Helper' },
      features: { slash_commands: [{ command: '/go', description: 'Go' }] },
      settings: { interactivity: { is_enabled: true } },
    },
    null,
    2,
  );

  it.each([
    ['yaml', yamlText],
    ['json', jsonText],
  ] as const)('%s: a key, a value, an array item, a missing key and a missing deep path', (format, text) => {
    const q = format === 'json' ? '"' : '';
    expect(spanText(text, format, '/display_information/name', 'key')).toBe(`${q}name${q}`);
    expect(spanText(text, format, '/display_information/name', 'value')).toBe(`${format === 'json' ? '"Helper"' : 'Helper'}`);
    expect(spanText(text, format, '/features/slash_commands/0/command', 'value')).toBe(format === 'json' ? '"/go"' : '/go');
    // A missing key marks its parent's key; a missing deep path marks the deepest existing ancestor.
    expect(spanText(text, format, '/settings/interactivity/request_url', 'key')).toBe(`${q}interactivity${q}`);
    expect(spanText(text, format, '/settings/event_subscriptions/request_url', 'key')).toBe(`${q}settings${q}`);
    // A multi-line container is marked by its key, never to the end of the file.
    expect(spanText(text, format, '/features', 'value')).toBe(`${q}features${q}`);
    expect(spanText(text, format, '/features/slash_commands', 'container')).toBe(`${q}slash_commands${q}`);
  });

  it('marks the first line for a problem about the whole document', () => {
    const text = 'display_information:\n  name: x\n';
    expect(spanText(text, 'yaml', '', 'container')).toBe('display_information:');
  });
});

describe('text problems', () => {
  it('reports duplicate keys with the pointer and line of the second key, YAML and JSON', () => {
    const y = 'display_information:\n  name: A\n  name: B\n';
    const j = '{\n  "display_information": {\n    "name": "A",\n    "name": "B"\n  }\n}\n';
    expect(checkYaml(y)).toEqual([{ rule: 'duplicate-key', pointer: '/display_information/name', line: 3 }]);
    expect(checkJson(j)).toEqual([{ rule: 'duplicate-key', pointer: '/display_information/name', line: 4 }]);
  });

  it('reports syntax errors where the mistake is and skips the checks that would add noise', () => {
    const y = 'display_information:\n  name: "unclosed\n';
    const j = '{\n  "display_information": {\n    "name": "x",\n  }\n}\n';
    expect(checkYaml(y)).toEqual([{ rule: 'syntax', pointer: '', line: 2 }]);
    // At the trailing comma (line 3), not at the brace after it.
    expect(checkJson(j)).toEqual([{ rule: 'syntax', pointer: '', line: 3 }]);
  });

  it('bounds YAML aliases (no alias bomb)', () => {
    const levels = ['a: &a ["x","x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 6; i++)
      levels.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10)
          .fill(`*${String.fromCharCode(96 + i)}`)
          .join(',')}]`,
      );
    const text = levels.join('\n') + '\n';
    const result = validateManifestText(text, { format: 'yaml' });
    expect(result.problems.map((p) => p.rule)).toEqual(['yaml-alias-limit']);
    expect(MAX_YAML_ALIASES).toBeGreaterThan(0);
  });

  it('says clearly when the document is not a mapping, in YAML and JSON', () => {
    expect(checkYaml('- a\n- b\n')).toEqual([{ rule: 'not-an-object', pointer: '', line: 1 }]);
    expect(checkJson('[1, 2]\n')).toEqual([{ rule: 'not-an-object', pointer: '', line: 1 }]);
    expect(checkYaml('')).toEqual([{ rule: 'not-an-object', pointer: '', line: 1 }]);
    expect(checkYaml('just a string\n')).toEqual([{ rule: 'not-an-object', pointer: '', line: 1 }]);
  });

  it('keeps `__proto__` as a plain key in JSON', () => {
    const doc = parseSource('{"__proto__": {"polluted": true}}', 'json');
    expect(Object.keys(doc.value as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('finds lines with the helper used across tests', () => {
    expect(lineOf('a\nb\nc\nb', 'b', 2)).toBe(4);
  });
});

describe('line ends', () => {
  const lines = ['display_information:', '  name: An app name that is far too long for its limit', 'features:', '  bot_user:', '    display_name: bot'];
  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR (classic Mac)', '\r'],
  ])('%s: the same problems on the same lines, in YAML and JSON', (_name, end) => {
    const yamlText = lines.join(end) + end;
    expect(checkYaml(yamlText)).toEqual([{ rule: 'max-length', pointer: '/display_information/name', line: 2 }]);
    const jsonText = ['{', '  "display_information": {', '    "name": "An app name that is far too long for its limit"', '  }', '}'].join(end);
    expect(checkJson(jsonText)).toEqual([{ rule: 'max-length', pointer: '/display_information/name', line: 3 }]);
  });
});

describe('null and complex YAML keys', () => {
  const head = 'display_information:\n  name: x\n';
  /** Each problem as rule, pointer and the marked text, with its line and column. */
  const placed = (text: string) =>
    validateManifestText(text, { format: 'yaml' }).problems.map((p) => [p.rule, p.pointer, text.slice(p.span.start, p.span.end), p.range.start]);

  it.each([
    ['~', `${head}~: 1\n`, '~', 0],
    ['null', `${head}null: 1\n`, 'null', 0],
    ['as nothing', `${head}: 1\n`, ':', 0],
    ['? ~', `${head}? ~\n: 1\n`, '~', 2],
  ])('a top-level null key (%s) is the key "" and is marked where it is, not on the first key', (_name, text, marked, column) => {
    expect(placed(text)).toEqual([['unknown-key', '/', marked, { line: 2, character: column }]]);
  });

  it('a null key inside a group is marked where it is', () => {
    expect(placed(`${head}  ~: 2\n`)).toEqual([['unknown-key', '/display_information/', '~', { line: 2, character: 2 }]]);
  });

  it.each([
    ['a flow list', `${head}? [a, b]\n: 1\n`, '/[ a, b ]', '[a, b]'],
    ['a flow mapping', `${head}? {a: 1}\n: 1\n`, '/{ a: 1 }', '{a: 1}'],
    ['a block list', `${head}? - a\n  - b\n: 1\n`, '/[ a, b ]', '- a\n  - b'],
  ])('a complex key (%s) is marked whole, under the name the parsed value gives it', (_name, text, pointer, marked) => {
    expect(placed(text)).toEqual([['unknown-key', pointer, marked, { line: 2, character: 2 }]]);
  });

  it('`~` and `null` keys, and `~` and an empty string, are the same key "": the second is a duplicate', () => {
    for (const [text, second] of [
      [`${head}~: 1\nnull: 2\n`, 'null'],
      [`${head}'': 1\n~: 2\n`, '~'],
    ] as const) {
      const duplicate = validateManifestText(text, { format: 'yaml' }).problems.find((p) => p.rule === 'duplicate-key');
      expect([duplicate?.pointer, text.slice(duplicate?.span.start, duplicate?.span.end), duplicate?.range.start]).toEqual([
        '/',
        second,
        { line: 3, character: 0 },
      ]);
    }
  });

  it('JSON: the empty key "" has the same pointer, marked at its quotes', () => {
    const text = '{\n  "display_information": {"name": "x"},\n  "": 1\n}\n';
    const problems = validateManifestText(text, { format: 'json' }).problems;
    expect(problems.map((p) => [p.rule, p.pointer, text.slice(p.span.start, p.span.end), p.range.start])).toEqual([
      ['unknown-key', '/', '""', { line: 2, character: 2 }],
    ]);
  });
});
