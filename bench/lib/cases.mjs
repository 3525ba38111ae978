// The manifests the benchmark runs on: small and typical real files, the generated maximal one,
// and an invalid twin of each with the same planted mistakes (caught by both tools).
import fs from 'node:fs';
import path from 'node:path';
import { CORPUS, YAML } from './deps.mjs';
import { maximalManifest } from './maximal.mjs';

const REAL = path.join(CORPUS, 'real');
/** Valid for both tools; chosen as a bare template and a typical bot with commands and events. */
export const SMALL_FILE = 'slack-samples__bolt-js-blank-template__manifest.json';
export const TYPICAL_FILE = 'hackclub__orpheus-bot__slack-manifest.yml';

function readReal(file) {
  const text = fs.readFileSync(path.join(REAL, file), 'utf8');
  return file.endsWith('.json') ? JSON.parse(text) : YAML.parse(text);
}

/**
 * Three mistakes both tools can see: a name over 35 characters, an unknown settings key and a
 * bot display name over 80 characters. (Wrong-type and enum mistakes are in the catch-rate table.)
 */
export function plantMistakes(manifest) {
  const copy = structuredClone(manifest);
  copy.display_information ??= {};
  copy.display_information.name = 'A name that is far too long for the limit of 35';
  copy.settings ??= {};
  copy.settings.not_a_setting = true;
  copy.features ??= {};
  copy.features.bot_user ??= { display_name: 'bot' };
  copy.features.bot_user.display_name = 'b'.repeat(90);
  return copy;
}

export function benchCases() {
  const valid = { small: readReal(SMALL_FILE), typical: readReal(TYPICAL_FILE), maximal: maximalManifest() };
  return Object.entries(valid).flatMap(([size, value]) => [
    { size, validity: 'valid', value },
    { size, validity: 'invalid', value: plantMistakes(value) },
  ]);
}

/** The same value written as JSON (pretty, as people commit it) and as YAML. */
export function asText(value) {
  return { json: JSON.stringify(value, null, 2), yaml: YAML.stringify(value) };
}
