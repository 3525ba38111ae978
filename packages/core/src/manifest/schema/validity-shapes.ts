import type { TSchema } from 'typebox';
import { TieredValidator } from '../../schema/compiled.js';
import { listsUnique, validitySchema } from './validity-schema.js';

/** How many manifests with the same groups are checked group by group before their groups get one check. */
export const COMPILE_SHAPE_AFTER = 16;

/** Bounds the shapes counted, against a stream of made-up manifests. */
const MAX_SHAPES = 64;

/** A manifest with these groups (a bit per group, in the schema's order) passes them all. */
type ShapeCheck = (value: Record<string, unknown>) => boolean;

/**
 * One compiled check for every group a manifest has, made once manifests with the same groups have been
 * checked often (a long-running process, or a run over many similar files). Checked group by group, a
 * small manifest paid more for calling five checks through their wrappers than for the checks themselves.
 * A one-file run never gets here, and never pays the compile.
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
