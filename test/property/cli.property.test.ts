import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main, type Io } from 'manifesto-cli';
import { RULES } from 'manifesto-core';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { anyInput, fileNameOf } from './arbitraries.js';
import { lineLengths } from './invariants.js';

// Runs per property (numRuns); the whole property suite takes about 15 s on two cores.
const RUNS = 300;
const RULE_IDS = new Set(RULES.map((rule) => rule.id));
const dir = mkdtempSync(join(tmpdir(), 'manifesto-property-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function runCli(path: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: Io = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    stdin: async () => ({ text: '' }),
    env: {},
    cwd: dir,
    isTty: false,
  };
  const code = await main(['check', '--format', 'json', path], io);
  return { code, stdout, stderr };
}

interface JsonProblem {
  rule: string;
  severity: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

describe('CLI: check --format json on any readable file', () => {
  it('exits 0 or 1, prints a JSON array, nothing on stderr, and every line/column lies in the file', async () => {
    await fc.assert(
      fc.asyncProperty(anyInput(), async (sample) => {
        const path = join(dir, fileNameOf(sample));
        writeFileSync(path, sample.text);
        const { code, stdout, stderr } = await runCli(path);
        expect(stderr).toBe('');
        expect([0, 1]).toContain(code);
        const output = JSON.parse(stdout) as { file: string; problems: JsonProblem[] }[];
        expect(Array.isArray(output)).toBe(true);
        expect(output.map((result) => result.file)).toEqual([path]);
        const problems = output[0]!.problems;
        expect(code).toBe(problems.some((p) => p.severity === 'error') ? 1 : 0);

        // The text as the CLI read it (lone surrogates were written as U+FFFD).
        const text = readFileSync(path, 'utf8');
        const lengths = lineLengths(text);
        for (const p of problems) {
          expect(RULE_IDS.has(p.rule), p.rule).toBe(true);
          for (const [line, column] of [
            [p.line, p.column],
            [p.endLine, p.endColumn],
          ] as const) {
            expect(line >= 1 && line <= lengths.length, `${p.rule}: line ${line} of ${lengths.length}`).toBe(true);
            expect(column >= 1 && column <= lengths[line - 1]! + 1, `${p.rule}: column ${column} on line ${line} of length ${lengths[line - 1]}`).toBe(true);
          }
          expect(p.line < p.endLine || (p.line === p.endLine && p.column <= p.endColumn), `${p.rule}: ends before it starts`).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
