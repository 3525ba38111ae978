import { describe, expect, it } from 'vitest';
import { diffManifests, RULES } from 'manifesto-core';
import { BOT_V1, WORKFLOW_V2 } from '../rules/fixtures.js';
import { key, plant } from '../rules/twins.js';
import { yaml } from '../helpers.js';
import { diffTwins, expectChanges } from './twins.js';

/** A version 1 app with a function in the flat parameter form (`is_required` on each input). */
const FUNCTION_V1 = yaml`
  display_information:
    name: Greeter
    background_color: "#2c2d30"
  features:
    assistant_view:
      assistant_description: Helps you greet people
  settings:
    function_runtime: remote
    org_deploy_enabled: true
    socket_mode_enabled: true
  functions:
    greet:
      title: Greet someone
      description: Sends a greeting
      input_parameters:
        recipient:
          type: slack#/types/user_id
          is_required: true
        message:
          type: string
      output_parameters:
        sent_at:
          type: integer
`;

const val = (name: string, value: string) => ({ yaml: `${name}: ${value}`, json: `"${name}": "${value}"` });

describe('diffManifests: what is not breaking', () => {
  it('reports nothing for the same manifest', () => {
    expectChanges(WORKFLOW_V2, WORKFLOW_V2, []);
    expectChanges(BOT_V1, BOT_V1, []);
  });

  it('reports nothing for a description change or a new optional field', () => {
    let next = plant(WORKFLOW_V2, 'description: Files a ticket\n', 'description: Files a ticket in the tracker\n');
    next = plant(
      next,
      '        url:\n          type: string\n      required:\n        - url',
      '        url:\n          type: string\n        note:\n          type: string\n      required:\n        - url',
    );
    next = plant(
      next,
      '      required:\n        - summary\n        - reporter\n',
      '        labels:\n          type: array\n      required:\n        - summary\n        - reporter\n',
    );
    next = plant(
      next,
      '      owner:\n        type: "#/types/priority"\n',
      '      owner:\n        type: "#/types/priority"\n      created_at:\n        type: integer\n',
    );
    expectChanges(WORKFLOW_V2, next, []);
  });

  it('reports nothing when a version 1 function is rewritten in the version 2 form with the same meaning', () => {
    const v2 = plant(
      FUNCTION_V1,
      '    input_parameters:\n      recipient:\n        type: slack#/types/user_id\n        is_required: true\n      message:\n        type: string\n    output_parameters:\n      sent_at:\n        type: integer\n',
      '    input_parameters:\n      properties:\n        recipient:\n          type: svc#/types/user_id\n        message:\n          type: string\n      required:\n        - recipient\n    output_parameters:\n      properties:\n        sent_at:\n          type: integer\n',
    );
    expectChanges(FUNCTION_V1, v2, []);
  });

  it('reports only the first removal of a scope listed twice, and nothing for a scope moved to another position', () => {
    const reordered = plant(BOT_V1, '      - chat:write\n      - commands\n', '      - commands\n      - chat:write\n');
    expectChanges(BOT_V1, reordered, []);
  });
});

