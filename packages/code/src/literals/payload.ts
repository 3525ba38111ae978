import type { Span } from 'manifesto-core';
import type { PayloadForm } from 'manifesto-core/value';

/** Where a part of a payload is written: its value, and its key when it is an object's property. */
export interface Place {
  fileName: string;
  value: Span;
  key?: Span;
}

/**
 * A Block Kit value found in code, flowing into a posting call: what every language's extractor gives
 * (JavaScript and TypeScript in `js/`; Python in `../python/payloads.ts`). `value` holds holes for what the code
 * computes (`manifesto-core/value`); `places` says where each of its parts is written.
 */
export interface PayloadLiteral {
  /** The surface, decided by the call: a message, a view of its own type, a Home tab (views.publish). */
  form: PayloadForm;
  value: unknown;
  /** Where the payload as a whole is written (the call's argument or its `view`). */
  place: Place;
  places: Places;
}

/**
 * The places of the parts of values built from code: for each object or list the extractor built, the
 * place of each of its keys or items. Kept beside the values (not in them), so a constant used by two
 * calls, or a property read from it, keeps the places where it is written.
 */
/** The parts of a container placed from where it is written, when one is asked for (`Places.setWritten`). */
export interface WrittenParts {
  place(key: string): Place | undefined;
}

export class Places {
  private readonly parts = new WeakMap<object, Map<string, Place>>();
  private readonly written = new WeakMap<object, WrittenParts>();
  /** Where each object or list literal itself is written (its braces or brackets), for edits that add to it. */
  private readonly literals = new WeakMap<object, Place>();

  /** `keepsOwn`: whether the places of the containers themselves are kept (only an editor's features read them). */
  constructor(readonly keepsOwn = true) {}

  setOwn(container: object, place: Place): void {
    if (this.keepsOwn) this.literals.set(container, place);
  }

  own(container: object): Place | undefined {
    return this.literals.get(container);
  }

  set(container: object, key: string | number, place: Place): void {
    let map = this.parts.get(container);
    if (!map) this.parts.set(container, (map = new Map()));
    map.set(String(key), place);
  }

  /** The places of all the parts of a container just built, given at once: one look-up, not one a part. */
  setParts(container: object, parts: Map<string, Place>): void {
    if (parts.size > 0) this.parts.set(container, parts);
  }

  /**
   * The parts of a container built from one literal, each part at its own place in it: placed when asked for.
   * Most parts' places are never read (only a problem's or an editor feature's are), so they are not made.
   */
  setWritten(container: object, parts: WrittenParts): void {
    this.written.set(container, parts);
  }

  get(container: object, key: string): Place | undefined {
    return this.parts.get(container)?.get(key) ?? this.written.get(container)?.place(key);
  }
}
