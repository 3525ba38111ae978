import { describe, expect, test } from 'vitest';
import { getLanguageService } from 'manifesto-lsp';
import { parseSource } from 'manifesto-core/language';
import { applyEdits, documentOf, quickFixes, rulesOf, yaml } from './helpers.js';

const service = getLanguageService();

/** The quick fixes offered for one rule's diagnostics, applied one at a time to the whole text. */
const fixes = (text: string, name: string, rule: string) => quickFixes(text, name, rule).map((fix) => fix.text);

describe('add a missing required key', () => {
  test('YAML: inside its group, with a value that validates', () => {
    const [fixed] = fixes('display_information:\n  description: A helper\n', 'manifest.yaml', 'required');
    expect(fixed).toBe('display_information:\n  description: A helper\n  name: TODO\n');
    expect(rulesOf(fixed!, 'yaml')).toEqual([]);
  });

  test('JSON: inside its group', () => {
    const text = '{\n  "display_information": {\n    "description": "A helper"\n  }\n}\n';
    const [fixed] = fixes(text, 'manifest.json', 'required');
    expect(fixed).toBe('{\n  "display_information": {\n    "description": "A helper",\n    "name": "TODO"\n  }\n}\n');
    expect(rulesOf(fixed!, 'json')).toEqual([]);
  });

  test('YAML: a missing group comes with its own required keys', () => {
    const [fixed] = fixes('features:\n  bot_user:\n    display_name: helper\n', 'manifest.yaml', 'required');
    expect(fixed).toBe('features:\n  bot_user:\n    display_name: helper\ndisplay_information:\n  name: TODO\n');
    expect(rulesOf(fixed!, 'yaml')).toEqual([]);
  });

  test('JSON: a missing group comes with its own required keys', () => {
    const [fixed] = fixes('{\n  "features": {}\n}', 'manifest.json', 'required');
    expect(fixed).toBe('{\n  "features": {},\n  "display_information": {\n    "name": "TODO"\n  }\n}');
    expect(rulesOf(fixed!, 'json')).toEqual([]);
  });
});

describe('add an optional scope to its required list', () => {
  const base = yaml`
    display_information:
      name: App
    oauth_config:
      scopes:
        bot:
          - commands
        bot_optional:
          - chat:write
  `;

  test('YAML: appended to the block list', () => {
    const [fixed] = fixes(base, 'manifest.yaml', 'optional-scope-not-requested');
    expect(fixed).toBe(base.replace('      - commands\n', '      - commands\n      - chat:write\n'));
    // Bot scopes without a bot user remain: a real finding the fix does not touch.
    expect(rulesOf(fixed!, 'yaml')).toEqual(['bot-user-missing']);
  });

  test('YAML: the required list is created when missing', () => {
    const text =
      'features:\n  bot_user:\n    display_name: app\ndisplay_information:\n  name: App\noauth_config:\n  scopes:\n    bot_optional:\n      - chat:write\n';
    const [fixed] = fixes(text, 'manifest.yaml', 'optional-scope-not-requested');
    expect(fixed).toBe(`${text}    bot:\n      - chat:write\n`);
    expect(rulesOf(fixed!, 'yaml')).toEqual([]);
  });

  test('YAML: not offered when the new list would need a bot user the manifest lacks', () => {
    // A bot list without `features.bot_user` is an error of its own: the fix would trade one error for another.
    const text = 'display_information:\n  name: App\noauth_config:\n  scopes:\n    bot_optional:\n      - chat:write\n';
    expect(fixes(text, 'manifest.yaml', 'optional-scope-not-requested')).toEqual([]);
  });

  test('JSON: appended to the list', () => {
    const text = '{\n  "display_information": {"name": "App"},\n  "oauth_config": {"scopes": {"bot": ["commands"], "bot_optional": ["chat:write"]}}\n}';
    const [fixed] = fixes(text, 'manifest.json', 'optional-scope-not-requested');
    expect(fixed).toBe(text.replace('["commands"]', '["commands", "chat:write"]'));
    expect(rulesOf(fixed!, 'json')).toEqual(['bot-user-missing']);
  });
});

