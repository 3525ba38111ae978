import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tooDeepAt } from '../../src/js/depth.js';

/**
 * The nesting check lets no file through that crashes the parser: chains of constructs nested as deep as it
 * lets them, and twice as deep, parse in a worker thread of the command's stack (4 MB) in a child process,
 * which a crash would end. Each construct's operand is parenthesised where its grammar asks.
 */
const ANY = 'PUBA';
/** [wrap, what the operand may be (Primary, Unary, a + chain B, Anything), what the result is]. */
const EXPRESSIONS: [(x: string, s: string) => string, string, string][] = [
  [(x) => `(${x})`, ANY, 'P'],
  [(x) => `[${x}]`, ANY, 'P'],
  [(x, s) => `{a:${s}${x}}`, ANY, 'P'],
  [(x, s) => `a ?${s}${x} : b`, ANY, 'A'],
  [(x, s) => `a ? b :${s}${x}`, ANY, 'A'],
  [(x, s) => `(y) =>${s}${x}`, ANY, 'A'],
  [(x) => `async (y) => ${x}`, ANY, 'A'],
  [(x, s) => `() => {${s}return ${x}${s}}`, ANY, 'A'],
  [(x) => `!${x}`, 'PU', 'U'],
  [(x) => `typeof ${x}`, 'PU', 'U'],
  [(x) => `void ${x}`, 'PU', 'U'],
  [(x) => `- ${x}`, 'PU', 'U'],
  [(x) => `${x} + a`, 'PUB', 'B'],
  [(x, s) => `a +${s}${x}`, 'PU', 'B'],
  [(x) => `(${x}).b`, ANY, 'P'],
  [(x) => `(${x})()`, ANY, 'P'],
  [(x) => `(${x})?.b`, ANY, 'P'],
  [(x) => `new (${x})`, ANY, 'U'],
  [(x, s) => `a =${s}${x}`, ANY, 'A'],
  [(x) => `\`t\${${x}}\``, ANY, 'P'],
  [(x, s) => `f(a,${s}${x})`, ANY, 'P'],
  [(x) => `${x} && a`, 'PUB', 'A'],
  [(x) => `a ?? ${x}`, 'PUB', 'A'],
  [(x) => `(class extends (${x}) {})`, ANY, 'P'],
  [(x, s) => `(function () {${s}return ${x}${s}})`, ANY, 'P'],
  [(x, s) => `x${s}.y(${x}).z`, ANY, 'P'],
];
const STATEMENTS: ((x: string, s: string) => string)[] = [
  (x, s) => `if (a)${s}${x}`,
  (x, s) => `if (a) b;${s}else ${x}`,
  (x, s) => `if (a) {}${s}else if (b)${s}${x}`,
  (x, s) => `while (a)${s}${x}`,
  (x, s) => `l:${s}${x}`,
  (x, s) => `{${s}${x}${s}}`,
  (x) => `for (;;) ${x}`,
  (x) => `do ${x} while (a);`,
];
const SEPARATORS = [' ', '\n', '\n  ', ' /* c */ ', ' // c\n'];

/** A step of a chain: an expression or a statement wrapper, and the separator it uses. */
type Step = { statement: boolean; index: number; separator: string };

function program(steps: readonly Step[], depth: number): string {
  let x = 'z';
  let level = 'P';
  let statement = false;
  for (let i = 0; i < depth; i++) {
    const step = steps[i % steps.length]!;
    if (step.statement) {
      if (!statement) x = `x = ${x};`;
      statement = true;
      // Labels nested in one another need names of their own.
      x = STATEMENTS[step.index]!(x, step.separator).replace(/^l:/, `l${i}:`);
    } else {
      if (statement) x = `(function () {${step.separator}${x}${step.separator}})()`;
      statement = false;
      const [wrap, takes, gives] = EXPRESSIONS[step.index]!;
      if (!takes.includes(level)) x = `(${x})`;
      x = wrap(x, step.separator);
      level = gives;
    }
  }
  return statement ? x : `x = ${x};`;
}

/** The deepest the check lets the chain nest: doubled until refused, then halved in between. */
function deepestAllowed(steps: readonly Step[]): number {
  let low = 1;
  // A chain never refused is capped far past where any construct crashes the parser.
  while (low < 32768 && tooDeepAt(program(steps, low * 2), 'app.js') < 0) low *= 2;
  if (low >= 32768) return low;
  let high = low * 2;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (tooDeepAt(program(steps, middle), 'app.js') < 0) low = middle;
    else high = middle;
  }
  return low;
}

/** Parses each text in a worker thread of a child process; its exit status and what each parse said. */
function parseInWorker(texts: readonly string[]): { status: number | null; said: string[] } {
  const bindings = createRequire(import.meta.url).resolve('oxc-parser/src-js/bindings.js');
  const script = `
    const { Worker } = require('node:worker_threads');
    const texts = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    const worker = new Worker(${JSON.stringify(`
      const { parseSync } = require(${JSON.stringify(bindings)});
      const { parentPort, workerData } = require('node:worker_threads');
      for (const text of workerData) {
        const result = parseSync('app.js', text, { preserveParens: false, astType: 'js' });
        const errors = result.errors;
        parentPort.postMessage(errors.length === 0 ? 'parsed' : 'syntax error');
      }
    `)}, { eval: true, workerData: texts });
    worker.on('message', (said) => process.stdout.write(said + '\\n'));`;
  const run = spawnSync(process.execPath, ['-e', script], { input: JSON.stringify(texts), encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, said: run.stdout.split('\n').filter(Boolean) };
}

const step = fc
  .record({
    statement: fc.boolean(),
    index: fc.nat(),
    separator: fc.constantFrom(...SEPARATORS),
  })
  .map((raw): Step => ({ ...raw, index: raw.index % (raw.statement ? STATEMENTS.length : EXPRESSIONS.length) }));

describe('the nesting check and the parser', () => {
  it('lets no chain of constructs through that crashes the parser in a worker thread', { timeout: 60_000 }, () => {
    const chains = [
      ...EXPRESSIONS.map((_, index): Step[] => [{ statement: false, index, separator: ' ' }]),
      ...STATEMENTS.map((_, index): Step[] => [{ statement: true, index, separator: ' ' }]),
      ...fc.sample(fc.array(step, { minLength: 1, maxLength: 6 }), { numRuns: 12, seed: 20261126 }),
    ];
    const texts = chains.flatMap((steps) => {
      const depth = deepestAllowed(steps);
      return [program(steps, depth), program(steps, 2 * depth)];
    });
    const { status, said } = parseInWorker(texts);
    expect(status).toBe(0);
    expect(said).toHaveLength(texts.length);
    // Most are valid code: a parse that stops at a syntax error early would prove nothing.
    expect(said.filter((line) => line === 'parsed').length).toBeGreaterThan(texts.length * 0.8);
  });
});
