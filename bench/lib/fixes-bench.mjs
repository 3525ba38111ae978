// Quick fixes on the language server's path: a code action request applies each fix the rule proposes to a
// copy of the value and checks it again (packages/core/src/language/fixes.ts). Measured in process against
// the diagnostics of the same new version, which every edit pays anyway: the ratio is what a request adds.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CORPUS, ROOT, YAML } from './deps.mjs';
import { TYPICAL_FILE } from './cases.mjs';
import { realNamesManifest } from './editor-bench.mjs';
import { homeViewText } from './home-view.mjs';
import { measure, pairedRatio } from './timing.mjs';

const lsp = await import(pathToFileURL(path.join(ROOT, 'packages/lsp/dist/index.js')).href);
const { TextDocument } = createRequire(path.join(ROOT, 'packages/lsp/package.json'))('vscode-languageserver-textdocument');

/** Each case: a file name and a text with one mistake whose fix is offered. */
function cases() {
  const maximal = realNamesManifest();
  maximal.display_information = { ...maximal.display_information, descripton: maximal.display_information.description };
  delete maximal.display_information.description;
  const typical = fs.readFileSync(path.join(CORPUS, 'real', TYPICAL_FILE), 'utf8').replace('description:', 'descripton:');
  const view = homeViewText().replace('"type":"section"', '"type":"sectoin"').replace('"type": "section"', '"type": "sectoin"');
  return [
    { case: 'typical manifest, a misspelt key', name: 'manifest.yaml', text: typical },
    { case: 'maximal manifest, a misspelt key', name: 'manifest.yaml', text: YAML.stringify(maximal) },
    { case: 'home view ~250 kB, a misspelt block type', name: 'home.view.json', text: view },
  ];
}

export function fixesBench(options) {
  const service = lsp.getLanguageService();
  let version = 0;
  return cases().map(({ case: name, name: file, text }) => {
    // A new name each time: the server's memo of an open YAML file's sections would otherwise skip the check.
    const open = () => TextDocument.create(`file:///bench/${++version}/${file}`, file.endsWith('.json') ? 'json' : 'yaml', 1, text);
    const first = open();
    const fixable = service.diagnostics(first).filter((diagnostic) => diagnostic.data !== undefined);
    const offered = service.codeActions(first, fixable).length;
    if (offered === 0) return { case: name, error: 'no quick fix offered' };
    const result = measure(
      {
        diagnostics: () => service.diagnostics(open()),
        'diagnostics + code actions': () => {
          const document = open();
          return service.codeActions(
            document,
            service.diagnostics(document).filter((diagnostic) => diagnostic.data !== undefined),
          );
        },
      },
      options,
    );
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    return {
      case: name,
      fixes: offered,
      diagnosticsMs: ms(result.diagnostics.medianNs),
      withActionsMs: ms(result['diagnostics + code actions'].medianNs),
      ratio: Math.round(pairedRatio(result, 'diagnostics + code actions', 'diagnostics') * 100) / 100,
    };
  });
}