describe('set _metadata.major_version: 2', () => {
  const body = yaml`
    display_information:
      name: App
    settings:
      org_deploy_enabled: true
      function_runtime: slack
    functions:
      lookup:
        title: Look up
        description: Finds a user
        input_parameters:
          properties:
            email:
              type: string
          required: [email]
        output_parameters:
          properties: {}
  `;

  test('YAML: _metadata is created at the top', () => {
    const [fixed] = fixes(body, 'manifest.yaml', 'parameters-version-form');
    expect(fixed).toBe(`_metadata:\n  major_version: 2\n${body}`);
    expect(rulesOf(fixed!, 'yaml')).toEqual([]);
  });

  test('YAML: an existing major_version is replaced', () => {
    const text = `_metadata:\n  major_version: 1\n${body}`;
    const [fixed] = fixes(text, 'manifest.yaml', 'parameters-version-form');
    expect(fixed).toBe(`_metadata:\n  major_version: 2\n${body}`);
  });

  test('JSON: _metadata is created first', () => {
    const value = {
      display_information: { name: 'App' },
      settings: { org_deploy_enabled: true, function_runtime: 'slack' },
      functions: {
        lookup: {
          title: 'Look up',
          description: 'd',
          input_parameters: { properties: { email: { type: 'string' } }, required: ['email'] },
          output_parameters: { properties: {} },
        },
      },
    };
    const text = JSON.stringify(value, null, 2);
    const [fixed] = fixes(text, 'manifest.json', 'parameters-version-form');
    expect(fixed).toBe(
      JSON.stringify({ _metadata: { major_version: 2 }, ...value }, null, 2).replace('{\n    "major_version": 2\n  }', '{\n    "major_version": 2\n  }'),
    );
    expect(rulesOf(fixed!, 'json')).toEqual([]);
  });
});

describe('unknown keys', () => {
  test('YAML: rename to the suggested key', () => {
    const [fixed] = fixes('display_information:\n  name: App\n  descripton: A helper\n', 'manifest.yaml', 'unknown-key');
    expect(fixed).toBe('display_information:\n  name: App\n  description: A helper\n');
    expect(rulesOf(fixed!, 'yaml')).toEqual([]);
  });

  test('JSON: rename to the suggested key', () => {
    const [fixed] = fixes('{"display_information": {"name": "App", "descripton": "A helper"}}', 'manifest.json', 'unknown-key');
    expect(fixed).toBe('{"display_information": {"name": "App", "description": "A helper"}}');
  });

  const misplaced = yaml`
    display_information:
      name: App
    features:
      bot_user:
        display_name: helper
    settings:
      socket_mode_enabled: true
      shortcuts:
        - name: Open
          type: global
          callback_id: open
          description: Opens it
      org_deploy_enabled: false
  `;

  test('YAML: move a misplaced group under the group it belongs to', () => {
    const [fixed] = fixes(misplaced, 'manifest.yaml', 'unknown-key');
    expect(fixed).toBe(yaml`
      display_information:
        name: App
      features:
        bot_user:
          display_name: helper
        shortcuts:
          - name: Open
            type: global
            callback_id: open
            description: Opens it
      settings:
        socket_mode_enabled: true
        org_deploy_enabled: false
    `);
    // Shortcuts now where they belong: the catalogue asks for the `commands` scope, a real finding.
    expect(rulesOf(fixed!, 'yaml')).toEqual(['shortcuts-scope-missing']);
  });

  test('YAML: the target group is created when missing, and the emptied group goes', () => {
    const text =
      'display_information:\n  name: App\nsettings:\n  shortcuts:\n    - name: Open\n      type: global\n      callback_id: open\n      description: Opens it\n';
    const [fixed] = fixes(text, 'manifest.yaml', 'unknown-key');
    expect(fixed).toBe(
      'display_information:\n  name: App\nfeatures:\n  shortcuts:\n    - name: Open\n      type: global\n      callback_id: open\n      description: Opens it\n',
    );
    // Shortcuts now where they belong: the catalogue asks for the `commands` scope, a real finding.
    expect(rulesOf(fixed!, 'yaml')).toEqual(['shortcuts-scope-missing']);
  });

  test('JSON: the emptied group goes with its only member', () => {
    const value = {
      display_information: { name: 'App' },
      features: { bot_user: { display_name: 'helper' } },
      settings: { shortcuts: [{ name: 'Open', type: 'global', callback_id: 'open', description: 'Opens it' }] },
    };
    const [fixed] = fixes(JSON.stringify(value, null, 2), 'manifest.json', 'unknown-key');
    expect(fixed).toBe(
      JSON.stringify({ display_information: value.display_information, features: { ...value.features, shortcuts: value.settings.shortcuts } }, null, 2),
    );
    expect(rulesOf(fixed!, 'json')).toEqual(['shortcuts-scope-missing']);
  });

  test('JSON: move a misplaced group', () => {
    const value = {
      display_information: { name: 'App' },
      features: { bot_user: { display_name: 'helper' } },
      settings: { socket_mode_enabled: true, shortcuts: [{ name: 'Open', type: 'global', callback_id: 'open', description: 'Opens it' }] },
    };
    const [fixed] = fixes(JSON.stringify(value, null, 2), 'manifest.json', 'unknown-key');
    const { shortcuts, ...settings } = value.settings;
    expect(fixed).toBe(JSON.stringify({ ...value, features: { ...value.features, shortcuts }, settings }, null, 2));
    expect(rulesOf(fixed!, 'json')).toEqual(['shortcuts-scope-missing']);
  });
});

