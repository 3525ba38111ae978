// One minimal stdio LSP client used for every server, so both are measured the same way.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { loadJsonrpc } from './deps.mjs';

const { createMessageConnection, StreamMessageReader, StreamMessageWriter } = loadJsonrpc();

/**
 * Starts `command args` and performs initialize/initialized. `settings` answers
 * workspace/configuration by section name (e.g. { yaml: {...}, manifesto: {...} }).
 */
export async function startServer({ command, args, settings = {}, rootUri, timeoutMs = 20000 }) {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const listeners = new Set();
  connection.onNotification('textDocument/publishDiagnostics', (params) => {
    for (const listener of listeners) listener(params);
  });
  connection.onRequest('workspace/configuration', (params) => params.items.map((item) => settings[item.section] ?? null));
  connection.onRequest('client/registerCapability', () => null);
  connection.onRequest('client/unregisterCapability', () => null);
  connection.onRequest('window/workDoneProgress/create', () => null);
  connection.onRequest('workspace/workspaceFolders', () => null);
  connection.onNotification(() => {});
  connection.listen();

  const initialize = connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri,
    workspaceFolders: null,
    capabilities: {
      workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } },
      textDocument: {
        synchronization: { dynamicRegistration: false, didSave: false },
        publishDiagnostics: { versionSupport: true, relatedInformation: false },
        completion: { completionItem: { snippetSupport: true, documentationFormat: ['markdown', 'plaintext'] } },
        hover: { contentFormat: ['markdown', 'plaintext'] },
      },
    },
    initializationOptions: {},
  });
  const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error(`initialize timed out after ${timeoutMs} ms`)), timeoutMs).unref());
  const failed = exited.then(({ code, signal }) => {
    const reason = stderr.split('\n').find((line) => /Error/.test(line)) ?? stderr.trim().split('\n')[0] ?? '';
    throw new Error(`server exited (code ${code}, signal ${signal}): ${reason.trim()}`);
  });
  const capabilities = await Promise.race([initialize, timeout, failed]);
  connection.sendNotification('initialized', {});
  connection.sendNotification('workspace/didChangeConfiguration', { settings });

  return {
    pid: child.pid,
    capabilities,
    open(uri, languageId, text, version = 1) {
      connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version, text } });
    },
    change(uri, text, version) {
      connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
    },
    /** An incremental change, as an editor sends a keystroke or a paste: `text` replaces `range`. */
    edit(uri, range, text, version) {
      connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ range, text }] });
    },
    complete(uri, position) {
      return connection.sendRequest('textDocument/completion', { textDocument: { uri }, position });
    },
    /** Resolves with the first diagnostics for `uri` that satisfy `accept`, or rejects after `ms`. */
    nextDiagnostics(uri, accept = () => true, ms = 10000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`no diagnostics for ${uri} within ${ms} ms`));
        }, ms);
        const listener = (params) => {
          if (params.uri !== uri || !accept(params)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(params);
        };
        listeners.add(listener);
      });
    },
    /** Resident set size in kB from /proc (Linux). */
    residentKb() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    },
    async stop() {
      try {
        await Promise.race([connection.sendRequest('shutdown'), new Promise((r) => setTimeout(r, 2000))]);
        connection.sendNotification('exit');
      } catch {
        // The server may already be gone; killing it below is enough.
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 2000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill();
      connection.dispose();
    },
  };
}
