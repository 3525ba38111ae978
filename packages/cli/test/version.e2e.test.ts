/** `manifesto --version` (and its spellings) on the built bin: the package version, exit 0, nothing else. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const CLI = join(import.meta.dirname, '..');
const BIN = join(CLI, 'bin/manifesto.js');
const BUILT = existsSync(join(CLI, 'dist/main.js'));
const VERSION = (JSON.parse(readFileSync(join(CLI, 'package.json'), 'utf8')) as { version: string }).version;

describe.skipIf(!BUILT)('manifesto --version', () => {
  test.each([['--version'], ['-v'], ['version']])('%s prints the package version and exits 0', (flag) => {
    const result = spawnSync(process.execPath, [BIN, flag], { encoding: 'utf8', input: '' });
    expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({ status: 0, stdout: `${VERSION}\n`, stderr: '' });
  });
});
