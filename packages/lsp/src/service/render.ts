/** Text for values inserted by completion and quick fixes, in YAML or JSON. */

const YAML_RESERVED = /^(true|false|null|yes|no|on|off|y|n|~)$/i;

/** A scalar as YAML writes it: plain when that reads back the same, double-quoted otherwise. */
export function yamlScalar(value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value);
  if (
    value === '' ||
    YAML_RESERVED.test(value) ||
    !/^[A-Za-z_/][\w .,/@()+:#-]*$/.test(value) ||
    /[\s:]$/.test(value) ||
    /^[-+.]?\d/.test(value) ||
    value.includes(': ') ||
    value.includes(' #')
  ) {
    return JSON.stringify(value);
  }
  return value;
}

/** A value as YAML text after `key:`: scalars inline, empty collections in flow form. */
export function yamlInline(value: unknown): string {
  if (Array.isArray(value) && value.length === 0) return '[]';
  if (value !== null && typeof value === 'object' && Object.keys(value).length === 0) return '{}';
  return yamlScalar(value);
}

/** `key: value` as YAML lines at `indent` spaces; non-empty mappings and lists in block form. */
export function yamlEntry(key: string, value: unknown, indent: number): string[] {
  const pad = ' '.repeat(indent);
  const name = yamlScalar(key);
  if (Array.isArray(value) && value.length > 0) return [`${pad}${name}:`, ...value.map((item) => `${pad}  - ${yamlInline(item)}`)];
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
    return [`${pad}${name}:`, ...Object.entries(value).flatMap(([k, v]) => yamlEntry(k, v, indent + 2))];
  }
  return [`${pad}${name}: ${yamlInline(value)}`];
}

/** `"key": value` as JSON, with nested lines indented from `indent` by `unit`. */
export function jsonEntry(key: string, value: unknown, indent: string, unit: string): string {
  const body = JSON.stringify(value, null, unit) ?? 'null';
  return `${JSON.stringify(key)}: ${body.split('\n').join(`\n${indent}`)}`;
}
