/**
 * Shared fast-check arbitraries for the property tests: corpus manifests and block payloads, text
 * mutations of them, hostile Unicode, and random JSON values written as JSON and as YAML.
 * Inputs are plain data (`{name, format, text}`, `Mutation` records) so a shrunk counterexample
 * prints as something a person can replay.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import fc from 'fast-check';
import { filesUnder, OFFICIAL_CORPUS, REAL_CORPUS } from '../../packages/core/test/corpus-path.js';

export type Format = 'yaml' | 'json';
export type Kind = 'manifest' | 'blocks' | 'unknown';

/** A text to check, with the file name it would have (which decides format and, for tools, the kind). */
export interface Sample {
  name: string;
  format: Format;
  kind: Kind;
  text: string;
}

// ---------------------------------------------------------------------------------------------
// Corpora
// ---------------------------------------------------------------------------------------------

function formatOfName(name: string): Format | undefined {
  if (/\.json$/i.test(name)) return 'json';
  if (/\.ya?ml$/i.test(name)) return 'yaml';
  return undefined;
}

function samplesUnder(dir: string, kind: Kind, label: string): Sample[] {
  return filesUnder(dir).flatMap((path) => {
    const format = formatOfName(path);
    return format ? [{ name: `${label}/${relative(dir, path)}`, format, kind, text: readFileSync(path, 'utf8') }] : [];
  });
}

/** Every manifest of the shared corpora: the real ones and the official fixtures. */
export const MANIFEST_SAMPLES: readonly Sample[] = [...samplesUnder(REAL_CORPUS, 'manifest', 'real'), ...samplesUnder(OFFICIAL_CORPUS, 'manifest', 'official')];

/** The repository's block payload examples (good and with mistakes). */
export const BLOCK_SAMPLES: readonly Sample[] = samplesUnder(resolve(import.meta.dirname, '../../examples/blocks'), 'blocks', 'examples/blocks');

/** Manifests with workflows, where definition and template completion have something to find. */
export const WORKFLOW_SAMPLES: readonly Sample[] = MANIFEST_SAMPLES.filter((sample) => sample.text.includes('function_id'));

/** The base name a tool would see for a sample: named for its kind, or neutral so the content decides. */
export function fileNameOf(sample: Sample): string {
  if (sample.kind === 'manifest') return `manifest.${sample.format}`;
  if (sample.kind === 'blocks') return `payload.blocks.${sample.format}`;
  return `input.${sample.format}`;
}

export const manifestSample = (): fc.Arbitrary<Sample> => fc.constantFrom(...MANIFEST_SAMPLES);
export const workflowSample = (): fc.Arbitrary<Sample> => fc.constantFrom(...WORKFLOW_SAMPLES);
export const blockSample = (): fc.Arbitrary<Sample> => fc.constantFrom(...BLOCK_SAMPLES);

// ---------------------------------------------------------------------------------------------
// Hostile Unicode
// ---------------------------------------------------------------------------------------------

const codePoints = (min: number, max: number) => fc.integer({ min, max }).map((cp) => String.fromCodePoint(cp));

/** One piece of troublesome text; `unicodeText` strings these together. */
export function unicodeChunk(): fc.Arbitrary<string> {
  return fc.oneof(
    // Surrogate pairs: emoji, with skin tones, ZWJ families and flags.
    fc.constantFrom('😀', '👍🏽', '👨‍👩‍👧', '🇯🇵', '𝕏', '𠜎'),
    codePoints(0x1f300, 0x1faff),
    codePoints(0x10000, 0x10ffff),
    // Lone surrogates, high and low.
    fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
    // Combining marks stacked on a base letter.
    fc
      .tuple(fc.constantFrom('a', 'e', 'Z', ''), fc.array(codePoints(0x300, 0x36f), { minLength: 1, maxLength: 6 }))
      .map(([base, marks]) => base + marks.join('')),
    // Right-to-left text and direction overrides.
    fc.array(fc.oneof(codePoints(0x5d0, 0x5ea), codePoints(0x627, 0x64a)), { minLength: 1, maxLength: 8 }).map((letters) => letters.join('')),
    fc.constantFrom('\u202e', '\u202b', '\u200f', '\u2066', '\u2069', 'שלום', 'مرحبا'),
    // NUL, C0 and C1 controls, DEL.
    fc.oneof(codePoints(0x0, 0x1f), codePoints(0x7f, 0x9f)),
    // Line ends of every kind, and the characters that only some readers treat as line ends.
    fc.constantFrom('\r\n', '\r', '\n', '\u2028', '\u2029', '\u0085', '\v', '\f'),
    // Invisible and special characters: BOM, zero-width, replacement, non-characters.
    fc.constantFrom('\ufeff', '\u200b', '\u200d', '\ufffd', '\ufffe', '\uffff', '\u00a0'),
    // Ordinary text, some of it plain ASCII, some any code point.
    fc.string({ maxLength: 6 }),
    fc.string({ unit: 'binary', maxLength: 4 }),
    fc.string({ unit: 'grapheme', maxLength: 3 }),
  );
}

