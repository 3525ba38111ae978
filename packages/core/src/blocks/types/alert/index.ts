import Type, { type TSchema } from 'typebox';
import { Closed, OneOfValues, Optional } from '../../../schema/common.js';
import { AnyText } from '../../kit/slot.js';
import { CONTAINER_BLOCK_LIMITS } from '../../limits/containers-blocks.js';
import { BlockId } from '../../objects/block-id.js';
import type { BlockType } from '../block-type.js';
import { lazy } from '../../../lazy.js';

const LIMITS = CONTAINER_BLOCK_LIMITS.alert;

/** The alert's levels, which set its colour and icon. */
export const ALERT_LEVELS: readonly string[] = ['default', 'info', 'warning', 'error', 'success'];

const ALERT_SCHEMA = lazy((): TSchema =>
  Closed(
    {
      type: Type.Literal('alert'),
      text: AnyText(LIMITS.text.value, { description: 'The alert text', ...(LIMITS.text.dispute ? { note: LIMITS.text.dispute } : {}) }),
      level: Optional(OneOfValues(ALERT_LEVELS, 'The kind of alert, which sets its colour and icon: default, info, warning, error or success.')),
      block_id: BlockId(),
    },
    { description: 'An alert block: a short notice with a level.' },
  ),
);

/** The alert block: a short coloured notice; views' modals show it, messages and home tabs do not. */
export const alert: BlockType = {
  family: 'block',
  type: 'alert',
  description: 'A short notice (default, info, warning, error or success) in a modal.',
  surfaces: ['modal'],
  rules: [],
  schemaFor: () => ALERT_SCHEMA(),
};
