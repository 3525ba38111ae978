import Type, { type TSchema } from 'typebox';
import { Closed, List } from '../../../schema/common.js';
import { OneOf } from '../../kit/slot.js';
import { BlockId } from '../../objects/block-id.js';
import type { BlockType } from '../block-type.js';
import { lazy } from '../../../lazy.js';

/** A rich text element: a section, a list, preformatted text or a quote (each in `blocks/rich-text/`). */
export const RICH_TEXT_ELEMENT = lazy((): TSchema =>
  OneOf('rich_text', 'a rich text element (rich_text_section, rich_text_list, rich_text_preformatted or rich_text_quote)'),
);

const RICH_TEXT_SCHEMA = lazy((): TSchema =>
  Closed(
    {
      type: Type.Literal('rich_text'),
      elements: List(RICH_TEXT_ELEMENT(), { description: 'Sections, lists, preformatted text and quotes; an empty list is accepted.' }),
      block_id: BlockId(),
    },
    { description: 'A rich text block: formatted text in sections, lists, code blocks and quotes.' },
  ),
);

/** The rich text block: formatted text made of rich text elements, each checked through its slot. */
export const richText: BlockType = {
  family: 'block',
  type: 'rich_text',
  description: 'Formatted text: paragraphs, lists, code blocks and quotes with styled text, links, mentions and emoji.',
  rules: [],
  schemaFor: () => RICH_TEXT_SCHEMA(),
};
