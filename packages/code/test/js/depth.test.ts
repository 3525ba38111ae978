import { describe, expect, it } from 'vitest';
import { MAX_BRACKET_DEPTH, tooDeepAt } from '../../src/js/depth.js';

/**
 * The nesting check before the parse (`depth.ts`): the offset where the cost of the constructs open at once
 * passes the limit, or -1. It must never say less than the parser's nesting (oxc crashes the process on deep
 * nesting), and must not add up constructs side by side.
 */
const repeat = (count: number, text: (index: number) => string): string => Array.from({ length: count }, (_, index) => text(index)).join('');

describe('tooDeepAt on brackets', () => {
  it('finds the bracket past the limit, short file or long, and nothing at the limit or in brackets side by side', () => {
    for (const padding of ['', `\n${'// filler\n'.repeat(2500)}`]) {
      const nested = (depth: number) => `${'(['.repeat(depth / 2)}${'])'.repeat(depth / 2)}${padding}`;
      expect(tooDeepAt(nested(MAX_BRACKET_DEPTH))).toBe(-1);
      expect(tooDeepAt(nested(MAX_BRACKET_DEPTH + 2))).toBe(MAX_BRACKET_DEPTH);
      expect(tooDeepAt(`${'{}'.repeat(5000)}${padding}`)).toBe(-1);
      expect(tooDeepAt(`${'}'.repeat(600)}${'['.repeat(MAX_BRACKET_DEPTH)}${']'.repeat(MAX_BRACKET_DEPTH)}${padding}`)).toBe(-1);
    }
  });

  it('skips brackets in strings, comments and regular expressions, and counts a template’s placeholders', () => {
    const deep = `${'['.repeat(MAX_BRACKET_DEPTH + 1)}`;
    expect(tooDeepAt(`x = "${deep}"; // ${deep}\n/* ${deep} */ y = /[${deep}]/;`)).toBe(-1);
    expect(tooDeepAt(`x = ${'`${'.repeat(MAX_BRACKET_DEPTH)}a${'}`'.repeat(MAX_BRACKET_DEPTH)};`)).toBeGreaterThan(0);
    // A string left open at its line's end (text, not code) hides nothing on the next line.
    expect(tooDeepAt(`x = "open\n${deep}`)).toBeGreaterThan(0);
  });
});

