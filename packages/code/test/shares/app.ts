import type { CodeFile } from '../../src/index.js';

const SECTIONS = "export const BLOCKS = [{ type: 'sectoin', text: { type: 'mrkdwn', text: 'Hi' } }];\n";
const POSTS = (from: string, name: string) =>
  `import { BLOCKS } from '${from}';\nexport async function ${name}(client) {\n  await client.chat.postMessage({ channel: 'C1', text: 'Hi', blocks: BLOCKS });\n}\n`;
const OWN = (name: string) =>
  `export async function ${name}(client) {\n  await client.chat.postMessage({ channel: 'C1', text: 'Hi', blocks: [{ type: 'dividr' }] });\n}\n`;
const LISTENS =
  "import { App } from '@slack/bolt';\nimport { ACTION } from './ids';\nconst app = new App({});\napp.action(ACTION, async ({ ack }) => { await ack(); });\n";

/**
 * An app read in shares: JavaScript, TypeScript and Python; a constant posted from two files (each in another
 * share when split in two: its problem is reported once, in the file that writes it), a payload followed into a
 * module of the other share, a file that does not parse, an id linked across files, and a test file (no result).
 */
export function sharedApp(): CodeFile[] {
  return [
    { fileName: '/app/a-post.js', text: POSTS('./z-blocks', 'first') },
    { fileName: '/app/b-post.ts', text: POSTS('./z-blocks.js', 'second') + OWN('again') },
    { fileName: '/app/broken.ts', text: 'export const = ;\n' },
    { fileName: '/app/c-post.py', text: 'client.chat_postMessage(channel="C1", text="Hi", blocks=[{"type": "dividr"}])\n' },
    { fileName: '/app/ids.ts', text: "export const ACTION = 'approve';\n" },
    { fileName: '/app/listen.ts', text: LISTENS + OWN('third') },
    { fileName: '/app/views.py', text: 'from .cards import CARD\nclient.views_open(trigger_id="t", view=CARD)\n' },
    { fileName: '/app/cards.py', text: 'CARD = {"type": "modal", "title": {"type": "plain_text", "text": "Hi"}, "blocks": [{"type": "dividr"}]}\n' },
    { fileName: '/app/z-blocks.js', text: SECTIONS + OWN('own') },
    { fileName: '/app/test/post.test.js', text: OWN('tested') },
  ];
}
