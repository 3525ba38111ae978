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

try {
  await build({ production: true });
  // The project has no public repository address yet, so package.json names none (no made-up URL):
  // vsce would otherwise stop and ask whether to continue without one.
  await createVSIX({ cwd: here, packagePath: vsix, dependencies: false, allowMissingRepository: true });
  const server = await verifyVsix(vsix);
  console.log(`Checked: extension/dist/server.js runs alone with plain node (${server} answered initialize).`);
} catch (error) {
  console.error(`Packaging failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
