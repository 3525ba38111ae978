// The bench is not a workspace package (it adds no dependencies), so it borrows the modules
// the workspace packages already installed: ajv from the root, yaml from core, jsonrpc from lsp.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
import fs from 'node:fs';

// The shared corpora sit beside the checkout; MANIFESTO_CORPUS or the team machines' path cover other clones.
export const CORPUS =
  [process.env.MANIFESTO_CORPUS, path.resolve(ROOT, '../shared/corpus'), '/work/shared/corpus'].find((dir) => dir && fs.existsSync(path.join(dir, 'real'))) ??
  path.resolve(ROOT, '../shared/corpus');

const fromRoot = createRequire(path.join(ROOT, 'package.json'));
const fromCore = createRequire(path.join(ROOT, 'packages/core/package.json'));
const fromLsp = createRequire(path.join(ROOT, 'packages/lsp/package.json'));

export const Ajv = fromRoot('ajv').default;
export const YAML = fromCore('yaml');
/** Loaded on demand so that scripts without a language client do not pay for it. */
export const loadJsonrpc = () => fromLsp('vscode-jsonrpc/node');
/** Path of yaml-language-server's stdio entry point. */
export const YAML_LANGUAGE_SERVER = fromRoot.resolve('yaml-language-server/bin/yaml-language-server');
