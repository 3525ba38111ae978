// `pnpm package:vsix`: a production bundle, then manifesto-<version>.vsix next to this file.
// vsce runs with dependencies off (everything is bundled), so it never calls npm or the network.
import { createVSIX } from '@vscode/vsce';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { name, version } = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));

try {
  await build({ production: true });
  await createVSIX({ cwd: here, packagePath: join(here, `${name}-${version}.vsix`), dependencies: false });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
