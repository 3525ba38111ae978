import type { Problem } from '../problem.js';
import { describeValue } from '../schema/errors.js';
import { fieldName, isRecord, joinPointer } from '../source/pointer.js';
import { schemaRule } from '../schema/rules.js';
import { utf8Length } from '../source/limits.js';
import type { EmbeddedDocument } from '../source/embedded.js';
import { CONTAINER_LIMITS } from './limits.js';
import { blockProblem, quoted } from './report.js';
import { containerRule } from './rules.js';
import type { Surface } from './kit/object.js';
import { checkInSlot, type Walk } from './kit/walk.js';
import { BLOCK_SLOT } from './kit/resolve.js';
import { BLOCK_TYPES } from './types/index.js';
import { decodeView } from './view-string.js';
import { append } from '../append.js';

/** The forms a block document can take. */
export type BlockContainer = 'block' | 'blocks' | 'message' | 'view' | 'publish';

export const VIEW_TYPES = ['home', 'modal'] as const;

export interface BlockAnalysis {
  container?: BlockContainer;
  problems: Problem[];
  /** Set for the views.publish form whose `view` is a JSON string. */
  embedded?: EmbeddedDocument;
}

/**
 * Finds the blocks of a document and checks them. Pointers start at the document root; for a
 * views.publish argument whose `view` is a JSON string, they continue into the decoded string
 * (`/view/blocks/0/title`), as if the string had been written as an object.
 */
export function analyseBlocks(value: unknown, maxDepth?: number): BlockAnalysis {
  if (Array.isArray(value)) {
    return { container: 'blocks', problems: checkList(value, '', value, CONTAINER_LIMITS.viewBlocks, 'list of blocks', 'any') };
  }
  if (!isRecord(value)) return { problems: [notAContainer(value)] };
  if ('view' in value && !('blocks' in value)) return checkPublish(value, maxDepth);
  if ('blocks' in value) {
    if ('type' in value) return { container: 'view', problems: checkView(value, '', value) };
    return { container: 'message', problems: checkMessage(value, value) };
  }
  if (typeof value['type'] === 'string') return { container: 'block', problems: checkPayload([value], '', value, 'any', () => '') };
  return { problems: [notAContainer(value)] };
}

function notAContainer(value: unknown): Problem {
  return blockProblem(
    containerRule('blocks-container'),
    '',
    'container',
    `The document is ${describeValue(value)}; expected a block \`{type, …}\`, a list of blocks, a message \`{blocks}\`, a view \`{type, blocks}\` or a views.publish argument \`{user_id, view}\`.`,
  );
}

function checkPublish(argument: Record<string, unknown>, maxDepth: number | undefined): BlockAnalysis {
  const view = argument['view'];
  if (isRecord(view)) return { container: 'publish', problems: checkView(view, '/view', argument) };
  if (typeof view !== 'string') {
    return {
      container: 'publish',
      problems: [blockProblem(containerRule('view-json'), '/view', 'value', `\`view\` must be a JSON-encoded view (a string), not ${describeValue(view)}.`)],
    };
  }
  const decoded = decodeView(view, '/view', maxDepth);
  if (!decoded.view) return { container: 'publish', problems: decoded.problems, embedded: decoded.embedded };
  // The logical document: the string replaced by what it encodes, so every pointer resolves.
  const logical = { ...argument, view: decoded.view };
  return { container: 'publish', problems: [...decoded.problems, ...checkView(decoded.view, '/view', logical)], embedded: decoded.embedded };
}