describe('a move next to the key before it', () => {
  // The last key of an object moves to a new group that goes right after the key before it: the insert
  // touches the removal, so the two must be one edit (LSP edits may not overlap).
  test('JSON: the removal and the new group are one edit', () => {
    const text =
      '{\n  "display_information": {"name": "App"},\n  "features": {\n    "bot_user": {"display_name": "app"},\n    "home_tab_enabled": true\n  }\n}\n';
    const document = documentOf(text, 'manifest.json');
    const diagnostics = service.diagnostics(document).filter((d) => d.code === 'unknown-key');
    const [action] = service.codeActions(document, diagnostics);
    const edits = action?.edit?.changes?.[document.uri] ?? [];
    expect(edits).toHaveLength(1);
    expect(applyEdits(text, edits)).toBe(
      '{\n  "display_information": {"name": "App"},\n  "features": {\n    "bot_user": {"display_name": "app"},\n    "app_home": {\n      "home_tab_enabled": true\n    }\n  }\n}\n',
    );
    expect(rulesOf(applyEdits(text, edits), 'json')).toEqual([]);
  });

  test('YAML: the same move', () => {
    const text = 'display_information:\n  name: App\nfeatures:\n  bot_user:\n    display_name: app\n  home_tab_enabled: true\n';
    const [fixed] = fixes(text, 'manifest.yaml', 'unknown-key');
    expect(fixed).toBe('display_information:\n  name: App\nfeatures:\n  bot_user:\n    display_name: app\n  app_home:\n    home_tab_enabled: true\n');
    expect(rulesOf(fixed!, 'yaml')).toEqual([]);
  });
});

