import { describe, expect, test } from 'vitest';
import { getLanguageService } from 'manifesto-lsp';
import { applyEdits, cursor, documentOf, yaml } from './helpers.js';

// The default settings: the core recognises YAML block files (`*.blocks.yaml`) by name, as JSON ones.
const service = getLanguageService();

function completeAt(marked: string, name: string) {
  const { text, offset } = cursor(marked);
  const document = documentOf(text, name);
  const items = service.completion(document, document.positionAt(offset)).items;
  return {
    labels: items.map((item) => item.label),
    apply(label: string): string {
      const item = items.find((i) => i.label === label);
      if (!item?.textEdit || !('range' in item.textEdit)) throw new Error(`no completion ${label} in ${items.map((i) => i.label).join(', ')}`);
      return applyEdits(text, [item.textEdit, ...(item.additionalTextEdits ?? [])]);
    },
  };
}

describe('keys', () => {
  test('YAML: top-level keys exclude the present ones; an object key opens an indented block', () => {
    const result = completeAt('display_information:\n  name: App\n|', 'manifest.yaml');
    expect(result.labels).toContain('features');
    expect(result.labels).toContain('oauth_config');
    expect(result.labels).not.toContain('display_information');
    expect(result.apply('features')).toBe('display_information:\n  name: App\nfeatures:\n  ');
  });

  test('JSON: top-level keys after a member without a comma add the comma', () => {
    const result = completeAt('{\n  "display_information": {"name": "App"}\n  |\n}', 'manifest.json');
    expect(result.labels).not.toContain('display_information');
    expect(result.apply('features')).toBe('{\n  "display_information": {"name": "App"},\n  "features": {}\n}');
  });

  test('YAML: a key being typed in incomplete text, with the nested indentation', () => {
    const result = completeAt('display_information:\n  name: App\nfeatures:\n  bot_user:\n    disp|', 'manifest.yaml');
    expect(result.labels).toEqual(expect.arrayContaining(['display_name', 'always_online']));
    expect(result.apply('display_name')).toBe('display_information:\n  name: App\nfeatures:\n  bot_user:\n    display_name: ');
  });

  test('JSON: a key being typed inside quotes', () => {
    const result = completeAt('{\n  "display_information": {"name": "App"},\n  "features": {\n    "bot_user": {"disp|"}\n  }\n}', 'manifest.json');
    expect(result.labels).toEqual(expect.arrayContaining(['display_name', 'always_online']));
    expect(result.apply('display_name')).toBe(
      '{\n  "display_information": {"name": "App"},\n  "features": {\n    "bot_user": {"display_name": "TODO"}\n  }\n}',
    );
  });

  test('YAML: keys of a list item exclude those already in the same item', () => {
    const marked = yaml`
      features:
        shortcuts:
          - name: Open
            |
            type: global
    `;
    const result = completeAt(marked, 'manifest.yaml');
    expect(result.labels.sort()).toEqual(['callback_id', 'description']);
    expect(result.apply('callback_id')).toBe('features:\n  shortcuts:\n    - name: Open\n      callback_id: \n      type: global\n');
  });

  test('YAML: a new list item offers every key of the item', () => {
    const marked = 'features:\n  shortcuts:\n    - name: Open\n    - |';
    const result = completeAt(marked, 'manifest.yaml');
    expect(result.labels.sort()).toEqual(['callback_id', 'description', 'name', 'type']);
    expect(result.apply('name')).toBe('features:\n  shortcuts:\n    - name: Open\n    - name: ');
  });

  test('JSON: keys of a list item exclude those present', () => {
    const marked = '{"features": {"shortcuts": [{"name": "Open", |}]}}';
    const result = completeAt(marked, 'manifest.json');
    expect(result.labels.sort()).toEqual(['callback_id', 'description', 'type']);
    expect(result.apply('type')).toBe('{"features": {"shortcuts": [{"name": "Open", "type": "message"}]}}');
  });

  test('YAML: a list key opens a block with a first item', () => {
    const result = completeAt('features:\n  |', 'manifest.yaml');
    expect(result.apply('shortcuts')).toBe('features:\n  shortcuts:\n    - ');
  });
});

