import { describe, expect, it } from 'vitest';
import { WORKFLOW_V2 } from './fixtures.js';
import { allProblems, expectProblems, plant } from './twins.js';
import { lineOf } from '../helpers.js';

const RULES = ['datastore-primary-key', 'datastore-ttl-attribute'];

describe('datastore-primary-key and datastore-ttl-attribute', () => {
  it('accept keys that name attributes', () => expectProblems(WORKFLOW_V2, RULES, []));

  it('mark a primary_key that names no attribute', () =>
    expectProblems(plant(WORKFLOW_V2, 'primary_key: id', 'primary_key: ticket_id'), RULES, [
      { rule: 'datastore-primary-key', pointer: '/datastores/tickets/primary_key', at: 'ticket_id' },
    ]));

  it('mark a time_to_live_attribute that names no attribute', () =>
    expectProblems(plant(WORKFLOW_V2, 'time_to_live_attribute: expires_at', 'time_to_live_attribute: expiry'), RULES, [
      { rule: 'datastore-ttl-attribute', pointer: '/datastores/tickets/time_to_live_attribute', at: 'expiry' },
    ]));

  it('leave a missing attributes object to the schema: one required problem, no echo from the names', () => {
    const text = plant(
      WORKFLOW_V2,
      '    attributes:\n      id:\n        type: string\n      expires_at:\n        type: integer\n      owner:\n        type: "#/types/priority"\n',
      '',
    );
    for (const { format, text: twin, found } of allProblems(text)) {
      expect(found, format).toEqual([{ rule: 'required', pointer: '/datastores/tickets/attributes', line: lineOf(twin, 'tickets') }]);
    }
  });
});
