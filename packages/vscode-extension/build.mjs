// Bundles the extension with esbuild: the client (dist/extension.js, `vscode` left to the editor) and
// the language server (dist/server.js) with everything it imports, so the .vsix needs no node_modules.
//   node build.mjs [--outdir DIR] [--production]
import * as esbuild from 'esbuild';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

const shared = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  // VS Code loads extensions with require(); the server is started the same way with plain node.
  format: 'cjs',
  // Workspace packages expose their TypeScript under "source", so no tsc build is needed first.
  conditions: ['source'],
  // ESM entry points first: jsonc-parser's UMD "main" hides its requires from the bundler.
  mainFields: ['module', 'main'],
  logLevel: 'warning',
};

/** Writes extension.js and server.js into `outdir`; returns the two paths. */
export async function build({ outdir = join(here, 'dist'), production = false } = {}) {
  const options = { ...shared, minify: production, sourcemap: production ? false : 'linked' };
  const client = join(outdir, 'extension.js');
  const server = join(outdir, 'server.js');
  await Promise.all([
    esbuild.build({ ...options, entryPoints: [join(here, 'src/extension.ts')], outfile: client, external: ['vscode'] }),
    esbuild.build({ ...options, entryPoints: [join(here, '../lsp/src/main.ts')], outfile: server }),
  ]);
  return { client, server };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--outdir');
  const outdir = at >= 0 && args[at + 1] ? resolve(args[at + 1]) : undefined;
  build({ outdir, production: args.includes('--production') }).catch((error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
