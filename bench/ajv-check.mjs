// What a build script does today: parse each manifest and run the official schema through ajv,
// print every error and exit 1 when any file fails. The counterpart of `manifesto check` for
// whole-process timing (`/usr/bin/time -v node bench/ajv-check.mjs FILE…`).
import fs from 'node:fs';
import { compileOfficial, officialErrors } from './lib/official.mjs';
import { parseText } from './lib/parse.mjs';

const official = compileOfficial();
let failed = false;
for (const file of process.argv.slice(2)) {
  const parsed = parseText(fs.readFileSync(file, 'utf8'), file.endsWith('.json') ? 'json' : 'yaml');
  const errors = parsed.error ? [{ instancePath: '', message: parsed.error }] : officialErrors(official, parsed.value);
  for (const error of errors) console.log(`${file}: ${error.instancePath || '/'} ${error.message}`);
  failed ||= errors.length > 0;
}
process.exit(failed ? 1 : 0);