describe('values', () => {
  test('YAML: enum values of shortcuts.type', () => {
    const result = completeAt('features:\n  shortcuts:\n    - name: Open\n      type: |', 'manifest.yaml');
    expect(result.labels).toEqual(['message', 'global']);
    expect(result.apply('global')).toBe('features:\n  shortcuts:\n    - name: Open\n      type: global');
  });

  test('JSON: enum values replace the string being typed', () => {
    const result = completeAt('{"features": {"shortcuts": [{"type": "gl|"}]}}', 'manifest.json');
    expect(result.labels).toEqual(['message', 'global']);
    expect(result.apply('global')).toBe('{"features": {"shortcuts": [{"type": "global"}]}}');
  });

  test('YAML and JSON: function_runtime values', () => {
    expect(completeAt('settings:\n  function_runtime: |', 'manifest.yaml').labels).toEqual(expect.arrayContaining(['remote', 'slack']));
    expect(completeAt('{"settings": {"function_runtime": |}}', 'manifest.json').apply('remote')).toBe('{"settings": {"function_runtime": "remote"}}');
  });

  test('YAML: booleans, also right after the colon', () => {
    const result = completeAt('settings:\n  socket_mode_enabled:|', 'manifest.yaml');
    expect(result.labels).toEqual(['true', 'false']);
    expect(result.apply('true')).toBe('settings:\n  socket_mode_enabled: true');
  });

  test('JSON: booleans', () => {
    expect(completeAt('{"settings": {"socket_mode_enabled": |}}', 'manifest.json').apply('false')).toBe('{"settings": {"socket_mode_enabled": false}}');
  });

  test('YAML: version 2 step types, only in version 2', () => {
    const v2 = '_metadata:\n  major_version: 2\nworkflows:\n  w:\n    steps:\n      - type: |';
    expect(completeAt(v2, 'manifest.yaml').labels).toEqual(['function', 'switch', 'conditional']);
    expect(completeAt('workflows:\n  w:\n    steps:\n      - type: |', 'manifest.yaml').labels).toEqual([]);
  });
});

const WORKFLOW_YAML = yaml`
  functions:
    lookup:
      title: Look up
      description: d
      input_parameters: {}
      output_parameters:
        user_id:
          type: slack#/types/user_id
  workflows:
    greet:
      title: Greet
      description: d
      input_parameters:
        channel:
          type: slack#/types/channel_id
      steps:
        - id: first
          function_id: #/functions/lookup
        - id: second
          function_id: slack#/functions/send_message
          inputs:
            channel_id: "{{in|
        - id: third
          function_id: X
`;

describe('workflows', () => {
  test('YAML: function_id offers the local functions, quoted', () => {
    const marked = 'functions:\n  lookup:\n    title: Look up\nworkflows:\n  greet:\n    steps:\n      - id: a\n        function_id: |';
    const result = completeAt(marked, 'manifest.yaml');
    expect(result.labels).toEqual(['#/functions/lookup']);
    expect(result.apply('#/functions/lookup')).toBe(marked.replace('|', '"#/functions/lookup"'));
  });

  test('JSON: function_id offers the local functions', () => {
    const marked = '{"functions": {"lookup": {}, "notify": {}}, "workflows": {"greet": {"steps": [{"id": "a", "function_id": "|"}]}}}';
    const result = completeAt(marked, 'manifest.json');
    expect(result.labels).toEqual(['#/functions/lookup', '#/functions/notify']);
    expect(result.apply('#/functions/notify')).toBe(marked.replace('"|"', '"#/functions/notify"'));
  });

  test('YAML: templates offer workflow inputs and outputs of earlier steps only', () => {
    const text = WORKFLOW_YAML.replace('function_id: #/functions/lookup', 'function_id: "#/functions/lookup"');
    const result = completeAt(text, 'manifest.yaml');
    expect(result.labels).toEqual(['inputs.channel', 'steps.first.user_id']);
    expect(result.apply('steps.first.user_id')).toBe(cursor(text).text.replace('"{{in\n', '"{{steps.first.user_id}}\n'));
  });

  test('JSON: templates inside a string keep the closing braces that are already there', () => {
    const marked =
      '{"functions": {"lookup": {"output_parameters": {"properties": {"user_id": {}}}}},\n' +
      ' "workflows": {"greet": {"input_parameters": {"properties": {"channel": {}}}, "steps": [\n' +
      '  {"id": "first", "function_id": "#/functions/lookup"},\n' +
      '  {"id": "second", "function_id": "slack#/functions/send_message", "inputs": {"user": "{{st|}}"}},\n' +
      '  {"id": "third", "function_id": "#/functions/lookup"}]}}}';
    const result = completeAt(marked, 'manifest.json');
    expect(result.labels).toEqual(['inputs.channel', 'steps.first.user_id']);
    expect(result.apply('steps.first.user_id')).toBe(marked.replace('{{st|}}', '{{steps.first.user_id}}'));
  });
});