describe('a move of the last line of a CRLF text', () => {
  // The last key has no line break after it, so the one before it goes with it: both characters of a CRLF.
  test('YAML: the removal takes the whole CRLF before the last line, and the group goes after the list before it', () => {
    const text = 'display_information:\r\n  name: App\r\noauth_config:\r\n  scopes:\r\n    bot:\r\n      - chat:write\r\n  token_rotation_enabled: false';
    const document = documentOf(text, 'manifest.yaml');
    const diagnostics = service.diagnostics(document).filter((d) => d.code === 'unknown-key');
    const move = service.codeActions(document, diagnostics).find((action) => action.title.startsWith('Move'));
    const edits = move?.edit?.changes?.[document.uri] ?? [];
    const lines = text.split('\r\n');
    for (const { range } of edits) expect(range.start.character).toBeLessThanOrEqual(lines[range.start.line]!.length);
    const fixed = applyEdits(text, edits);
    expect(fixed).toBe(
      'display_information:\r\n  name: App\r\noauth_config:\r\n  scopes:\r\n    bot:\r\n      - chat:write\r\nsettings:\r\n  token_rotation_enabled: false',
    );
    expect(rulesOf(fixed, 'yaml')).not.toContain('unknown-key');
  });
});

describe('keys named by cross-field rules', () => {
  const functions = 'functions:\n  lookup:\n    title: Look up\n    description: d\n    input_parameters: {}\n    output_parameters: {}\n';

  test('YAML: one fix per allowed function_runtime, and org_deploy_enabled set to true', () => {
    const text = `display_information:\n  name: App\nsettings:\n  org_deploy_enabled: false\n${functions}`;
    const runtimes = fixes(text, 'manifest.yaml', 'function-runtime-missing');
    expect(runtimes).toEqual([
      text.replace('org_deploy_enabled: false\n', 'org_deploy_enabled: false\n  function_runtime: remote\n'),
      text.replace('org_deploy_enabled: false\n', 'org_deploy_enabled: false\n  function_runtime: slack\n'),
    ]);
    const [deploy] = fixes(text, 'manifest.yaml', 'functions-org-deploy-false');
    expect(deploy).toBe(text.replace('org_deploy_enabled: false', 'org_deploy_enabled: true'));
  });

  test('JSON: org_deploy_enabled set to true', () => {
    const text =
      '{"display_information": {"name": "App"}, "settings": {"org_deploy_enabled": false, "function_runtime": "slack"}, "functions": {"f": {"title": "t", "description": "d", "input_parameters": {}, "output_parameters": {}}}}';
    const [deploy] = fixes(text, 'manifest.json', 'functions-org-deploy-false');
    expect(deploy).toBe(text.replace('"org_deploy_enabled": false', '"org_deploy_enabled": true'));
    expect(rulesOf(deploy!, 'json')).toEqual([]);
  });
});

function parseYamlValue(text: string): unknown {
  return parseSource(text, 'yaml').value;
}

describe('block payloads: the fixes their rules declare', () => {
  const signups = yaml`
    type: data_visualization
    title: Signups
    chart:
      type: bar
      series:
        - name: Web
          data:
            - { label: Jan, value: 10 }
            - { label: Fbe, value: 12 }
      axis_config:
        categories: [Jan, Feb]
  `;

  test('YAML: a point label that is not a category changes to the one meant', () => {
    const [fixed] = fixes(signups, 'signups.blocks.yaml', 'chart-label-category');
    expect(fixed).toBe(signups.replace('label: Fbe', 'label: Feb'));
    expect(service.diagnostics(documentOf(fixed!, 'signups.blocks.yaml')).map((d) => d.code)).toEqual([]);
  });

  test('JSON: the same fix in a message payload', () => {
    const text = JSON.stringify({ blocks: [parseYamlValue(signups)] }, null, 2);
    const [fixed] = fixes(text, 'signups.blocks.json', 'chart-label-category');
    expect(fixed).toBe(text.replace('"label": "Fbe"', '"label": "Feb"'));
    expect(service.diagnostics(documentOf(fixed!, 'signups.blocks.json'))).toEqual([]);
  });
});

