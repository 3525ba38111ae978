/**
 * The built bin writes pipes and files through their descriptors (src/output.ts), not process.stdout:
 * a reader that is slow to read, a file and a terminal-less pipe get the same bytes, more than a pipe
 * holds at once. (A reader that stops early is tested in test/cli-limits.test.ts.)
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const CLI = join(import.meta.dirname, '..');
const BIN = join(CLI, 'bin/manifesto.js');
const BUILT = existsSync(join(CLI, 'dist/main.js'));
const CORPUS = join(CLI, '../../../shared/corpus');
const ARGS = [BIN, 'check', '--format', 'json', CORPUS];

function exited(child: ReturnType<typeof spawn>): Promise<number | null> {
  return new Promise((done) => child.on('close', done));
}

describe.skipIf(!BUILT || !existsSync(CORPUS))('output through the descriptors', () => {
  test('a slow reader of a pipe and a file get the same output, larger than a pipe holds', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'manifesto-output-')), 'out.json');
    const fd = openSync(file, 'w');
    const toFile = spawn(process.execPath, ARGS, { stdio: ['ignore', fd, 'pipe'] });
    const fileCode = await exited(toFile);
    closeSync(fd);

    const toPipe = spawn(process.execPath, ARGS, { stdio: ['ignore', 'pipe', 'pipe'] });
    let piped = '';
    toPipe.stdout.pause();
    setTimeout(() => {
      toPipe.stdout.on('data', (chunk: Buffer) => (piped += chunk.toString()));
      toPipe.stdout.resume();
    }, 300);
    const pipeCode = await exited(toPipe);

    const written = readFileSync(file, 'utf8');
    expect(written.length).toBeGreaterThan(65_536);
    expect(() => JSON.parse(written) as unknown).not.toThrow();
    expect({ code: pipeCode, output: piped }).toEqual({ code: fileCode, output: written });
  }, 30_000);
});
