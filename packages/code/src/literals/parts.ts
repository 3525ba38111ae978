import type { Span } from 'manifesto-core';
import { isHole, type Hole } from 'manifesto-core/value';
import type { PayloadLiteral, Place } from './payload.js';

/** A part of a payload that is written in code: its pointer into the payload, its value and where it is written. */
export interface WrittenPart {
  literal: PayloadLiteral;
  pointer: string;
  value: unknown;
  place: Place;
}

/** How deep a payload is walked: deeper than any Block Kit value the checks accept. */
const MAX_DEPTH = 64;

/** An item that may be absent is written as its value. */
export function unwrapMaybe(value: unknown): unknown {
  return isHole(value) && (value as Hole).kind === 'maybe' ? (value as Hole).value : value;
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null && !isHole(value);
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every written part of a payload (the payload itself first), each with the place its container recorded. */
export function writtenParts(literal: PayloadLiteral): WrittenPart[] {
  const out: WrittenPart[] = [{ literal, pointer: '', value: literal.value, place: literal.place }];
  const walk = (value: unknown, pointer: string, depth: number) => {
    const container = unwrapMaybe(value);
    if (!isContainer(container) || depth > MAX_DEPTH) return;
    const keys = Array.isArray(container) ? container.map((_, index) => String(index)) : Object.keys(container);
    for (const key of keys) {
      const place = literal.places.get(container, key);
      if (!place) continue;
      const item = (container as Record<string, unknown>)[key];
      const at = `${pointer}/${escape(key)}`;
      out.push({ literal, pointer: at, value: item, place });
      walk(item, at, depth + 1);
    }
  };
  walk(literal.value, '', 0);
  return out;
}

/** The part at exactly `pointer`, when it and every container on the way are written. */
export function partOf(literal: PayloadLiteral, pointer: string): WrittenPart | undefined {
  if (pointer === '') return { literal, pointer, value: literal.value, place: literal.place };
  let value: unknown = literal.value;
  let place: Place | undefined = literal.place;
  for (const segment of pointer.slice(1).split('/')) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    const container = unwrapMaybe(value);
    if (!isContainer(container) || !Object.prototype.hasOwnProperty.call(container, key)) return undefined;
    place = literal.places.get(container, key);
    if (!place) return undefined;
    value = (container as Record<string, unknown>)[key];
  }
  return { literal, pointer, value, place };
}

const contains = (span: Span, offset: number) => span.start <= offset && offset <= span.end;

/**
 * The innermost written part of the payloads under an offset of a file, and whether the offset is on its
 * key; undefined outside every payload. The narrowest place wins (a value inside a constant posted twice
 * is the same part either way).
 */
export function partAt(literals: readonly PayloadLiteral[], fileName: string, offset: number): (WrittenPart & { onKey: boolean }) | undefined {
  let best: (WrittenPart & { onKey: boolean }) | undefined;
  let width = Infinity;
  for (const literal of literals) {
    for (const part of writtenParts(literal)) {
      // A container is also where its own braces are (a constant's object, posted by its name).
      const container = unwrapMaybe(part.value);
      const own = isContainer(container) ? literal.places.own(container) : undefined;
      const ownHere = own?.fileName === fileName && contains(own.value, offset) ? own.value : undefined;
      const here = part.place.fileName === fileName;
      const key = here ? part.place.key : undefined;
      const onKey = key !== undefined && contains(key, offset);
      const value = here && contains(part.place.value, offset) ? part.place.value : undefined;
      if (!onKey && !value && !ownHere) continue;
      const span = onKey ? key! : ownHere && (!value || ownHere.end - ownHere.start < value.end - value.start) ? ownHere : value!;
      const size = span.end - span.start;
      if (size < width || (size === width && part.pointer.length > (best?.pointer.length ?? -1))) {
        best = { ...part, onKey };
        width = size;
      }
    }
  }
  return best;
}
