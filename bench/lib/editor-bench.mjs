// Editor latency: didChange → publishDiagnostics and completion round trips, for our language
// server and for yaml-language-server given the official v2 schema, on the maximal manifest.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CORPUS, ROOT, YAML, YAML_LANGUAGE_SERVER } from './deps.mjs';
import { maximalManifest } from './maximal.mjs';
import { startServer } from './lsp-client.mjs';
import { median } from './timing.mjs';

/** yaml-language-server waits this long after a change before validating (yamlSettings.validationDelayMs). */
const YAML_LS_DEBOUNCE_MS = 200;
const NAME = 'Maximal Benchmark App';
const LONG_NAME = 'A name that is far too long for the limit of 35';

function servers(workDir) {
  // The router schema refers to the versioned files by network addresses, which an offline
  // editor cannot fetch; the maximal manifest is version 2, so the v2 file is associated directly.
  const schema = pathToFileURL(path.join(CORPUS, 'official-schemas/manifest.schema.2.0.0.json')).href;
  return [
    {
      name: 'manifesto-lsp',
      command: process.execPath,
      args: [path.join(ROOT, 'packages/lsp/bin/manifesto-lsp.js'), '--stdio'],
      settings: { manifesto: {} },
      debounceMs: null, // read from the server's own settings when it publishes them; see README
    },
    {
      name: 'yaml-language-server',
      command: process.execPath,
      args: [YAML_LANGUAGE_SERVER, '--stdio'],
      settings: {
        yaml: { schemas: { [schema]: ['manifest.yaml', '**/manifest.yaml'] }, validate: true, completion: true, hover: true, schemaStore: { enable: false } },
        http: {},
        '[yaml]': {},
        editor: {},
      },
      debounceMs: YAML_LS_DEBOUNCE_MS,
    },
  ].map((server) => ({ ...server, rootUri: pathToFileURL(workDir).href }));
}

function lineOf(text, needle) {
  return text.split('\n').findIndex((line) => line.includes(needle));
}

async function latency(server, workDir, { changes, completions }) {
  const text = YAML.stringify(maximalManifest());
  const broken = text.replace(`name: ${NAME}`, `name: ${LONG_NAME}`);
  const nameLine = lineOf(text, `name: ${NAME}`);
  const file = path.join(workDir, server.name, 'manifest.yaml');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  const uri = pathToFileURL(file).href;
  const client = await startServer(server);
  try {
    const first = client.nextDiagnostics(uri, () => true, 30000);
    client.open(uri, 'yaml', text);
    await first;
    // A diagnostic on the name line tells that the published result reflects this very change.
    const marksName = (params) => params.diagnostics.some((d) => d.range.start.line === nameLine);
    let version = 1;
    const diagnosticsMs = [];
    for (let i = 0; i < changes + 4; i++) {
      const invalid = i % 2 === 0;
      const published = client.nextDiagnostics(uri, (p) => marksName(p) === invalid);
      const start = performance.now();
      client.change(uri, invalid ? broken : text, ++version);
      await published;
      if (i >= 4) diagnosticsMs.push(performance.now() - start); // the first four are warm-up
    }
    // Completion of keys at the start of `function_runtime` inside `settings`.
    const runtimeLine = lineOf(text, '  function_runtime:');
    const completionMs = [];
    let items = 0;
    for (let i = 0; i < completions + 4; i++) {
      const start = performance.now();
      const result = await client.complete(uri, { line: runtimeLine, character: 2 });
      if (i >= 4) completionMs.push(performance.now() - start);
      items = Array.isArray(result) ? result.length : (result?.items?.length ?? 0);
    }
    const diagnosticsMedian = median(diagnosticsMs);
    return {
      server: server.name,
      bytes: text.length,
      diagnosticsMs: diagnosticsMedian,
      debounceMs: server.debounceMs,
      afterDebounceMs: server.debounceMs === null ? null : diagnosticsMedian - server.debounceMs,
      completionMs: median(completionMs),
      completionItems: items,
      samples: { diagnostics: diagnosticsMs.length, completion: completionMs.length },
    };
  } finally {
    await client.stop();
  }
}

/** Resident size after opening 20 real manifests and waiting for each one's diagnostics. */
async function memory(server, workDir, count = 20) {
  const files = fs.readdirSync(path.join(CORPUS, 'real')).filter((f) => /\.(ya?ml|json)$/.test(f)).slice(0, count);
  const client = await startServer(server);
  try {
    const before = client.residentKb();
    const waits = [];
    files.forEach((name, i) => {
      const ext = name.endsWith('.json') ? 'json' : 'yaml';
      const file = path.join(workDir, `${server.name}-mem`, `app${i}`, `manifest.${ext}`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const text = fs.readFileSync(path.join(CORPUS, 'real', name), 'utf8');
      fs.writeFileSync(file, text);
      const uri = pathToFileURL(file).href;
      waits.push(client.nextDiagnostics(uri, () => true, 30000));
      client.open(uri, ext, text);
    });
    await Promise.all(waits);
    return { server: server.name, documents: files.length, idleRssMb: before / 1024, rssMb: client.residentKb() / 1024 };
  } finally {
    await client.stop();
  }
}

/** Runs every server; a server that cannot start is reported with its error instead of numbers. */
export async function editorBench({ changes = 15, completions = 30 } = {}) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifesto-bench-'));
  const latencyRows = [];
  const memoryRows = [];
  try {
    for (const server of servers(workDir)) {
      try {
        latencyRows.push(await latency(server, workDir, { changes, completions }));
      } catch (error) {
        latencyRows.push({ server: server.name, error: String(error.message ?? error) });
      }
      try {
        memoryRows.push(await memory(server, workDir));
      } catch (error) {
        memoryRows.push({ server: server.name, error: String(error.message ?? error) });
      }
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  return { latency: latencyRows, memory: memoryRows };
}
