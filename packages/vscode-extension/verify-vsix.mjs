// Checks a built .vsix the way users get it: extension/dist/server.js is extracted alone into an empty
// directory and must answer `initialize` over stdio with plain node (so nothing it needs was left out).
//   node verify-vsix.mjs FILE.vsix
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// vsce reads and writes .vsix files with yauzl/yazl; reuse its reader rather than add a dependency.
const require = createRequire(import.meta.url);
const yauzl = createRequire(require.resolve('@vscode/vsce'))('yauzl');

const SERVER_ENTRY = 'extension/dist/server.js';
const TIMEOUT_MS = 15_000;

/** The bytes of one entry of a zip file, or undefined when it has no such entry. */
function readEntry(zipPath, name) {
  return new Promise((done, fail) => {
    yauzl.open(zipPath, { lazyEntries: true }, (error, zip) => {
      if (error) return fail(error);
      zip.on('error', fail);
      zip.on('end', () => done(undefined));
      zip.on('entry', (entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return fail(streamError);
          const chunks = [];
          stream.on('data', (chunk) => chunks.push(chunk));
          stream.on('error', fail);
          stream.on('end', () => {
            zip.close();
            done(Buffer.concat(chunks));
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** Starts `node server.js --stdio` in `dir` and resolves with the server's name from the initialize answer. */
function initialize(dir) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['server.js', '--stdio'], { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    const finish = (outcome) => {
      clearTimeout(timer);
      child.kill();
      outcome();
    };
    const timer = setTimeout(() => finish(() => fail(new Error(`the server did not answer initialize within ${TIMEOUT_MS / 1000} s. ${errors}`))), TIMEOUT_MS);
    child.on('exit', (code) => finish(() => fail(new Error(`the server exited with code ${code} before answering initialize. ${errors}`))));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const body = output.indexOf('\r\n\r\n');
      const length = /Content-Length: (\d+)/.exec(output);
      if (body < 0 || !length || Buffer.byteLength(output.slice(body + 4)) < Number(length[1])) return;
      const answer = JSON.parse(output.slice(body + 4));
      child.removeAllListeners('exit');
      finish(() =>
        answer.result ? done(answer.result.serverInfo?.name ?? '(unnamed)') : fail(new Error(`initialize failed: ${JSON.stringify(answer.error)}`)),
      );
    });
    const request = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });
    child.stdin.write(`Content-Length: ${Buffer.byteLength(request)}\r\n\r\n${request}`);
  });
}

export async function verifyVsix(vsixPath) {
  const server = await readEntry(vsixPath, SERVER_ENTRY);
  if (!server) throw new Error(`${vsixPath} has no ${SERVER_ENTRY}.`);
  const dir = mkdtempSync(join(tmpdir(), 'manifesto-vsix-'));
  try {
    writeFileSync(join(dir, 'server.js'), server);
    return await initialize(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node verify-vsix.mjs FILE.vsix');
    process.exit(2);
  }
  verifyVsix(resolve(file)).then(
    (name) => console.log(`${file}: ${SERVER_ENTRY} runs alone with plain node (${name} answered initialize).`),
    (error) => {
      console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
