import { describe, expect, it } from 'vitest';
import { assignApps, skipsCode } from 'manifesto-core';

describe('assignApps', () => {
  it('gives each code file to the manifest in the nearest folder above it; a nested manifest starts its own app', () => {
    const layout = assignApps({
      manifests: ['/r/manifest.json', '/r/tools/admin/manifest.yaml'],
      code: ['/r/app.js', '/r/src/listeners/actions.ts', '/r/tools/admin/main.py', '/r/tools/admin/lib/util.py', '/elsewhere/x.js'],
      payloads: ['/r/views/home.view.json', '/r/tools/admin/x.blocks.yaml', '/elsewhere/y.blocks.json'],
    });
    expect(layout.apps).toEqual([
      { manifest: '/r/manifest.json', code: ['/r/app.js', '/r/src/listeners/actions.ts'], payloads: ['/r/views/home.view.json'] },
      { manifest: '/r/tools/admin/manifest.yaml', code: ['/r/tools/admin/main.py', '/r/tools/admin/lib/util.py'], payloads: ['/r/tools/admin/x.blocks.yaml'] },
    ]);
    expect(layout.outside).toEqual(['/elsewhere/x.js']);
  });

  it('leaves out a manifest without code, and takes the first manifest by path when a folder has two', () => {
    const layout = assignApps({ manifests: ['/r/manifest.yaml', '/r/manifest.json', '/s/manifest.json'], code: ['/r/app.js'] });
    expect(layout.apps.map((app) => app.manifest)).toEqual(['/r/manifest.json']);
  });

  it('a configured apps glob wins over the nearest manifest, relative to the configuration folder', () => {
    const layout = assignApps({
      manifests: ['/mono/manifest.json'],
      code: ['/mono/services/bot/index.ts', '/mono/services/web/index.ts'],
      configured: [{ base: '/mono', glob: 'services/bot/**', manifest: '/mono/infra/bot.manifest.yaml' }],
    });
    expect(layout.apps).toEqual([
      { manifest: '/mono/manifest.json', code: ['/mono/services/web/index.ts'], payloads: [] },
      { manifest: '/mono/infra/bot.manifest.yaml', code: ['/mono/services/bot/index.ts'], payloads: [] },
    ]);
  });

  it('reads Windows paths with forward slashes, and anything that is not a list of paths as empty', () => {
    expect(assignApps({ manifests: ['C:\\r\\manifest.json'], code: ['C:\\r\\src\\app.js'] }).apps).toEqual([
      { manifest: 'C:/r/manifest.json', code: ['C:/r/src/app.js'], payloads: [] },
    ]);
    expect(assignApps(undefined as never)).toEqual({ apps: [], outside: [] });
    expect(assignApps({ manifests: 3, code: [4, '/x.js'] } as never)).toEqual({ apps: [], outside: ['/x.js'] });
  });
});

describe('skipsCode', () => {
  it('skips installed packages, build output and virtual environments of any name', () => {
    expect(['node_modules', 'venv', '.venv', 'dist', 'build', 'out', '.next', '__pycache__'].every((name) => skipsCode(name))).toBe(true);
    expect(skipsCode('env', ['bin', 'lib', 'pyvenv.cfg'])).toBe(true);
    expect(skipsCode('src', ['app.js'])).toBe(false);
  });
});
