/**
 * A stand-in for the service's Web API on 127.0.0.1 (random port), so no test reaches the internet.
 * It records every request and answers from a script, or with `contractReply`, which follows spec 000 §4.4.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  form: URLSearchParams;
}

/** `hang` never answers; `stall` sends headers and then never finishes the body. */
export type Reply = { status?: number; headers?: Record<string, string>; json?: unknown; body?: string } | 'hang' | 'stall';

export type Script = readonly Reply[] | ((request: Recorded, index: number) => Reply);

export interface FakeService {
  /** The base URL to pass as `baseUrl` (ends in /api, like the real one). */
  baseUrl: string;
  port: number;
  requests: Recorded[];
  close(): Promise<void>;
}

/** Starts a server; a reply list is used in order and its last entry repeats. */
export async function startService(script: Script): Promise<FakeService> {
  const requests: Recorded[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const recorded: Recorded = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        form: new URLSearchParams(body),
      };
      const index = requests.length;
      requests.push(recorded);
      const reply = typeof script === 'function' ? script(recorded, index) : (script[Math.min(index, script.length - 1)] ?? 'hang');
      if (reply === 'hang') return;
      if (reply === 'stall') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write('{"ok":');
        return;
      }
      const text = reply.body ?? JSON.stringify(reply.json ?? { ok: true });
      const type = reply.body !== undefined ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
      res.writeHead(reply.status ?? 200, { 'Content-Type': type, ...reply.headers });
      res.end(text);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 where nothing listens (bound once, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The documented contract of apps.manifest.validate for one valid token: auth checks (§5), the form body,
 * and a small schema check that rejects a long display name and a missing bot scope list with §2.5 items.
 */
export function contractReply(validToken: string) {
  return (request: Recorded): Reply => {
    if (request.method !== 'POST' || request.path !== '/api/apps.manifest.validate') return { status: 404, body: '<h1>Not found</h1>' };
    const auth = request.headers.authorization;
    if (!auth) return { json: { ok: false, error: 'not_authed' } };
    if (auth !== `Bearer ${validToken}`) return { json: { ok: false, error: 'invalid_auth' } };
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
      return { json: { ok: false, error: 'invalid_post_type' } };
    }
    const text = request.form.get('manifest');
    if (text === null) return { json: { ok: false, error: 'invalid_arguments' } };
    let manifest: any;
    try {
      manifest = JSON.parse(text);
    } catch {
      return { json: { ok: false, error: 'invalid_manifest', errors: [{ message: 'Invalid app manifest format', pointer: '/' }] } };
    }
    const appId = request.form.get('app_id');
    if (appId !== null && !/^A[A-Z0-9]+$/.test(appId)) return { json: { ok: false, error: 'invalid_app_id' } };
    const errors: { message: string; pointer: string }[] = [];
    const name = manifest?.display_information?.name;
    if (typeof name === 'string' && name.length > 35) errors.push({ message: 'Must be 35 characters or fewer', pointer: '/display_information/name' });
    if (manifest?.features?.bot_user && !manifest?.oauth_config?.scopes?.bot) {
      errors.push({ message: 'A bot user requires bot scopes', pointer: '/oauth_config/scopes/bot' });
    }
    return errors.length > 0 ? { json: { ok: false, error: 'invalid_manifest', errors } } : { json: { ok: true, errors: [] } };
  };
}
