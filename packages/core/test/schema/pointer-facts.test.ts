/** The converter's one-parse pointer reading against the pointer helpers it stands in for. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldName, formatPointer, parsePointer, valueAt } from '../../src/source/pointer.js';

// The helpers test indices without a regular expression; these references say it with one.
const INDEX = /^(0|[1-9][0-9]*)$/;
const referenceName = (segments: string[]) =>
  segments.reduce((out, part) => (INDEX.test(part) ? `${out}[${part}]` : `${out}${out === '' ? '' : '.'}${part}`), '') || 'the document';
function referenceValue(root: unknown, segments: string[]): unknown {
  let current = root;
  for (const part of segments) {
    if (Array.isArray(current)) current = INDEX.test(part) ? current[Number(part)] : undefined;
    else if (current !== null && typeof current === 'object' && Object.prototype.hasOwnProperty.call(current, part))
      current = (current as Record<string, unknown>)[part];
    else return undefined;
  }
  return current;
}
import { displayPathOf, pointerFacts } from '../../src/schema/pointer-facts.js';

const segment = fc.oneof(fc.constantFrom('0', '1', '01', '10', '007', '', 'a', 'b/c', 'd~e', '__proto__', 'length', '٣'), fc.string({ maxLength: 4 }));

describe('pointerFacts', () => {
  it('names and reads a pointer as fieldName and valueAt do, and as the regular-expression references do', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.array(segment, { maxLength: 4 }), (root, segments) => {
        const pointer = formatPointer(segments);
        const facts = pointerFacts(root, pointer);
        expect(facts.name).toBe(fieldName(pointer));
        expect(facts.value).toBe(valueAt(root, pointer));
        expect(facts.name).toBe(referenceName(parsePointer(pointer)));
        expect(facts.value).toBe(referenceValue(root, parsePointer(pointer)));
        expect(displayPathOf(facts.segments)).toBe(
          parsePointer(pointer).reduce((out, part) => (/^\d+$/.test(part) ? `${out}[]` : `${out}${out === '' ? '' : '.'}${part}`), ''),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('reads real paths', () => {
    const root = { features: { shortcuts: [{ name: 'a' }] } };
    expect(pointerFacts(root, '/features/shortcuts/0/name')).toEqual({
      segments: ['features', 'shortcuts', '0', 'name'],
      name: 'features.shortcuts[0].name',
      value: 'a',
    });
    expect(displayPathOf(['features', 'shortcuts', '0'])).toBe('features.shortcuts[]');
    expect(pointerFacts(root, '').name).toBe('the document');
  });
});
