import type { Problem } from '../../../problem.js';
import { Formatted, Optional } from '../../../schema/common.js';
import { fieldName, joinPointer } from '../../../source/pointer.js';
import { PlainText } from '../../kit/slot.js';
import type { Place } from '../../kit/object.js';
import { BLOCK_LIMITS } from '../../limits/blocks.js';
import { SLACK_FILE, checkSlackFile } from '../../objects/slack-file.js';
import { blockProblem, quoted } from '../../report.js';
import { blockSchema, TextBetween } from '../block-schema.js';
import type { BlockType } from '../block-type.js';
import { IMAGE_BLOCK_RULES, imageBlockSourceRule } from './rules.js';

const LIMITS = BLOCK_LIMITS.image;

const IMAGE_SCHEMA = blockSchema('image', 'An image block: an image from `image_url` or `slack_file` (exactly one), with its alt text.', () => ({
  alt_text: TextBetween(
    LIMITS['alt_text.min'],
    LIMITS.alt_text,
    (min, max) => `A plain-text summary of the image for screen readers, ${min} to ${max} characters; no markup.`,
  ),
  image_url: Optional(
    Formatted('http-url', {
      maxLength: LIMITS.image_url.value,
      description: `The public URL of the image, at most ${LIMITS.image_url.value} characters (or use slack_file).`,
    }),
  ),
  slack_file: Optional(SLACK_FILE()),
  title: Optional(PlainText(LIMITS.title.value, { description: 'An optional title shown above the image' })),
}));

/** `image_url` or `slack_file`, exactly one; then the slack_file's own `url` or `id`. */
function checkImage(block: Record<string, unknown>, place: Place): Problem[] {
  const hasUrl = block['image_url'] !== undefined;
  const hasFile = block['slack_file'] !== undefined;
  const name = place.pointer === '' ? 'The image block' : quoted(fieldName(place.pointer));
  if (hasUrl && hasFile) {
    return [
      blockProblem(
        imageBlockSourceRule,
        joinPointer(place.pointer, 'slack_file'),
        'key',
        `${name} has both \`image_url\` and \`slack_file\`; give one of them (remove \`slack_file\` or \`image_url\`).`,
        { keys: ['image_url', 'slack_file'] },
      ),
    ];
  }
  if (!hasUrl && !hasFile) {
    return [
      blockProblem(imageBlockSourceRule, place.pointer, 'container', `${name} needs \`image_url\` or \`slack_file\` to name the image.`, {
        keys: ['image_url', 'slack_file'],
      }),
    ];
  }
  return hasFile ? checkSlackFile(block['slack_file'], joinPointer(place.pointer, 'slack_file')) : [];
}

export const image: BlockType = {
  family: 'block',
  type: 'image',
  description: 'An image, from a public URL or a file uploaded to the workspace, with its alt text.',
  rules: IMAGE_BLOCK_RULES,
  schemaFor: () => IMAGE_SCHEMA(),
  check: checkImage,
};
