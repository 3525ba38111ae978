import Type, { type TSchema } from 'typebox';
import { Bool, Closed, Formatted, OneOfValues, Optional, Str } from '../../schema/common.js';
import type { KitObject } from '../kit/object.js';
import { RICH_TEXT_LIMITS } from '../limits/rich-text.js';
import { checkRichSchema, emptyEmojiName } from './rules.js';
import { append } from '../../append.js';
import { lazy } from '../../lazy.js';

/**
 * The style flags of an inline rich text element. Sources disagree on which flags each element takes;
 * this is every flag the platform documents or sends back (highlight, client_highlight and unlink come
 * from messages the service returns).
 */
const STYLE = lazy((): TSchema =>
  Closed(
    {
      bold: Optional(Bool('Bold.')),
      italic: Optional(Bool('Italic.')),
      strike: Optional(Bool('Strikethrough.')),
      code: Optional(Bool('Inline code.')),
      underline: Optional(Bool('Underlined.')),
      highlight: Optional(Bool('Highlighted.')),
      client_highlight: Optional(Bool('Highlighted by the client (sent back by the service).')),
      unlink: Optional(Bool('Not turned into a link.')),
    },
    { description: 'Style flags: bold, italic, strike, code, underline.' },
  ),
);

const style = lazy(() => Optional(STYLE()));

function inline(type: string, description: string, properties: () => Record<string, TSchema>): KitObject {
  const schema = lazy(() => Closed({ type: Type.Literal(type), ...properties(), style: style() }, { description }));
  return {
    family: 'rich_inline',
    type,
    description,
    rules: [],
    schemaFor: () => schema(),
    checkSchema: (value, place) => checkRichSchema(schema(), value, place),
  };
}

const id = (what: string): TSchema => Str({ minLength: 1, description: `The encoded ${what} ID.` });

export const richText: KitObject = inline('text', 'Text, with optional style flags.', () => ({
  text: Str({ description: 'The text to show.' }),
}));

export const richLink: KitObject = inline('link', 'A link, with optional text to show instead of the URL.', () => ({
  url: Str({ minLength: 1, description: 'The URL to link to.' }),
  text: Optional(Str({ description: 'The text of the link; the URL when absent.' })),
  unsafe: Optional(Bool('Whether the link is marked unsafe.')),
}));

const emoji: KitObject = inline('emoji', 'An emoji, by name.', () => ({
  // No minimum length: the Emoji element reference page gives none, so an empty name is a warning (limits/rich-text.ts).
  name: Str({ description: 'The emoji name without colons, such as `wave`.' }),
  unicode: Optional(Str({ minLength: 1, description: 'The lower-case hexadecimal code point of a standard emoji, such as `1f44b`.' })),
  url: Optional(Str({ minLength: 1, description: 'The image of a custom emoji shared across workspaces.' })),
  skin_tone: Optional(
    Type.Integer({
      minimum: RICH_TEXT_LIMITS.emoji['skin_tone.min'].value,
      maximum: RICH_TEXT_LIMITS.emoji.skin_tone.value,
      description: 'The skin tone, 1 to 6.',
    }),
  ),
}));

/** The emoji element, with an empty `name` a warning (`rich-text-emoji-name-empty`) rather than a schema error. */
export const richEmoji: KitObject = {
  ...emoji,
  checkSchema: (value, place) => append(emoji.checkSchema!(value, place), emptyEmojiName(value, place)),
};

export const richUser: KitObject = inline('user', 'A mention of a user.', () => ({ user_id: id('user (U… or W…)') }));
export const richChannel: KitObject = inline('channel', 'A mention of a channel.', () => ({ channel_id: id('channel (C… or G…)') }));
export const richUsergroup: KitObject = inline('usergroup', 'A mention of a user group.', () => ({ usergroup_id: id('user group (S…)') }));
export const richTeam: KitObject = inline('team', 'A mention of a whole workspace.', () => ({ team_id: id('workspace (T…)') }));

export const richBroadcast: KitObject = inline('broadcast', 'A broadcast mention: @here, @channel or @everyone.', () => ({
  range: OneOfValues(['here', 'channel', 'everyone'], 'Who is notified.'),
}));

export const richDate: KitObject = inline('date', 'A date shown in each reader’s time zone.', () => ({
  timestamp: Type.Integer({ minimum: RICH_TEXT_LIMITS.date['timestamp.min'].value, description: 'A UNIX timestamp in seconds.' }),
  format: Str({
    minLength: RICH_TEXT_LIMITS.date['format.min'].value,
    description: 'A template with tokens such as `{date_long}`, `{time}` or `{ago}`.',
  }),
  url: Optional(Str({ minLength: 1, description: 'A URL the whole date links to.' })),
  fallback: Optional(Str({ description: 'Text shown when the date cannot be formatted.' })),
}));

export const richColor: KitObject = inline('color', 'A colour swatch with its hex value.', () => ({
  value: Formatted('color', { description: 'The colour, such as #F405B3.' }),
}));

/** Every inline element, for the section and quote elements, which take all of them. */
export const RICH_INLINE_OBJECTS: readonly KitObject[] = [
  richText,
  richLink,
  richEmoji,
  richUser,
  richChannel,
  richUsergroup,
  richTeam,
  richBroadcast,
  richDate,
  richColor,
];