describe('diffManifests: functions', () => {
  it('reports a removed function in the old document', () =>
    expectChanges(FUNCTION_V1, FUNCTION_V1.slice(0, FUNCTION_V1.indexOf('functions:')), [
      { rule: 'function-removed', side: 'old', pointer: '/functions/greet', at: key('greet') },
    ]));

  it('reports a removed function when the added one has another title and other parameters', () =>
    expectChanges(
      FUNCTION_V1,
      plant(plant(plant(FUNCTION_V1, '  greet:\n', '  wave:\n'), 'title: Greet someone', 'title: Wave'), '      sent_at:\n', '      waved_at:\n'),
      [{ rule: 'function-removed', side: 'old', pointer: '/functions/greet', at: key('greet') }],
    ));

  it('reports a rename (same title) at the new callback_id, saying where it came from', () => {
    const next = plant(WORKFLOW_V2, '  create_ticket:\n', '  open_ticket_fn:\n');
    expectChanges(WORKFLOW_V2, next, [{ rule: 'function-renamed', side: 'new', pointer: '/functions/open_ticket_fn', at: key('open_ticket_fn') }]);
    for (const { result } of diffTwins(WORKFLOW_V2, next)) expect(result.new.problems[0]!.message).toContain('renamed from `create_ticket`');
  });

  it('reports a rename with a new title but the same parameters', () => {
    const next = plant(plant(FUNCTION_V1, '  greet:\n', '  say_hello:\n'), 'title: Greet someone', 'title: Say hello');
    expectChanges(FUNCTION_V1, next, [{ rule: 'function-renamed', side: 'new', pointer: '/functions/say_hello', at: key('say_hello') }]);
    for (const { result } of diffTwins(FUNCTION_V1, next)) expect(result.new.problems[0]!.message).toMatch(/renamed from `greet` \(the same parameters\)/);
  });

  it('reports a removed input (version 2) in the old document', () =>
    expectChanges(WORKFLOW_V2, plant(WORKFLOW_V2, '        priority:\n          type: "#/types/priority"\n', ''), [
      { rule: 'function-input-removed', side: 'old', pointer: '/functions/create_ticket/input_parameters/properties/priority', at: key('priority') },
    ]));

  it('reports a removed input (version 1) in the old document', () =>
    expectChanges(FUNCTION_V1, plant(FUNCTION_V1, '      message:\n        type: string\n', ''), [
      { rule: 'function-input-removed', side: 'old', pointer: '/functions/greet/input_parameters/message', at: key('message') },
    ]));

  it('reports an input that became required (version 2) at its entry in `required`', () =>
    expectChanges(WORKFLOW_V2, plant(WORKFLOW_V2, '        - summary\n        - reporter\n', '        - summary\n        - reporter\n        - priority\n'), [
      {
        rule: 'function-input-required',
        side: 'new',
        pointer: '/functions/create_ticket/input_parameters/required/2',
        at: { yaml: '- priority', json: '"priority"\n' },
      },
    ]));

  it('reports an input that became required (version 1) at its is_required', () =>
    expectChanges(
      FUNCTION_V1,
      plant(FUNCTION_V1, '      message:\n        type: string\n', '      message:\n        type: string\n        is_required: true\n'),
      [{ rule: 'function-input-required', side: 'new', pointer: '/functions/greet/input_parameters/message/is_required', at: 'is_required', occurrence: 2 }],
    ));

  it('reports a new required input', () =>
    expectChanges(
      FUNCTION_V1,
      plant(
        FUNCTION_V1,
        '      message:\n        type: string\n',
        '      message:\n        type: string\n      channel:\n        type: slack#/types/channel_id\n        is_required: true\n',
      ),
      [{ rule: 'function-input-required', side: 'new', pointer: '/functions/greet/input_parameters/channel/is_required', at: 'is_required', occurrence: 2 }],
    ));

  it('reports a removed output in the old document', () =>
    expectChanges(WORKFLOW_V2, plant(WORKFLOW_V2, '        ticket:\n          type: object\n', ''), [
      {
        rule: 'function-output-removed',
        side: 'old',
        pointer: '/functions/create_ticket/output_parameters/properties/ticket',
        at: { yaml: ' ticket:', json: '"ticket":' },
      },
    ]));

  it('reports a changed parameter type at the new type, for inputs and outputs, in either form', () => {
    expectChanges(
      FUNCTION_V1,
      plant(FUNCTION_V1, '      sent_at:\n        type: integer\n', '      sent_at:\n        type: string\n'),
      // The second `type: string`: the first is the input `message`.
      [
        {
          rule: 'parameter-type-changed',
          side: 'new',
          pointer: '/functions/greet/output_parameters/sent_at/type',
          at: { yaml: 'type: string', json: '"type": "string"' },
          occurrence: 2,
        },
      ],
    );
    expectChanges(
      WORKFLOW_V2,
      plant(WORKFLOW_V2, '        reporter:\n          type: slack#/types/user_id\n', '        reporter:\n          type: slack#/types/channel_id\n'),
      [
        {
          rule: 'parameter-type-changed',
          side: 'new',
          pointer: '/functions/create_ticket/input_parameters/properties/reporter/type',
          at: val('type', 'slack#/types/channel_id'),
        },
      ],
    );
  });

  it('reports a changed item type of an array parameter', () => {
    const base = plant(FUNCTION_V1, '      message:\n        type: string\n', '      message:\n        type: array\n        items:\n          type: string\n');
    expectChanges(base, plant(base, '          type: string\n', '          type: integer\n'), [
      {
        rule: 'parameter-type-changed',
        side: 'new',
        pointer: '/functions/greet/input_parameters/message/items/type',
        at: { yaml: 'type: integer', json: '"type": "integer"' },
      },
    ]);
  });
});

