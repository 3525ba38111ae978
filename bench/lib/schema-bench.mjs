// Schema check on an already-parsed value: validateManifest against ajv with the official schemas.
import { core } from './core.mjs';
import { benchCases, caseName } from './cases.mjs';
import { compileOfficial, officialErrors } from './official.mjs';
import { measure, pairedRatio } from './timing.mjs';

/**
 * The core checks a schema with TypeBox's interpreter until it has been used a few times, then compiles
 * it (packages/core/src/schema/compiled.ts); on the maximal manifest the interpreted checks take tens of
 * ms each and would fill the time-based warm-up. The tables compare steady states (ajv's compile is not
 * timed either), so each case first runs this many times.
 */
export const WARM_UP_CALLS = 40;

export function warmUp(run) {
  for (let i = 0; i < WARM_UP_CALLS; i++) run();
}

export function schemaBench(options) {
  const official = compileOfficial();
  const rows = [];
  for (const benchCase of benchCases()) {
    const { validity, value } = benchCase;
    const ours = core.validateManifest(value).problems.filter((p) => p.severity === 'error').length;
    const theirs = officialErrors(official, value).length;
    // Users compile either the router (manifest.schema.json, a oneOf over versions) or the one
    // versioned file they target; both are timed.
    const versioned = value?._metadata?.major_version === 2 ? official.v2 : official.v1;
    warmUp(() => core.validateManifest(value));
    const result = measure(
      {
        manifesto: () => core.validateManifest(value).problems,
        ajv: () => officialErrors(official, value),
        ajvVersioned: () => (versioned(value) ? [] : versioned.errors),
      },
      options,
    );
    rows.push({
      case: caseName(benchCase),
      bytes: JSON.stringify(value).length,
      errors: { manifesto: ours, ajv: theirs },
      manifestoUs: result.manifesto.medianNs / 1e3,
      ajvUs: result.ajv.medianNs / 1e3,
      ajvVersionedUs: result.ajvVersioned.medianNs / 1e3,
      ratio: pairedRatio(result, 'manifesto', 'ajv'),
      ratioVersioned: pairedRatio(result, 'manifesto', 'ajvVersioned'),
      // Issue 8: at least as fast as ajv on valid input, at most 2x on invalid with all errors.
      target: validity === 'valid' ? 1 : 2,
    });
  }
  return rows.map((row) => ({ ...row, met: row.ratio <= row.target }));
}
