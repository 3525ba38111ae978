import Type, { type TSchema } from 'typebox';
import { Closed, List, OneOfValues, Optional, Str } from '../../../schema/common.js';
import { OneOf } from '../../kit/slot.js';
import { CONTAINER_BLOCK_LIMITS } from '../../limits/containers-blocks.js';
import { BlockId } from '../../objects/block-id.js';
import type { BlockType } from '../block-type.js';
import { lazy } from '../../../lazy.js';

const LIMITS = CONTAINER_BLOCK_LIMITS.task_card;

export const TASK_STATUSES: readonly string[] = ['pending', 'in_progress', 'complete', 'error'];

/** A source the task used: a link with its text. */
const URL_SOURCE = lazy((): TSchema =>
  Closed(
    {
      type: Type.Literal('url'),
      url: Str({
        minLength: LIMITS['sources.url.min'].value,
        maxLength: LIMITS['sources.url'].value,
        description: `The address of the source, at most ${LIMITS['sources.url'].value} characters.`,
      }),
      text: Str({ minLength: LIMITS['sources.text.min'].value, description: 'The text shown for the source.' }),
    },
    { description: 'A source: `{type: "url", url, text}`.' },
  ),
);

/** The fields of a task card, as a block and as an item of a plan's `tasks`. */
export function taskCardProperties(): Record<string, TSchema> {
  return {
    task_id: Str({ minLength: LIMITS['task_id.min'].value, description: 'Identifies the task; a later update names it.' }),
    title: Str({ minLength: LIMITS['title.min'].value, description: 'What the task does.' }),
    status: Optional(OneOfValues(TASK_STATUSES, 'Where the task stands: pending, in_progress, complete or error.')),
    details: Optional(OneOf('block', 'a rich_text block (the task’s details)', ['rich_text'])),
    output: Optional(OneOf('block', 'a rich_text block (what the task produced)', ['rich_text'])),
    sources: Optional(List(URL_SOURCE(), { description: 'The sources the task used, each `{type: "url", url, text}`.' })),
    block_id: BlockId(),
  };
}

const TASK_CARD_SCHEMA = lazy((): TSchema =>
  Closed(
    { type: Type.Literal('task_card'), ...taskCardProperties() },
    { description: 'A task card block: one step of an agent’s work, with its status, details and sources.' },
  ),
);

/** The task card block: one task with its status; plans hold the same cards in `tasks`. */
export const taskCard: BlockType = {
  family: 'block',
  type: 'task_card',
  description: 'One task of an agent’s work: title, status, details, output and sources.',
  surfaces: ['message'],
  rules: [],
  schemaFor: () => TASK_CARD_SCHEMA(),
};
