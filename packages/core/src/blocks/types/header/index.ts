import type { BlockType } from '../block-type.js';
import { checkBlockSchema } from '../schema-check.js';
import { HEADER_SCHEMA } from './schema.js';

/** The header block: its shape and limits are all schema; it has no rules of its own. */
export const header: BlockType = {
  type: 'header',
  rules: [],
  check: (block, pointer, root) => checkBlockSchema(HEADER_SCHEMA, block, pointer, root),
  schemaFor: () => HEADER_SCHEMA,
};
