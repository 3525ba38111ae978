import Type, { type TSchema } from 'typebox';
import type { Problem } from '../../../problem.js';
import { Bool, Closed, List, OneOfValues, Optional } from '../../../schema/common.js';
import { fieldName, joinPointer } from '../../../source/pointer.js';
import type { Place } from '../../kit/object.js';
import { AnyText, OneOf, PlainText } from '../../kit/slot.js';
import { noted } from '../../limits/limit.js';
import { CONTAINER_BLOCK_LIMITS } from '../../limits/containers-blocks.js';
import { BlockId } from '../../objects/block-id.js';
import { blockProblem, quoted } from '../../report.js';
import type { BlockType } from '../block-type.js';
import { CONTAINER_BLOCK_RULES, containerCollapsedNotCollapsibleRule, containerTitleMissingRule } from './rules.js';
import { lazy } from '../../../lazy.js';

const LIMITS = CONTAINER_BLOCK_LIMITS.container;

/** The blocks a container holds (the platform's container block reference); containers do not nest. */
export const CONTAINER_CHILD_TYPES: readonly string[] = [
  'actions',
  'context',
  'divider',
  'file',
  'header',
  'image',
  'input',
  'rich_text',
  'section',
  'table',
  'video',
];

const CONTAINER_SCHEMA = lazy((): TSchema =>
  Closed(
    {
      type: Type.Literal('container'),
      title: Optional(PlainText(LIMITS.title.value, { description: 'The title; this or rich_text_title is required' })),
      rich_text_title: Optional(OneOf('block', 'a rich_text block (the title, shown instead of `title`)', ['rich_text'])),
      subtitle: Optional(AnyText(LIMITS.subtitle.value, { description: 'The subtitle' })),
      icon: Optional(OneOf('element', 'an image element (the icon)', ['image'])),
      width: Optional(OneOfValues(['narrow', 'standard', 'wide', 'full'], 'How wide the container is shown.')),
      is_collapsible: Optional(Bool('Whether readers can collapse the container.')),
      default_collapsed: Optional(Bool('Whether the container starts collapsed; needs is_collapsible: true.')),
      has_header_divider: Optional(Bool('Whether a divider separates the title from the blocks (containers that do not collapse).')),
      child_blocks: List(OneOf('block', 'a block inside a container', CONTAINER_CHILD_TYPES), {
        minItems: LIMITS['child_blocks.min'].value,
        maxItems: LIMITS.child_blocks.value,
        description: `The blocks inside, ${LIMITS['child_blocks.min'].value} to ${LIMITS.child_blocks.value}: ${CONTAINER_CHILD_TYPES.join(', ')}.`,
        ...noted(LIMITS.child_blocks),
      }),
      block_id: BlockId(),
    },
    { description: 'A container block: a titled, optionally collapsible group of blocks.' },
  ),
);

function check(block: Record<string, unknown>, place: Place): Problem[] {
  const problems: Problem[] = [];
  const name = quoted(fieldName(place.pointer));
  if (block['title'] === undefined && block['rich_text_title'] === undefined) {
    problems.push(
      blockProblem(
        containerTitleMissingRule,
        joinPointer(place.pointer, 'title'),
        'key',
        `${name} has no \`title\`; a container needs \`title\` (plain_text) or \`rich_text_title\` (a rich_text block).`,
        { key: 'title', parent: place.pointer, alternatives: ['title', 'rich_text_title'] },
      ),
    );
  }
  if (block['default_collapsed'] === true && block['is_collapsible'] !== true) {
    const at = joinPointer(place.pointer, 'default_collapsed');
    problems.push(
      blockProblem(
        containerCollapsedNotCollapsibleRule,
        at,
        'value',
        `${quoted(fieldName(at))} is true, but ${name} is not collapsible; set \`is_collapsible: true\` or remove \`default_collapsed\`.`,
        { key: 'is_collapsible' },
      ),
    );
  }
  return problems;
}

/** The container block: a group of child blocks with a title, each child checked through its slot. */
export const container: BlockType = {
  family: 'block',
  type: 'container',
  description: 'A titled group of blocks that readers may collapse.',
  rules: CONTAINER_BLOCK_RULES,
  schemaFor: () => CONTAINER_SCHEMA(),
  check,
};
