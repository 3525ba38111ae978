import { limit, type Limit } from './limit.js';

/**
 * The limits of the common layout blocks (actions, context, context_actions, divider, section, image,
 * input, file, video, markdown) and the `block_id` every block carries. A field's key is its maximum;
 * `<field>.min` its minimum. Sources as in `limit.ts`: T, S, Ty, P, docs.
 */
export const BLOCK_LIMITS = {
  block: {
    block_id: limit(255, 'T, S, P, Ty'),
    'block_id.min': limit(1, 'T'),
  },
  header: {
    text: limit(150, 'T, S (header.text.max_length), P, Ty'),
    /** The heading level, 1 to 4 (H1 to H4). */
    level: limit(4, 'T, S, P, Ty'),
    'level.min': limit(1, 'T, S, P, Ty'),
  },
  actions: {
    elements: limit(25, 'T, S, P, Ty'),
    'elements.min': limit(1, 'T, P'),
  },
  context: {
    elements: limit(10, 'T, S, P, Ty'),
    'elements.min': limit(1, 'T, P'),
  },
  context_actions: {
    elements: limit(5, 'T, S, P'),
    'elements.min': limit(1, 'T'),
  },
  section: {
    text: limit(3000, 'T, S, P, Ty'),
    fields: limit(10, 'T, S, P, Ty'),
    'fields.min': limit(1, 'T'),
    'fields.text': limit(2000, 'T, S, P'),
  },
  image: {
    image_url: limit(3000, 'T, S, P, Ty'),
    alt_text: limit(2000, 'T, S, P, Ty'),
    'alt_text.min': limit(1, 'T'),
    title: limit(2000, 'T, P'),
  },
  input: {
    label: limit(2000, 'T, S, P, Ty'),
    hint: limit(2000, 'T, S, P, Ty'),
  },
  file: {
    'external_id.min': limit(1, 'T'),
  },
  video: {
    alt_text: limit(200, 'S'),
    'alt_text.min': limit(1, 'T, S'),
    title: limit(199, 'docs, T', 'The block reference says "less than 200 characters"; some other sources allow 200.'),
    description: limit(199, 'docs, T', 'The block reference says "less than 200 characters"; some other sources allow 200.'),
    author_name: limit(49, 'docs, T', 'The block reference says "less than 50 characters"; some other sources allow 50.'),
    provider_name: limit(50, 'S, P'),
  },
  markdown: {
    text: limit(12_000, 'T, S, P'),
    'text.min': limit(1, 'T, S'),
  },
} satisfies Record<string, Record<string, Limit>>;
