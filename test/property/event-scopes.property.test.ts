/**
 * The event-scope rule searches a short scope list as it is instead of building a `Set` (event-scopes.ts):
 * held here to the plain reading, a `Set` of the list's strings, on lists either side of the cut.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventFacts, eventNames } from '../../packages/core/src/catalogue/index.js';
import { eventScopeRules } from '../../packages/core/src/manifest/rules/event-scopes.js';
import type { Finding } from '../../packages/core/src/rules/define.js';

/** Events that need scopes, with the scopes that grant them (and a few that grant nothing). */
const EVENTS = eventNames().filter((name) => (eventFacts(name)?.scopes.length ?? 0) > 0);
const SCOPES = [...new Set(EVENTS.slice(0, 40).flatMap((name) => eventFacts(name)!.scopes)), 'chat:write', 'commands'];

const scope = fc.oneof(fc.constantFrom(...SCOPES), fc.constantFrom(1, null, '', { a: 1 }));
const event = fc.oneof(fc.constantFrom(...EVENTS.slice(0, 40)), fc.constantFrom('not_an_event', 3));
/** Lengths on both sides of the 16 the rule searches as a list. */
const list = fc.array(scope, { minLength: 0, maxLength: 30 });

/** The rule as written before: every event against a `Set` of the token's string scopes. */
function plain(manifest: Record<string, unknown>): Finding<object>[] {
  const out: Finding<object>[] = [];
  const settings = manifest['settings'] as { event_subscriptions: Record<string, unknown[]> };
  const scopes = (manifest['oauth_config'] as { scopes: Record<string, unknown[]> }).scopes;
  for (const key of ['bot_events', 'user_events'] as const) {
    const token = key === 'bot_events' ? 'bot' : 'user';
    const granted = new Set((scopes[token] ?? []).filter((item): item is string => typeof item === 'string'));
    (settings.event_subscriptions[key] ?? []).forEach((name, index) => {
      const facts = typeof name === 'string' ? eventFacts(name) : undefined;
      if (!facts || facts.scopes.length === 0 || facts.scopes.some((s) => granted.has(s))) return;
      out.push({
        pointer: `/settings/event_subscriptions/${key}/${index}`,
        target: 'value',
        message: '',
        data: { scopes: [...facts.scopes] },
      });
    });
  }
  return out;
}

describe('event-scope-missing', () => {
  it('marks the events a Set of the requested scopes would mark, on short and long lists', () => {
    fc.assert(
      fc.property(list, list, fc.array(event, { maxLength: 8 }), fc.array(event, { maxLength: 4 }), (bot, user, botEvents, userEvents) => {
        const manifest = { oauth_config: { scopes: { bot, user } }, settings: { event_subscriptions: { bot_events: botEvents, user_events: userEvents } } };
        const reports: Finding<object>[] = [];
        eventScopeRules.check({ manifest, version: 1, report: (_rule, finding) => void reports.push(finding), suppress: () => {} });
        const seen = reports.map((report) => ({ pointer: report.pointer, scopes: (report.data as { scopes: string[] }).scopes }));
        expect(seen).toEqual(plain(manifest).map((report) => ({ pointer: report.pointer, scopes: (report.data as { scopes: string[] }).scopes })));
      }),
      { numRuns: 500 },
    );
  });
});