describe('diffManifests: workflows and datastores', () => {
  it('reports a removed workflow in the old document', () => {
    const next = WORKFLOW_V2.slice(0, WORKFLOW_V2.indexOf('workflows:'));
    expectChanges(WORKFLOW_V2, next, [{ rule: 'workflow-removed', side: 'old', pointer: '/workflows/open_ticket', at: key('open_ticket') }]);
  });

  it('reports a removed datastore in the old document', () => {
    const start = WORKFLOW_V2.indexOf('datastores:');
    const next = WORKFLOW_V2.slice(0, start) + WORKFLOW_V2.slice(WORKFLOW_V2.indexOf('workflows:'));
    expectChanges(WORKFLOW_V2, next, [{ rule: 'datastore-removed', side: 'old', pointer: '/datastores/tickets', at: key('tickets') }]);
  });

  it('reports a changed primary_key at the new value', () =>
    expectChanges(WORKFLOW_V2, plant(WORKFLOW_V2, 'primary_key: id', 'primary_key: owner'), [
      { rule: 'datastore-primary-key-changed', side: 'new', pointer: '/datastores/tickets/primary_key', at: val('primary_key', 'owner') },
    ]));

  it('reports a removed attribute in the old document', () =>
    expectChanges(WORKFLOW_V2, plant(WORKFLOW_V2, '      owner:\n        type: "#/types/priority"\n', ''), [
      { rule: 'datastore-attribute-removed', side: 'old', pointer: '/datastores/tickets/attributes/owner', at: key('owner') },
    ]));
});

describe('diffManifests: display, views, scopes and events', () => {
  it('reports a removed background_color in the old document, and nothing for a changed one', () => {
    expectChanges(FUNCTION_V1, plant(FUNCTION_V1, '  background_color: "#2c2d30"\n', ''), [
      { rule: 'background-color-removed', side: 'old', pointer: '/display_information/background_color', at: key('background_color') },
    ]);
    expectChanges(FUNCTION_V1, plant(FUNCTION_V1, '"#2c2d30"', '"#4a154b"'), []);
  });

  it('reports the switch from assistant_view to agent_view at the new key', () =>
    expectChanges(FUNCTION_V1, plant(FUNCTION_V1, 'assistant_view:\n    assistant_description: Helps', 'agent_view:\n    agent_description: Helps'), [
      { rule: 'assistant-view-switched', side: 'new', pointer: '/features/agent_view', at: key('agent_view') },
    ]));

  it('reports a removed scope as a warning in the old document', () =>
    expectChanges(BOT_V1, plant(BOT_V1, '      - commands\n', ''), [
      { rule: 'scope-removed', side: 'old', pointer: '/oauth_config/scopes/bot/1', at: { yaml: '- commands', json: '"commands"' }, severity: 'warning' },
    ]));

  it('reports a removed user scope; its severity can be raised to an error', () =>
    expectChanges(
      BOT_V1,
      plant(BOT_V1, '    user:\n      - search:read\n    user_optional:\n      - search:read\n', ''),
      [{ rule: 'scope-removed', side: 'old', pointer: '/oauth_config/scopes/user/0', at: { yaml: '- search:read', json: '"search:read"' }, severity: 'error' }],
      { rules: { 'scope-removed': 'error' } },
    ));

  it('reports a removed event subscription in the old document', () =>
    expectChanges(BOT_V1, plant(BOT_V1, '    bot_events:\n      - app_mention\n', '    bot_events:\n      - reaction_added\n'), [
      { rule: 'event-removed', side: 'old', pointer: '/settings/event_subscriptions/bot_events/0', at: { yaml: '- app_mention', json: '"app_mention"' } },
    ]));

  it('turns a rule off with the severity overrides', () =>
    expectChanges(BOT_V1, plant(BOT_V1, '      - commands\n', ''), [], { rules: { 'scope-removed': 'off' } }));
});

