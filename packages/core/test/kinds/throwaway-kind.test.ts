/**
 * A kind is one `defineKind` and one entry in a list: this test defines a kind of its own ("notes"),
 * builds a registry with it beside the core's kinds, and shows it recognised by name, by content and by a
 * configured glob, read from a configuration, checked and outlined, with no other file of the project
 * touched.
 */
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.js';
import { checkDocument } from '../../src/document-check.js';
import { defineKind } from '../../src/kinds/kind.js';
import { KindRegistry } from '../../src/kinds/kind-registry.js';
import { KINDS } from '../../src/kinds/registry.js';
import { defineRule } from '../../src/rules/define.js';
import { isRecord } from '../../src/source/pointer.js';

const noteTitle = defineRule({
  id: 'note-title',
  defaultSeverity: 'error',
  description: 'A note has a title of at most 10 characters.',
  docs: { why: 'Long titles are cut off.', example: { file: 'a.notes.json', text: '{"notes": [{"title": "far too long a title"}]}' } },
});

/** `*.notes.json`: `{"notes": [{"title": "…"}]}`. */
const notesKind = defineKind({
  id: 'notes',
  noun: 'the notes',
  matchesName: (baseName) => /\.notes\.(json|ya?ml)$/i.test(baseName),
  nameGlobs: ['**/*.notes.{json,yaml,yml}'],
  globsKey: 'notes',
  sniff: (value) => isRecord(value) && Array.isArray(value['notes']),
  rules: [noteTitle],
  check: (value) => {
    const notes = isRecord(value) && Array.isArray(value['notes']) ? value['notes'] : [];
    return {
      problems: notes.flatMap((note, index) => {
        const title = isRecord(note) ? note['title'] : undefined;
        if (typeof title === 'string' && title.length <= 10) return [];
        return [noteTitle.problem({ pointer: `/notes/${index}/title`, target: 'value', message: `Note ${index + 1} needs a title of at most 10 characters.` })];
      }),
    };
  },
  language: {
    schemasAt: () => [],
    outline: (value) =>
      (isRecord(value) && Array.isArray(value['notes']) ? value['notes'] : []).map((note, index) => ({
        name: isRecord(note) && typeof note['title'] === 'string' ? note['title'] : `note ${index + 1}`,
        pointer: `/notes/${index}`,
        symbol: 'string' as const,
      })),
  },
});

const registry = new KindRegistry([...KINDS, notesKind]);
const NOTES = '{"notes": [{"title": "short"}, {"title": "a title far too long"}]}';

describe('a kind defined outside the core', () => {
  it('is recognised by its name, its content and a configured glob, and only in a registry that lists it', () => {
    expect(registry.ids).toEqual(['blocks', 'audit', 'methods', 'manifest', 'notes']);
    expect(registry.fromName('/p/todo.notes.json')).toBe('notes');
    expect(registry.fromName('/p/todo.json')).toBeUndefined();
    expect(registry.fromName('/p/lists/todo.json', { notes: ['lists/*.json'] })).toBe('notes');
    expect(registry.fromContent({ notes: [] })).toBe('notes');
    expect(registry.nameGlobs()).toContain('**/*.notes.{json,yaml,yml}');
    expect(new KindRegistry(KINDS).fromName('/p/todo.notes.json')).toBeUndefined();
  });

  it('has a configuration key and an editor setting of its own', () => {
    const { config, errors } = readConfig({ notes: ['lists/*.json'] }, '.manifestorc.json', registry);
    expect(errors).toEqual([]);
    expect((config as unknown as Record<string, unknown>)['notes']).toEqual(['lists/*.json']);
    expect(readConfig({ notes: ['lists/*.json'] }).errors).toHaveLength(1);
    expect(registry.globsSettings().at(-1)).toEqual({ key: 'notes', setting: 'noteGlobs', defaults: [] });
    expect(registry.cleanGlobs({ notes: ['a', 1], other: ['b'] })).toEqual({ notes: ['a'] });
  });

  it('is checked, with its problems located, when the configuration claims the file', () => {
    const { config } = readConfig({ notes: ['lists/*.json'] }, '.manifestorc.json', registry);
    const result = checkDocument('/p/lists/todo.json', NOTES, { globs: config }, registry);
    expect(result.kind).toBe('notes');
    expect(result.problems.map((p) => [p.rule, p.pointer, p.range.start.character])).toEqual([['note-title', '/notes/1/title', NOTES.indexOf('"a title')]]);
    expect(checkDocument('/p/lists/todo.json', NOTES, {}, registry).kind).toBe('notes');
    expect(checkDocument('/p/lists/todo.json', NOTES).kind).toBeUndefined();
  });

  it('gives the editor an outline', () => {
    expect(registry.byId('notes')?.language.outline?.(JSON.parse(NOTES))).toEqual([
      { name: 'short', pointer: '/notes/0', symbol: 'string' },
      { name: 'a title far too long', pointer: '/notes/1', symbol: 'string' },
    ]);
  });
});
