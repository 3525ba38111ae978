import type { Problem } from '../../problem.js';
import { fieldName, joinPointer } from '../../source/pointer.js';
import type { Seen, Surface } from '../kit/object.js';
import { BLOCK_KIT_SOURCES } from '../limits/sources.js';
import { SURFACE_LIMITS } from '../limits/surfaces.js';
import { blockProblem, quoted } from '../report.js';
import { isHoleKey, quiet } from '../../value/reads.js';
import { actionIdDuplicateRule, blockIdDuplicateRule, focusOnLoadMultipleRule, markdownTotalTooLongRule, oneTablePerMessageRule } from '../rules.js';

/** The block types that count toward one table per message. */
const TABLE_TYPES = ['table', 'data_table'];

const name = (pointer: string) => quoted(fieldName(pointer));

/**
 * The rules across the objects of one payload (a message with its attachments, a view, a list of
 * blocks), run once the walk has met every object: unique block_id, unique action_id within a block,
 * one focused element, the markdown total and one table per message.
 */
export function checkAcross(seen: readonly Seen[], surface: Surface): Problem[] {
  // The id rules pass over ids the code computes themselves; the others stay silent when they read one.
  return [
    ...blockIds(seen, surface),
    ...actionIds(seen),
    ...quiet(() => focus(seen, surface)),
    ...quiet(() => markdownTotal(seen)),
    ...quiet(() => tables(seen, surface)),
  ];
}

function blocks(seen: readonly Seen[]): Seen[] {
  return seen.filter((entry) => entry.object.family === 'block');
}

function where(surface: Surface): string {
  return surface === 'message' ? 'message' : surface === 'any' ? 'payload' : 'view';
}

/**
 * `block_id` is unique within a message or view. Markdown blocks are left out: the platform drops their
 * block_id; so is a task's details and output rich text, which the plan block reference's own example gives
 * one block_id twice (`BLOCK_KIT_SOURCES.taskRichTextIds`).
 */
function blockIds(seen: readonly Seen[], surface: Surface): Problem[] {
  const first = new Map<string, string>();
  const problems: Problem[] = [];
  for (const entry of blocks(seen)) {
    const id = entry.value['block_id'];
    if (typeof id !== 'string' || entry.object.type === 'markdown' || isTaskText(entry) || isHoleKey(entry.value, 'block_id')) continue;
    const earlier = first.get(id);
    if (earlier === undefined) first.set(id, entry.pointer);
    else {
      const at = joinPointer(entry.pointer, 'block_id');
      problems.push(
        blockProblem(
          blockIdDuplicateRule,
          at,
          'value',
          `${name(at)} is ${JSON.stringify(id)}, already the block_id of ${name(earlier)}; each block_id must be unique within a ${where(surface)}.`,
          { value: id, first: joinPointer(earlier, 'block_id') },
        ),
      );
    }
  }
  return problems;
}

/** A task's details or output: the rich text a task card (alone, or one of a plan's tasks) holds. */
function isTaskText(entry: Seen): boolean {
  return entry.object.type === 'rich_text' && TASK_TEXT.test(entry.pointer);
}

const TASK_TEXT = new RegExp(`/(?:${BLOCK_KIT_SOURCES.taskRichTextIds.fields.join('|')})$`);

/** `action_id` is unique among the elements of one block (interaction state is keyed by block, then action). */
function actionIds(seen: readonly Seen[]): Problem[] {
  const first = new Map<string, string>();
  const problems: Problem[] = [];
  for (const entry of seen) {
    // Only elements have one: the other objects' values are not read.
    if (entry.object.family !== 'element') continue;
    const id = entry.value['action_id'];
    if (typeof id !== 'string' || isHoleKey(entry.value, 'action_id')) continue;
    const key = `${entry.block}\u0000${id}`;
    const earlierElement = first.get(key);
    // The pointers are written only for a duplicate.
    if (earlierElement === undefined) first.set(key, entry.pointer);
    else {
      const at = joinPointer(entry.pointer, 'action_id');
      const earlier = joinPointer(earlierElement, 'action_id');
      problems.push(
        blockProblem(
          actionIdDuplicateRule,
          at,
          'value',
          `${name(at)} is ${JSON.stringify(id)}, already the action_id of ${name(earlier)} in the same block; each action_id must be unique within its block.`,
          { value: id, first: earlier },
        ),
      );
    }
  }
  return problems;
}

/** At most one element of a view (or message) has `focus_on_load: true`: a problem at each one after the first. */
function focus(seen: readonly Seen[], surface: Surface): Problem[] {
  const focused = seen.filter((entry) => entry.object.family === 'element' && entry.value['focus_on_load'] === true);
  const limit = SURFACE_LIMITS.view.focusOnLoad.value;
  const first = focused[0];
  if (!first) return [];
  return focused.slice(limit).map((entry) => {
    const at = joinPointer(entry.pointer, 'focus_on_load');
    return blockProblem(
      focusOnLoadMultipleRule,
      at,
      'value',
      `${name(at)} is true, but ${name(joinPointer(first.pointer, 'focus_on_load'))} already is; only one element of a ${where(surface)} can have focus when it opens.`,
      { limit, actual: focused.length, first: joinPointer(first.pointer, 'focus_on_load') },
    );
  });
}

/**
 * The markdown blocks of one payload share 12,000 characters (code points): a problem at the block that
 * passes the total, unless one block is over the limit alone (its own max-length problem says it).
 */
function markdownTotal(seen: readonly Seen[]): Problem[] {
  const limit = SURFACE_LIMITS.message.markdownTotal.value;
  let total = 0;
  let over: { pointer: string; total: number } | undefined;
  for (const entry of blocks(seen)) {
    const text = entry.value['text'];
    if (entry.object.type !== 'markdown' || typeof text !== 'string') continue;
    const length = [...text].length;
    // A block over the limit on its own is its own max-length problem.
    if (length > limit) return [];
    total += length;
    if (total > limit && !over) over = { pointer: joinPointer(entry.pointer, 'text'), total };
  }
  if (!over) return [];
  return [
    blockProblem(
      markdownTotalTooLongRule,
      over.pointer,
      'value',
      `The markdown blocks add up to ${total} characters${over.total === total ? '' : ` (${over.total} by ${name(over.pointer)})`}; one message takes at most ${limit} characters of markdown in all, so shorten them or split the message.`,
      { limit, actual: total },
    ),
  ];
}

/** One `table` or `data_table` per message: a problem at each table after the first. */
function tables(seen: readonly Seen[], surface: Surface): Problem[] {
  if (surface === 'modal' || surface === 'home') return [];
  const found = blocks(seen).filter((entry) => TABLE_TYPES.includes(entry.object.type));
  const limit = SURFACE_LIMITS.message.tables.value;
  const first = found[0];
  if (!first) return [];
  return found
    .slice(limit)
    .map((entry) =>
      blockProblem(
        oneTablePerMessageRule,
        joinPointer(entry.pointer, 'type'),
        'value',
        `${name(entry.pointer)} is a second table (${entry.object.type}) after ${name(first.pointer)}; a message holds at most one table or data_table block, so send the other in its own message.`,
        { limit, actual: found.length, first: first.pointer },
      ),
    );
}
