import Type, { type TSchema } from 'typebox';
import type { Problem } from '../../problem.js';
import { Closed, Str } from '../../schema/common.js';
import { closest } from '../../schema/suggest.js';
import { fieldName, isRecord, joinPointer } from '../../source/pointer.js';
import { defineRule } from '../../rules/define.js';
import { BLOCK_KIT_SOURCES } from '../limits/sources.js';
import { blockProblem, quoted } from '../report.js';
import { lazy } from '../../lazy.js';

/** The icon names of the Slack icon object reference page (limits/sources.ts `slackIconNames`). */
export const SLACK_ICON_NAMES: readonly string[] = BLOCK_KIT_SOURCES.slackIconNames.names;

/** A Slack icon object `{type: icon, name}`: one of the platform's own icons, used by the card block. */
export const SLACK_ICON = lazy((): TSchema =>
  Closed(
    {
      type: Type.Literal('icon', { description: 'Always `icon`.' }),
      name: Str({ minLength: 1, description: `The icon's name, such as ${SLACK_ICON_NAMES.slice(0, 4).join(', ')}.` }),
    },
    { description: 'A Slack icon: one of the platform’s own icons, by name.' },
  ),
);

/**
 * A name the reference page does not list: a warning, since the list is new and grows with the
 * platform (a name we do not know yet may well be one the service knows).
 */
export const slackIconName = defineRule({
  id: 'slack-icon-name-unknown',
  defaultSeverity: 'warning',
  description: 'A Slack icon object names an icon that is not in the reference list of icon names.',
  docs: {
    why: 'An icon name the platform does not know shows no icon; the list of names grows, so this is a warning.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "card",
      "title": { "type": "plain_text", "text": "Deploy" },
      "slack_icon": { "type": "icon", "name": "chekc" }
    }
  ]
}
`,
    },
  },
});

/** The icon's `name` among the listed ones, with the one meant. `pointer` is the icon object's. */
export function checkSlackIcon(icon: unknown, pointer: string): Problem[] {
  if (!isRecord(icon)) return [];
  const name = icon['name'];
  if (typeof name !== 'string' || name === '' || SLACK_ICON_NAMES.includes(name)) return [];
  const at = joinPointer(pointer, 'name');
  const suggestion = closest(name, SLACK_ICON_NAMES);
  return [
    blockProblem(
      slackIconName,
      at,
      'value',
      `${quoted(fieldName(at))} is ${JSON.stringify(name)}, which is not a known icon name${suggestion ? `; did you mean ${JSON.stringify(suggestion)}?` : ` (for example ${SLACK_ICON_NAMES.slice(0, 5).join(', ')}).`}`,
      suggestion ? { allowed: [...SLACK_ICON_NAMES], suggestion } : { allowed: [...SLACK_ICON_NAMES] },
    ),
  ];
}
