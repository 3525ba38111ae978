/**
 * An editor session's memo (check-memo.ts: each untouched group's schema answer and each rule family's
 * reports, kept by the values an untouched YAML section gives) changes nothing: after every edit of a
 * sequence, checking with the session's `YamlSections` finds exactly the problems a fresh check finds.
 * Documents are the corpus manifests in YAML; an edit changes, removes or adds a value somewhere in one
 * top-level group, changes the version, drops or adds a group, or breaks the text's syntax for a version.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import { checkDocument, YamlSections, type DocumentOptions } from 'manifesto-core';
import { REAL_CORPUS } from '../corpus-path.js';

const RUNS = 60;

const MANIFESTS = readdirSync(REAL_CORPUS)
  .filter((name) => /\.(json|ya?ml)$/.test(name))
  .sort()
  .flatMap((name) => {
    try {
      const value: unknown = parse(readFileSync(join(REAL_CORPUS, name), 'utf8'));
      return value && typeof value === 'object' && !Array.isArray(value) ? [value as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });

/** Values an edit puts in place: names the catalogue knows and does not, wrong types, a long string. */
const NEW_VALUES: unknown[] = [
  'chat:write',
  'bot001:read',
  'app_mention',
  'made_up_event',
  'x'.repeat(300),
  '',
  42,
  -1,
  true,
  null,
  [],
  {},
  ['a', 'a'],
  { type: 'string' },
];
const NEW_KEYS = ['name', 'description', 'bot', 'user', 'bot_events', 'request_url', 'title', 'type', 'unknown_key', 'input_parameters'];
const GROUPS = ['display_information', 'features', 'oauth_config', 'settings', 'functions', 'workflows', 'outgoing_domains', 'made_up_group'];

type Edit =
  | { kind: 'value'; path: number[]; pick: number; key: number }
  | { kind: 'version'; to: number }
  | { kind: 'group'; pick: number }
  | { kind: 'syntax'; at: number };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('value' as const), path: fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), pick: fc.nat(), key: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('version' as const), to: fc.constantFrom(1, 2, 3) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('group' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('syntax' as const), at: fc.nat() }) },
);

const copy = <T>(value: T): T => structuredClone(value);

/** Applies an edit to a copy of the manifest; `syntax` edits are made on the text instead (see `textOf`). */
function applied(manifest: Record<string, unknown>, change: Edit): Record<string, unknown> {
  const next = copy(manifest);
  if (change.kind === 'version') {
    next['_metadata'] = { major_version: change.to };
  } else if (change.kind === 'group') {
    const group = GROUPS[change.pick % GROUPS.length]!;
    if (group in next) delete next[group];
    else next[group] = copy(NEW_VALUES[change.pick % NEW_VALUES.length]);
  } else if (change.kind === 'value') {
    const keys = Object.keys(next);
    if (keys.length === 0) return next;
    // Walk down from a top-level group along the path, then change what is there.
    let holder: Record<string, unknown> | unknown[] = next;
    let key: string | number = keys[change.path[0]! % keys.length]!;
    for (const step of change.path.slice(1)) {
      const inner: unknown = (holder as Record<string, unknown>)[key as string];
      if (inner === null || typeof inner !== 'object') break;
      const innerKeys = Array.isArray(inner) ? inner.map((_, i) => i) : Object.keys(inner);
      if (innerKeys.length === 0) break;
      holder = inner as Record<string, unknown> | unknown[];
      key = innerKeys[step % innerKeys.length]!;
    }
    const value = copy(NEW_VALUES[change.pick % NEW_VALUES.length]);
    const action = change.key % 3;
    if (action === 0) (holder as Record<string, unknown>)[key as string] = value;
    else if (action === 1 && !Array.isArray(holder)) delete holder[key as string];
    else if (Array.isArray(holder)) holder.push(value);
    else holder[NEW_KEYS[change.key % NEW_KEYS.length]!] = value;
  }
  return next;
}

/** The text of a version: the value in YAML, or for a `syntax` edit the previous text with a stray character. */
function textOf(manifest: Record<string, unknown>, change: Edit): string {
  const text = stringify(manifest);
  if (change.kind !== 'syntax') return text;
  const at = change.at % (text.length + 1);
  return `${text.slice(0, at)}${'"[:\t'[change.at % 4]}${text.slice(at)}`;
}

describe('an editor session checks each version as a fresh check does', () => {
  test('every problem, in order, with every field, after each edit of a sequence', () => {
    fc.assert(
      fc.property(
        fc.nat(MANIFESTS.length - 1),
        fc.array(edit, { minLength: 1, maxLength: 8 }),
        fc.constantFrom<DocumentOptions['rules']>(undefined, { 'unknown-scope': 'error', 'max-length': 'off' }),
        (index, edits, rules) => {
          const sections = new YamlSections();
          let manifest = MANIFESTS[index]!;
          checkDocument('manifest.yaml', stringify(manifest), { sections, rules });
          for (const change of edits) {
            const text = textOf((manifest = change.kind === 'syntax' ? manifest : applied(manifest, change)), change);
            const kept = checkDocument('manifest.yaml', text, { sections, rules });
            const fresh = checkDocument('manifest.yaml', text, { rules });
            expect(kept.problems).toEqual(fresh.problems);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
