import Type, { type TSchema } from 'typebox';
import { Closed, OneOfValues, Str } from '../../../schema/common.js';
import { BLOCK_LIMITS } from '../../limits/blocks.js';
import { BLOCK_KIT_SOURCES } from '../../limits/sources.js';
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
    { description: 'A file block: a remote file, by the external_id it was added with.' },
  ),
);

/**
 * The file block: a remote file (`files.remote.add`) shown in a message. The block reference says apps
 * cannot add it directly, but the platform's own SDK integration tests send it with chat.postMessage,
 * chat.postEphemeral and chat.update against the live service (see `BLOCK_KIT_SOURCES.fileBlockInMessages`):
 * it is accepted in messages. Nothing shows it in modals or Home tabs, where it stays `not-on-surface`.
 */
export const file: BlockType = {
  family: 'block',
  type: 'file',
  description: 'A remote file added with files.remote.add, shown in a message by its external_id.',
  surfaces: [BLOCK_KIT_SOURCES.fileBlockInMessages.surface],
  rules: [],
  schemaFor: () => FILE_SCHEMA(),
};
