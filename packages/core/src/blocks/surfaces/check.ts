import type { TSchema } from 'typebox';
import type { Problem } from '../../problem.js';
import { append } from '../../append.js';
import { joinPointer } from '../../source/pointer.js';
import { checkSchemaAt } from '../types/schema-check.js';
import type { Surface } from '../kit/object.js';
import { BLOCK_SLOT } from '../kit/resolve.js';
import { checkInSlot, type Walk } from '../kit/walk.js';
import { slotPaths } from '../kit/slot.js';
import { blockProblem } from '../report.js';
import { tooManyBlocksRule } from '../rules.js';
import { BLOCK_TYPES } from '../types/index.js';
import { checkAcross } from './across.js';
import { quiet } from '../../value/reads.js';

/**
 * Checks a surface object (a message, an attachment, a view) against its closed schema: unknown keys
 * with did-you-mean, required keys, types and lengths. Its slots (text objects such as a modal's title)
 * are walked too; block lists are left to `checkBlockList`.
 */
export function checkSurfaceSchema(schema: TSchema, value: Record<string, unknown>, pointer: string, walk: Walk, rootName: string): Problem[] {
  return checkSchemaAt(schema, value, pointer, walk.root, { rootName });
}

/** Checks the typed objects in the surface's own slots (a modal's title, submit and close); block lists are walked apart. */
export function checkSurfaceSlots(schema: TSchema, value: Record<string, unknown>, pointer: string, walk: Walk): Problem[] {
  const problems: Problem[] = [];
  for (const { path, spec } of slotPaths(schema)) {
    const [key] = path;
    if (spec.family === 'block' || path.length !== 1 || key === undefined || !Object.prototype.hasOwnProperty.call(value, key)) continue;
    append(problems, checkInSlot(value[key], joinPointer(pointer, key), spec, walk, pointer));
  }
  return problems;
}

/**
 * Checks one list of blocks of a surface: the count, each block by its `type` on the surface, and the
 * block types' rules over the list (charts per message).
 */
export function checkBlockList(blocks: readonly unknown[], pointer: string, walk: Walk, limit: number | undefined, noun: string): Problem[] {
  const problems: Problem[] = [];
  if (limit !== undefined && blocks.length > limit) {
    problems.push(
      blockProblem(tooManyBlocksRule, pointer, pointer === '' ? 'container' : 'key', `The ${noun} has ${blocks.length} blocks; the limit is ${limit}.`, {
        limit,
        actual: blocks.length,
      }),
    );
  }
  blocks.forEach((block, index) => {
    const at = joinPointer(pointer, index);
    append(problems, checkInSlot(block, at, BLOCK_SLOT, walk, at));
  });
  for (const type of BLOCK_TYPES.values())
    if (type.checkList)
      append(
        problems,
        quiet(() => type.checkList!(blocks, pointer, walk.surface)),
      );
  return problems;
}

/** A fresh record of one payload's walk. */
export function newWalk(root: unknown, surface: Surface): Walk {
  return { root, surface, seen: [] };
}

/** The rules across the objects the walk met. */
export function finishWalk(walk: Walk): Problem[] {
  return checkAcross(walk.seen, walk.surface);
}

/** The list at `key` of a surface, when it is a list (other shapes are the schema's `type` problem). */
export function listAt(value: Record<string, unknown>, key: string): unknown[] | undefined {
  const list = value[key];
  return Array.isArray(list) ? list : undefined;
}
