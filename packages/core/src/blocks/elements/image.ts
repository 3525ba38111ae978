import Type from 'typebox';
import { slackFileSource } from '../objects/slack-file.js';
import { Closed, Formatted, Optional, Str } from '../../schema/common.js';
import { ELEMENT_LIMITS } from '../limits/elements.js';
import { SLACK_FILE } from '../objects/slack-file.js';
import { element } from './common.js';
import { checkImageSource } from './checks.js';
import { imageElementSourceRule } from './rules.js';

const L = ELEMENT_LIMITS.image_element;

/** The image element (in a section's accessory or a context block), not the image block. */
export const imageElement = element({
  type: 'image',
  description: 'A small image, beside a section’s text or in a context block.',
  schema: () =>
    Closed(
      {
        type: Type.Literal('image'),
        alt_text: Str({ minLength: 1, maxLength: L.alt_text.value, description: 'A plain-text description of the image for screen readers.' }),
        image_url: Optional(Formatted('http-url', { maxLength: L.image_url.value, description: 'A publicly hosted image, at most 3000 characters.' })),
        slack_file: Optional(SLACK_FILE()),
      },
      { description: 'An image element: `image_url` or `slack_file`, and `alt_text`.' },
    ),
  check: checkImageSource,
  rules: [imageElementSourceRule, slackFileSource],
});

export const IMAGES = [imageElement];
