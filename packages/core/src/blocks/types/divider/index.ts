import Type, { type TSchema } from 'typebox';
import { Closed } from '../../../schema/common.js';
import { BlockId } from '../../objects/block-id.js';
import type { BlockType } from '../block-type.js';
import { lazy } from '../../../lazy.js';

const DIVIDER_SCHEMA = lazy((): TSchema =>
  Closed({ type: Type.Literal('divider'), block_id: BlockId() }, { description: 'A divider block: a horizontal line between blocks.' }),
);

/** The divider block: a line and nothing else. */
export const divider: BlockType = {
  family: 'block',
  type: 'divider',
  description: 'A horizontal line between blocks.',
  rules: [],
  schemaFor: () => DIVIDER_SCHEMA(),
};
