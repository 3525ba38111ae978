import Type, { type TSchema } from 'typebox';
import { Closed, List } from '../../../schema/common.js';
import { Slot } from '../../kit/slot.js';
import { noted } from '../../limits/limit.js';
import { BLOCK_LIMITS } from '../../limits/blocks.js';
import { TEXT_MAX_LENGTH } from '../../objects/text.js';
import { BlockId } from '../../objects/block-id.js';
import type { BlockType } from '../block-type.js';
import { lazy } from '../../../lazy.js';

const LIMITS = BLOCK_LIMITS.context;

const WHAT = 'an element of a context block (a text object or an image element)';

/** A context element: a text object (its usual limit) or an image element, each checked as its own family's. */
const CONTEXT_ELEMENT = lazy((): TSchema =>
  Slot(
    {
      family: 'text',
      accepts: ['plain_text', 'mrkdwn'],
      what: WHAT,
      minLength: 1,
      maxLength: TEXT_MAX_LENGTH,
      alternatives: [{ family: 'element', accepts: ['image'], what: WHAT }],
    },
    { description: `A text object (plain_text or mrkdwn, at most ${TEXT_MAX_LENGTH} characters) or an image element.` },
  ),
);

const CONTEXT_SCHEMA = lazy((): TSchema =>
  Closed(
    {
      type: Type.Literal('context'),
      elements: List(CONTEXT_ELEMENT(), {
        minItems: LIMITS['elements.min'].value,
        maxItems: LIMITS.elements.value,
        description: `Text objects and image elements, ${LIMITS['elements.min'].value} to ${LIMITS.elements.value}, shown small in one line.`,
        ...noted(LIMITS.elements),
      }),
      block_id: BlockId(),
    },
    { description: 'A context block: small text and images, such as an author or a timestamp.' },
  ),
);

/** The context block: its shape and limits are all schema; its elements are text objects or image elements. */
export const context: BlockType = {
  family: 'block',
  type: 'context',
  description: 'Small text and images in one line: authors, dates, hints.',
  rules: [],
  schemaFor: () => CONTEXT_SCHEMA(),
};
