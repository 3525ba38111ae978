import Type, { type TSchema } from 'typebox';
import { Closed, List } from '../../../schema/common.js';
import { CHOICE_ELEMENTS, PICKER_ELEMENTS, SELECT_ELEMENTS } from '../../elements/groups.js';
import { OneOf } from '../../kit/slot.js';
import { noted } from '../../limits/limit.js';
import { BLOCK_LIMITS } from '../../limits/blocks.js';
import { BlockId } from '../../objects/block-id.js';
import type { BlockType } from '../block-type.js';
import { lazy } from '../../../lazy.js';

/** The interactive elements an actions block holds (the platform's reference; input-only elements are not among them). */
export const ACTIONS_ELEMENTS: readonly string[] = ['button', 'overflow', 'workflow_button', ...CHOICE_ELEMENTS, ...PICKER_ELEMENTS, ...SELECT_ELEMENTS];

const LIMITS = BLOCK_LIMITS.actions;

const ACTIONS_SCHEMA = lazy((): TSchema =>
  Closed(
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
  ),
);

/** The actions block: its shape and limits are all schema; its elements are checked through their slot. */
export const actions: BlockType = {
  family: 'block',
  type: 'actions',
  description: 'A row of interactive elements: buttons, select menus, overflow menus, date and time pickers.',
  rules: [],
  schemaFor: () => ACTIONS_SCHEMA(),
};
