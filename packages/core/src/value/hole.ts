/**
 * A value the code computes at run time, marked inside a payload written in code. A hole never stands
 * for a guess: it satisfies whatever its place needs, and what can be known about it (a template's
 * literal parts, a conditional element's own value) is kept.
 */
export type HoleKind = 'unknown' | 'text' | 'spread' | 'maybe';

export class Hole {
  private constructor(
    readonly kind: HoleKind,
    /** `text`: the literal parts of a template, in order; unknown text may stand between and around them. */
    readonly parts: readonly string[] = [],
    /** `maybe`: the element written, present or not at run time. */
    readonly value: unknown = undefined,
  ) {}

  /** Any value: a variable, a call, a member, a conditional between unknowns. */
  static unknown(): Hole {
    return new Hole('unknown');
  }

  /** A string with known parts (`\`Deploy ${name}\``): at least as long as its parts together. */
  static text(parts: readonly string[]): Hole {
    return new Hole(
      'text',
      parts.filter((part) => typeof part === 'string'),
    );
  }

  /** In a list: zero or more unknown items (`...more`). */
  static spread(): Hole {
    return new Hole('spread');
  }

  /** In a list: an item that may be absent (`cond && {...}`, `...(cond ? [x] : [])`); `value` may hold holes. */
  static maybe(value: unknown): Hole {
    return new Hole('maybe', [], value);
  }
}

/** Marks an object that also has keys the code computes (`{...base, type: 'section'}`, `{[key]: value}`). */
export const OPEN: unique symbol = Symbol('manifesto.open');

/** An object literal with computed keys besides the ones written. */
export function openObject<T extends object>(known: T): T {
  return Object.assign(known, { [OPEN]: true });
}

export function isHole(value: unknown): value is Hole {
  return value instanceof Hole;
}

export function isOpen(value: object): boolean {
  return (value as { [OPEN]?: unknown })[OPEN] === true;
}
