// Bundles the extension with esbuild: the client (dist/extension.js, `vscode` left to the editor) and
// the language server (dist/server.js) with everything it imports, so the .vsix needs no node_modules.
//   node build.mjs [--outdir DIR] [--production]
import * as esbuild from 'esbuild';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
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

// The server reads an app's code with parsers whose binary parts cannot be inlined in a bundle: oxc-parser's
// native binding (one `.node` file per platform) and tree-sitter's WASM files. They are shipped beside
// server.js, where the bundled loaders look for them: oxc-parser requires its binding package and
// web-tree-sitter and the Python reader resolve their WASM from the script's own URL (given to the bundle
// as `import.meta.url`). Only the binding of the platform that builds is installed, so the .vsix is
// platform-specific (package.mjs names the target); a server without the binding says once that code
// files cannot be checked and keeps checking manifests and Block Kit files (ARCHITECTURE.md).
const codeRequire = createRequire(join(here, '../code/package.json'));

/** Copies the parsers' binary parts beside the server: dist/tree-sitter.wasm and dist/node_modules/…; returns the oxc binding's names. */
function copyParsers(outdir) {
  copyFileSync(codeRequire.resolve('web-tree-sitter/tree-sitter.wasm'), join(outdir, 'tree-sitter.wasm'));
  const grammar = join(outdir, 'node_modules/tree-sitter-python');
  mkdirSync(grammar, { recursive: true });
  copyFileSync(codeRequire.resolve('tree-sitter-python/tree-sitter-python.wasm'), join(grammar, 'tree-sitter-python.wasm'));
  // The binding packages npm or pnpm installed beside oxc-parser (its optional dependencies for this platform).
  const scope = join(dirname(dirname(realpathSync(codeRequire.resolve('oxc-parser')))), '../@oxc-parser');
  const bindings = existsSync(scope) ? readdirSync(scope).filter((name) => name.startsWith('binding-')) : [];
  for (const name of bindings) cpSync(realpathSync(join(scope, name)), join(outdir, 'node_modules/@oxc-parser', name), { recursive: true });
  return bindings;
}

/** Writes extension.js and server.js into `outdir`, the parsers' binary parts beside them; returns the paths and the oxc bindings shipped. */
export async function build({ outdir = join(here, 'dist'), production = false } = {}) {
  const options = { ...shared, minify: production, sourcemap: production ? false : 'linked' };
  const client = join(outdir, 'extension.js');
  const server = join(outdir, 'server.js');
  await Promise.all([
    esbuild.build({ ...options, entryPoints: [join(here, 'src/extension.ts')], outfile: client, external: ['vscode'] }),
    esbuild.build({
      ...options,
      entryPoints: [join(here, '../lsp/src/main.ts')],
      outfile: server,
      // The parsers' loaders find their files from the script's URL: the bundle's own.
      banner: { js: 'var __manifestoServerUrl = require("url").pathToFileURL(__filename).href;' },
      define: { 'import.meta.url': '__manifestoServerUrl' },
    }),
  ]);
  const bindings = copyParsers(outdir);
  return { client, server, bindings };
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
