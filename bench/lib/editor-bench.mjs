// Editor latency: didChange → publishDiagnostics and completion round trips, for our language
// server and for yaml-language-server given the official v2 schema, on the maximal manifest; and two
// rows that say what the number is made of: our server on the maximal manifest with real scope and
// event names (no problems), and the transport floor (the same diagnostics published without a check).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CORPUS, ROOT, YAML, YAML_LANGUAGE_SERVER } from './deps.mjs';
import { core } from './core.mjs';
import { maximalManifest } from './maximal.mjs';
import { startServer } from './lsp-client.mjs';
import { median } from './timing.mjs';

/** yaml-language-server waits this long after a change before validating (yamlSettings.validationDelayMs). */
const YAML_LS_DEBOUNCE_MS = 200;
const NAME = 'Maximal Benchmark App';
const LONG_NAME = 'A name that is far too long for the limit of 35';

const catalogue = await import(pathToFileURL(path.join(ROOT, 'packages/core/dist/catalogue/index.js')).href);

/**
 * The maximal manifest with real names: its made-up scopes and events (1,219 catalogue warnings) give
 * way to every current bot and user scope of the catalogue, required and optional, and the events they
 * grant, so it has no problem at all. The realistic large manifest, for the editor's latency.
 */
export function realNamesManifest() {
  const manifest = maximalManifest();
  const current = (token) => catalogue.scopeNames(token).filter((scope) => !catalogue.deprecatedScope(scope));
  const bot = current('bot');
  const user = current('user');
  // Copies, so that YAML.stringify writes the optional lists out instead of aliasing the required ones.
  manifest.oauth_config.scopes = { bot, bot_optional: [...bot], user, user_optional: [...user] };
  const events = catalogue.eventNames().filter((event) => !catalogue.deprecatedEvent(event) && !catalogue.isRtmOnlyEvent(event));
  const granted = (scopes) => events.filter((event) => catalogue.eventFacts(event).scopes.some((scope) => scopes.includes(scope))).slice(0, 100);
  manifest.settings.event_subscriptions.bot_events = granted(bot);
  manifest.settings.event_subscriptions.user_events = granted(user);
  const problems = core.checkDocument('manifest.yaml', YAML.stringify(manifest)).problems;
  if (problems.length > 0) throw new Error(`the real-names manifest has problems: ${problems.map((p) => `${p.rule} ${p.pointer}`).join(', ')}`);
  return manifest;
}

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
      debounceMs: 200, // the server's default (packages/lsp/src/server/server.ts, ServerOptions.debounceMs)
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
  ].map((server) => ({ ...server, manifest: maximalManifest, rootUri: pathToFileURL(workDir).href }));
}

/** The two rows that explain ours: the same server on real names, and the transport floor. */
function explainingServers(workDir) {
  const [ours] = servers(workDir);
  return [
    { ...ours, name: 'manifesto-lsp, real names (0 problems)', manifest: realNamesManifest },
    {
      ...ours,
      name: 'transport floor (same diagnostics, no check)',
      args: [path.join(ROOT, 'bench/lib/lsp-floor-server.mjs'), '--stdio'],
      completion: false,
    },
  ];
}

function lineOf(text, needle) {
  return text.split('\n').findIndex((line) => line.includes(needle));
}

/** An open maximal manifest in one server, ready for timed changes and completions. */
async function openSession(server, workDir) {
  const text = YAML.stringify(server.manifest());
  const file = path.join(workDir, server.name.replace(/[^\w-]+/g, '-'), 'manifest.yaml');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  const uri = pathToFileURL(file).href;
  const client = await startServer(server);
  const first = client.nextDiagnostics(uri, () => true, 30000);
  client.open(uri, 'yaml', text);
  await first;
  return { server, client, uri, text, version: 1, diagnosticsMs: [], completionMs: [], items: 0, diagnostics: 0 };
}

/**
 * One didChange that puts a too-long name in place of the app's name (or back), timed until the matching
 * diagnostics. The change is incremental, the name's range and its new text, as an editor sends an edit
 * to a server that asks for incremental sync (both do).
 */
async function timeChange(session, invalid, record) {
  const { text, uri, client } = session;
  const nameLine = lineOf(text, `name: ${NAME}`);
  // A diagnostic on the name line tells that the published result reflects this very change.
  const marksName = (params) => params.diagnostics.some((d) => d.range.start.line === nameLine);
  const published = client.nextDiagnostics(uri, (p) => marksName(p) === invalid);
  const character = text.split('\n')[nameLine].indexOf(NAME);
  const [from, to] = invalid ? [NAME, LONG_NAME] : [LONG_NAME, NAME];
  const range = { start: { line: nameLine, character }, end: { line: nameLine, character: character + from.length } };
  const start = performance.now();
  client.edit(uri, range, to, ++session.version);
  const params = await published;
  if (record) session.diagnosticsMs.push(performance.now() - start);
  session.diagnostics = params.diagnostics.length;
}

/** Completion of keys at the start of `function_runtime` inside `settings`. */
async function timeCompletion(session, record) {
  if (session.server.completion === false) return;
  const start = performance.now();
  const result = await session.client.complete(session.uri, { line: lineOf(session.text, '  function_runtime:'), character: 2 });
  if (record) session.completionMs.push(performance.now() - start);
  session.items = Array.isArray(result) ? result.length : (result?.items?.length ?? 0);
}

function summary(session) {
  const diagnosticsMedian = median(session.diagnosticsMs);
  return {
    server: session.server.name,
    bytes: session.text.length,
    diagnostics: session.diagnostics,
    diagnosticsMs: diagnosticsMedian,
    debounceMs: session.server.debounceMs,
    afterDebounceMs: diagnosticsMedian - session.server.debounceMs,
    // A server that answers no completion (the transport floor) has none to report.
    completionMs: session.completionMs.length > 0 ? median(session.completionMs) : null,
    completionItems: session.items,
    samples: { diagnostics: session.diagnosticsMs.length, completion: session.completionMs.length },
  };
}

/**
 * Both servers run at once and take turns (A B, B A, …), so machine noise hits both alike; the
 * first four rounds are warm-up. A server that cannot start is reported with its error.
 */
async function latency(list, workDir, { changes, completions }) {
  const sessions = [];
  const rows = [];
  for (const server of list) {
    try {
      sessions.push(await openSession(server, workDir));
    } catch (error) {
      rows.push({ server: server.name, error: String(error.message ?? error) });
    }
  }
  try {
    for (let i = 0; i < changes + 4; i++) {
      const order = i % 2 ? [...sessions].reverse() : sessions;
      for (const session of order) await timeChange(session, i % 2 === 0, i >= 4);
    }
    for (let i = 0; i < completions + 4; i++) {
      const order = i % 2 ? [...sessions].reverse() : sessions;
      for (const session of order) await timeCompletion(session, i >= 4);
    }
  } finally {
    for (const session of sessions) await session.client.stop();
  }
  return [...sessions.map(summary), ...rows];
}

/** Resident size after opening 20 real manifests and waiting for each one's diagnostics. */
async function memory(server, workDir, count = 20) {
  const files = fs
    .readdirSync(path.join(CORPUS, 'real'))
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .slice(0, count);
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

export async function editorBench({ changes = 21, completions = 41 } = {}) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifesto-bench-'));
  let latencyRows = [];
  const memoryRows = [];
  try {
    latencyRows = await latency([...servers(workDir), ...explainingServers(workDir)], workDir, { changes, completions });
    for (const server of servers(workDir)) {
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
