/** `parsePointer` reads a pointer in one pass (source/pointer.ts): held to the plain slice, split and replace. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPointer, parsePointer } from '../../packages/core/src/source/pointer.js';

function plainParse(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return pointer === '' ? [] : [''];
  const body = pointer.startsWith('/') ? pointer.slice(1) : pointer;
  return body.split('/').map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

const text = fc.string({ unit: fc.constantFrom('/', '~', '0', '1', 'a', 'é', '😀', '~0', '~1'), maxLength: 12 });

describe('parsePointer', () => {
  it('reads every text as the plain slice, split and replace do', () => {
    fc.assert(
      fc.property(text, (pointer) => {
        expect(parsePointer(pointer)).toEqual(plainParse(pointer));
      }),
      { numRuns: 3000 },
    );
  });

  it('gives back the segments formatPointer wrote', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 5 }), (segments) => {
        expect(parsePointer(formatPointer(segments))).toEqual(segments);
      }),
      { numRuns: 1000 },
    );
  });
});
