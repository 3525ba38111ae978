// The largest YAML text the limits let through in practice: 100,000 top-level keys (1.4 MB), each an
// unknown key, so the check places its 2,000 schema errors. validateManifestText against the YAML parse
// alone (the parser as the check calls it, without its quadratic duplicate-key check).
import { core } from './core.mjs';
import { YAML } from './deps.mjs';
import { median } from './timing.mjs';

export function bigYamlText() {
  return Array.from({ length: 100_000 }, (_, i) => `k${i}: ${i}`).join('\n') + '\n';
}

export function bigYamlBench({ runs = 5 } = {}) {
  const text = bigYamlText();
  const check = () => core.validateManifestText(text, { format: 'yaml' });
  const parse = () => YAML.parseDocument(text, { uniqueKeys: false, schema: 'core' }).toJS();
  check();
  parse();
  const checks = [];
  const parses = [];
  for (let i = 0; i < runs; i++) {
    let start = performance.now();
    check();
    checks.push(performance.now() - start);
    start = performance.now();
    parse();
    parses.push(performance.now() - start);
  }
  return [{ case: 'YAML, 100,000 keys', bytes: text.length, checkMs: median(checks), parseMs: median(parses), ratio: median(checks) / median(parses) }];
}
