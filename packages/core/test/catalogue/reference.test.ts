import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_DATE,
  DEPRECATED_EVENTS,
  DEPRECATED_SCOPES,
  eventFacts,
  eventNames,
  isRtmOnlyEvent,
  isScopeOf,
  methodFacts,
  methodNames,
} from '../../src/catalogue/index.js';
import { DOCUMENTED_SCOPES } from '../../src/catalogue/corrections.js';
import { methodSchema } from '../../src/methods/check.js';

/**
 * Our catalogue against the reference facts it was written from (`../shared/reference`, as the corpus;
 * MANIFESTO_REFERENCE points elsewhere). A difference means the reference moved on: run
 * `node scripts/catalogue-refresh.mjs`, read what it prints, and judge the corrections again.
 */
function findReference(): string {
  const candidates = [process.env['MANIFESTO_REFERENCE'], resolve(import.meta.dirname, '../../../../../shared/reference'), '/work/shared/reference'].filter(
    (path): path is string => Boolean(path),
  );
  const found = candidates.find((path) => existsSync(join(path, 'scope-names.json')));
  if (!found) throw new Error(`reference not found; set MANIFESTO_REFERENCE (looked in ${candidates.join(', ')})`);
  return found;
}

const REFERENCE = findReference();
const API = join(REFERENCE, 'slack-api-ref/docs.slack.dev');
const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

interface ReferenceEvent {
  name: string;
  scopes?: string[];
  description?: string;
  APIs?: string[];
}
const EVENTS = read(join(API, 'events/events.json')) as ReferenceEvent[];
const NAMES = read(join(REFERENCE, 'scope-names.json')) as Record<'bot' | 'user', string[]>;
/** The one spelling defect in the events' scopes (README: "Known defects"). */
const normalise = (scope: string) => (scope === 'app_mentions.read' ? 'app_mentions:read' : scope);
const sorted = (list: readonly string[] | undefined) => [...(list ?? [])].sort();

describe('the catalogue against ../shared/reference', () => {
  it('is dated as the reference mirror', () => {
    expect(readFileSync(join(REFERENCE, 'README.md'), 'utf8')).toContain(`taken on ${CATALOGUE_DATE}`);
  });

  it('knows every scope name for its token type (the scraped placeholder `none` aside)', () => {
    for (const token of ['bot', 'user'] as const) {
      for (const name of NAMES[token]) if (name !== 'none') expect(isScopeOf(name, token), `${token} ${name}`).toBe(true);
    }
    expect(isScopeOf('none', 'bot')).toBe(false);
  });

  it('has every Events API event with its scopes ("any of"), app_mentions.read spelt app_mentions:read', () => {
    const api = EVENTS.filter((event) => event.APIs?.includes('Events'));
    expect(eventNames()).toHaveLength(api.length);
    for (const event of api) {
      const facts = eventFacts(event.name);
      expect(facts, event.name).toBeDefined();
      expect(sorted(facts?.scopes), event.name).toEqual(sorted((event.scopes ?? []).map(normalise)));
    }
    expect(eventFacts('app_mention')?.scopes).toEqual(['app_mentions:read']);
  });

  it('knows RTM-only events as such, and none of them as Events API events', () => {
    for (const event of EVENTS.filter((e) => !e.APIs?.includes('Events'))) {
      expect(isRtmOnlyEvent(event.name), event.name).toBe(true);
      expect(eventFacts(event.name), event.name).toBeUndefined();
    }
  });

  it('keeps its corrections out of the reference: retired and subtype events are not in it', () => {
    const names = new Set(EVENTS.map((event) => event.name));
    for (const name of Object.keys(DEPRECATED_EVENTS)) expect(names.has(name), name).toBe(false);
    for (const name of ['workflow_step_execute', 'scope_granted', 'channel_archive', 'group_unarchive']) expect(DEPRECATED_EVENTS[name], name).toBeDefined();
    for (const name of ['chat:write:bot', 'chat:write:user', 'files:write:user', 'identity.basic']) expect(DEPRECATED_SCOPES[name], name).toBeDefined();
  });

  it('has every method with its bot and user scopes and required arguments', () => {
    const files = readdirSync(join(API, 'methods')).filter((file) => file.endsWith('.json') && file !== 'methods.json');
    expect(methodNames()).toHaveLength(files.length);
    for (const file of files) {
      const name = file.slice(0, -'.json'.length);
      const method = read(join(API, 'methods', file)) as { scope?: unknown; args?: { required?: string[] } };
      const scope = (typeof method.scope === 'object' && method.scope !== null ? method.scope : {}) as Record<string, string[] | undefined>;
      const facts = methodFacts(name);
      expect(facts, name).toBeDefined();
      expect(sorted(facts?.bot), `${name} bot`).toEqual(sorted(scope['bot']));
      expect(sorted(facts?.user), `${name} user`).toEqual(sorted(scope['user']));
      expect(facts?.required, `${name} required`).toEqual((method.args?.required ?? []).filter((arg) => arg !== 'token'));
    }
  });
});

describe('the agent-era tables against ../shared/reference', () => {
  const files = readdirSync(join(API, 'methods')).filter((file) => file.endsWith('.json') && file !== 'methods.json');
  const methodScopes = new Set(
    files.flatMap((file) => {
      const scope = (read(join(API, 'methods', file)) as { scope?: unknown }).scope;
      return typeof scope === 'object' && scope !== null ? Object.values(scope as Record<string, string[]>).flat() : [];
    }),
  );

  it('adds only scopes the reference lacks (a documented scope it has since learnt makes the correction stale)', () => {
    for (const name of Object.keys(DOCUMENTED_SCOPES)) {
      expect(NAMES.bot.includes(name) || NAMES.user.includes(name), name).toBe(false);
      expect(methodScopes.has(name), name).toBe(false);
    }
  });

  it('gives each hand-written agent-era method every argument of its method JSON', () => {
    for (const method of [
      'chat.startStream',
      'chat.appendStream',
      'chat.stopStream',
      'agents.sessions.setStatus',
      'agents.sessions.rename',
      'chat.unfurl',
      'entity.presentDetails',
    ]) {
      const args = (read(join(API, 'methods', `${method}.json`)) as { args: { properties: Record<string, unknown> } }).args.properties;
      const known = Object.keys((methodSchema(method) as { properties: Record<string, unknown> }).properties);
      for (const name of Object.keys(args)) expect(known, `${method} ${name}`).toContain(name);
    }
  });
});
