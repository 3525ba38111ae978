import Type, { type TSchema } from 'typebox';
import { Closed, List } from '../../../schema/common.js';
import { OneOf } from '../../kit/slot.js';
import { noted } from '../../limits/limit.js';
import { BLOCK_LIMITS } from '../../limits/blocks.js';
import { BlockId } from '../../objects/block-id.js';
import type { BlockType } from '../block-type.js';

/** The interactive elements an actions block holds (the platform's reference; input-only elements are not among them). */
export const ACTIONS_ELEMENTS: readonly string[] = [
  'button',
  'checkboxes',
  'datepicker',
  'datetimepicker',
  'timepicker',
  'overflow',
  'radio_buttons',
  'static_select',
  'external_select',
  'users_select',
  'conversations_select',
  'channels_select',
  'multi_static_select',
  'multi_external_select',
  'multi_users_select',
  'multi_conversations_select',
  'multi_channels_select',
  'workflow_button',
];

const LIMITS = BLOCK_LIMITS.actions;

const ACTIONS_SCHEMA: TSchema = Closed(
  {
    type: Type.Literal('actions'),
    elements: List(OneOf('element', 'an element of an actions block', ACTIONS_ELEMENTS), {
      minItems: LIMITS['elements.min'].value,
      maxItems: LIMITS.elements.value,
      description: `The interactive elements, ${LIMITS['elements.min'].value} to ${LIMITS.elements.value}: buttons, menus, pickers, checkboxes, radio buttons.`,
      ...noted(LIMITS.elements),
    }),
    block_id: BlockId(),
  },
  { description: 'An actions block: a row of interactive elements.' },
);

/** The actions block: its shape and limits are all schema; its elements are checked through their slot. */
export const actions: BlockType = {
  family: 'block',
  type: 'actions',
  description: 'A row of interactive elements: buttons, select menus, overflow menus, date and time pickers.',
  rules: [],
  schemaFor: () => ACTIONS_SCHEMA,
};
