import { describe, it } from 'vitest';
import { BOT_V1 } from './fixtures.js';
import { expectProblems, plant } from './twins.js';

const RULES = ['optional-scope-not-requested'];

describe('optional-scope-not-requested', () => {
  it('accepts optional scopes that are also requested', () => expectProblems(BOT_V1, RULES, []));

  it('marks the bot_optional entry missing from bot', () => {
    const text = plant(BOT_V1, '    bot_optional:\n      - channels:history\n', '    bot_optional:\n      - channels:history\n      - reactions:write\n');
    expectProblems(text, RULES, [{ rule: 'optional-scope-not-requested', pointer: '/oauth_config/scopes/bot_optional/1', at: 'reactions:write' }]);
  });

  it('marks the user_optional entry missing from user', () => {
    const text = plant(BOT_V1, '    user_optional:\n      - search:read\n', '    user_optional:\n      - users:read\n      - search:read\n');
    expectProblems(text, RULES, [{ rule: 'optional-scope-not-requested', pointer: '/oauth_config/scopes/user_optional/0', at: 'users:read' }]);
  });

  it('marks every optional scope when the required list is absent or not a list', () => {
    const text = plant(BOT_V1, '    user:\n      - search:read\n', '    user: search:read\n');
    expectProblems(text, RULES, [{ rule: 'optional-scope-not-requested', pointer: '/oauth_config/scopes/user_optional/0', at: 'search:read', occurrence: 2 }]);
  });

  it('ignores entries and lists of the wrong type, which the schema reports', () => {
    const text = plant(BOT_V1, '    bot_optional:\n      - channels:history\n', '    bot_optional:\n      - 42\n      - null\n');
    expectProblems(text, RULES, []);
  });
});
