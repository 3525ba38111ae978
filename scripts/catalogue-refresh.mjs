#!/usr/bin/env node
// Regenerates packages/core/src/catalogue/data.ts from the team's reference facts (../shared/reference,
// or MANIFESTO_REFERENCE) and prints what changed against the committed tables.
//
//   node scripts/catalogue-refresh.mjs           write the module and print the changes
//   node scripts/catalogue-refresh.mjs --check   print the changes, exit 1 when the module is out of date
//
// The generated module holds the facts as the sources state them, with one normalisation (the events'
// `app_mentions.read` is the scope `app_mentions:read`) and one omission (the scraped bot list's
// placeholder `none`). Everything we decide on top of the facts (message subtypes, retired event
// families, deprecated scopes) is written by hand in packages/core/src/catalogue/corrections.ts.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'packages/core/src/catalogue/data.ts');

function findReference() {
  const candidates = [process.env.MANIFESTO_REFERENCE, resolve(ROOT, '../shared/reference'), '/work/shared/reference'].filter(Boolean);
  const found = candidates.find((path) => existsSync(join(path, 'scope-names.json')));
  if (!found) throw new Error(`reference not found; set MANIFESTO_REFERENCE (looked in ${candidates.join(', ')})`);
  return found;
}

/** Scope spellings in the sources that are not the scope's name. */
const SCOPE_SPELLING = { 'app_mentions.read': 'app_mentions:read' };
const fixScope = (scope) => SCOPE_SPELLING[scope] ?? scope;
const byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const words = (list) => [...new Set((list ?? []).map(fixScope))].sort(byName).join(' ');

/** Reads the reference folder into plain tables (the same shape the core's data module exports). */
export function readReference(reference = findReference()) {
  const names = JSON.parse(readFileSync(join(reference, 'scope-names.json'), 'utf8'));
  const api = join(reference, 'slack-api-ref/docs.slack.dev');
  const readme = readFileSync(join(reference, 'README.md'), 'utf8');
  const date = /taken on (\d{4}-\d{2}-\d{2})/.exec(readme)?.[1] ?? 'unknown';
  const events = JSON.parse(readFileSync(join(api, 'events/events.json'), 'utf8'));
  const eventRows = events
    .filter((event) => event.APIs?.includes('Events'))
    .map((event) => [event.name, words(event.scopes), (event.description ?? '').trim()])
    .sort((a, b) => byName(a[0], b[0]));
  const rtmOnly = events
    .filter((event) => !event.APIs?.includes('Events'))
    .map((event) => event.name)
    .sort(byName);
  const methodRows = [];
  const argumentRows = [];
  for (const file of readdirSync(join(api, 'methods')).sort(byName)) {
    if (!file.endsWith('.json') || file === 'methods.json') continue;
    const method = JSON.parse(readFileSync(join(api, 'methods', file), 'utf8'));
    const scope = method.scope && typeof method.scope === 'object' ? method.scope : {};
    const required = (method.args?.required ?? []).filter((name) => name !== 'token');
    const name = file.slice(0, -'.json'.length);
    methodRows.push([name, words(scope.bot), words(scope.user), words(scope.configuration), required.join(' ')]);
    argumentRows.push([name, argumentWords(method.args?.properties ?? {})]);
  }
  const scopeWords = (list) => words((list ?? []).filter((name) => name !== 'none'));
  return {
    date,
    botScopes: scopeWords(names.bot),
    userScopes: scopeWords(names.user),
    configurationScopes: scopeWords(names.configuration),
    appLevelScopes: scopeWords(names.app_level),
    events: eventRows,
    rtmOnlyEvents: rtmOnly.join(' '),
    methods: methodRows,
    methodArguments: argumentRows,
  };
}

/**
 * One method's arguments in a compact form, space-separated: `name:code` where the code is the
 * argument's type as a JSON value (s string, b boolean, i integer, n number, a list, o object, j a JSON
 * structure, * anything) and what else the reference gives: `|s` another accepted type, `?` null
 * allowed, `=a,b` the allowed values, `(1-10)` the bounds (items of a list, characters of a string,
 * value of a number). `token` is left out: it never belongs in a file.
 */
const TYPE_CODES = { string: 's', boolean: 'b', integer: 'i', number: 'n', array: 'a', object: 'o' };
/** Reference schemas named without a type: ids are strings; payloads are JSON structures. */
const JSON_SCHEMAS = new Set(['selection', 'criteria', 'modal', 'view', 'publishable-view', 'prompts', '', 'error']);

