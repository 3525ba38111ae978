// Parsing as a build script does it: JSON.parse, or the yaml package for YAML.
import { YAML } from './deps.mjs';

export function parseText(text, format) {
  try {
    return { value: format === 'json' ? JSON.parse(text) : YAML.parse(text) };
  } catch (error) {
    return { error: String(error.message).split('\n')[0] };
  }
}