function checkView(view: Record<string, unknown>, pointer: string, root: unknown): Problem[] {
  const problems: Problem[] = [];
  const typeAt = joinPointer(pointer, 'type');
  const type = view['type'];
  const listed = VIEW_TYPES.map((t) => JSON.stringify(t)).join(' or ');
  if (type === undefined) {
    problems.push(
      blockProblem(schemaRule('required'), typeAt, 'key', `The view is missing the required key \`type\` (${listed}).`, {
        key: 'type',
        parent: pointer,
        allowed: [...VIEW_TYPES],
      }),
    );
  } else if (!(VIEW_TYPES as readonly unknown[]).includes(type)) {
    problems.push(
      blockProblem(schemaRule('enum'), typeAt, 'value', `${quoted(fieldName(typeAt))} is ${JSON.stringify(type)}; expected ${listed}.`, {
        allowed: [...VIEW_TYPES],
      }),
    );
  }
  const size = utf8Length(JSON.stringify(view));
  if (size > CONTAINER_LIMITS.viewBytes) {
    problems.push(
      blockProblem(
        containerRule('view-too-large'),
        pointer,
        pointer === '' ? 'container' : 'key',
        `The view is ${size} bytes as minified JSON (${(size / 1000).toFixed(1)} kb); views.publish accepts at most ${CONTAINER_LIMITS.viewBytes} bytes (250 kb).`,
        { limit: CONTAINER_LIMITS.viewBytes, actual: size },
      ),
    );
  }
  const surface: Surface = type === 'modal' || type === 'home' ? type : 'any';
  append(problems, checkBlocksKey(view, pointer, root, CONTAINER_LIMITS.viewBlocks, 'view', surface));
  return problems;
}

function checkMessage(message: Record<string, unknown>, root: unknown): Problem[] {
  const problems: Problem[] = [];
  const text = message['text'];
  if (text !== undefined && typeof text !== 'string') {
    problems.push(
      blockProblem(schemaRule('type'), '/text', 'value', `\`text\` must be a string (the notification fallback), not ${describeValue(text)}.`, {
        expected: 'string',
      }),
    );
  }
  append(problems, checkBlocksKey(message, '', root, CONTAINER_LIMITS.messageBlocks, 'message', 'message'));
  return problems;
}

function checkBlocksKey(container: Record<string, unknown>, pointer: string, root: unknown, limit: number, noun: string, surface: Surface): Problem[] {
  const at = joinPointer(pointer, 'blocks');
  const blocks = container['blocks'];
  if (blocks === undefined) {
    return [
      blockProblem(schemaRule('required'), at, 'key', `The ${noun} is missing the required key \`blocks\` (a list of blocks).`, {
        key: 'blocks',
        parent: pointer,
      }),
    ];
  }
  if (!Array.isArray(blocks)) {
    return [
      blockProblem(schemaRule('type'), at, 'value', `${quoted(fieldName(at))} must be a list of blocks, not ${describeValue(blocks)}.`, { expected: 'array' }),
    ];
  }
  return checkList(blocks, at, root, limit, noun, surface);
}

function checkList(blocks: readonly unknown[], pointer: string, root: unknown, limit: number, noun: string, surface: Surface): Problem[] {
  const problems: Problem[] = [];
  if (blocks.length > limit) {
    problems.push(
      blockProblem(
        containerRule('too-many-blocks'),
        pointer,
        pointer === '' ? 'container' : 'key',
        `The ${noun} has ${blocks.length} blocks; the limit is ${limit}.`,
        {
          limit,
          actual: blocks.length,
        },
      ),
    );
  }
  append(
    problems,
    checkPayload(blocks, pointer, root, surface, (index) => joinPointer(pointer, index)),
  );
  for (const type of BLOCK_TYPES.values()) if (type.checkList) append(problems, type.checkList(blocks, pointer, surface));
  return problems;
}

/** Walks each block of one payload (a message, a view, a list) with one record of what it met. */
function checkPayload(blocks: readonly unknown[], _pointer: string, root: unknown, surface: Surface, at: (index: number) => string): Problem[] {
  const walk: Walk = { root, surface, seen: [] };
  const problems: Problem[] = [];
  blocks.forEach((block, index) => append(problems, checkInSlot(block, at(index), BLOCK_SLOT, walk, at(index))));
  return problems;
}
