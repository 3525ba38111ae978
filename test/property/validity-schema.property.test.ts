import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GroupedCheck } from '../../packages/core/src/schema/fast/grouped-check.js';
import { manifestSchema } from '../../packages/core/src/manifest/schema/manifest.js';
import { ValidityCheck, validitySchema } from '../../packages/core/src/schema/fast/validity-schema.js';
import { parseSource } from '../../packages/core/src/source/index.js';
import { MANIFEST_SAMPLES } from './arbitraries.js';

const SAMPLES = MANIFEST_SAMPLES.map((sample) => parseSource(sample.text, sample.format).value).filter(
  (value): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value),
);

/** The full schema's check, and the validity check that must give the same answers, by version. */
const VERSIONS = ([1, 2] as const).map((version) => {
  const schema = manifestSchema(version);
  return { version, full: new GroupedCheck(schema), fast: new ValidityCheck(schema), paths: validitySchema(schema).paths };
});

/** Items that are equal, near-equal, or not strings at all (which fail the items' own schema). */
const item = fc.oneof(
  fc.constantFrom('a.example.com', 'A.example.com', 'https://x.test/1', '10.0.0.0/8', 'app_mention', '', 1, null, { a: 1 }),
  fc.string({ maxLength: 3 }),
);

/** Every object inside a value, the value first. */
function objectsIn(value: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const item of value) objectsIn(item, out);
  else if (typeof value === 'object' && value !== null) {
    out.push(value as Record<string, unknown>);
    for (const item of Object.values(value)) objectsIn(item, out);
  }
  return out;
}

/** Keys known somewhere in the schema, near-misses, and names an object inherits. */
const KEY = fc.constantFrom(
  'name',
  'description',
  'type',
  'properties',
  'required',
  'url',
  'title',
  'nmae',
  'is_enabled',
  'bot',
  'constructor',
  'toString',
  '__proto__',
  '',
);

/** Adds or removes one key of one object, anywhere in the value. */
const keyEdit = fc.tuple(fc.nat(), fc.boolean(), KEY, fc.oneof(fc.constant(true), fc.constant('x'), fc.constant({}), fc.constant([])));

function applyKeyEdit(value: unknown, [which, add, key, item]: [number, boolean, string, unknown]): void {
  const objects = objectsIn(value);
  const target = objects[which % objects.length];
  if (!target) return;
  if (!add) {
    const keys = Object.keys(target);
    delete target[keys[which % Math.max(1, keys.length)] ?? ''];
    return;
  }
  // defineProperty keeps `__proto__` an own key, as JSON.parse does.
  Object.defineProperty(target, key, { value: structuredClone(item), enumerable: true, writable: true, configurable: true });
}

describe('the validity schema', () => {
  it('takes out uniqueItems only on lists of strings at fixed paths', () => {
    expect(VERSIONS[1]!.paths.map((path) => path.join('.'))).toEqual([
      'features.unfurl_domains',
      'oauth_config.redirect_urls',
      'settings.allowed_ip_address_ranges',
      'settings.event_subscriptions.bot_events',
      'settings.event_subscriptions.user_events',
      'outgoing_domains',
    ]);
  });

  it('answers as the full schema’s check when keys are added or removed anywhere, known, unknown or inherited names', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SAMPLES), fc.constantFrom(0, 1), fc.array(keyEdit, { minLength: 1, maxLength: 3 }), (sample, version, edits) => {
        const checks = VERSIONS[version]!;
        const value = structuredClone(sample);
        for (const edit of edits) applyKeyEdit(value, edit);
        expect(checks.fast.check(value)).toBe(checks.full.check(value));
      }),
      { numRuns: 600 },
    );
  });

  it('answers as the full schema’s check on a manifest without a prototype, or whose prototype holds groups', () => {
    const groups = fc.constantFrom('features', 'settings', 'oauth_config', 'display_information', 'functions', '_metadata');
    fc.assert(
      fc.property(fc.constantFrom(...SAMPLES), fc.constantFrom(0, 1), fc.array(groups, { maxLength: 3 }), fc.boolean(), (sample, version, moved, broken) => {
        const checks = VERSIONS[version]!;
        const own = structuredClone(sample);
        // Groups moved to the prototype are still read (`in`, `value.key`), and may be wrong there.
        const inherited: Record<string, unknown> = {};
        for (const group of moved) {
          inherited[group] = broken ? { not_a_key: true } : own[group];
          delete own[group];
        }
        for (const value of [
          Object.assign(Object.create(inherited) as Record<string, unknown>, own),
          Object.assign(Object.create(null) as Record<string, unknown>, sample),
        ]) {
          expect(checks.fast.check(value)).toBe(checks.full.check(value));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('answers as the full schema’s check when those lists repeat, nearly repeat or hold other values', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SAMPLES),
        fc.constantFrom(...VERSIONS),
        fc.array(fc.tuple(fc.nat(), fc.array(item, { maxLength: 6 })), { maxLength: 3 }),
        (sample, checks, edits) => {
          const value = structuredClone(sample);
          for (const [which, list] of edits) {
            const path = checks.paths[which % checks.paths.length]!;
            let parent: Record<string, unknown> = value;
            for (const key of path.slice(0, -1)) {
              const next = parent[key];
              parent[key] = typeof next === 'object' && next !== null && !Array.isArray(next) ? next : {};
              parent = parent[key] as Record<string, unknown>;
            }
            parent[path[path.length - 1]!] = list;
          }
          expect(checks.fast.check(value)).toBe(checks.full.check(value));
        },
      ),
      { numRuns: 400 },
    );
  });
});
