import Type, { type TSchema } from 'typebox';
import { Closed, List } from '../../../schema/common.js';
import { OneOf } from '../../kit/slot.js';
import { noted } from '../../limits/limit.js';
import { BLOCK_LIMITS } from '../../limits/blocks.js';
import { BlockId } from '../../objects/block-id.js';
import type { BlockType } from '../block-type.js';
import { lazy } from '../../../lazy.js';

const LIMITS = BLOCK_LIMITS.context_actions;

const CONTEXT_ACTIONS_SCHEMA = lazy((): TSchema =>
  Closed(
    {
      type: Type.Literal('context_actions'),
      elements: List(OneOf('element', 'an element of a context_actions block', ['feedback_buttons', 'icon_button']), {
        minItems: LIMITS['elements.min'].value,
        maxItems: LIMITS.elements.value,
        description: `Feedback buttons and icon buttons, ${LIMITS['elements.min'].value} to ${LIMITS.elements.value}.`,
        ...noted(LIMITS.elements),
      }),
      block_id: BlockId(),
    },
    { description: 'A context_actions block: small actions under a message, such as feedback buttons (messages only).' },
  ),
);

/** The context_actions block: its shape and limits are all schema. */
export const contextActions: BlockType = {
  family: 'block',
  type: 'context_actions',
  description: 'Small actions under a message: feedback buttons and icon buttons (messages only).',
  surfaces: ['message'],
  rules: [],
  schemaFor: () => CONTEXT_ACTIONS_SCHEMA(),
};
