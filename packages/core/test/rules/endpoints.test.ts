import { describe, it } from 'vitest';
import { yaml } from '../helpers.js';
import { expectProblems, key, plant } from './twins.js';
import { BOT_V1 } from './fixtures.js';

const RULES = ['events-without-endpoint', 'interactivity-without-endpoint'];

const NO_URLS = plant(plant(BOT_V1, '    request_url: https://example.com/slack/events\n', ''), '    request_url: https://example.com/slack/actions\n', '');

describe('events-without-endpoint and interactivity-without-endpoint', () => {
  it('accept request URLs', () => expectProblems(BOT_V1, RULES, []));

  it('mark both groups when neither has a URL and socket mode is off', () =>
    expectProblems(NO_URLS, RULES, [
      { rule: 'events-without-endpoint', pointer: '/settings/event_subscriptions', at: key('event_subscriptions') },
      { rule: 'interactivity-without-endpoint', pointer: '/settings/interactivity', at: key('interactivity') },
    ]));

  it('accept socket mode instead of URLs', () => expectProblems(plant(NO_URLS, 'socket_mode_enabled: false', 'socket_mode_enabled: true'), RULES, []));

  it('accept the platform runtime, which receives events itself', () => {
    expectProblems(plant(NO_URLS, 'socket_mode_enabled: false', 'function_runtime: slack'), RULES, []);
    expectProblems(plant(NO_URLS, 'socket_mode_enabled: false', 'function_runtime: svc'), RULES, []);
  });

  it('ignore subscriptions without events and disabled interactivity', () => {
    const text = yaml`
      display_information:
        name: Quiet
      settings:
        event_subscriptions:
          bot_events: []
          user_events: []
        interactivity:
          is_enabled: false
    `;
    expectProblems(text, RULES, []);
  });

  it('count user events too', () => {
    const text = yaml`
      display_information:
        name: Reader
      settings:
        event_subscriptions:
          user_events:
            - reaction_added
    `;
    expectProblems(text, RULES, [{ rule: 'events-without-endpoint', pointer: '/settings/event_subscriptions', at: key('event_subscriptions') }]);
  });

  it('leave a null request_url (an unfilled template) to the schema, so the mistake is reported once', () => {
    const text = plant(BOT_V1, 'request_url: https://example.com/slack/events', 'request_url: null');
    expectProblems(text, [...RULES, 'type'], [{ rule: 'type', pointer: '/settings/event_subscriptions/request_url', at: key('request_url') }]);
  });
});
