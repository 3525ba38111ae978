import Type, { type TSchema } from 'typebox';
import { Closed, List } from '../../../schema/common.js';
import { OneOf } from '../../kit/slot.js';
import { noted } from '../../limits/limit.js';
import { CONTAINER_BLOCK_LIMITS } from '../../limits/containers-blocks.js';
import { BlockId } from '../../objects/block-id.js';
import type { BlockType } from '../block-type.js';
import { lazy } from '../../../lazy.js';

const LIMITS = CONTAINER_BLOCK_LIMITS.carousel;

const CAROUSEL_SCHEMA = lazy((): TSchema =>
  Closed(
    {
      type: Type.Literal('carousel'),
      elements: List(OneOf('block', 'a card block', ['card']), {
        minItems: LIMITS['elements.min'].value,
        maxItems: LIMITS.elements.value,
        description: `The cards, ${LIMITS['elements.min'].value} to ${LIMITS.elements.value}, shown side by side.`,
        ...noted(LIMITS.elements),
      }),
      block_id: BlockId(),
    },
    { description: 'A carousel block: cards that readers scroll sideways.' },
  ),
);

/** The carousel block: a row of cards, each checked as a card block through its slot. */
export const carousel: BlockType = {
  family: 'block',
  type: 'carousel',
  description: 'A row of cards that readers scroll sideways.',
  surfaces: ['message', 'home'],
  rules: [],
  schemaFor: () => CAROUSEL_SCHEMA(),
};
