import { describe, it } from 'vitest';
import { BOT_V1 } from './fixtures.js';
import { expectProblems, plant } from './twins.js';

const RULES = ['shortcut-callback-id-duplicate', 'slash-command-duplicate'];

describe('shortcut-callback-id-duplicate and slash-command-duplicate', () => {
  it('accept distinct ids and commands', () => expectProblems(BOT_V1, RULES, []));

  it('mark the second shortcut with a repeated callback_id', () =>
    expectProblems(plant(BOT_V1, 'callback_id: rollback', 'callback_id: deploy'), RULES, [
      {
        rule: 'shortcut-callback-id-duplicate',
        pointer: '/features/shortcuts/1/callback_id',
        at: { yaml: 'callback_id: deploy', json: '"callback_id": "deploy"' },
        occurrence: 2,
      },
    ]));

  it('mark the second slash command with a repeated name, and the third', () => {
    const third = '    - command: /deploy\n      url: https://example.com/slack/commands\n      description: Again\n';
    const text = plant(plant(BOT_V1, 'command: /rollback', 'command: /deploy'), 'oauth_config:\n', `${third}oauth_config:\n`);
    const at = { yaml: 'command: /deploy', json: '"command": "/deploy"' };
    expectProblems(text, RULES, [
      { rule: 'slash-command-duplicate', pointer: '/features/slash_commands/1/command', at, occurrence: 2 },
      { rule: 'slash-command-duplicate', pointer: '/features/slash_commands/2/command', at, occurrence: 3 },
    ]);
  });

  it('ignore items without the field or with a non-string value', () => expectProblems(plant(BOT_V1, 'callback_id: rollback', 'callback_id: 7'), RULES, []));
});
