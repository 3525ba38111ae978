import Type, { type TSchema } from 'typebox';
import { colorRule, patternRule, urlRule } from './rules.js';

/**
 * Named string formats. Each carries its rule and the phrase used in messages, so that a failed
 * `pattern` check becomes "`settings.interactivity.request_url` must be an https:// URL", not a regex.
 */
export const FORMATS = {
  'https-url': { rule: urlRule, pattern: '^https://\\S+$', expect: 'an https:// URL with no spaces' },
  'http-url': { rule: urlRule, pattern: '^https?://\\S+$', expect: 'an http:// or https:// URL with no spaces' },
  color: { rule: colorRule, pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$', expect: 'a hex colour with a leading # and 3 or 6 digits, such as #4A154B' },
  'slash-command': { rule: patternRule, pattern: '^/\\S+$', expect: 'a command with a leading slash and no spaces, such as /deploy' },
  domain: {
    rule: patternRule,
    pattern: '^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$',
    expect: 'a domain of letters, digits, dots and hyphens that does not start with a dot or hyphen and ends with a letter or digit',
  },
  'snake-case': { rule: patternRule, pattern: '^[a-z][a-z0-9_]*$', expect: 'snake_case (lower-case letters, digits and underscores, starting with a letter)' },
  'ip-range': {
    rule: patternRule,
    pattern: '^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:/(?:3[0-2]|[12]?[0-9]))?$',
    expect: 'an IPv4 address with an optional /prefix, such as 203.0.113.0/24',
  },
  email: { rule: patternRule, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', expect: 'an email address such as support@example.com' },
  'metadata-event-reference': {
    rule: patternRule,
    pattern: '^(?!(?:slack|svc)#)[A-Za-z0-9_.-]+#/[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$',
    expect: 'a reference of the shape `word#/word/word` that does not begin with the platform namespace',
  },
} as const;

export type FormatName = keyof typeof FORMATS;

/** Extra keys a schema node may carry for messages, hover and completion. */
export type Annotations = {
  description?: string;
  /** Named format; see FORMATS. */
  'x-format'?: FormatName;
  /** Human label of the limit's source when public sources disagree. */
  'x-note'?: string;
};

type StringOptions = Annotations & { maxLength?: number; minLength?: number; pattern?: string };

export function Str(options: StringOptions = {}): TSchema {
  return Type.String(options);
}

export function Formatted(format: FormatName, options: Omit<StringOptions, 'pattern' | 'x-format'> = {}): TSchema {
  return Type.String({ ...options, pattern: FORMATS[format].pattern, 'x-format': format });
}

export function Bool(description?: string): TSchema {
  return Type.Boolean(description ? { description } : {});
}

/** A closed object: keys outside `properties` are `unknown-key` errors. */
export function Closed(properties: Record<string, TSchema>, options: Annotations & { minProperties?: number } = {}): TSchema {
  return Type.Object(properties, { ...options, additionalProperties: false });
}

/** An object whose keys we do not enumerate (groups the seed lists without fields). */
export function Open(description: string): TSchema {
  return Type.Object({}, { description, additionalProperties: true });
}

export function List(items: TSchema, options: Annotations & { maxItems?: number; minItems?: number; uniqueItems?: boolean } = {}): TSchema {
  return Type.Array(items, options);
}

/** A map keyed by free names (functions, workflows, types). */
export function MapOf(values: TSchema, options: Annotations & { maxProperties?: number; propertyNames?: TSchema } = {}): TSchema {
  return Type.Record(Type.String(), values, options);
}

export function OneOfValues(values: readonly string[], description?: string): TSchema {
  return Type.Enum([...values], description ? { description } : {});
}

export const Optional = Type.Optional;

/** Any JSON value (defaults, examples, step inputs). */
export function Anything(description?: string): TSchema {
  return Type.Unknown(description ? { description } : {});
}
