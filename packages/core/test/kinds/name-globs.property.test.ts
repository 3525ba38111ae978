import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DEFAULT_BLOCK_GLOBS } from 'manifesto-core';
import { matchesGlob } from '../../src/kinds/glob.js';
import type { KindId } from '../../src/kinds/kind.js';
import { kindFromName, type KindGlobs } from '../../src/kinds/recognise.js';
import { KINDS } from '../../src/kinds/registry.js';

// kindFromName skips a kind's own name glob for a name its matchesName rejects (no glob compiled for a
// manifest): that holds only while matchesName accepts every name the kind's globs match.

const part = fc.constantFrom('blocks', 'block', 'view', 'BLOCKS', 'View', 'manifest', 'Manifest', 'app', 'x', '', 'tsconfig', 'package');
const method = fc.constantFrom('chat.postMessage', 'views.publish', 'apps.manifest.validate', 'canvases.edit', 'chat.postmessage');
const extension = fc.constantFrom('json', 'yaml', 'yml', 'JSON', 'Yaml', 'txt');
const baseName = fc
  .tuple(fc.array(fc.oneof(part, method, fc.string({ maxLength: 4 })), { maxLength: 3 }), extension)
  .map(([parts, ext]) => `${parts.join('.')}.${ext}`);
const path = fc
  .tuple(fc.array(fc.constantFrom('src', 'blocks', 'manifest', '.hidden', 'a b'), { maxLength: 3 }), baseName, fc.boolean())
  .map(([dirs, base, windows]) => [...dirs, base].join(windows ? '\\' : '/'));

/** kindFromName before the shortcut: every configured glob compiled and matched. */
function reference(fileName: string, globs: KindGlobs): KindId | undefined {
  const full = fileName.replace(/\\/g, '/');
  for (const kind of KINDS) if ((globs[kind.globsKey] ?? []).some((glob) => matchesGlob(full, glob))) return kind.id;
  return kindFromName(fileName, {});
}

describe('kinds: name globs', () => {
  test("each kind's matchesName accepts every name its name globs match", () => {
    fc.assert(
      fc.property(path, (file) => {
        const base = file.replace(/\\/g, '/').split('/').pop() ?? '';
        for (const kind of KINDS) if (kind.nameGlobs.some((glob) => matchesGlob(file.replace(/\\/g, '/'), glob))) expect(kind.matchesName(base)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  test('kindFromName answers as matching every configured glob does', () => {
    const configurations: KindGlobs[] = [
      { blocks: [...DEFAULT_BLOCK_GLOBS] },
      { blocks: [...DEFAULT_BLOCK_GLOBS, 'ui/**/*.json'], manifests: ['**/*manifest*.{json,yaml,yml}', 'apps/*/app.yaml'] },
      { methods: KINDS.find((kind) => kind.id === 'methods')!.nameGlobs, blocks: [] },
    ];
    fc.assert(
      fc.property(path, fc.constantFrom(...configurations), (file, globs) => {
        expect(kindFromName(file, globs)).toBe(reference(file, globs));
      }),
      { numRuns: 2000 },
    );
  });
});