describe('diagnostics older than the text', () => {
  const text = 'display_information:\n  name: App\n  descripton: A helper\n';
  const document = documentOf(text, 'manifest.yaml');
  const diagnostic = (code: string, data: Record<string, unknown>) => ({
    range: { start: { line: 2, character: 2 }, end: { line: 2, character: 12 } },
    message: 'older',
    source: 'manifesto',
    code,
    data,
  });
  const titles = (...diagnostics: ReturnType<typeof diagnostic>[]) => service.codeActions(document, diagnostics).map((action) => action.title);

  test("the rule's own data cannot shadow the problem's pointer", () => {
    const actions = service.codeActions(document, [
      diagnostic('unknown-key', {
        pointer: '/display_information/descripton',
        target: 'key',
        data: { key: 'descripton', suggestion: 'description', pointer: '/elsewhere', target: 'value' },
      }),
    ]);
    expect(actions.map((action) => applyEdits(text, action.edit!.changes![document.uri]!))).toEqual([text.replace('descripton', 'description')]);
  });

  test('a key that is gone is not renamed, and a rename onto an existing key is not offered', () => {
    expect(
      titles(diagnostic('unknown-key', { pointer: '/display_information/gone', target: 'key', data: { key: 'gone', suggestion: 'description' } })),
    ).toEqual([]);
    expect(
      titles(diagnostic('unknown-key', { pointer: '/display_information/descripton', target: 'key', data: { key: 'descripton', suggestion: 'name' } })),
    ).toEqual([]);
  });

  test('a value in a list item that is gone is not conjured up as keys', () => {
    expect(
      titles(diagnostic('enum', { pointer: '/features/shortcuts/0/type', target: 'value', data: { allowed: ['message', 'global'], suggestion: 'global' } })),
    ).toEqual([]);
  });

  test('a required key that is there by now is not added twice', () => {
    expect(
      titles(diagnostic('required', { pointer: '/display_information/name', target: 'key', data: { key: 'name', parent: '/display_information' } })),
    ).toEqual([]);
  });

  test('a text with a syntax error gets no quick fix, whatever value was recovered from it', () => {
    for (const [broken, name] of [
      ['{"display_information": {"name": "App", "descripton": "A helper"}}}', 'manifest.json'],
      ['display_information:\n  name: App\n  descripton: A helper\n  bad: [unclosed\n', 'manifest.yaml'],
    ] as const) {
      const damaged = documentOf(broken, name);
      expect(service.diagnostics(damaged).map((d) => d.code)).toContain('syntax');
      const rename = diagnostic('unknown-key', {
        pointer: '/display_information/descripton',
        target: 'key',
        data: { key: 'descripton', suggestion: 'description' },
      });
      expect(service.codeActions(damaged, [rename])).toEqual([]);
    }
  });

  test('diagnostics of other tools, and ours without a pointer, are left alone', () => {
    expect(
      service.codeActions(document, [
        {
          ...diagnostic('unknown-key', { pointer: '/display_information/descripton', target: 'key', data: { key: 'descripton', suggestion: 'description' } }),
          source: 'other',
        },
      ]),
    ).toEqual([]);
    expect(titles(diagnostic('unknown-key', { key: 'descripton', suggestion: 'description' }))).toEqual([]);
  });
});

describe('a file that starts with a byte order mark', () => {
  const BOM = '\uFEFF';

  test('YAML: a new top-level group lines up with the others', () => {
    const [fixed] = fixes(`${BOM}features:\n  bot_user:\n    display_name: helper\n`, 'manifest.yaml', 'required');
    expect(fixed).toBe(`${BOM}features:\n  bot_user:\n    display_name: helper\ndisplay_information:\n  name: TODO\n`);
    expect(rulesOf(fixed!, 'yaml')).toEqual([]);
  });

  test('YAML: a key put first goes after the mark', () => {
    const text = `${BOM}display_information:\n  name: App\nsettings:\n  org_deploy_enabled: true\n  function_runtime: slack\nfunctions:\n  lookup:\n    title: Look up\n    description: Finds a user\n    input_parameters:\n      properties: {}\n    output_parameters:\n      properties: {}\n`;
    const [fixed] = fixes(text, 'manifest.yaml', 'parameters-version-form');
    expect(fixed).toBe(`${BOM}_metadata:\n  major_version: 2\n${text.slice(1)}`);
    expect(rulesOf(fixed!, 'yaml')).toEqual([]);
  });

  test('JSON: a new group takes the indentation of the others', () => {
    const text = `${BOM}{\n  "features": {}\n}\n`;
    const [fixed] = fixes(text, 'manifest.json', 'required');
    expect(fixed).toBe(`${BOM}{\n  "features": {},\n  "display_information": {\n    "name": "TODO"\n  }\n}\n`);
    expect(rulesOf(fixed!, 'json')).toEqual([]);
  });
});

