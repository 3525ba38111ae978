/**
 * Vitest setup file: fixes fast-check's seed for every test file, so `pnpm test` is deterministic and
 * a failure seen in CI replays with `MANIFESTO_SEED=<seed>`. Setup files run inside each test file's
 * own module graph, so this configures the same `fc` instance the test file imports.
 */
import fc from 'fast-check';

/** The seed when MANIFESTO_SEED is unset: a constant, so plain test runs always draw the same inputs. */
export const DEFAULT_SEED = 20261121;

/** The seed from MANIFESTO_SEED (a 32-bit integer), or the default; anything else is a mistake worth stopping for. */
export function seedFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_SEED;
  const seed = Number(value);
  if (!Number.isSafeInteger(seed) || seed < -(2 ** 31) || seed >= 2 ** 32) {
    throw new Error(`MANIFESTO_SEED must be a 32-bit integer, not ${JSON.stringify(value)}`);
  }
  return seed;
}

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: seedFrom(process.env['MANIFESTO_SEED']) });
