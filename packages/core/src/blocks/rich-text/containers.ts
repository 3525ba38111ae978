import Type, { type TSchema } from 'typebox';
import { Closed, List, OneOfValues, Optional, Str } from '../../schema/common.js';
import type { KitObject } from '../kit/object.js';
import { OneOf } from '../kit/slot.js';
import { RICH_TEXT_LIMITS } from '../limits/rich-text.js';
import type { Rule } from '../../rules/define.js';
import { checkRichSchema, RICH_TEXT_RULES } from './rules.js';
import { lazy } from '../../lazy.js';

/**
 * The inline elements preformatted text holds: text and links only (@slack/types `RichTextPreformatted`);
 * mentions, emoji and dates are not rendered inside a code block.
 */
export const PREFORMATTED_INLINE_TYPES: readonly string[] = ['text', 'link'];

const inlines = (what: string, accepts?: readonly string[]): TSchema =>
  List(OneOf('rich_inline', what, accepts), { description: `${what[0]!.toUpperCase()}${what.slice(1)}; an empty list is accepted.` });

const border = lazy((): TSchema => Optional(Type.Enum([0, 1], { description: '1 draws a quote-like border on the inline side; 0 (the default) none.' })));

function container(type: string, description: string, properties: () => Record<string, TSchema>, rules: readonly Rule[] = []): KitObject {
  const schema = lazy(() => Closed({ type: Type.Literal(type), ...properties() }, { description }));
  return { family: 'rich_text', type, description, rules, schemaFor: () => schema(), checkSchema: (value, place) => checkRichSchema(schema(), value, place) };
}

export const richTextSection: KitObject = container('rich_text_section', 'A paragraph of inline elements.', () => ({
  elements: inlines('inline rich text elements (text, link, emoji, mentions, date, color)'),
}));

export const richTextList: KitObject = container(
  'rich_text_list',
  'A bulleted or numbered list; each item is a rich_text_section.',
  () => ({
    style: OneOfValues(['bullet', 'ordered'], 'Bullets, or numbers from 1 (or from offset + 1).'),
    elements: List(OneOf('rich_text', 'a list item (a rich_text_section)', ['rich_text_section']), {
      minItems: RICH_TEXT_LIMITS.rich_text_list['elements.min'].value,
      description: 'The items, each a rich_text_section.',
    }),
    indent: Optional(Type.Integer({ minimum: RICH_TEXT_LIMITS.rich_text_list['indent.min'].value, description: 'The nesting level of the list.' })),
    offset: Optional(
      Type.Integer({ minimum: RICH_TEXT_LIMITS.rich_text_list['offset.min'].value, description: 'How many items to skip when numbering an ordered list.' }),
    ),
    border: border(),
  }),
  // The rule is listed once, here; every rich text element reports it.
  RICH_TEXT_RULES,
);

export const richTextPreformatted: KitObject = container('rich_text_preformatted', 'A code block: text and links in a monospace font.', () => ({
  elements: inlines('text and link elements (a code block holds no mentions, emoji or dates)', PREFORMATTED_INLINE_TYPES),
  border: border(),
  language: Optional(Str({ minLength: 1, description: 'The language for syntax highlighting.' })),
}));

export const richTextQuote: KitObject = container('rich_text_quote', 'A quotation of inline elements.', () => ({
  elements: inlines('inline rich text elements (text, link, emoji, mentions, date, color)'),
  border: border(),
}));

export const RICH_TEXT_CONTAINERS: readonly KitObject[] = [richTextSection, richTextList, richTextPreformatted, richTextQuote];
