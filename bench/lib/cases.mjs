// The manifests the benchmark runs on: small and typical real files, the generated maximal one,
// and an invalid twin of each with the same planted mistakes (caught by both tools).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CORPUS, ROOT, YAML } from './deps.mjs';
import { maximalManifest } from './maximal.mjs';

/** The built core's catalogue, for real scope and event names (the bench runs after the build). */
const catalogue = await import(pathToFileURL(path.join(ROOT, 'packages/core/dist/catalogue/index.js')).href);

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

/**
 * Every scope and event of the catalogue that a real maximal manifest could list (not deprecated; an
 * event only where its token's list grants one of its scopes), each list cut at its limit.
 */
export function realNames() {
  const scopes = (token) =>
    catalogue
      .scopeNames(token)
      .filter((scope) => !catalogue.deprecatedScope(scope))
      .slice(0, 255);
  const bot = scopes('bot');
  const user = scopes('user');
  const events = (granted) =>
    catalogue
      .eventNames()
      .filter((event) => !catalogue.deprecatedEvent(event) && !catalogue.isRtmOnlyEvent(event))
      .filter((event) => {
        const needs = catalogue.eventFacts(event).scopes;
        return needs.length === 0 || needs.some((scope) => granted.includes(scope));
      })
      .slice(0, 100);
  return { scopes: { bot, user }, events: { bot: events(bot), user: events(user) } };
}

export function benchCases() {
  const valid = { small: readReal(SMALL_FILE), typical: readReal(TYPICAL_FILE), maximal: maximalManifest() };
  return [
    ...Object.entries(valid).flatMap(([size, value]) => [
      { size, validity: 'valid', value },
      { size, validity: 'invalid', value: plantMistakes(value) },
    ]),
    // An extra row: the made-up names of the maximal manifest carry 1,219 catalogue warnings that a real one does not.
    { size: 'maximal', validity: 'valid', variant: 'real names', value: maximalManifest(realNames()) },
  ];
}

/** The row name of a case: "maximal valid", "maximal valid, real names". */
export function caseName({ size, validity, variant }, what = validity) {
  return `${size} ${what}${variant ? `, ${variant}` : ''}`;
}

/** The same value written as JSON (pretty, as people commit it) and as YAML. */
export function asText(value) {
  return { json: JSON.stringify(value, null, 2), yaml: YAML.stringify(value) };
}
