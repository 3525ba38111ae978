import Type, { type TSchema } from 'typebox';
import { Bool, Closed, Open, Optional, Str } from '../../../schema/common.js';
import { BLOCK_KIT_SOURCES } from '../../limits/sources.js';
import { BlockId } from '../../objects/block-id.js';
import type { BlockType } from '../block-type.js';
import { lazy } from '../../../lazy.js';

const CALL_SCHEMA = lazy((): TSchema =>
  Closed(
    {
      type: Type.Literal('call'),
      call_id: Str({ description: 'The id calls.add returned for the call.' }),
      block_id: BlockId(),
      api_decoration_available: Optional(Bool('Set by the platform on a call block it returns.')),
      call: Optional(Open("The call's details, as the platform returns them.")),
    },
    { description: 'A call block: a call registered with calls.add, shown in a message by its call_id.' },
  ),
);

/**
 * The call block: a call registered with the Calls API, posted in a message by its id (see
 * `BLOCK_KIT_SOURCES.callBlockInMessages`). The platform returns it with `call` and
 * `api_decoration_available` filled in, so those keys are known too; nothing shows it in views.
 */
export const call: BlockType = {
  family: 'block',
  type: 'call',
  description: 'A call registered with calls.add, shown in a message by its call_id.',
  surfaces: [BLOCK_KIT_SOURCES.callBlockInMessages.surface],
  rules: [],
  schemaFor: () => CALL_SCHEMA(),
};
