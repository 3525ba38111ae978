// Bundles the `manifesto` command into one file, dist/bin.js (over tsc's unbundled output of src/bin.ts):
// Node then loads one module instead of the ~400 of core, typebox, yaml and the CLI, which took most of
// the start-up time (about 0.9 s down to 0.3 s for one file on the 2-core CI machine).
// Run by the workspace's `build` script after tsc, and by `prepack`.
import * as esbuild from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

await esbuild.build({
  entryPoints: [join(here, 'src/bin.ts')],
  outfile: join(here, 'dist/bin.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Workspace packages expose their TypeScript under "source"; published ones are bundled from dist.
  conditions: ['source'],
  // ESM entry points first: jsonc-parser's UMD "main" hides its requires from the bundler.
  mainFields: ['module', 'main'],
  // A few dependencies are CommonJS and call require() for Node's built-ins.
  banner: { js: "import { createRequire as manifestoRequire } from 'node:module'; const require = manifestoRequire(import.meta.url);" },
  legalComments: 'none',
  logLevel: 'warning',
});