describe('blocks', () => {
  const chart = (label: string) =>
    `{"blocks": [{"type": "data_visualization", "title": "Sales", "chart": {"type": "bar",\n` +
    ` "axis_config": {"categories": ["Q1", "Q2"]},\n` +
    ` "series": [{"name": "A", "data": [{"label": ${label}, "value": 1}]}]}}]}`;

  test('JSON: data point labels come from axis_config.categories', () => {
    const result = completeAt(chart('"|"'), 'sales.blocks.json');
    expect(result.labels).toEqual(['Q1', 'Q2']);
    expect(result.apply('Q2')).toBe(chart('"Q2"'));
  });

  test('YAML: data point labels and chart types', () => {
    const marked = yaml`
      type: data_visualization
      title: Sales
      chart:
        type: bar
        axis_config:
          categories: [Q1, Q2, Q3]
        series:
          - name: A
            data:
              - label: |
    `;
    const doc = completeAt(marked, 'sales.blocks.yaml');
    expect(doc.labels).toEqual(['Q1', 'Q2', 'Q3']);
    expect(completeAt('type: data_visualization\nchart:\n  type: |', 'sales.blocks.yaml').labels).toEqual(['pie', 'bar', 'area', 'line']);
  });

  // The same schema facts as for manifests: no list of chart types or keys is kept in the server.
  test('JSON: chart types come from the block schema, in a message payload', () => {
    const marked = '{"blocks": [{"type": "data_visualization", "title": "Sales", "chart": {"type": "|"}}]}';
    const result = completeAt(marked, 'sales.blocks.json');
    expect(result.labels).toEqual(['pie', 'bar', 'area', 'line']);
    expect(result.apply('area')).toBe(marked.replace('"|"', '"area"'));
  });

  test('YAML: keys of a chart follow its type, and keys of the block exclude the present ones', () => {
    const bar = completeAt('type: data_visualization\ntitle: Sales\nchart:\n  type: bar\n  |', 'sales.blocks.yaml');
    expect(bar.labels).toEqual(expect.arrayContaining(['series', 'axis_config']));
    expect(bar.labels).not.toContain('segments');
    expect(bar.apply('series')).toBe('type: data_visualization\ntitle: Sales\nchart:\n  type: bar\n  series:\n    - ');
    const pie = completeAt('type: data_visualization\ntitle: Sales\nchart:\n  type: pie\n  |', 'sales.blocks.yaml');
    expect(pie.labels).toContain('segments');
    expect(pie.labels).not.toContain('series');
    expect(completeAt('type: data_visualization\n|\nchart:\n  type: pie\n', 'sales.blocks.yaml').labels).not.toContain('type');
  });

  test('JSON: keys of a block being typed', () => {
    const result = completeAt('[{"type": "data_visualization", "|"}]', 'sales.blocks.json');
    expect(result.labels).toEqual(expect.arrayContaining(['title', 'chart']));
    expect(result.labels).not.toContain('type');
  });
});