export function unicodeText(options: { minLength?: number; maxLength?: number } = {}): fc.Arbitrary<string> {
  return fc.array(unicodeChunk(), { minLength: options.minLength ?? 0, maxLength: options.maxLength ?? 12 }).map((chunks) => chunks.join(''));
}

// ---------------------------------------------------------------------------------------------
// Text mutations
// ---------------------------------------------------------------------------------------------

/** A value of a type other than the one usually found, for `retype`. */
export type Retyped = 'number' | 'negative' | 'float' | 'boolean' | 'null' | 'list' | 'map' | 'long-string' | 'empty-string';

/** One edit of a text. Positions are unbounded naturals taken modulo what the text has. */
export type Mutation =
  | { op: 'delete-key-line'; key: number }
  | { op: 'duplicate-key-line'; key: number }
  | { op: 'retype'; key: number; as: Retyped; length: number }
  | { op: 'rename-key'; key: number; name: string; quoted: boolean }
  | { op: 'typo'; key: number; on: 'key' | 'value'; at: number; edit: 'drop' | 'double' | 'swap' }
  | { op: 'truncate-bytes'; at: number }
  | { op: 'insert-bytes'; at: number; bytes: number[] }
  | { op: 'indent'; line: number; add: boolean; whitespace: string }
  | { op: 'insert-unicode'; at: number; text: string }
  | { op: 'line-ends'; to: '\r\n' | '\r' | '\n' };

/** Every mutation, or (`editsOnly`) the ones that keep the text parseable more often than not: what a person types. */
export function mutation(editsOnly = false): fc.Arbitrary<Mutation> {
  const index = fc.nat();
  const edits: fc.Arbitrary<Mutation>[] = [
    fc.record({ op: fc.constant('delete-key-line' as const), key: index }),
    fc.record({ op: fc.constant('duplicate-key-line' as const), key: index }),
    fc.record({
      op: fc.constant('retype' as const),
      key: index,
      as: fc.constantFrom<Retyped>('number', 'negative', 'float', 'boolean', 'null', 'list', 'map', 'long-string', 'empty-string'),
      length: fc.integer({ min: 30, max: 5000 }),
    }),
    fc.record({ op: fc.constant('rename-key' as const), key: index, name: unicodeText({ maxLength: 4 }), quoted: fc.boolean() }),
    // One-letter slips, which the quick fixes answer (a renamed key, a suggested enum value).
    fc.record({
      op: fc.constant('typo' as const),
      key: index,
      on: fc.constantFrom<'key' | 'value'>('key', 'value'),
      at: index,
      edit: fc.constantFrom<'drop' | 'double' | 'swap'>('drop', 'double', 'swap'),
    }),
  ];
  if (editsOnly) return fc.oneof(...edits);
  return fc.oneof(
    ...edits,
    fc.record({ op: fc.constant('truncate-bytes' as const), at: index }),
    fc.record({ op: fc.constant('insert-bytes' as const), at: index, bytes: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 8 }) }),
    fc.record({ op: fc.constant('indent' as const), line: index, add: fc.boolean(), whitespace: fc.stringMatching(/^[ \t]{1,6}$/) }),
    fc.record({ op: fc.constant('insert-unicode' as const), at: index, text: unicodeText({ minLength: 1, maxLength: 4 }) }),
    fc.record({ op: fc.constant('line-ends' as const), to: fc.constantFrom<'\r\n' | '\r' | '\n'>('\r\n', '\r', '\n') }),
  );
}

/** A sample with up to `max` mutations applied in turn; the mutations travel along for the report. */
export function mutated(sample: fc.Arbitrary<Sample>, max = 3, editsOnly = false): fc.Arbitrary<Sample & { mutations: Mutation[] }> {
  return fc.tuple(sample, fc.array(mutation(editsOnly), { minLength: 1, maxLength: max })).map(([base, mutations]) => ({
    ...base,
    text: mutations.reduce((text, m) => applyMutation(text, base.format, m), base.text),
    mutations,
  }));
}

