import type { TSchema } from 'typebox';
import { TieredValidator } from '../../schema/compiled.js';
import { listsUnique, validitySchema } from './validity-schema.js';

/**
 * How many manifests with the same groups are checked group by group before their groups get one check.
 * Compiling a shape costs 20 to 60 ms (the code of all its groups again), what it saves on some 100,000
 * checks (0.2 to 0.3 µs each): only a process that checks one shape in a loop (a service, a benchmark)
 * gets there, not a run over a directory (the 120 real manifests compiled two shapes at 16 and took 1.3 to 2x as long).
 */
export const COMPILE_SHAPE_AFTER = 10_000;

/** Bounds the shapes counted, against a stream of made-up manifests. */
const MAX_SHAPES = 64;

/** A manifest with these groups (a bit per group, in the schema's order) passes them all. */
type ShapeCheck = (value: Record<string, unknown>) => boolean;

/**
 * One compiled check for every group a manifest has, made once manifests with the same groups have been
 * checked very often (see `COMPILE_SHAPE_AFTER`). Checked group by group, a small manifest paid more for
 * calling five checks through their wrappers than for the checks themselves.
 */
export class ShapeChecks {
  private readonly seen = new Map<number, number | ShapeCheck>();

  constructor(
    private readonly groups: readonly (readonly [string, TSchema])[],
    private readonly compileAfter = COMPILE_SHAPE_AFTER,
  ) {}

  /** The check of manifests whose own groups are `shape`, once it has been asked for often enough. */
  checkOf(shape: number): ShapeCheck | undefined {
    const entry = this.seen.get(shape);
    if (typeof entry === 'function') return entry;
    const uses = (entry ?? 0) + 1;
    if (uses <= this.compileAfter) {
      if (entry !== undefined || this.seen.size < MAX_SHAPES) this.seen.set(shape, uses);
      return undefined;
    }
    const check = shapeCheck(this.groups, shape);
    this.seen.set(shape, check);
    return check;
  }
}

/**
 * Every group of the shape, required (a group the value holds as `undefined` fails, as its own check
 * fails), each as its validity schema, with the lists that schema left out below the group's name.
 */
function shapeCheck(groups: readonly (readonly [string, TSchema])[], shape: number): ShapeCheck {
  const properties: Record<string, TSchema> = {};
  const paths: string[][] = [];
  groups.forEach(([name, group], bit) => {
    if ((shape & (1 << bit)) === 0) return;
    const quick = validitySchema(group);
    properties[name] = quick.schema;
    for (const path of quick.paths) paths.push([name, ...path]);
  });
  const schema = { type: 'object', required: Object.keys(properties), properties } as unknown as TSchema;
  // Compiled at its first check: it exists because this shape is checked again and again.
  const validator = new TieredValidator(schema, 0);
  return paths.length === 0 ? (value) => validator.Check(value) : (value) => validator.Check(value) && listsUnique(value, paths);
}