describe('tooDeepAt on constructs that nest without brackets', () => {
  // Each nested 2,000 deep: past the limit (oxc crashes between 1,500 and 15,000 deep in a worker thread).
  const deep: [string, string, string][] = [
    ['conditionals', 'a.js', `x = ${'a ? b : '.repeat(2000)}c;`],
    ['conditionals over lines', 'a.js', `x = ${'a\n  ? b\n  : '.repeat(2000)}c;`],
    ['conditionals in the middle', 'a.js', `x = ${'a ? '.repeat(2000)}b${' : c'.repeat(2000)};`],
    ['arrow functions', 'a.js', `x = ${'a =>\n'.repeat(2000)}b;`],
    ['async arrow functions', 'a.js', `x = ${'async (a) => '.repeat(2000)}b;`],
    ['assignments', 'a.js', `${'a = '.repeat(2000)}b;`],
    ['else if', 'a.js', `if (a) b;${' else if (a) b;'.repeat(2000)}`],
    ['else if after braces', 'a.js', `if (a) {}${' else if (a) {\n}\n'.repeat(2000)}`],
    ['else if without semicolons', 'a.js', `if (a) b\n${'else if (a)\n  b\n'.repeat(2000)}`],
    ['if', 'a.js', `${'if (a)\n'.repeat(2000)}b;`],
    ['loops', 'a.js', `${'while (a) for (;;) '.repeat(1000)}b;`],
    ['labels', 'a.js', `${repeat(2000, (index) => `l${index}:\n`)}b;`],
    ['unary operators', 'a.js', `x = ${'!'.repeat(20000)}a;`],
    ['typeof', 'a.js', `x = ${'typeof '.repeat(20000)}a;`],
    ['void', 'a.js', `x = ${'void '.repeat(20000)}a;`],
    ['short void', 'a.js', `x = ${'void '.repeat(3900)}a;`],
    ['yield', 'a.js', `function* g() { x = ${'yield '.repeat(2000)}a; }`],
    ['function expressions', 'a.js', `x = ${'(function () { return '.repeat(500)}z${' })'.repeat(500)};`],
    ['binary operators', 'a.js', `x = ${'a +\n'.repeat(50000)}b;`],
    ['new', 'a.js', `x = ${'new '.repeat(5000)}a;`],
    ['class expressions', 'a.js', `x = ${'class extends '.repeat(2000)}a${' {}'.repeat(2000)};`],
    ['calls', 'a.js', `x = a${'()'.repeat(50000)};`],
    ['members', 'a.js', `x = a${'.b'.repeat(50000)};`],
    ['type arguments', 'a.ts', `type X = ${'A<'.repeat(2000)}b${'>'.repeat(2000)};`],
    ['conditional types', 'a.ts', `type X = ${'A extends B ? C : '.repeat(2000)}D;`],
    ['JSX elements', 'a.jsx', `x = ${"<a>Don't\n".repeat(2000)}${'</a>'.repeat(2000)};`],
  ];
  for (const [name, fileName, text] of deep) {
    it(`refuses ${name} nested past the limit`, () => {
      expect(tooDeepAt(text, fileName)).toBeGreaterThan(0);
    });
  }

  // The same constructs side by side, 2,100 times: as many marks as above, no nesting.
  const flat: [string, string, string][] = [
    ['conditionals in statements', 'a.js', repeat(2100, () => 'x = a ? b : c;\n')],
    ['conditionals in list items', 'a.js', `x = [${repeat(2100, () => 'a ? b : c, ')}];`],
    ['arrow functions without semicolons', 'a.js', repeat(2100, (index) => `const f${index} = (x) => x\n`)],
    ['arrow functions as arguments', 'a.js', repeat(2100, () => 'app.use((x) => x)\n')],
    ['if/else statements', 'a.js', repeat(2100, () => 'if (a) { b } else { c }\n')],
    ['if/else statements without braces or semicolons', 'a.js', repeat(2100, () => 'if (a) b\nelse c\n')],
    ['a switch', 'a.js', `switch (x) {\n${repeat(2100, (index) => `  case ${index}: return a ? b : c;\n`)}}`],
    ['optional properties', 'a.ts', `interface A {\n${repeat(2100, (index) => `  p${index}?: string\n`)}}`],
    ['optional methods', 'a.ts', `interface A {\n${repeat(2100, (index) => `  p${index}?(): void;\n`)}}`],
    ['type arguments', 'a.ts', repeat(2100, (index) => `const m${index}: Map<string, Array<number>> = new Map()\n`)],
    ['operators in comments', 'a.js', repeat(1000, () => `// ${'-'.repeat(76)}\nx = 1\n`)],
    ['questions in strings', 'a.js', repeat(2100, () => "say('Sure? (yes => go)')\n")],
    ['JSX text with quotes', 'a.jsx', `x = (\n  <div>\n${repeat(2100, () => "    <p>Don't {a ? b : c}, it's // fine</p>\n")}  </div>\n);`],
    ['JSX components', 'a.tsx', repeat(600, (index) => `export const I${index} = () => <svg a="1"><path d="M0 0" /></svg>\n`)],
    ['binary operators in statements', 'a.js', repeat(20000, () => 'x = a + b;\n')],
  ];
  for (const [name, fileName, text] of flat) {
    it(`reads ${name} side by side`, () => {
      expect(tooDeepAt(text, fileName)).toBe(-1);
    });
  }

  it('keeps counting where a line break may not end a statement', () => {
    // After `)` of a statement's head, an operator, or before `else`, `.` and `(` the statement goes on.
    expect(tooDeepAt(`x = ${'a ? b : c\n.d ? '.repeat(2000)}e;`)).toBeGreaterThan(0);
    expect(tooDeepAt(`x = ${'a ? f()\n(b) : '.repeat(2000)}e;`)).toBeGreaterThan(0);
    expect(tooDeepAt(`${'while (a)\n'.repeat(2000)}b;`)).toBeGreaterThan(0);
    expect(tooDeepAt(`type X = ${'A extends B\n  ? C\n  : '.repeat(2000)}D;`)).toBeGreaterThan(0);
    // A `,` inside type arguments ends nothing outside them.
    expect(tooDeepAt(`type X = ${'A extends B ? Map<a, '.repeat(2000)}`)).toBeGreaterThan(0);
  });
});

describe('tooDeepAt noting interface bodies', () => {
  // Long enough that the scan runs (a short file is cleared without one, and notes nothing).
  const filler = `\n${'const filler = [1, 2, 3];\n'.repeat(900)}`;
  const bodies = (text: string, fileName = 'file.ts'): string[] => {
    const found: number[] = [];
    expect(tooDeepAt(text, fileName, found)).toBe(-1);
    return found.flatMap((start, index) => (index % 2 === 0 ? [text.slice(start, found[index + 1])] : []));
  };

  it('notes the bodies of top-level and exported interfaces, nested braces and strings in them included', () => {
    const text = `interface A { a: string }\nexport interface B<T> extends A {\n  b: T;\n  c: { d: '}' };\n}${filler}interface C { x: 1 }\n`;
    expect(bodies(text)).toEqual([' a: string ', "\n  b: T;\n  c: { d: '}' };\n", ' x: 1 ']);
  });

  it('notes no interface in a block, a property named interface, a declare or a JavaScript file', () => {
    const text = `function f() { interface Local { a: 1 } }\nconst o = { interface: { a: 1 } };\no.interface;\ndeclare interface D { d: 1 }\nnamespace N { interface M { m: 1 } }${filler}`;
    expect(bodies(text)).toEqual([]);
    expect(bodies(`interface A { a: string }${filler}`, 'file.js')).toEqual([]);
    // The first brace after a head with a type literal in it is that literal's (the parse then disowns it).
    expect(bodies(`interface G<T extends { k: 1 }> { g: T }${filler}`)).toEqual([' k: 1 ']);
  });

  it('gives the same verdict with or without noting', () => {
    const deep = `interface A { a: string }\n${'('.repeat(MAX_BRACKET_DEPTH + 1)}${filler}`;
    expect(tooDeepAt(deep, 'file.ts', [])).toBe(tooDeepAt(deep, 'file.ts'));
    expect(tooDeepAt(deep, 'file.ts')).toBeGreaterThan(0);
  });
});
