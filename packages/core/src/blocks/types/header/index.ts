import type { BlockType } from '../block-type.js';
import { HEADER_SCHEMA } from './schema.js';

/** The header block: its shape and limits are all schema; it has no rules of its own. */
export const header: BlockType = {
  family: 'block',
  type: 'header',
  description: 'Large, bold plain text at the top of a message or view.',
  rules: [],
  schemaFor: () => HEADER_SCHEMA(),
};
