import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { checkDocument, RULES, type LocatedProblem } from 'manifesto-core';
import { APP_RULES } from 'manifesto-core/app';
import { fixesFor, fixImproves } from 'manifesto-core/language';
import { getLanguageService } from 'manifesto-lsp';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../packages/core/test/corpus-path.js';
import { toYaml } from './arbitraries.js';
import { FIX_FIXTURES, type FixFixture } from './fix-fixtures.js';
import { applyEdits, textDocument } from './text-document.js';

/**
 * Every quick fix the language server offers, applied as a client applies it, leaves a text that parses,
 * with the problem it fixes gone and no new error (the core's verdict, `fixImproves`, on the problems of
 * the text before and after). Each fixable rule has documents with its mistake (`fix-fixtures.ts`), written
 * in every syntax style: JSON with spaces or tabs or on one line, YAML blocks, YAML with flow values, CRLF
 * line ends, a byte order mark, and embedded in method arguments (a view object, a view as a JSON string,
 * a manifest object).
 */
const RUNS = 300;
const service = getLanguageService();
let version = 0;

type Style = 'json' | 'json-tabs' | 'json-line' | 'yaml' | 'yaml-flow' | 'method-json' | 'method-yaml' | 'view-string';
// `view-string` writes the document as a JSON string in the arguments: a view, or an apps.manifest manifest.
const STYLES: readonly Style[] = ['json', 'json-tabs', 'json-line', 'yaml', 'yaml-flow', 'method-json', 'method-yaml', 'view-string'];

interface Written {
  name: string;
  format: 'json' | 'yaml';
  text: string;
}

const isManifest = (fixture: FixFixture) => fixture.base === 'manifest';

/** A Block Kit fixture as a view: a view as it is, blocks in a Home tab, a single block in a list. */
function viewOf(value: Record<string, unknown>): Record<string, unknown> {
  if (value['type'] === 'modal' || value['type'] === 'home') return value;
  return { type: 'home', blocks: Array.isArray(value['blocks']) ? value['blocks'] : [value] };
}

/** The arguments of a method that carries the fixture: views.open or views.publish, or apps.manifest.validate. */
function asArguments(fixture: FixFixture, encode: boolean): { method: string; args: Record<string, unknown> } {
  if (isManifest(fixture)) return { method: 'apps.manifest.validate', args: { manifest: encode ? JSON.stringify(fixture.value) : fixture.value } };
  const view = viewOf(fixture.value);
  const written = encode ? JSON.stringify(view) : view;
  return view['type'] === 'modal'
    ? { method: 'views.open', args: { trigger_id: '12345.98765.abcd', view: written } }
    : { method: 'views.publish', args: { user_id: 'U0123456789', view: written } };
}

/** YAML with each top-level value in flow style (`key: {"a": 1}`), which the editors must handle too. */
function yamlFlow(value: Record<string, unknown>): string {
  return Object.entries(value)
    .map(([key, item]) => `${key}: ${JSON.stringify(item)}\n`)
    .join('');
}

function write(fixture: FixFixture, given: Style, indent: number): Written {
  const spaces = ' '.repeat(indent);
  // Method arguments are not embedded in other arguments: the method styles write them as they are.
  const style: Style =
    fixture.alone && given.startsWith('method') ? (given === 'method-yaml' ? 'yaml' : 'json') : fixture.alone && given === 'view-string' ? 'json-tabs' : given;
  switch (style) {
    case 'json':
      return { name: `${fixture.base}.json`, format: 'json', text: `${JSON.stringify(fixture.value, null, spaces)}\n` };
    case 'json-tabs':
      return { name: `${fixture.base}.json`, format: 'json', text: `${JSON.stringify(fixture.value, null, '\t')}\n` };
    case 'json-line':
      return { name: `${fixture.base}.json`, format: 'json', text: JSON.stringify(fixture.value) };
    case 'yaml':
      return { name: `${fixture.base}.yaml`, format: 'yaml', text: toYaml(fixture.value) };
    case 'yaml-flow':
      return { name: `${fixture.base}.yaml`, format: 'yaml', text: yamlFlow(fixture.value) };
    case 'method-json': {
      const { method, args } = asArguments(fixture, false);
      return { name: `call.${method}.json`, format: 'json', text: `${JSON.stringify(args, null, spaces)}\n` };
    }
    case 'method-yaml': {
      const { method, args } = asArguments(fixture, false);
      return { name: `call.${method}.yaml`, format: 'yaml', text: toYaml(args) };
    }
    case 'view-string': {
      const { method, args } = asArguments(fixture, true);
      return { name: `call.${method}.json`, format: 'json', text: `${JSON.stringify(args, null, spaces)}\n` };
    }
  }
}

