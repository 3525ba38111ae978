import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEBUG_INSPECT_PORT, SERVER_BUNDLE, serverLaunch } from '../src/server-options.js';

describe('serverLaunch', () => {
  const root = join('/opt', 'extensions', 'manifesto.manifesto-vscode-0.1.0');

  it('runs the bundled server from the extension directory over stdio', () => {
    expect(serverLaunch(root, 'run')).toEqual({ module: join(root, 'dist', 'server.js'), transport: 'stdio', execArgv: [] });
  });

  it('opens an inspector only in debug mode', () => {
    const launch = serverLaunch(root, 'debug');
    expect(launch.module).toBe(join(root, SERVER_BUNDLE));
    expect(launch.execArgv).toContain(`--inspect=${DEBUG_INSPECT_PORT}`);
  });
});
