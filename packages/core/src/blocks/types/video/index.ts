import { Formatted, Optional, Str } from '../../../schema/common.js';
import { PlainText } from '../../kit/slot.js';
import { noted } from '../../limits/limit.js';
import { BLOCK_LIMITS } from '../../limits/blocks.js';
import { blockSchema, TextBetween } from '../block-schema.js';
import type { BlockType } from '../block-type.js';

const LIMITS = BLOCK_LIMITS.video;

const VIDEO_SCHEMA = blockSchema(
  'video',
  'A video block: an embedded video player, from a URL inside the app’s unfurl domains (needs the links.embed:write scope).',
  () => ({
    alt_text: TextBetween(
      LIMITS['alt_text.min'],
      LIMITS.alt_text,
      (min, max) => `A tooltip for the video, read by screen readers, ${min} to ${max} characters.`,
    ),
    title: PlainText(LIMITS.title.value, { description: 'The video title', ...(LIMITS.title.dispute ? { note: LIMITS.title.dispute } : {}) }),
    title_url: Optional(Formatted('https-url', { description: 'A link for the title: an https:// URL.' })),
    thumbnail_url: Formatted('http-url', { description: 'The URL of the thumbnail image.' }),
    video_url: Formatted('https-url', { description: 'The URL of the embeddable video player: https://, within the app’s unfurl domains.' }),
    description: Optional(
      PlainText(LIMITS.description.value, {
        description: 'A description of the video',
        ...(LIMITS.description.dispute ? { note: LIMITS.description.dispute } : {}),
      }),
    ),
    author_name: Optional(
      Str({
        maxLength: LIMITS.author_name.value,
        description: `The author’s name, at most ${LIMITS.author_name.value} characters.`,
        ...noted(LIMITS.author_name),
      }),
    ),
    provider_name: Optional(
      Str({
        maxLength: LIMITS.provider_name.value,
        description: `The originating service, such as YouTube, at most ${LIMITS.provider_name.value} characters.`,
      }),
    ),
    provider_icon_url: Optional(Formatted('http-url', { description: 'The URL of the provider’s icon.' })),
  }),
);

/** The video block: its shape and limits are all schema. */
export const video: BlockType = {
  family: 'block',
  type: 'video',
  description: 'An embedded video player with its title, thumbnail and alt text.',
  rules: [],
  schemaFor: () => VIDEO_SCHEMA(),
};
