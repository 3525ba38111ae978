import type { TSchema } from 'typebox';
import type { Problem } from '../../problem.js';
import { Closed, Formatted, Optional, Str } from '../../schema/common.js';
import { fieldName, joinPointer } from '../../source/pointer.js';
import { defineRule } from '../../rules/define.js';
import { blockProblem, quoted } from '../report.js';
import { lazy } from '../../lazy.js';

/** An image file uploaded to the workspace, by its permalink or its id (one of them). */
export const SLACK_FILE = lazy((): TSchema =>
  Closed(
    {
      url: Optional(Formatted('https-url', { description: 'The file’s permalink (url_private or permalink), https://files.slack.com/….' })),
      id: Optional(Str({ minLength: 1, description: 'The file’s id, such as F0123456789.' })),
    },
    { description: 'A file uploaded to the workspace, by `url` or `id` (one of them).' },
  ),
);

/**
 * Listed by the image element; a block that holds a slack_file reports through `checkSlackFile` too,
 * without listing the rule again (a rule is registered once).
 */
export const slackFileSource = defineRule({
  id: 'slack-file-source',
  defaultSeverity: 'error',
  description: 'A slack_file object names neither `url` nor `id`, or both; it needs exactly one.',
  docs: {
    why: 'A file object names its file by `url` or by `id`, exactly one; with neither or both the platform cannot tell which file is meant.',
    example: {
      file: 'message.blocks.json',
      text: `{ "blocks": [{"type": "image", "alt_text": "chart", "slack_file": {}}] }
`,
    },
  },
});

/** `url` or `id`, exactly one. `pointer` is the slack_file object's. */
export function checkSlackFile(file: unknown, pointer: string): Problem[] {
  if (typeof file !== 'object' || file === null || Array.isArray(file)) return [];
  const record = file as Record<string, unknown>;
  const hasUrl = record['url'] !== undefined;
  const hasId = record['id'] !== undefined;
  if (hasUrl && hasId) {
    return [
      blockProblem(
        slackFileSource,
        joinPointer(pointer, 'id'),
        'key',
        `${quoted(fieldName(pointer))} has both \`url\` and \`id\`; give one of them (remove \`id\` or \`url\`).`,
        { keys: ['url', 'id'] },
      ),
    ];
  }
  if (!hasUrl && !hasId) {
    return [
      blockProblem(slackFileSource, pointer, 'container', `${quoted(fieldName(pointer))} needs \`url\` or \`id\` to name the file.`, { keys: ['url', 'id'] }),
    ];
  }
  return [];
}
