import Type, { type TSchema } from 'typebox';
import { Closed, OneOfValues, Str } from '../../../schema/common.js';
import { BLOCK_LIMITS } from '../../limits/blocks.js';
import { BlockId } from '../../objects/block-id.js';
import type { BlockType } from '../block-type.js';
import { lazy } from '../../../lazy.js';

const FILE_SCHEMA = lazy((): TSchema =>
  Closed(
    {
      type: Type.Literal('file'),
      external_id: Str({ minLength: BLOCK_LIMITS.file['external_id.min'].value, description: 'The external unique ID of the remote file.' }),
      source: OneOfValues(['remote'], 'Always `remote`: the block shows a remote file.'),
      block_id: BlockId(),
    },
    { description: 'A file block: a remote file, as the platform returns it when messages with remote files are read.' },
  ),
);

/**
 * The file block. Apps cannot send it: the platform only produces it when messages with remote files
 * are read back, so it is on no surface (the walker reports it in a message, modal or home tab), and a
 * bare block or list, whose surface is unknown, is accepted so that retrieved messages can be checked.
 */
export const file: BlockType = {
  family: 'block',
  type: 'file',
  description: 'A remote file, which the platform produces when messages are read back; share remote files with files.remote.share instead.',
  surfaces: [],
  rules: [],
  schemaFor: () => FILE_SCHEMA(),
};
