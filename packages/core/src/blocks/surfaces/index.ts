import type { Problem } from '../../problem.js';
import { append } from '../../append.js';
import { fieldName, isRecord, joinPointer } from '../../source/pointer.js';
import type { Seen } from '../kit/object.js';
import { checkInSlot } from '../kit/walk.js';
import { BLOCK_SLOT } from '../kit/resolve.js';
import { SURFACE_LIMITS } from '../limits/surfaces.js';
import { blockProblem, quoted } from '../report.js';
import { homeModalKeyRule, markdownTextConflictRule, modalSubmitRequiredRule, viewBlocksEmptyRule } from '../rules.js';
import { typeRule } from '../../schema/rules.js';
import { describeValue } from '../../schema/errors.js';
import { quiet } from '../../value/reads.js';
import { checkBlockList, checkSurfaceSchema, checkSurfaceSlots, finishWalk, listAt, newWalk } from './check.js';
import { MESSAGE_SCHEMA } from './message.js';
import { HOME_SCHEMA, MODAL_ONLY_KEYS, MODAL_SCHEMA } from './views.js';

export { MESSAGE_SCHEMA, ATTACHMENT_SCHEMA } from './message.js';
export { HOME_SCHEMA, MODAL_SCHEMA } from './views.js';

/**
 * A message: its own keys, its blocks (at most 50) and each attachment's blocks, all on the message
 * surface and in one walk, so that block ids, tables and the markdown total count across all of them.
 * A message without `text` is accepted: the platform takes blocks alone, and `text` is only the
 * notification fallback.
 */
export function checkMessage(message: Record<string, unknown>, pointer: string, root: unknown): Problem[] {
  const walk = newWalk(root, 'message');
  const problems = checkSurfaceSchema(MESSAGE_SCHEMA(), message, pointer, walk, 'the message');
  append(
    problems,
    quiet(() => markdownTextConflict(message, pointer)),
  );
  const blocks = listAt(message, 'blocks');
  if (blocks) append(problems, checkBlockList(blocks, joinPointer(pointer, 'blocks'), walk, SURFACE_LIMITS.message.blocks.value, 'message'));
  listAt(message, 'attachments')?.forEach((attachment, index) => {
    const inner = isRecord(attachment) ? listAt(attachment, 'blocks') : undefined;
    if (inner) append(problems, checkBlockList(inner, joinPointer(pointer, 'attachments', index, 'blocks'), walk, undefined, 'attachment'));
  });
  return append(problems, finishWalk(walk));
}

/** `markdown_text` replaces `text` and `blocks`: the service refuses it beside either (markdown_text_conflict). */
function markdownTextConflict(message: Record<string, unknown>, pointer: string): Problem[] {
  if (!('markdown_text' in message)) return [];
  const others = ['text', 'blocks'].filter((key) => key in message);
  if (others.length === 0) return [];
  const at = joinPointer(pointer, 'markdown_text');
  return [
    blockProblem(
      markdownTextConflictRule,
      at,
      'key',
      `${quoted(fieldName(at))} cannot be sent with ${others.map((key) => quoted(key)).join(' or ')}; use markdown_text alone, or text and blocks.`,
      { conflicts: others },
    ),
  ];
}

/** A modal or a Home tab: its own keys and their text objects, then its blocks on its surface. */
export function checkTypedView(view: Record<string, unknown>, type: 'modal' | 'home', pointer: string, root: unknown): Problem[] {
  const walk = newWalk(root, type);
  const schema = type === 'modal' ? MODAL_SCHEMA() : HOME_SCHEMA();
  const problems = checkSurfaceSchema(schema, view, pointer, walk, type === 'modal' ? 'the modal' : 'the Home tab view');
  if (type === 'home') explainModalKeys(problems, pointer);
  append(problems, checkSurfaceSlots(schema, view, pointer, walk));
  const blocks = listAt(view, 'blocks');
  if (blocks?.length === 0) problems.push(emptyView(type, joinPointer(pointer, 'blocks')));
  if (blocks) append(problems, checkBlockList(blocks, joinPointer(pointer, 'blocks'), walk, SURFACE_LIMITS[type].blocks.value, 'view'));
  // A misspelt `submit` is already reported, with the spelling to use.
  const misspelt = problems.some((problem) => problem.rule === 'unknown-key' && problem.data?.['suggestion'] === 'submit');
  if (type === 'modal' && blocks && !misspelt)
    append(
      problems,
      quiet(() => submitRequired(view, blocks, pointer, walk.seen)),
    );
  return append(problems, finishWalk(walk));
}

