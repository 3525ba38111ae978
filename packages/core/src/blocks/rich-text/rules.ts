import type { TSchema } from 'typebox';
import { append } from '../../append.js';
import type { Problem } from '../../problem.js';
import { defineRule, type Rule } from '../../rules/define.js';
import { fieldName, joinPointer } from '../../source/pointer.js';
import type { Place } from '../kit/object.js';
import { blockProblem, quoted } from '../report.js';
import { checkBlockSchema } from '../types/schema-check.js';
import { RICH_TEXT_LIMITS } from '../limits/rich-text.js';

/** The rules of rich text elements, beyond the shared schema and Block Kit rules. */
export const richTextNumberRangeRule = defineRule({
  id: 'rich-text-number-range',
  defaultSeverity: 'error',
  description: 'A number of a rich text element is out of its range (list indent and offset at least 0, emoji skin_tone 1–6, date timestamp at least 0).',
  docs: {
    why: 'Rich text numbers have ranges (indent and offset at least 0, skin tone 1 to 6); values outside them are refused.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "rich_text",
      "elements": [
        {
          "type": "rich_text_section",
          "elements": [{ "type": "emoji", "name": "wave", "skin_tone": 9 }]
        }
      ]
    }
  ]
}
`,
    },
  },
});
export const richTextEmojiNameEmptyRule = defineRule({
  id: 'rich-text-emoji-name-empty',
  defaultSeverity: 'warning',
  description: 'A rich text emoji has an empty `name`: it shows no emoji. A warning: the reference page requires the name but states no minimum length.',
  docs: {
    why: 'An emoji element is drawn from its name; an empty name shows nothing.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "rich_text",
      "elements": [{ "type": "rich_text_section", "elements": [{"type": "emoji", "name": ""}] }]
    }
  ]
}
`,
    },
  },
});

export const RICH_TEXT_RULES: readonly Rule[] = [richTextNumberRangeRule, richTextEmojiNameEmptyRule];

/**
 * The schema check of a rich text element, with its integer fields' bounds reported by
 * `rich-text-number-range` (naming the value and the bound) instead of the generic schema message.
 */
export function checkRichSchema(schema: TSchema, value: Record<string, unknown>, place: Place): Problem[] {
  const problems = checkBlockSchema(schema, value, place.pointer, place.root, (error) => error.keyword === 'minimum' || error.keyword === 'maximum');
  const properties = (schema as { properties?: Record<string, Record<string, unknown>> }).properties ?? {};
  const ranges: Problem[] = [];
  for (const [key, node] of Object.entries(properties)) {
    const actual = value[key];
    if (typeof actual !== 'number' || !Number.isInteger(actual)) continue;
    const min = typeof node['minimum'] === 'number' ? node['minimum'] : undefined;
    const max = typeof node['maximum'] === 'number' ? node['maximum'] : undefined;
    const at = joinPointer(place.pointer, key);
    const range = min !== undefined && max !== undefined ? `between ${min} and ${max}` : min !== undefined ? `at least ${min}` : `at most ${max}`;
    if ((min !== undefined && actual < min) || (max !== undefined && actual > max)) {
      ranges.push(
        blockProblem(richTextNumberRangeRule, at, 'value', `${quoted(fieldName(at))} is ${actual}; it must be ${range}.`, {
          limit: min !== undefined && actual < min ? min : max,
          actual,
        }),
      );
    }
  }
  return append(problems, ranges);
}

/** An emoji element whose `name` is `""`: a warning, since no platform page states a minimum length (limits/rich-text.ts). */
export function emptyEmojiName(value: Record<string, unknown>, place: Place): Problem[] {
  if (value['name'] !== '') return [];
  const at = joinPointer(place.pointer, 'name');
  return [
    blockProblem(richTextEmojiNameEmptyRule, at, 'value', `${quoted(fieldName(at))} is empty; give the emoji's name without colons, such as "wave".`, {
      limit: RICH_TEXT_LIMITS.emoji['name.min'].value,
      actual: 0,
    }),
  ];
}
