/**
 * A client nobody on the team wrote: headless Neovim (0.7+) starts the built server with
 * `vim.lsp.start_client`, opens a manifest and records the pushed diagnostics. Skipped without `nvim`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { validateManifestText } from 'manifesto-core';
import { PLANTED_YAML } from './helpers.js';

const BIN = fileURLToPath(new URL('../bin/manifesto-lsp.js', import.meta.url));
const BUILT = existsSync(fileURLToPath(new URL('../dist/main.js', import.meta.url)));
const HAS_NVIM = spawnSync('nvim', ['--version'], { stdio: 'ignore' }).status === 0;

const SCRIPT = `
local out = os.getenv('MANIFESTO_OUT')
local done = false
local client = vim.lsp.start_client({
  name = 'manifesto',
  cmd = { os.getenv('MANIFESTO_NODE'), os.getenv('MANIFESTO_BIN'), '--stdio' },
  root_dir = os.getenv('MANIFESTO_DIR'),
  handlers = {
    ['textDocument/publishDiagnostics'] = function(_, result)
      local file = io.open(out, 'w')
      file:write(vim.fn.json_encode(result))
      file:close()
      done = true
    end,
  },
})
vim.cmd('edit ' .. os.getenv('MANIFESTO_FILE'))
vim.lsp.buf_attach_client(0, client)
vim.wait(15000, function() return done end, 50)
vim.lsp.stop_client(client, true)
vim.cmd('qa!')
`;

const MANIFEST = PLANTED_YAML;

const dir = mkdtempSync(join(tmpdir(), 'manifesto-nvim-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test.skipIf(!HAS_NVIM || !BUILT)('neovim receives every problem at the CLI positions', () => {
  const file = join(dir, 'manifest.yaml');
  const out = join(dir, 'diagnostics.json');
  const script = join(dir, 'run.lua');
  writeFileSync(file, MANIFEST);
  writeFileSync(script, SCRIPT);
  execFileSync('nvim', ['--headless', '-u', 'NONE', '-i', 'NONE', '-n', '-c', `luafile ${script}`], {
    env: { ...process.env, MANIFESTO_OUT: out, MANIFESTO_NODE: process.execPath, MANIFESTO_BIN: BIN, MANIFESTO_DIR: dir, MANIFESTO_FILE: file },
    timeout: 30000,
    stdio: 'ignore',
  });
  const result = JSON.parse(readFileSync(out, 'utf8')) as { uri: string; diagnostics: { code: string; range: unknown; source: string }[] };
  const expected = validateManifestText(MANIFEST, { format: 'yaml' }).problems;
  expect(expected.map((p) => p.rule)).toEqual(['max-length', 'unknown-key', 'enum', 'optional-scope-not-requested']);
  expect(result.uri.endsWith('/manifest.yaml')).toBe(true);
  expect(result.diagnostics.map((d) => [d.code, d.range, d.source])).toEqual(expected.map((p) => [p.rule, p.range, 'manifesto']));
});
