import { describe, it } from 'vitest';
import { WORKFLOW_V2 } from './fixtures.js';
import { expectProblems, plant } from './twins.js';

const RULES = ['required-parameter-unknown', 'type-reference-unknown'];

describe('required-parameter-unknown', () => {
  it('accepts required names that are properties', () => expectProblems(WORKFLOW_V2, RULES, []));

  it('marks the required entry that names no property', () =>
    expectProblems(plant(WORKFLOW_V2, '        - summary\n        - reporter\n', '        - summary\n        - reporter\n        - assignee\n'), RULES, [
      { rule: 'required-parameter-unknown', pointer: '/functions/create_ticket/input_parameters/required/2', at: 'assignee' },
    ]));

  it('checks workflow parameters too', () =>
    expectProblems(plant(WORKFLOW_V2, '      required:\n        - summary\n    steps:', '      required:\n        - topic\n    steps:'), RULES, [
      { rule: 'required-parameter-unknown', pointer: '/workflows/open_ticket/input_parameters/required/0', at: 'topic' },
    ]));
});

describe('type-reference-unknown', () => {
  it('accepts types declared in types, and platform types', () => expectProblems(WORKFLOW_V2, RULES, []));

  it('marks an unknown type in a function parameter', () =>
    expectProblems(
      plant(WORKFLOW_V2, '        priority:\n          type: "#/types/priority"', '        priority:\n          type: "#/types/severity"'),
      RULES,
      [{ rule: 'type-reference-unknown', pointer: '/functions/create_ticket/input_parameters/properties/priority/type', at: '#/types/severity' }],
    ));

  it('marks unknown types in datastore attributes, nested items and properties, and in types themselves', () => {
    let text = plant(WORKFLOW_V2, '      owner:\n        type: "#/types/priority"', '      owner:\n        type: "#/types/person"');
    text = plant(
      text,
      'types:\n  priority:\n    type: string\n',
      'types:\n  priority:\n    type: string\n  labels:\n    type: array\n    items:\n      type: "#/types/label"\n  record:\n    type: object\n    properties:\n      when:\n        type: "#/types/moment"\n',
    );
    expectProblems(text, RULES, [
      { rule: 'type-reference-unknown', pointer: '/types/labels/items/type', at: '#/types/label' },
      { rule: 'type-reference-unknown', pointer: '/types/record/properties/when/type', at: '#/types/moment' },
      { rule: 'type-reference-unknown', pointer: '/datastores/tickets/attributes/owner/type', at: '#/types/person' },
    ]);
  });

  it('marks every reference when types is missing', () => {
    const text = plant(WORKFLOW_V2, 'types:\n  priority:\n    type: string\n', '');
    expectProblems(text, RULES, [
      { rule: 'type-reference-unknown', pointer: '/functions/create_ticket/input_parameters/properties/priority/type', at: '#/types/priority' },
      { rule: 'type-reference-unknown', pointer: '/datastores/tickets/attributes/owner/type', at: '#/types/priority', occurrence: 2 },
    ]);
  });
});