/** Lines with their line ends, so joining them gives the text back. */
function linesOf(text: string): string[] {
  return text.match(/[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$/g) ?? [];
}

const YAML_KEY = /^(\s*(?:-\s+)?)((?:"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s#'"{[\-?][^:#]*?|-[^\s:#][^:#]*?))(\s*:)(?=\s|$)/;
const JSON_KEY = /^(\s*)("(?:[^"\\]|\\.)*")(\s*:)/;

interface KeyLine {
  line: number;
  /** Text before the key (indentation, `- `), the key as written, and the colon with its spaces. */
  prefix: string;
  key: string;
  colon: string;
  /** The value text after the colon up to the line end, without a JSON trailing comma. */
  value: string;
  comma: string;
  end: string;
}

function keyLines(lines: readonly string[], format: Format): KeyLine[] {
  const found: KeyLine[] = [];
  lines.forEach((raw, line) => {
    const end = /(\r\n|\r|\n)$/.exec(raw)?.[0] ?? '';
    const body = raw.slice(0, raw.length - end.length);
    const match = (format === 'json' ? JSON_KEY : YAML_KEY).exec(body);
    if (!match) return;
    const [whole, prefix = '', key = '', colon = ''] = match;
    const rest = body.slice(whole.length);
    const comma = format === 'json' && /,\s*$/.test(rest) ? rest.slice(rest.search(/,\s*$/)) : '';
    found.push({ line, prefix, key, colon, value: rest.slice(0, rest.length - comma.length), comma, end });
  });
  return found;
}

/** Drops, doubles or swaps one letter of a word, leaving quotes and punctuation alone. */
function slip(word: string, m: Extract<Mutation, { op: 'typo' }>): string {
  const letters = [...word.matchAll(/[A-Za-z_]/g)].map((match) => match.index);
  if (letters.length === 0) return word;
  const at = letters[m.at % letters.length]!;
  if (m.edit === 'drop') return word.slice(0, at) + word.slice(at + 1);
  if (m.edit === 'double') return word.slice(0, at + 1) + word.slice(at);
  const next = letters.find((index) => index > at);
  return next === undefined ? word : word.slice(0, at) + word[next] + word.slice(at + 1, next) + word[at] + word.slice(next + 1);
}

function retypedValue(as: Retyped, length: number, format: Format): string {
  switch (as) {
    case 'number':
      return '42';
    case 'negative':
      return '-7';
    case 'float':
      return '1.5e300';
    case 'boolean':
      return 'true';
    case 'null':
      return 'null';
    case 'list':
      return format === 'json' ? '[1, "two", null]' : '[1, two, null]';
    case 'map':
      return format === 'json' ? '{"a": 1, "b": [true]}' : '{a: 1, b: [true]}';
    case 'long-string':
      return JSON.stringify('x'.repeat(length));
    case 'empty-string':
      return '""';
  }
}

const encoder = new TextEncoder();
/** Non-fatal decoding: broken UTF-8 becomes U+FFFD, as an editor or `readFile(…, 'utf8')` would show it. */
const decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

export function applyMutation(text: string, format: Format, m: Mutation): string {
  switch (m.op) {
    case 'truncate-bytes': {
      const bytes = encoder.encode(text);
      return decoder.decode(bytes.slice(0, m.at % (bytes.length + 1)));
    }
    case 'insert-bytes': {
      const bytes = encoder.encode(text);
      const at = m.at % (bytes.length + 1);
      return decoder.decode(new Uint8Array([...bytes.slice(0, at), ...m.bytes, ...bytes.slice(at)]));
    }
    case 'insert-unicode': {
      const at = m.at % (text.length + 1);
      return text.slice(0, at) + m.text + text.slice(at);
    }
    case 'line-ends':
      return text.replace(/\r\n|\r|\n/g, m.to);
    case 'indent': {
      const lines = linesOf(text);
      if (lines.length === 0) return text;
      const line = m.line % lines.length;
      const current = lines[line]!;
      lines[line] = m.add ? m.whitespace + current : current.replace(new RegExp(`^[ \\t]{0,${m.whitespace.length}}`), '');
      return lines.join('');
    }
    default:
      return mutateKeyLine(text, format, m);
  }
}

function mutateKeyLine(text: string, format: Format, m: Extract<Mutation, { key: number }>): string {
  const lines = linesOf(text);
  const keys = keyLines(lines, format);
  if (keys.length === 0) return text;
  const k = keys[m.key % keys.length]!;
  const raw = lines[k.line]!;
  switch (m.op) {
    case 'delete-key-line':
      lines.splice(k.line, 1);
      break;
    case 'duplicate-key-line':
      lines.splice(k.line, 0, raw.endsWith('\n') || raw.endsWith('\r') ? raw : raw + '\n');
      break;
    case 'retype': {
      const value = retypedValue(m.as, m.length, format);
      // A JSON value that opens a container on this line leaves the rest of the file unbalanced on purpose.
      lines[k.line] = `${k.prefix}${k.key}${k.colon} ${value}${k.comma}${k.end}`;
      break;
    }
    case 'rename-key': {
      const name = format === 'json' || m.quoted ? JSON.stringify(m.name) : m.name;
      lines[k.line] = `${k.prefix}${name}${k.colon}${k.value}${k.comma}${k.end}`;
      break;
    }
    case 'typo':
      lines[k.line] =
        m.on === 'key'
          ? `${k.prefix}${slip(k.key, m)}${k.colon}${k.value}${k.comma}${k.end}`
          : `${k.prefix}${k.key}${k.colon}${slip(k.value, m)}${k.comma}${k.end}`;
      break;
  }
  return lines.join('');
}

// ---------------------------------------------------------------------------------------------
// Random JSON values, as JSON and as YAML
// ---------------------------------------------------------------------------------------------

/** A random JSON value (sometimes wrapped as a manifest section, so the schema walks into it) in either format. */
export function jsonValueSample(): fc.Arbitrary<Sample & { value: unknown }> {
  const value = fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.jsonValue({ maxDepth: 3, stringUnit: unicodeChunk() }),
    fc.record({ display_information: fc.jsonValue({ maxDepth: 3 }) }),
    fc.dictionary(
      fc.constantFrom('display_information', 'features', 'oauth_config', 'settings', '_metadata', 'functions', 'workflows', 'blocks', 'type'),
      fc.jsonValue({ maxDepth: 4 }),
    ),
  );
  return fc.tuple(value, fc.constantFrom<Format>('json', 'yaml'), fc.constantFrom(0, 2)).map(([v, format, indent]) => ({
    name: `random.${format}`,
    format,
    kind: 'unknown' as const,
    text: format === 'json' ? JSON.stringify(v, null, indent) : toYaml(v),
    value: v,
  }));
}

const PLAIN = /^[A-Za-z_][A-Za-z0-9_]*$/;
const KEYWORD = /^(true|false|null|yes|no|on|off|y|n|~)$/i;

function yamlString(value: string): string {
  return PLAIN.test(value) && !KEYWORD.test(value) ? value : JSON.stringify(value);
}

/** A scalar or an empty container on one line; undefined for containers that need block lines. */
function yamlInline(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'string') return yamlString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '[]' : undefined;
  return Object.keys(value as object).length === 0 ? '{}' : undefined;
}

function yamlBlock(value: unknown, pad: string): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const inline = yamlInline(item);
      if (inline !== undefined) return [`${pad}- ${inline}`];
      const inner = yamlBlock(item, pad + '  ');
      return [`${pad}- ${inner[0]!.slice(pad.length + 2)}`, ...inner.slice(1)];
    });
  }
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => {
    const inline = yamlInline(item);
    const name = yamlString(key);
    return inline !== undefined ? [`${pad}${name}: ${inline}`] : [`${pad}${name}:`, ...yamlBlock(item, pad + '  ')];
  });
}

/** Block-style YAML for a JSON value (written here so the tests do not lean on the parser they exercise). */
export function toYaml(value: unknown): string {
  const inline = yamlInline(value);
  return (inline !== undefined ? inline : yamlBlock(value, '').join('\n')) + '\n';
}

// ---------------------------------------------------------------------------------------------
// Every kind of input together
// ---------------------------------------------------------------------------------------------

/** Corpus texts as they are, mutated corpus texts, random JSON values and pure Unicode noise. */
export function anyInput(): fc.Arbitrary<Sample> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.oneof(manifestSample(), blockSample()) },
    { weight: 4, arbitrary: mutated(manifestSample()) },
    { weight: 2, arbitrary: mutated(blockSample()) },
    { weight: 2, arbitrary: jsonValueSample() },
    {
      weight: 1,
      arbitrary: fc
        .tuple(unicodeText({ maxLength: 30 }), fc.constantFrom<Format>('yaml', 'json'))
        .map(([text, format]) => ({ name: `noise.${format}`, format, kind: 'unknown' as const, text })),
    },
  );
}
