// End to end from text: validateManifestText against the parse alone (the physical floor).
import { core } from './core.mjs';
import { YAML } from './deps.mjs';
import { benchCases, asText, caseName } from './cases.mjs';
import { measure } from './timing.mjs';
import { compileOfficial, officialErrors } from './official.mjs';
import { warmUp } from './schema-bench.mjs';

export function textBench(options) {
  const rows = [];
  const official = compileOfficial();
  for (const benchCase of benchCases()) {
    const { size, validity, variant, value } = benchCase;
    if (validity !== 'valid' || size === 'small') continue;
    const text = asText(value);
    warmUp(() => core.validateManifestText(text.json, { format: 'json' }));
    const json = measure(
      {
        text: () => core.validateManifestText(text.json, { format: 'json' }),
        parse: () => JSON.parse(text.json),
        check: () => core.validateManifest(value).problems,
        ajv: () => officialErrors(official, JSON.parse(text.json)),
      },
      options,
    );
    const floorJson = json.parse.medianNs + json.check.medianNs;
    rows.push({
      case: caseName(benchCase, 'JSON'),
      bytes: text.json.length,
      textUs: json.text.medianNs / 1e3,
      parseUs: json.parse.medianNs / 1e3,
      checkUs: json.check.medianNs / 1e3,
      ratio: json.text.medianNs / floorJson,
      // Issue 8: validateManifestText on JSON at most 2x (JSON.parse + check), typical manifests.
      target: 2,
      // Issue 18: the same text against what build scripts do today, JSON.parse + ajv, at most 2x.
      ajvUs: json.ajv.medianNs / 1e3,
      ratioAjv: json.text.medianNs / json.ajv.medianNs,
    });
    // A variant is an extra JSON row; its YAML twin would only repeat what the JSON row shows.
    if (variant) continue;
    warmUp(() => core.validateManifestText(text.yaml, { format: 'yaml' }));
    const yaml = measure(
      {
        text: () => core.validateManifestText(text.yaml, { format: 'yaml' }),
        parse: () => YAML.parse(text.yaml),
        check: () => core.validateManifest(value).problems,
      },
      options,
    );
    rows.push({
      case: `${size} YAML`,
      bytes: text.yaml.length,
      textUs: yaml.text.medianNs / 1e3,
      parseUs: yaml.parse.medianNs / 1e3,
      checkUs: yaml.check.medianNs / 1e3,
      ratio: yaml.text.medianNs / (yaml.parse.medianNs + yaml.check.medianNs),
      target: null,
    });
  }
  return rows.map((row) => ({
    ...row,
    met: row.target === null ? null : row.ratio <= row.target,
    metAjv: row.ratioAjv === undefined ? null : row.ratioAjv <= 2,
  }));
}
