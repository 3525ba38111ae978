import Type, { type TSchema } from 'typebox';
import type { Problem } from '../../../problem.js';
import { Closed, List, Optional, Str } from '../../../schema/common.js';
import { fieldName, isRecord, joinPointer } from '../../../source/pointer.js';
import type { Surface } from '../../kit/object.js';
import { PlainText } from '../../kit/slot.js';
import { CONTAINER_BLOCK_LIMITS } from '../../limits/containers-blocks.js';
import { TEXT_MAX_LENGTH } from '../../objects/text.js';
import { BlockId } from '../../objects/block-id.js';
import { blockProblem, quoted } from '../../report.js';
import type { BlockType } from '../block-type.js';
import { taskCardProperties } from '../task-card/index.js';
import { onePlanPerMessageRule, PLAN_RULES } from './rules.js';
import { lazy } from '../../../lazy.js';

const LIMITS = CONTAINER_BLOCK_LIMITS.plan;

/** A task of a plan: a task card whose `type` may be left out. */
const TASK = lazy((): TSchema =>
  Closed({ type: Optional(Type.Literal('task_card')), ...taskCardProperties() }, { description: 'A task: a task card (`type: task_card` may be left out).' }),
);

function planSchema(title: TSchema): TSchema {
  return Closed(
    {
      type: Type.Literal('plan'),
      title,
      tasks: Optional(List(TASK(), { description: 'The tasks of the plan, each a task card.' })),
      block_id: BlockId(),
    },
    { description: 'A plan block: an agent’s plan as a list of task cards.' },
  );
}

/** The title is a string, or a plain_text object: one schema for each. */
const WITH_STRING = lazy(() => planSchema(Str({ minLength: LIMITS['title.min'].value, description: 'The plan’s title: a string or a plain_text object.' })));
const WITH_TEXT = lazy(() => planSchema(PlainText(TEXT_MAX_LENGTH, { description: 'The plan’s title' })));

function checkPlanCount(blocks: readonly unknown[], pointer: string, surface: Surface): Problem[] {
  if (surface === 'modal' || surface === 'home') return [];
  const limit = LIMITS.per_message.value;
  const plans = blocks.flatMap((block, index) => (isRecord(block) && block['type'] === 'plan' ? [index] : []));
  return plans
    .slice(limit)
    .map((index) =>
      blockProblem(
        onePlanPerMessageRule,
        joinPointer(pointer, index, 'type'),
        'value',
        `${quoted(fieldName(joinPointer(pointer, index)))} is the plan number ${plans.indexOf(index) + 1} of this message; a message holds at most ${limit} plan block. Put every task in the first plan, ${quoted(fieldName(joinPointer(pointer, plans[0] as number)))}.`,
        { limit, actual: plans.length },
      ),
    );
}

/** The plan block: a title and task cards; one per message. */
export const plan: BlockType = {
  family: 'block',
  type: 'plan',
  description: 'An agent’s plan: a title and its tasks as task cards; one plan per message.',
  surfaces: ['message'],
  rules: PLAN_RULES,
  schemaFor: (block) => (isRecord(block['title']) ? WITH_TEXT() : WITH_STRING()),
  checkList: checkPlanCount,
};
