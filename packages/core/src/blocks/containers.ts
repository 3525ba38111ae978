import type { Problem } from '../problem.js';
import { describeValue } from '../schema/errors.js';
import { fieldName, isRecord, joinPointer } from '../source/pointer.js';
import { enumRule, requiredRule, typeRule } from '../schema/rules.js';
import { utf8Length } from '../source/limits.js';
import { jsonFitsIn } from '../source/json-bound.js';
import type { EmbeddedDocument } from '../source/embedded.js';
import { CONTAINER_LIMITS } from './limits/surfaces.js';
import { blockProblem, quoted } from './report.js';
import { blocksContainerRule, viewJsonRule, viewTooLargeRule } from './rules.js';
import { checkLooseBlocks, checkMessage, checkProfileView, checkSingleBlock, checkTypedView, checkUntypedView } from './surfaces/index.js';
import { decodeView } from './view-string.js';
import { isMessage } from './message-form.js';
import { append } from '../append.js';

/** The forms a block document can take. */
export type BlockContainer = 'block' | 'blocks' | 'message' | 'view' | 'publish';

/**
 * The view types: the Home tab, a modal, and the profile view views.publish also publishes (its error
 * `missing_profile_id`, limits/sources.ts `profileView`).
 */
export const VIEW_TYPES = ['home', 'modal', 'profile'] as const;

export interface BlockAnalysis {
  container?: BlockContainer;
  problems: Problem[];
  /** Set for the views.publish form whose `view` is a JSON string. */
  embedded?: EmbeddedDocument;
}

function isViewType(type: unknown): type is (typeof VIEW_TYPES)[number] {
  return (VIEW_TYPES as readonly unknown[]).includes(type);
}

/**
 * Finds the surface of a document and checks it. Pointers start at the document root; for a
 * views.publish argument whose `view` is a JSON string, they continue into the decoded string
 * (`/view/blocks/0/title`), as if the string had been written as an object.
 *
 * The forms: a list of blocks; a views.publish argument `{user_id, view}`; a view (`type` home, modal
 * or profile, or any object with `type` and `blocks`); a message (`blocks`, `attachments`, `markdown_text`
 * or `text` without a `type`); a single block (`type` alone).
 */
export function analyseBlocks(value: unknown, maxDepth?: number): BlockAnalysis {
  if (Array.isArray(value)) return { container: 'blocks', problems: checkLooseBlocks(value, '', value) };
  if (!isRecord(value)) return { problems: [notAContainer(value)] };
  if ('view' in value && !('blocks' in value)) return checkPublish(value, maxDepth);
  if (isViewType(value['type']) || ('blocks' in value && 'type' in value)) return { container: 'view', problems: checkView(value, '', value) };
  if (isMessage(value)) return { container: 'message', problems: checkMessage(value, '', value) };
  if (typeof value['type'] === 'string') return { container: 'block', problems: checkSingleBlock(value, value) };
  return { problems: [notAContainer(value)] };
}

function notAContainer(value: unknown): Problem {
  return blockProblem(
    blocksContainerRule,
    '',
    'container',
    `The document is ${describeValue(value)}; expected a block \`{type, …}\`, a list of blocks, a message \`{text, blocks}\`, a view \`{type: modal|home, blocks}\` or a views.publish argument \`{user_id, view}\`.`,
  );
}

function checkPublish(argument: Record<string, unknown>, maxDepth: number | undefined): BlockAnalysis {
  const view = argument['view'];
  if (isRecord(view)) return { container: 'publish', problems: checkView(view, '/view', argument) };
  if (typeof view !== 'string') {
    return {
      container: 'publish',
      problems: [blockProblem(viewJsonRule, '/view', 'value', `\`view\` must be a JSON-encoded view (a string), not ${describeValue(view)}.`)],
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
  const type = view['type'];
  if (type === 'home' || type === 'modal') append(problems, checkTypedView(view, type, pointer, root));
  else if (type === 'profile') {
    append(problems, viewBlocksShape(view, pointer));
    append(problems, checkProfileView(view, pointer, root));
  } else {
    append(problems, viewType(type, pointer));
    append(problems, viewBlocksShape(view, pointer));
    append(problems, checkUntypedView(view, pointer, root));
  }
  append(problems, viewSize(view, pointer));
  return problems;
}

function viewType(type: unknown, pointer: string): Problem[] {
  const typeAt = joinPointer(pointer, 'type');
  const listed = VIEW_TYPES.map((t) => JSON.stringify(t)).join(' or ');
  if (type === undefined) {
    return [
      blockProblem(requiredRule, typeAt, 'key', `The view is missing the required key \`type\` (${listed}).`, {
        key: 'type',
        parent: pointer,
        allowed: [...VIEW_TYPES],
      }),
    ];
  }
  return [
    blockProblem(enumRule, typeAt, 'value', `${quoted(fieldName(typeAt))} is ${JSON.stringify(type)}; expected ${listed}.`, {
      allowed: [...VIEW_TYPES],
    }),
  ];
}

/** For a view of unknown type or a profile view, the one shape check a schema would have made: `blocks` is a list. */
function viewBlocksShape(view: Record<string, unknown>, pointer: string): Problem[] {
  const at = joinPointer(pointer, 'blocks');
  const blocks = view['blocks'];
  if (blocks === undefined) {
    return [blockProblem(requiredRule, at, 'key', 'The view is missing the required key `blocks` (a list of blocks).', { key: 'blocks', parent: pointer })];
  }
  if (!Array.isArray(blocks)) {
    return [blockProblem(typeRule, at, 'value', `${quoted(fieldName(at))} must be a list of blocks, not ${describeValue(blocks)}.`, { expected: 'array' })];
  }
  return [];
}

function viewSize(view: Record<string, unknown>, pointer: string): Problem[] {
  // A bound on the bytes, with no string built, clears the usual view; the exact count only near the limit.
  if (jsonFitsIn(view, CONTAINER_LIMITS.viewBytes)) return [];
  const json = JSON.stringify(view);
  // A UTF-16 unit is at most 3 bytes of UTF-8: short views need no byte count.
  if (json.length * 3 <= CONTAINER_LIMITS.viewBytes) return [];
  const size = utf8Length(json);
  if (size <= CONTAINER_LIMITS.viewBytes) return [];
  return [
    blockProblem(
      viewTooLargeRule,
      pointer,
      pointer === '' ? 'container' : 'key',
      `The view is ${size} bytes as minified JSON (${(size / 1000).toFixed(1)} kb); views.publish accepts at most ${CONTAINER_LIMITS.viewBytes} bytes (250 kb).`,
      { limit: CONTAINER_LIMITS.viewBytes, actual: size },
    ),
  ];
}
