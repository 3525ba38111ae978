/** The server's apps read unopened files from the disk: a text kept between joins is given again only while the file is unchanged. */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ServerApps } from '../src/server/apps.js';
import { ProjectConfigs } from '../src/server/project-config.js';

describe('unopened files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'manifesto-lsp-disk-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const open = new Map<string, string>();
  const apps = new ServerApps(
    new ProjectConfigs(),
    (path) => open.get(path),
    () => {},
  );
  const hourAgo = new Date(Date.now() - 3_600_000);

  test('a file rewritten with the same size and modification time is read again', () => {
    const file = join(dir, 'a.js');
    writeFileSync(file, "const A = 'one';\n");
    utimesSync(file, hourAgo, hourAgo);
    expect(apps.read(file)).toBe("const A = 'one';\n");
    expect(apps.read(file)).toBe("const A = 'one';\n");
    writeFileSync(file, "const A = 'two';\n");
    utimesSync(file, hourAgo, hourAgo);
    expect(apps.read(file)).toBe("const A = 'two';\n");
  });

  test('a file just written is read again at each ask, a deleted one is gone, an open one is the editor’s', () => {
    const file = join(dir, 'b.js');
    writeFileSync(file, 'one\n');
    expect(apps.read(file)).toBe('one\n');
    writeFileSync(file, 'two\n');
    expect(apps.read(file)).toBe('two\n');
    open.set(file, 'three\n');
    expect(apps.read(file)).toBe('three\n');
    open.delete(file);
    rmSync(file);
    expect(apps.read(file)).toBeUndefined();
  });
});
