import Type, { type TSchema } from 'typebox';
import type { Problem } from '../../../problem.js';
import { Closed, List, Optional } from '../../../schema/common.js';
import { fieldName, joinPointer } from '../../../source/pointer.js';
import type { Place } from '../../kit/object.js';
import { AnyText, OneOf } from '../../kit/slot.js';
import { noted } from '../../limits/limit.js';
import { CONTAINER_BLOCK_LIMITS } from '../../limits/containers-blocks.js';
import { BlockId } from '../../objects/block-id.js';
import { checkSlackIcon, SLACK_ICON } from '../../objects/slack-icon.js';
import { blockProblem, quoted } from '../../report.js';
import type { BlockType } from '../block-type.js';
import { CARD_RULES, cardEmptyRule, cardIconConflictRule } from './rules.js';
import { lazy } from '../../../lazy.js';

const LIMITS = CONTAINER_BLOCK_LIMITS.card;

/** A card shows something only with one of these. */
const CONTENT_KEYS = ['hero_image', 'title', 'actions', 'body'] as const;

const CARD_SCHEMA = lazy((): TSchema =>
  Closed(
    {
      type: Type.Literal('card'),
      hero_image: Optional(OneOf('element', 'an image element (the large picture at the top)', ['image'])),
      icon: Optional(OneOf('element', 'an image element (the small icon beside the title)', ['image'])),
      slack_icon: Optional(SLACK_ICON()),
      title: Optional(AnyText(LIMITS.title.value, { description: 'The title' })),
      subtitle: Optional(AnyText(LIMITS.subtitle.value, { description: 'The subtitle' })),
      body: Optional(AnyText(LIMITS.body.value, { description: 'The body text' })),
      subtext: Optional(AnyText(LIMITS.subtext.value, { description: 'Small text under the body' })),
      actions: Optional(
        List(OneOf('element', 'a card action (a button)', ['button']), {
          minItems: LIMITS['actions.min'].value,
          maxItems: LIMITS.actions.value,
          description: `Buttons under the card, ${LIMITS['actions.min'].value} to ${LIMITS.actions.value}.`,
          ...noted(LIMITS.actions),
        }),
      ),
      block_id: BlockId(),
    },
    { description: 'A card block: a picture, a title, text and buttons about one thing.' },
  ),
);

function check(block: Record<string, unknown>, place: Place): Problem[] {
  const problems = [...iconConflict(block, place.pointer), ...checkSlackIcon(block['slack_icon'], joinPointer(place.pointer, 'slack_icon'))];
  if (CONTENT_KEYS.some((key) => block[key] !== undefined)) return problems;
  const name = place.pointer === '' ? 'The card' : quoted(fieldName(place.pointer));
  return [
    ...problems,
    blockProblem(
      cardEmptyRule,
      place.pointer,
      'container',
      `${name} shows nothing; a card needs at least one of ${CONTENT_KEYS.map((key) => `\`${key}\``).join(', ')}.`,
      { keys: [...CONTENT_KEYS] },
    ),
  ];
}

/** `icon` and `slack_icon` are shown in the same place: the card reference allows one of them. */
function iconConflict(block: Record<string, unknown>, pointer: string): Problem[] {
  if (block['icon'] === undefined || block['slack_icon'] === undefined) return [];
  const at = joinPointer(pointer, 'slack_icon');
  return [
    blockProblem(cardIconConflictRule, at, 'key', `${quoted(fieldName(at))} and \`icon\` are shown in the same place; keep one of them.`, {
      conflicts: ['icon'],
    }),
  ];
}

/** The card block: a picture, title, text and up to two buttons; carousels hold cards. */
export const card: BlockType = {
  family: 'block',
  type: 'card',
  description: 'A card: a hero image, title, subtitle, body and buttons about one thing.',
  surfaces: ['message', 'home'],
  rules: CARD_RULES,
  schemaFor: () => CARD_SCHEMA(),
  check,
};
