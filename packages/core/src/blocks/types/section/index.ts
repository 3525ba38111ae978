import Type, { type TSchema } from 'typebox';
import type { Problem } from '../../../problem.js';
import { Bool, Closed, List, Optional } from '../../../schema/common.js';
import { fieldName } from '../../../source/pointer.js';
import { CHOICE_ELEMENTS, SELECT_ELEMENTS } from '../../elements/groups.js';
import { AnyText, OneOf } from '../../kit/slot.js';
import { noted } from '../../limits/limit.js';
import { BLOCK_LIMITS } from '../../limits/blocks.js';
import { BlockId } from '../../objects/block-id.js';
import { blockProblem, quoted } from '../../report.js';
import type { BlockType } from '../block-type.js';
import { SECTION_RULES, sectionTextOrFieldsRule } from './rules.js';
import { lazy } from '../../../lazy.js';

/** The elements a section shows beside its text (datetimepicker is not among them: actions and input blocks only). */
export const SECTION_ACCESSORIES: readonly string[] = [
  'button',
  'image',
  'overflow',
  'workflow_button',
  ...CHOICE_ELEMENTS,
  'datepicker',
  'timepicker',
  ...SELECT_ELEMENTS,
];

const LIMITS = BLOCK_LIMITS.section;

const SECTION_SCHEMA = lazy((): TSchema =>
  Closed(
    {
      type: Type.Literal('section'),
      text: Optional(AnyText(LIMITS.text.value, { description: 'The text of the section' })),
      fields: Optional(
        List(AnyText(LIMITS['fields.text'].value, { description: 'One field, shown in two columns' }), {
          minItems: LIMITS['fields.min'].value,
          maxItems: LIMITS.fields.value,
          description: `Text objects shown in two columns, ${LIMITS['fields.min'].value} to ${LIMITS.fields.value}, each at most ${LIMITS['fields.text'].value} characters.`,
          ...noted(LIMITS.fields),
        }),
      ),
      accessory: Optional(OneOf('element', 'the accessory of a section', SECTION_ACCESSORIES, { description: 'An element shown beside the text.' })),
      expand: Optional(Bool('When true, the text is always shown in full, without "see more".')),
      block_id: BlockId(),
    },
    { description: 'A section block: text, fields in two columns, and an optional accessory element. Needs `text` or `fields`.' },
  ),
);

/** A section shows text, fields or both; with neither there is nothing to show. */
function checkSection(block: Record<string, unknown>, place: { pointer: string }): Problem[] {
  if ('text' in block || 'fields' in block) return [];
  return [
    blockProblem(
      sectionTextOrFieldsRule,
      place.pointer,
      'container',
      `${place.pointer === '' ? 'The section' : quoted(fieldName(place.pointer))} has neither \`text\` nor \`fields\`; a section needs one of them (or both).`,
      { keys: ['text', 'fields'] },
    ),
  ];
}

export const section: BlockType = {
  family: 'block',
  type: 'section',
  description: 'Text, fields in two columns, and an optional accessory element beside them.',
  rules: SECTION_RULES,
  schemaFor: () => SECTION_SCHEMA(),
  check: checkSection,
};