describe('a fix is offered only when it leaves no new error', () => {
  const titlesFor = (text: string, name: string, rule: string) => {
    const document = documentOf(text, name);
    const diagnostics = service.diagnostics(document).filter((d) => d.code === rule);
    expect(diagnostics.length, `no ${rule} diagnostic`).toBeGreaterThan(0);
    return service.codeActions(document, diagnostics).map((action) => action.title);
  };
  const blockCodes = (text: string, name: string) => service.diagnostics(documentOf(text, name)).map((d) => d.code);

  describe('a pie segment’s missing value is a positive number, not 0', () => {
    test('YAML', () => {
      const text = 'type: data_visualization\ntitle: Share\nchart:\n  type: pie\n  segments:\n    - label: Web\n      value: 3\n    - label: Mobile\n';
      const [fixed] = fixes(text, 'share.blocks.yaml', 'required');
      expect(fixed).toBe(`${text}      value: 1\n`);
      expect(blockCodes(fixed!, 'share.blocks.yaml')).toEqual([]);
    });

    test('JSON', () => {
      const chart = (last: Record<string, unknown>) =>
        JSON.stringify({ type: 'data_visualization', title: 'Share', chart: { type: 'pie', segments: [{ label: 'Web', value: 3 }, last] } }, null, 2);
      const [fixed] = fixes(chart({ label: 'Mobile' }), 'share.blocks.json', 'required');
      expect(fixed).toBe(chart({ label: 'Mobile', value: 1 }));
      expect(blockCodes(fixed!, 'share.blocks.json')).toEqual([]);
    });
  });

  describe('a data point’s missing label is a category without a point, not "TODO"', () => {
    test('YAML', () => {
      const text = yaml`
        type: data_visualization
        title: Signups
        chart:
          type: bar
          series:
            - name: Web
              data:
                - label: Jan
                  value: 10
                - value: 12
          axis_config:
            categories: [Jan, Feb]
      `;
      const [fixed] = fixes(text, 'signups.blocks.yaml', 'required');
      expect(fixed).toBe(text.replace('        - value: 12\n', '        - value: 12\n          label: Feb\n'));
      expect(blockCodes(fixed!, 'signups.blocks.yaml')).toEqual([]);
    });

    test('JSON', () => {
      const chart = (last: Record<string, unknown>) =>
        JSON.stringify(
          {
            type: 'data_visualization',
            title: 'Signups',
            chart: { type: 'bar', series: [{ name: 'Web', data: [{ label: 'Jan', value: 10 }, last] }], axis_config: { categories: ['Jan', 'Feb'] } },
          },
          null,
          2,
        );
      const [fixed] = fixes(chart({ value: 12 }), 'signups.blocks.json', 'required');
      expect(fixed).toBe(chart({ value: 12, label: 'Feb' }));
      expect(blockCodes(fixed!, 'signups.blocks.json')).toEqual([]);
    });
  });

  test.each([
    ['YAML', 'blocks:\n  - type: actions\n', 'm.blocks.yaml'],
    ['JSON', '{"blocks": [{"type": "actions"}]}', 'm.blocks.json'],
  ])('%s: no empty list where at least one item is required (an actions block’s elements)', (_format, text, name) => {
    expect(titlesFor(text, name, 'required')).toEqual([]);
  });

  test.each([
    ['YAML', 'blocks:\n  - type: input\n    label: {type: plain_text, text: Name}\n', 'm.blocks.yaml'],
    ['JSON', '{"blocks": [{"type": "input", "label": {"type": "plain_text", "text": "Name"}}]}', 'm.blocks.json'],
  ])('%s: no empty string where an element object is required', (_format, text, name) => {
    expect(titlesFor(text, name, 'required')).toEqual([]);
  });

  test.each([
    ['YAML', 'display_information:\n  name: App\n  descripton: 42\n', 'manifest.yaml'],
    ['JSON', '{"display_information": {"name": "App", "descripton": 42}}', 'manifest.json'],
  ])('%s: no rename onto a key whose schema the value breaks', (_format, text, name) => {
    expect(titlesFor(text, name, 'unknown-key')).toEqual([]);
  });

  test.each([
    ['YAML', 'blocks:\n  - type: sectoin\n', 'm.blocks.yaml'],
    ['JSON', '{"blocks": [{"type": "sectoin"}]}', 'm.blocks.json'],
  ])('%s: no "Change to `section`" that leaves the block without text', (_format, text, name) => {
    expect(titlesFor(text, name, 'unknown-type')).toEqual([]);
  });
});

