import Type, { type TSchema } from 'typebox';
import type { Problem } from '../../../problem.js';
import { Bool, Closed, Optional } from '../../../schema/common.js';
import { fieldName, isRecord, joinPointer } from '../../../source/pointer.js';
import { CHOICE_ELEMENTS, PICKER_ELEMENTS, SELECT_ELEMENTS, TEXT_INPUT_ELEMENTS } from '../../elements/groups.js';
import { OneOf, PlainText } from '../../kit/slot.js';
import { BLOCK_LIMITS } from '../../limits/blocks.js';
import { BlockId } from '../../objects/block-id.js';
import { blockProblem, quoted } from '../../report.js';
import type { BlockType } from '../block-type.js';
import { INPUT_RULES, inputFileDispatchActionRule } from './rules.js';
import { lazy } from '../../../lazy.js';

/** The elements an input block collects a value with. */
export const INPUT_ELEMENTS: readonly string[] = [...TEXT_INPUT_ELEMENTS, ...CHOICE_ELEMENTS, ...PICKER_ELEMENTS, ...SELECT_ELEMENTS];

const LIMITS = BLOCK_LIMITS.input;

const INPUT_SCHEMA = lazy((): TSchema =>
  Closed(
    {
      type: Type.Literal('input'),
      label: PlainText(LIMITS.label.value, { description: 'The label above the element' }),
      element: OneOf('element', 'an input element', INPUT_ELEMENTS, {
        description: 'The element that collects the value: a text input, menu, picker, checkboxes, radio buttons or file input.',
      }),
      dispatch_action: Optional(Bool('When true, the element sends a block_actions payload as the user interacts with it (not for file inputs).')),
      hint: Optional(PlainText(LIMITS.hint.value, { description: 'A hint below the element' })),
      optional: Optional(Bool('When true, the view can be submitted with the element empty.')),
      block_id: BlockId(),
    },
    { description: 'An input block: a label and one element that collects a value, in modals (and messages and home tabs for some elements).' },
  ),
);

/** A file input cannot dispatch actions. */
function checkInput(block: Record<string, unknown>, place: { pointer: string }): Problem[] {
  const element = block['element'];
  if (!isRecord(element) || element['type'] !== 'file_input' || block['dispatch_action'] !== true) return [];
  const at = joinPointer(place.pointer, 'dispatch_action');
  return [
    blockProblem(
      inputFileDispatchActionRule,
      at,
      'value',
      `${quoted(fieldName(at))} is true, but the block's element is a file_input, which cannot dispatch actions; remove \`dispatch_action\` or set it to false.`,
    ),
  ];
}

export const input: BlockType = {
  family: 'block',
  type: 'input',
  description: 'A label and one element that collects a value: text, a menu, a picker, checkboxes, radio buttons or files.',
  rules: INPUT_RULES,
  schemaFor: () => INPUT_SCHEMA(),
  check: checkInput,
};
