import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { botNameSuggestion } from '../../packages/core/src/manifest/rules/soft-limits.js';
import { validateManifest } from '../../packages/core/src/index.js';

/** White space of every kind JavaScript's `\s` knows, letters that change length in lower case, and surrogates. */
const piece = fc.oneof(
  fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2028', '\u3000', '\ufeff', '\u200b', 'İ', 'ẞ', 'Σ', 'é', '😀', '\ud800', '.', '_', '-', 'A', 'z', '9', '#'),
  fc.string({ maxLength: 3 }),
  fc.string({ unit: 'binary', maxLength: 3 }),
);

describe('the bot display name rule', () => {
  it('suggests what the two replacements did', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const name = pieces.join('');
        const expected = name
          .toLowerCase()
          .replace(/\s+/g, '-')
          .replace(/[^a-z0-9._-]/g, '');
        expect(botNameSuggestion(name)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('writes the name in the message as JSON.stringify does', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.constantFrom('"', '\\', '\u0000', '\u001f', '\udc00')), { minLength: 1, maxLength: 8 }), (pieces) => {
        const name = pieces.join('');
        const problem = validateManifest({ display_information: { name: 'ab' }, features: { bot_user: { display_name: name } } }).problems.find(
          (p) => p.rule === 'bot-display-name-charset',
        );
        if (/^[a-z0-9._-]*$/.test(name)) {
          expect(problem).toBeUndefined();
          return;
        }
        const suggestion = botNameSuggestion(name);
        expect(problem?.message).toBe(
          `\`display_name\` is ${JSON.stringify(name)}; the documented characters are a-z, 0-9, hyphen, underscore and period${suggestion ? `, such as ${JSON.stringify(suggestion)}` : ''}.`,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('counts a long description in code points', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        const long = pieces.join('');
        const problem = validateManifest({ display_information: { name: 'ab', long_description: long } }).problems.find(
          (p) => p.rule === 'long-description-short',
        );
        const length = [...long].length;
        expect(problem?.data).toEqual(length < 174 ? { limit: 174, actual: length } : undefined);
      }),
      { numRuns: 300 },
    );
  });
});
