import { Compile } from 'typebox/compile';
import { Settings } from 'typebox/system';
import type { TSchema } from 'typebox';
import type { TLocalizedValidationError } from 'typebox/error';

export type Validator = ReturnType<typeof Compile>;

const cache = new WeakMap<TSchema, Validator>();

/** The compiled check of a schema, compiled once per schema object. */
export function compiled(schema: TSchema): Validator {
  let validator = cache.get(schema);
  if (!validator) {
    validator = Compile(schema);
    cache.set(schema, validator);
  }
  return validator;
}

/**
 * Runs an error collection with TypeBox's global `maxErrors` set to `maxErrors`, restoring it after:
 * errors are collected exhaustively, but bounded so a hostile document cannot exhaust memory.
 */
export function withMaxErrors<T>(maxErrors: number, collect: () => T): T {
  const previous = Settings.Get().maxErrors;
  Settings.Set({ maxErrors });
  try {
    return collect();
  } finally {
    Settings.Set({ maxErrors: previous });
  }
}

export type SchemaError = TLocalizedValidationError;