/**
 * A view with `blocks: []`. The view references give a maximum and no minimum, and the platform's own
 * framework docs open a modal with no blocks, so it is a warning (limits table, `minBlocks`).
 */
function emptyView(type: 'modal' | 'home', at: string): Problem {
  const limit = SURFACE_LIMITS[type].minBlocks.value;
  return blockProblem(
    viewBlocksEmptyRule,
    at,
    'key',
    `${quoted(fieldName(at))} is empty, so the ${type === 'modal' ? 'modal' : 'Home tab'} shows nothing; add at least ${limit} block.`,
    { limit, actual: 0 },
  );
}

/** A view whose type is missing or unknown: its blocks are checked with no surface restrictions. */
export function checkUntypedView(view: Record<string, unknown>, pointer: string, root: unknown): Problem[] {
  const walk = newWalk(root, 'any');
  const blocks = listAt(view, 'blocks');
  if (!blocks) return [];
  return append(checkBlockList(blocks, joinPointer(pointer, 'blocks'), walk, SURFACE_LIMITS.home.blocks.value, 'view'), finishWalk(walk));
}

/**
 * A profile view (views.publish `type: profile`). The references name the type and its error
 * `missing_profile_id`, and nothing else: its keys are not closed, its blocks are checked on no known
 * surface, and `profile_id`, the id that error asks for, is a string when it is written.
 */
export function checkProfileView(view: Record<string, unknown>, pointer: string, root: unknown): Problem[] {
  const problems = checkUntypedView(view, pointer, root);
  const id = view['profile_id'];
  if (id !== undefined && typeof id !== 'string') {
    const at = joinPointer(pointer, 'profile_id');
    problems.unshift(
      blockProblem(typeRule, at, 'value', `${quoted(fieldName(at))} must be a string (the profile's ID), not ${describeValue(id)}.`, {
        expected: 'string',
      }),
    );
  }
  return problems;
}

/** A bare list of blocks: no surface known, the view limit of 100 blocks. */
export function checkLooseBlocks(blocks: readonly unknown[], pointer: string, root: unknown): Problem[] {
  const walk = newWalk(root, 'any');
  return append(checkBlockList(blocks, pointer, walk, SURFACE_LIMITS.home.blocks.value, 'list of blocks'), finishWalk(walk));
}

/** A single block at the top of the document, its pointer the root. */
export function checkSingleBlock(block: Record<string, unknown>, root: unknown): Problem[] {
  const walk = newWalk(root, 'any');
  return append(checkInSlot(block, '', BLOCK_SLOT, walk, ''), finishWalk(walk));
}

/** A modal with an input block needs a submit button (the service refuses it otherwise). */
function submitRequired(view: Record<string, unknown>, blocks: readonly unknown[], pointer: string, seen: readonly Seen[]): Problem[] {
  if ('submit' in view) return [];
  // An input block anywhere the walk went (inside a container too), or at the top when it was not walked.
  const walked = seen.find((entry) => entry.object.family === 'block' && entry.object.type === 'input');
  // The list is read only when the walk met no input block: a list with items the code computes is then unknown.
  const top = walked ? -1 : blocks.findIndex((block) => isRecord(block) && block['type'] === 'input');
  const block = walked?.pointer ?? (top < 0 ? undefined : joinPointer(pointer, 'blocks', top));
  if (block === undefined) return [];
  const at = joinPointer(pointer, 'type');
  return [
    blockProblem(
      modalSubmitRequiredRule,
      at,
      'value',
      `The modal has an input block (${quoted(fieldName(block))}) but no \`submit\`; add \`submit: {type: plain_text, text: "Submit"}\` so the user can send the form.`,
      { parent: pointer, input: block },
    ),
  ];
}

/**
 * In a Home tab, a modal's key is a warning of its own, not an unknown key: the Home tab reference does
 * not list it, but nothing says the service refuses it (sources `homeModalKeys`).
 */
function explainModalKeys(problems: Problem[], pointer: string): void {
  problems.forEach((problem, index) => {
    const key = problem.rule === 'unknown-key' ? problem.pointer.slice(pointer.length + 1) : '';
    if (!MODAL_ONLY_KEYS.includes(key)) return;
    const shows = key === 'title' ? 'no title' : key.startsWith('submit') || key === 'close' ? 'no buttons of its own' : 'no close behaviour';
    problems[index] = homeModalKeyRule.problem({
      pointer: problem.pointer,
      target: 'key',
      message: `${quoted(fieldName(problem.pointer))} belongs to modals; a Home tab shows ${shows}, so remove it.`,
      data: { key },
    });
  });
}
