// The platform's JSON schemas through ajv, as a build script would use them today.
import fs from 'node:fs';
import path from 'node:path';
import { Ajv, CORPUS } from './deps.mjs';

const SCHEMAS = path.join(CORPUS, 'official-schemas');
/** The router schema refers to the versioned files by these published addresses. */
const PUBLISHED = 'https://raw.githubusercontent.com/slackapi/manifest-schema/v0.5.0/schemas/';

function readSchema(name) {
  return JSON.parse(fs.readFileSync(path.join(SCHEMAS, name), 'utf8'));
}

/**
 * `format: uri` is the only format the schemas use; ajv 8 ships no formats (ajv-formats is not a
 * dependency here), so a minimal absolute-URI check stands in: a scheme followed by a colon.
 */
const uri = /^[a-z][a-z0-9+.-]*:[^\s]*$/i;

/** Compiles the router (`oneOf` over the versions) and both versioned schemas, all errors on. */
export function compileOfficial() {
  const ajv = new Ajv({ allErrors: true, strict: false, formats: { uri } });
  const v1 = readSchema('manifest.schema.1.0.0.json');
  const v2 = readSchema('manifest.schema.2.0.0.json');
  ajv.addSchema(v1, PUBLISHED + 'manifest.schema.1.0.0.json');
  ajv.addSchema(v2, PUBLISHED + 'manifest.schema.2.0.0.json');
  return {
    router: ajv.compile(readSchema('manifest.schema.json')),
    v1: ajv.getSchema(PUBLISHED + 'manifest.schema.1.0.0.json'),
    v2: ajv.getSchema(PUBLISHED + 'manifest.schema.2.0.0.json'),
  };
}

/** Runs the router and returns ajv's errors (an empty array when valid). */
export function officialErrors(validators, value) {
  return validators.router(value) ? [] : [...validators.router.errors];
}
