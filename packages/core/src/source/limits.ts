/** How much input the parsers accept. Each limit turns hostile input into one problem instead of a crash or a hang. */
export interface SourceLimits {
  /** Largest text checked, in UTF-8 bytes. */
  maxFileSize: number;
  /** Deepest nesting of mappings and lists. */
  maxDepth: number;
  /** Most YAML alias uses expanded when the value is built (bounds "billion laughs"). */
  maxAliases: number;
}

/** Safe defaults: a maximal manifest is about 150 kB and 12 levels deep; a view payload is at most 250 kB. */
export const DEFAULT_LIMITS: Readonly<SourceLimits> = Object.freeze({ maxFileSize: 2_000_000, maxDepth: 64, maxAliases: 100 });

/**
 * Values above these are lowered to them: the parsers recurse once per level, and the YAML parser
 * exhausts a worker thread's stack near 1,000 levels; a string this long is near what the engine can hold.
 */
export const LIMIT_CEILINGS: Readonly<SourceLimits> = Object.freeze({ maxFileSize: 500_000_000, maxDepth: 256, maxAliases: 100_000 });

/** Fills in defaults and keeps each limit a whole number between 0 and its ceiling; nonsense values fall back to the default. */
export function resolveLimits(limits?: Partial<SourceLimits>): SourceLimits {
  const pick = (key: keyof SourceLimits): number => {
    const value = limits?.[key];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return DEFAULT_LIMITS[key];
    return Math.min(Math.floor(value), LIMIT_CEILINGS[key]);
  };
  return { maxFileSize: pick('maxFileSize'), maxDepth: pick('maxDepth'), maxAliases: pick('maxAliases') };
}

const NON_ASCII = /[^\x00-\x7f]/;

/** UTF-8 length of a text, counting no further than `stopAbove` (a 50 MB text need not be counted to the end). */
export function utf8Length(text: string, stopAbove = Infinity): number {
  // Most payloads are ASCII: one native search instead of a loop over every character.
  if (!NON_ASCII.test(text)) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length && bytes <= stopAbove; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Syntax and duplicate-key problems reported per file, each: past the first few they are echoes or noise. */
export const MAX_PARSER_PROBLEMS = 20;

/**
 * Values a YAML text may hold, as the pre-parse scan estimates them. The YAML parser builds about
 * 1 kB of nodes per value: a 2 MB flow list of 990,000 items took 7 s and 1.1 GB, while the largest
 * real manifests hold under 10,000 values. JSON needs no such bound (its parser is lean).
 */
export const MAX_YAML_VALUES = 100_000;
