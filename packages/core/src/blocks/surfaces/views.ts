import Type, { type TSchema } from 'typebox';
import { Bool, Closed, List, Optional, Str } from '../../schema/common.js';
import { OneOf, PlainText } from '../kit/slot.js';
import { noted, type Limit } from '../limits/limit.js';
import { SURFACE_LIMITS } from '../limits/surfaces.js';
import { BLOCK_KIT_SOURCES } from '../limits/sources.js';
import { lazy } from '../../lazy.js';

const M = SURFACE_LIMITS.modal;
const H = SURFACE_LIMITS.home;

function limited(entry: Limit, description: string): TSchema {
  return Optional(Str({ maxLength: entry.value, ...noted(entry), description }));
}

/**
 * A modal (views.open, views.push, views.update): a title, up to three buttons' labels, up to 100 blocks.
 * No minimum in the schema: an empty list is the `view-blocks-empty` warning (limits `minBlocks`).
 */
export const MODAL_SCHEMA = lazy((): TSchema =>
  Closed(
    {
      type: Type.Literal('modal', { description: 'A modal dialog.' }),
      title: PlainText(M.title.value, { description: 'The title at the top of the modal' }),
      blocks: List(OneOf('block', 'a block'), { description: `The blocks of the modal, at most ${M.blocks.value}.` }),
      submit: Optional(PlainText(M.submit.value, { description: 'The label of the submit button; required when the modal has an input block' })),
      close: Optional(PlainText(M.close.value, { description: 'The label of the close button' })),
      callback_id: limited(M.callbackId, 'Identifies the view in view_submission and view_closed payloads.'),
      private_metadata: limited(M.privateMetadata, 'A string of your own, sent back with interactions.'),
      external_id: limited(M.externalId, 'A unique ID of your own for the view, usable instead of view_id.'),
      clear_on_close: Optional(Bool('When true, closing the modal closes every view in the stack.')),
      notify_on_close: Optional(Bool('When true, a view_closed event is sent when the user closes the modal.')),
      submit_disabled: Optional(Bool('When true, the submit button is disabled until an input is filled (workflow configuration).')),
    },
    { description: 'A modal view.' },
  ),
);

/** A Home tab view (views.publish): up to 100 blocks (none is a warning), no title and no buttons of its own. */
export const HOME_SCHEMA = lazy((): TSchema =>
  Closed(
    {
      type: Type.Literal('home', { description: 'The Home tab.' }),
      blocks: List(OneOf('block', 'a block'), { description: `The blocks of the Home tab, at most ${H.blocks.value}.` }),
      callback_id: limited(H.callbackId, 'Identifies the view in interaction payloads.'),
      private_metadata: limited(H.privateMetadata, 'A string of your own, sent back with interactions.'),
      external_id: limited(H.externalId, 'A unique ID of your own for the view, usable instead of view_id.'),
    },
    { description: 'A Home tab view.' },
  ),
);

/** The keys only a modal has: in a Home tab they are the warning home-modal-key (sources `homeModalKeys`). */
export const MODAL_ONLY_KEYS: readonly string[] = BLOCK_KIT_SOURCES.homeModalKeys.keys;