function argumentCode(spec) {
  const types = spec.anyOf ? spec.anyOf.map((branch) => branch.type) : [spec.type];
  const nullable = types.includes('null');
  let codes = [...new Set(types.filter((type) => type !== 'null' && type !== undefined).map((type) => TYPE_CODES[type] ?? '*'))];
  const json = /JSON/.test(spec.desc ?? '');
  if (spec.allOf || (codes.length === 0 && JSON_SCHEMAS.has(spec.schema ?? null))) codes = ['j'];
  else if (codes.length === 0) codes = [spec.schema === 'post_file' || spec.schema === undefined ? '*' : 's'];
  // A string that carries JSON (blocks, attachments, metadata) may be written as the structure itself.
  else if (json && codes.every((code) => code === 's' || code === 'b')) codes = ['j'];
  let code = codes.join('|') + (nullable ? '?' : '');
  if (Array.isArray(spec.enum) && spec.enum.every((value) => typeof value === 'string' && /^[^ ,()=]*$/.test(value))) code += '=' + spec.enum.join(',');
  const [low, high] = codes[0] === 'a' ? [spec.minItems, spec.maxItems] : codes[0] === 's' ? [spec.minLength, spec.maxLength] : [spec.minimum, spec.maximum];
  const bound = (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');
  if (bound(low) !== '' || bound(high) !== '') code += `(${bound(low)}-${bound(high)})`;
  return code;
}

function argumentWords(properties) {
  return Object.keys(properties)
    .filter((name) => name !== 'token' && /^[A-Za-z0-9_.[\]-]+$/.test(name))
    .sort(byName)
    .map((name) => `${name}:${argumentCode(properties[name] ?? {})}`)
    .join(' ');
}

const str = (value) => JSON.stringify(value);

function moduleText(tables) {
  const rows = (list) => list.map((row) => `  [${row.map(str).join(', ')}],`).join('\n');
  return `// Generated by scripts/catalogue-refresh.mjs from the reference facts; do not edit by hand.
// Sources: the platform's reference JSON (events, Web API methods; mirror taken on ${tables.date}) and
// the scope names of the npm package slack-web-api-client 1.1.14. Decisions on top of these facts are
// in corrections.ts. Lists are space-separated to keep the core bundle small.

/** The date of the reference facts the tables were generated from. */
export const CATALOGUE_DATE = ${str(tables.date)};

/** Scope names by token type, as the scope catalogue lists them. */
export const BOT_SCOPE_NAMES = ${str(tables.botScopes)};
export const USER_SCOPE_NAMES = ${str(tables.userScopes)};
export const CONFIGURATION_SCOPE_NAMES = ${str(tables.configurationScopes)};
export const APP_LEVEL_SCOPE_NAMES = ${str(tables.appLevelScopes)};

/** Events API events: name, the scopes that grant it (any of them), description. */
export const EVENT_ROWS: readonly (readonly [string, string, string])[] = [
${rows(tables.events)}
];

/** Events that only the RTM API delivers; a manifest cannot subscribe to them. */
export const RTM_ONLY_EVENT_NAMES = ${str(tables.rtmOnlyEvents)};

/** Web API methods: name, bot scopes, user scopes, configuration scopes, required arguments (without \`token\`). */
export const METHOD_ROWS: readonly (readonly [string, string, string, string, string])[] = [
${rows(tables.methods)}
];

/**
 * Web API methods' arguments (without \`token\`), space-separated \`name:code\`: the type as a JSON value
 * (s string, b boolean, i integer, n number, a list, o object, j a JSON structure or its string, * anything),
 * \`|\` another type, \`?\` null allowed, \`=a,b\` the allowed values, \`(min-max)\` items, characters or value.
 */
export const METHOD_ARGUMENT_ROWS: readonly (readonly [string, string])[] = [
${rows(tables.methodArguments)}
];
`;
}

/** What differs between two table sets, one line per change. */
export function compareTables(before, after) {
  const changes = [];
  if (before.date !== after.date) changes.push(`date: ${before.date} → ${after.date}`);
  for (const key of ['botScopes', 'userScopes', 'configurationScopes', 'appLevelScopes', 'rtmOnlyEvents']) {
    const a = new Set((before[key] ?? '').split(' ').filter(Boolean));
    const b = new Set((after[key] ?? '').split(' ').filter(Boolean));
    for (const name of b) if (!a.has(name)) changes.push(`${key}: + ${name}`);
    for (const name of a) if (!b.has(name)) changes.push(`${key}: - ${name}`);
  }
  for (const key of ['events', 'methods', 'methodArguments']) {
    const a = new Map((before[key] ?? []).map((row) => [row[0], row]));
    const b = new Map((after[key] ?? []).map((row) => [row[0], row]));
    for (const [name, row] of b) {
      const old = a.get(name);
      if (!old) changes.push(`${key}: + ${name}`);
      else if (str(old) !== str(row)) changes.push(`${key}: ~ ${name}: ${str(old.slice(1))} → ${str(row.slice(1))}`);
    }
    for (const name of a.keys()) if (!b.has(name)) changes.push(`${key}: - ${name}`);
  }
  return changes;
}

/** The committed module's tables, read back from its text (it is plain data). */
function committedTables() {
  if (!existsSync(OUT)) return {};
  const text = readFileSync(OUT, 'utf8');
  const value = (name) => {
    const match = new RegExp(`export const ${name}(?::[^=]+)? =\\s*([\\s\\S]*?);\\n`).exec(text);
    // Our own generated module: plain literals, read back as JavaScript.
    return match ? new Function(`return ${match[1]}`)() : undefined;
  };
  return {
    date: value('CATALOGUE_DATE'),
    botScopes: value('BOT_SCOPE_NAMES'),
    userScopes: value('USER_SCOPE_NAMES'),
    configurationScopes: value('CONFIGURATION_SCOPE_NAMES'),
    appLevelScopes: value('APP_LEVEL_SCOPE_NAMES'),
    events: value('EVENT_ROWS'),
    rtmOnlyEvents: value('RTM_ONLY_EVENT_NAMES'),
    methods: value('METHOD_ROWS'),
    methodArguments: value('METHOD_ARGUMENT_ROWS'),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const tables = readReference();
  const changes = compareTables(committedTables(), tables);
  console.log(changes.length === 0 ? 'catalogue: no changes' : changes.join('\n'));
  console.log(
    `catalogue ${tables.date}: ${tables.events.length} events, ${tables.methods.length} methods, ${tables.methodArguments.reduce((sum, row) => sum + (row[1] ? row[1].split(' ').length : 0), 0)} arguments`,
  );
  if (process.argv.includes('--check')) process.exit(changes.length === 0 ? 0 : 1);
  else if (changes.length > 0) {
    writeFileSync(OUT, moduleText(tables));
    // The project's formatting (single quotes), so the generated module passes the format check unchanged.
    spawnSync('npx', ['prettier', '--write', OUT], { cwd: ROOT, stdio: 'ignore' });
  }
}