describe('diffManifests: inputs', () => {
  it('reports the syntax problems of a text that does not parse, and compares nothing', () => {
    const broken = 'display_information:\n  name: [oops\n';
    const result = diffManifests(broken, BOT_V1, { old: { format: 'yaml' }, new: { format: 'yaml' } });
    expect(result.compared).toBe(false);
    expect(result.old.problems.length).toBeGreaterThan(0);
    expect(result.old.problems.every((p) => p.rule === 'syntax' && p.side === 'old')).toBe(true);
    expect(result.new.problems).toEqual([]);
    const json = diffManifests(BOT_V1, '{"display_information": ', { new: { fileName: 'manifest.json' } });
    expect(json.compared).toBe(false);
    expect(json.new.problems.map((p) => [p.rule, p.side, p.range.start.line])).toEqual([['syntax', 'new', 0]]);
  });

  it('takes parsed values too, pointing into their two-space JSON', () => {
    const result = diffManifests({ workflows: { a: {}, b: {} } }, { workflows: { a: {} } });
    expect(result.old.problems.map((p) => [p.rule, p.pointer, p.range.start.line + 1])).toEqual([['workflow-removed', '/workflows/b', 4]]);
  });

  it('refuses a value that is not a manifest with an invalid-argument problem, never an exception', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    for (const bad of [undefined, cyclic, 10n]) {
      const result = diffManifests(bad, 'display_information: {}\n');
      expect(result.compared).toBe(false);
      expect(result.old.problems.map((p) => p.rule)).toEqual(['invalid-argument']);
    }
    expect(() => diffManifests('a: 1', 'b: 2', null as never)).not.toThrow();
  });

  it('registers every diff rule in the catalogue', () => {
    const ids = RULES.map((rule) => rule.id);
    for (const id of [
      'function-removed',
      'function-renamed',
      'function-input-removed',
      'function-input-required',
      'function-output-removed',
      'parameter-type-changed',
      'datastore-removed',
      'datastore-primary-key-changed',
      'datastore-attribute-removed',
      'background-color-removed',
      'assistant-view-switched',
      'workflow-removed',
      'scope-removed',
      'event-removed',
    ])
      expect(ids).toContain(id);
    expect(RULES.find((rule) => rule.id === 'scope-removed')?.defaultSeverity).toBe('warning');
  });
});

describe('diffManifests: a side that is not a manifest', () => {
  const blocksYaml = 'blocks:\n  - type: divider\n';
  const blocksJson = '{"blocks": [{"type": "divider"}]}\n';
  it.each([
    ['YAML', blocksYaml, 'message.blocks.yaml'],
    ['JSON', blocksJson, 'message.blocks.json'],
  ])('is one not-a-manifest problem at its start, nothing compared (%s)', (_format, text, fileName) => {
    const result = diffManifests(BOT_V1, text, { old: { fileName: 'manifest.yaml' }, new: { fileName } });
    expect(result.compared).toBe(false);
    expect(result.old.problems).toEqual([]);
    expect(result.new.problems.map((p) => [p.rule, p.severity, p.pointer, p.range.start.line, p.range.start.character, p.data])).toEqual([
      ['not-a-manifest', 'error', '', 0, 0, { reason: 'it reads as Block Kit' }],
    ]);
  });

  it('names a list and a file of none of the top-level keys, and accepts a manifest of any group', () => {
    const list = diffManifests('- a\n', BOT_V1, { old: { fileName: 'old.yaml' }, new: { fileName: 'manifest.yaml' } });
    expect(list.old.problems.map((p) => [p.rule, p.data])).toEqual([['not-a-manifest', { reason: 'its top level is a list' }]]);
    const other = diffManifests(BOT_V1, '{"name": "pkg", "version": "1.0.0"}', { new: { fileName: 'new.json' } });
    expect(other.new.problems.map((p) => [p.rule, p.data])).toEqual([['not-a-manifest', { reason: "it has none of a manifest's top-level keys" }]]);
    expect(diffManifests(BOT_V1, BOT_V1).compared).toBe(true);
  });
});
