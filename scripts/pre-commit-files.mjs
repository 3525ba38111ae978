// Writes the `files` pattern of .pre-commit-hooks.yaml from the names the tool recognises by default:
// manifests, block files, audit log filter files (`<anything>.audit.logs.json`) and method argument files
// (`<anything>.<method>.json|yaml|yml` for each method the catalogue knows). Run after the catalogue changes (test/cli-pre-commit.test.ts says when):
//   node scripts/pre-commit-files.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { kindNameGlobs } from 'manifesto-core';

const ROOT = join(import.meta.dirname, '..');
const HOOKS = join(ROOT, '.pre-commit-hooks.yaml');

/** The pattern pre-commit matches staged paths with (Python `re`; `(?i)` ignores case). */
export function filesPattern() {
  const methods = kindNameGlobs()
    .map((glob) => /^\*\*\/\*\.\{([^}]*)\}\.\{json,yaml,yml\}$/.exec(glob)?.[1])
    .find((list) => list !== undefined && list.includes('chat.postMessage'));
  if (!methods) throw new Error("no method-name glob among the kinds' name globs");
  const escaped = methods
    .split(',')
    .map((name) => name.replace(/\./g, '\\.'))
    .join('|');
  // Audit log filter files: `<anything>.audit.<endpoint>.json|yaml|yml`.
  const endpoints = kindNameGlobs()
    .map((glob) => /^\*\*\/\*\.audit\.\{([^}]*)\}\.\{json,yaml,yml\}$/.exec(glob)?.[1])
    .find((list) => list !== undefined);
  if (!endpoints) throw new Error("no audit glob among the kinds' name globs");
  return `(?i)(^|/)[^/]*manifest[^/]*\\.(json|ya?ml)$|\\.(blocks?|view)\\.(json|ya?ml)$|[^/]\\.audit\\.(${endpoints.replace(/,/g, '|')})\\.(json|ya?ml)$|[^/]\\.(${escaped})\\.(json|ya?ml)$`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = readFileSync(HOOKS, 'utf8');
  // A function, so the `$` of the pattern is not read as a replacement pattern.
  const next = text.replace(/^ {2}files: .*$/m, () => `  files: '${filesPattern()}'`);
  writeFileSync(HOOKS, next);
  console.log(next === text ? '.pre-commit-hooks.yaml is up to date.' : 'Wrote the files pattern of .pre-commit-hooks.yaml.');
}
