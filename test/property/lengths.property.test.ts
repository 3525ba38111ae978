import { validateManifestText } from 'manifesto-core';
import { getLanguageService } from 'manifesto-lsp';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unicodeChunk, unicodeText } from './arbitraries.js';
import { textDocument } from './text-document.js';

// Runs per property (numRuns); the whole property suite takes about 15 s on two cores.
const RUNS = 500;
const NAME = '/display_information/name';
const LIMIT = 35;

/** Strings near the limit: 30 to 40 pieces, most of them one code point but several UTF-16 units. */
const nearLimit = fc
  .array(
    fc.oneof(
      unicodeChunk(),
      fc.integer({ min: 0x1f300, max: 0x1faff }).map((cp) => String.fromCodePoint(cp)),
      fc.constant('a'),
    ),
    { minLength: 30, maxLength: 40 },
  )
  .map((pieces) => pieces.join(''));
/** Astral code points only: two UTF-16 units each, so unit and code point counts straddle the limit differently. */
const astral = fc
  .array(
    fc.integer({ min: 0x10000, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp)),
    { minLength: 18, maxLength: 40 },
  )
  .map((cps) => cps.join(''));
const names = fc.oneof(unicodeText({ maxLength: 20 }), nearLimit, astral);

function manifest(name: string, format: 'yaml' | 'json'): string {
  // JSON.stringify's escapes are valid in a YAML double-quoted scalar too.
  return format === 'json' ? `{"display_information": {"name": ${JSON.stringify(name)}}}\n` : `display_information:\n  name: ${JSON.stringify(name)}\n`;
}

describe('lengths are counted in code points', () => {
  for (const format of ['yaml', 'json'] as const) {
    it(`display_information.name over 35 code points, and only then, is max-length with data.actual = code points (${format})`, () => {
      fc.assert(
        fc.property(names, (name) => {
          const result = validateManifestText(manifest(name, format), { format });
          // The test wrote the name it means: the parser must give back exactly that string.
          expect((result.document.value as { display_information: { name: string } }).display_information.name).toBe(name);
          const codePoints = [...name].length;
          const tooLong = result.problems.filter((p) => p.rule === 'max-length' && p.pointer === NAME);
          expect(tooLong.map((p) => p.data)).toEqual(codePoints > LIMIT ? [{ limit: LIMIT, actual: codePoints }] : []);
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe('hover shows the same count, and UTF-16 units when they differ', () => {
  const service = getLanguageService();
  let version = 0;
  for (const format of ['yaml', 'json'] as const) {
    it(`on display_information.name (${format})`, () => {
      fc.assert(
        fc.property(names, (name) => {
          const text = manifest(name, format);
          const document = textDocument(`file:///hover/manifest.${format}`, format, ++version, text);
          const key = text.indexOf('name');
          const value = service.hover(document, document.positionAt(key + 1))?.contents;
          const shown = typeof value === 'object' && value !== null && 'value' in value ? value.value : '';
          const codePoints = [...name].length;
          // An empty name is below the minimum of 1, which the hover names.
          const notes = [...(codePoints === 0 ? ['at least 1'] : []), ...(codePoints === name.length ? [] : [`${name.length} UTF-16 units`])];
          expect(shown).toContain(`${codePoints} / 35 characters${notes.length > 0 ? ` (${notes.join('; ')})` : ''}.`);
        }),
        { numRuns: RUNS / 5 },
      );
    });
  }
});
