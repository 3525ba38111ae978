/**
 * Where the bundled server lives inside the installed extension and how it is started. The server is
 * run with the same Node that runs VS Code's extension host, over stdio: the transport the bundle's
 * own end-to-end test exercises with plain `node dist/server.js --stdio`.
 */
import { join } from 'node:path';

/** The bundle's path relative to the extension root; build.mjs writes it, package.json ships it. */
export const SERVER_BUNDLE = 'dist/server.js';

/** The port the debug launch opens for an inspector (attach from a "Node: attach" configuration). */
export const DEBUG_INSPECT_PORT = 6009;

export interface ServerLaunch {
  /** Absolute path of the bundled server module. */
  module: string;
  transport: 'stdio';
  /** Node flags for the server process. */
  execArgv: string[];
}

export function serverModule(extensionPath: string): string {
  return join(extensionPath, ...SERVER_BUNDLE.split('/'));
}

/** `run` is what users get; `debug` (extension development host) also opens an inspector. */
export function serverLaunch(extensionPath: string, mode: 'run' | 'debug'): ServerLaunch {
  const execArgv = mode === 'debug' ? ['--nolazy', `--inspect=${DEBUG_INSPECT_PORT}`] : [];
  return { module: serverModule(extensionPath), transport: 'stdio', execArgv };
}