const sameRange = (a: LocatedProblem['range'], b: LocatedProblem['range']) =>
  a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;

/** Applies every fix offered for every diagnostic of the text and holds each result to the verdict; returns how many were applied. */
function expectEveryFixSafe({ name, format, text }: Written): number {
  const document = textDocument(`file:///project/${name}`, format, ++version, text);
  const before = checkDocument(`/project/${name}`, text, { format });
  let applied = 0;
  for (const diagnostic of service.diagnostics(document)) {
    const problem = before.problems.find((candidate) => candidate.rule === diagnostic.code && sameRange(candidate.range, diagnostic.range));
    expect(problem, `a problem behind ${String(diagnostic.code)}`).toBeDefined();
    for (const action of service.codeActions(document, [diagnostic])) {
      const fixed = applyEdits(document, action.edit?.changes?.[document.uri] ?? []);
      const after = checkDocument(`/project/${name}`, fixed, { format });
      const what = `"${action.title}" for ${String(diagnostic.code)} at ${problem!.pointer} in\n${text}\ngave\n${fixed}`;
      expect(after.document.fatal, what).toBe(false);
      // A CRLF file keeps CRLF line ends throughout.
      if (text.includes('\r\n')) expect(/(^|[^\r])\n/.test(fixed), what).toBe(false);
      expect(
        after.problems.filter((found) => found.rule === 'syntax'),
        what,
      ).toEqual([]);
      // The model edits behind the action, for the places that a rename or a move changed.
      const edits = fixesFor(before.kind!, before.document.value, problem!, { fileName: name }).find((fix) => fix.title === action.title)?.edits;
      expect(edits, what).toBeDefined();
      expect(
        fixImproves(before.problems, after.problems, problem!, edits!),
        `${what}\nwith ${JSON.stringify(after.problems.map((p) => [p.rule, p.pointer]))}`,
      ).toBe(true);
      applied++;
    }
  }
  return applied;
}

const variant = (text: string, crlf: boolean, bom: boolean) => `${bom ? '\uFEFF' : ''}${crlf ? text.replace(/\n/g, '\r\n') : text}`;

describe('quick fixes leave the file parsing, with their problem gone and no new error', () => {
  it('every fixable rule has a document with its mistake', () => {
    // The app graph's fixes edit the manifest for a problem found in a code file: no one document holds
    // both, so their fixes are applied and checked through the joined app (packages/core/test/app/).
    const acrossFiles = new Set(APP_RULES.map((rule) => rule.id));
    const fixable = RULES.filter((rule) => rule.fixable && !acrossFiles.has(rule.id)).map((rule) => rule.id);
    expect(fixable.filter((rule) => !FIX_FIXTURES.some((fixture) => fixture.rule === rule))).toEqual([]);
    for (const fixture of FIX_FIXTURES) {
      const written = write(fixture, 'json', 2);
      const found = checkDocument(`/project/${written.name}`, written.text, { format: 'json' }).problems.map((problem) => problem.rule);
      expect(found, `${fixture.rule} in ${written.text}`).toContain(fixture.rule);
    }
  });

  it('every fixture, every style, CRLF and a byte order mark: each fix offered passes', () => {
    const written = fc.record({
      fixture: fc.constantFrom(...FIX_FIXTURES),
      style: fc.constantFrom(...STYLES),
      indent: fc.integer({ min: 1, max: 4 }),
      crlf: fc.boolean(),
      bom: fc.boolean(),
    });
    fc.assert(
      fc.property(written, ({ fixture, style, indent, crlf, bom }) => {
        const plain = write(fixture, style, indent);
        expectEveryFixSafe({ ...plain, text: variant(plain.text, crlf, bom) });
      }),
      { numRuns: RUNS },
    );
  });

  it('fixes are offered in every style, not only dropped: most fixtures get one', () => {
    for (const style of STYLES) {
      const fixtures = style === 'view-string' ? FIX_FIXTURES.filter((fixture) => !fixture.alone) : FIX_FIXTURES;
      const applied = fixtures.map((fixture) => expectEveryFixSafe(write(fixture, style, 2)));
      expect(applied.filter((count) => count > 0).length, style).toBeGreaterThan(fixtures.length / 2);
    }
  });

  it("the repository's examples: each fix offered passes", () => {
    const root = resolve(import.meta.dirname, '../../examples');
    let applied = 0;
    for (const path of filesUnder(root)) {
      const format = path.endsWith('.json') ? 'json' : path.endsWith('.yaml') || path.endsWith('.yml') ? 'yaml' : undefined;
      if (!format) continue;
      applied += expectEveryFixSafe({ name: basename(path), format, text: readFileSync(path, 'utf8') });
    }
    expect(applied).toBeGreaterThan(0);
  });
});