describe('YAML flow mappings keep their quoting', () => {
  test('a rename of a double-quoted key stays double-quoted, so the key still ends at its colon', () => {
    const text = 'display_information: {"name":"App","descripton":"A helper"}\n';
    const [fixed] = fixes(text, 'manifest.yaml', 'unknown-key');
    expect(fixed).toBe('display_information: {"name":"App","description":"A helper"}\n');
    expect(rulesOf(fixed!, 'yaml')).toEqual([]);
  });

  test('a rename of a single-quoted key stays single-quoted', () => {
    const text = "display_information: {'name': App, 'descripton': A helper}\n";
    const [fixed] = fixes(text, 'manifest.yaml', 'unknown-key');
    expect(fixed).toBe("display_information: {'name': App, 'description': A helper}\n");
    expect(rulesOf(fixed!, 'yaml')).toEqual([]);
  });
});

describe('a file with CRLF line ends', () => {
  test('YAML: the added lines end in CRLF too', () => {
    const [fixed] = fixes('features:\r\n  bot_user:\r\n    display_name: helper\r\n', 'manifest.yaml', 'required');
    expect(fixed).toBe('features:\r\n  bot_user:\r\n    display_name: helper\r\ndisplay_information:\r\n  name: TODO\r\n');
    expect(rulesOf(fixed!, 'yaml')).toEqual([]);
  });

  test('JSON: the added lines end in CRLF too', () => {
    const [fixed] = fixes('{\r\n  "features": {}\r\n}\r\n', 'manifest.json', 'required');
    expect(fixed).toBe('{\r\n  "features": {},\r\n  "display_information": {\r\n    "name": "TODO"\r\n  }\r\n}\r\n');
    expect(rulesOf(fixed!, 'json')).toEqual([]);
  });
});

describe('YAML flow mappings take new members inside their braces', () => {
  test('a header’s text object gets its missing text', () => {
    const text = 'blocks:\n  - type: header\n    text: {type: plain_text}\n';
    const [fixed] = fixes(text, 'report.blocks.yaml', 'required');
    expect(fixed).toBe('blocks:\n  - type: header\n    text: {type: plain_text, text: TODO}\n');
    expect(service.diagnostics(documentOf(fixed!, 'report.blocks.yaml'))).toEqual([]);
  });

  test('in JSON-style flow text, the new member is written as JSON', () => {
    const text = 'display_information: {"description": "A helper"}\n';
    const [fixed] = fixes(text, 'manifest.yaml', 'required');
    expect(fixed).toBe('display_information: {"description": "A helper", "name": "TODO"}\n');
    expect(rulesOf(fixed!, 'yaml')).toEqual([]);
  });
});
