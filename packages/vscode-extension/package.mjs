// `pnpm package:vsix`: a production bundle, then manifesto-vscode-<version>.vsix next to this file, then a
// check that the packaged server runs alone. vsce runs with dependencies off (everything is bundled),
// so it never calls npm or the network.
import { createVSIX } from '@vscode/vsce';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { verifyVsix } from './verify-vsix.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { name, version } = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const vsix = join(here, `${name}-${version}.vsix`);

/** VS Code's platform name for an oxc-parser binding package (`binding-linux-x64-gnu` is `linux-x64`, musl is `alpine`). */
function vsceTarget(binding) {
  const [, platform, arch, libc] = /^binding-([a-z0-9]+)-([a-z0-9]+)(?:-([a-z]+))?/.exec(binding) ?? [];
  if (platform === 'linux' && libc === 'musl') return `alpine-${arch}`;
  return platform && arch ? `${platform}-${arch}` : undefined;
}

try {
  const { bindings } = await build({ production: true });
  // The parser's native binding is this platform's (build.mjs): the .vsix is for this platform alone. Without
  // one it is universal, and the server says that code files cannot be checked.
  const target = bindings.length > 0 ? vsceTarget(bindings[0]) : undefined;
  // The project has no public repository address yet, so package.json names none (no made-up URL):
  // vsce would otherwise stop and ask whether to continue without one.
  await createVSIX({ cwd: here, packagePath: vsix, dependencies: false, allowMissingRepository: true, ...(target ? { target } : {}) });
  if (target) console.log(`Packaged for ${target} (the JavaScript and TypeScript parser's native binding is this platform's).`);
  const server = await verifyVsix(vsix);
  console.log(`Checked: extension/dist/server.js runs alone with plain node (${server} answered initialize).`);
} catch (error) {
  console.error(`Packaging failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
