import Type, { type TSchema } from 'typebox';
import type { Problem } from '../../../problem.js';
import { Closed, OneOfValues, Str } from '../../../schema/common.js';
import { joinPointer } from '../../../source/pointer.js';
import { kitRule } from '../../kit/rules.js';
import type { Place } from '../../kit/object.js';
import { BLOCK_LIMITS } from '../../limits/blocks.js';
import { BlockId } from '../../objects/block-id.js';
import { blockProblem } from '../../report.js';
import type { BlockType } from '../block-type.js';

const FILE_SCHEMA: TSchema = Closed(
  {
    type: Type.Literal('file'),
    external_id: Str({ minLength: BLOCK_LIMITS.file['external_id.min'].value, description: 'The external unique ID of the remote file.' }),
    source: OneOfValues(['remote'], 'Always `remote`: the block shows a remote file.'),
    block_id: BlockId(),
  },
  { description: 'A file block: a remote file, as the platform returns it when messages with remote files are read.' },
);

/**
 * Apps cannot send a file block: the platform only produces it when messages with remote files are
 * read back. On a known surface it is reported; a bare block or list (surface unknown) is accepted, so
 * that retrieved messages can be checked.
 */
function checkFile(_block: Record<string, unknown>, place: Place): Problem[] {
  if (place.surface === 'any') return [];
  const at = joinPointer(place.pointer, 'type');
  const where = place.surface === 'home' ? 'home tab' : place.surface;
  return [
    blockProblem(
      kitRule('not-on-surface'),
      at,
      'value',
      `A block of type "file" cannot be sent in a ${where}: the platform only produces it when messages with remote files are read back. Share the file with files.remote.share instead.`,
      { surface: place.surface, surfaces: [] },
    ),
  ];
}

export const file: BlockType = {
  family: 'block',
  type: 'file',
  description: 'A remote file; the platform produces it when messages are read back, apps cannot send it.',
  rules: [],
  schemaFor: () => FILE_SCHEMA,
  check: checkFile,
};
