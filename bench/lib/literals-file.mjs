// A long TypeScript module of the kind issue 28 measures: 2,000 lines, 30 Block Kit payload literals posted
// through the Web API client (messages, a Home tab, modals), between ordinary code (types, helpers, loops)
// that holds no payload. Generated (ours, never a sample's); `header` swaps the first literal's header text,
// the edit the editor rows make.
const LINES = 2000;
const LITERALS = 30;

/** One payload literal posted by a listener helper: a message, a modal or a Home tab, by turns. */
function literal(i, header) {
  const title = i === 0 ? header : `Report ${i}`;
  const blocks = `[
      { type: 'header', text: { type: 'plain_text', text: '${title}' } },
      { type: 'section', text: { type: 'mrkdwn', text: '*Owner:* <@' + user + '>' }, accessory: { type: 'button', text: { type: 'plain_text', text: 'Open' }, action_id: 'open_${i}', value: 'report-${i}' } },
      { type: 'divider' },
      { type: 'context', elements: [{ type: 'mrkdwn', text: 'Updated today' }] },
      {
        type: 'actions',
        elements: [
          { type: 'button', text: { type: 'plain_text', text: 'Approve' }, action_id: 'approve_${i}', style: 'primary' },
          { type: 'static_select', action_id: 'pick_${i}', placeholder: { type: 'plain_text', text: 'Pick one' }, options: [{ text: { type: 'plain_text', text: 'One' }, value: 'one' }, { text: { type: 'plain_text', text: 'Two' }, value: 'two' }] },
        ],
      },
    ]`;
  switch (i % 3) {
    case 0:
      return `export async function postReport${i}(client: WebClient, channel: string, user: string): Promise<void> {
  await client.chat.postMessage({
    channel,
    text: 'Report ${i}',
    blocks: ${blocks},
  });
}
`;
    case 1:
      return `export async function openReport${i}(client: WebClient, trigger_id: string, user: string): Promise<void> {
  await client.views.open({
    trigger_id,
    view: {
      type: 'modal',
      callback_id: 'report_view_${i}',
      title: { type: 'plain_text', text: 'Report ${i}' },
      close: { type: 'plain_text', text: 'Close' },
      blocks: ${blocks},
    },
  });
}
`;
    default:
      return `export async function publishReport${i}(client: WebClient, user_id: string, user: string): Promise<void> {
  await client.views.publish({
    user_id,
    view: {
      type: 'home',
      blocks: ${blocks},
    },
  });
}
`;
  }
}

/** Ordinary code between the literals: a type, a helper with a loop and a branch. */
function filler(i) {
  return `export interface Row${i} {
  id: string;
  owner: string;
  total: number;
  tags: readonly string[];
}

export function summarise${i}(rows: readonly Row${i}[], minimum = ${i}): { count: number; total: number } {
  let total = 0;
  let count = 0;
  for (const row of rows) {
    if (row.total < minimum || row.tags.includes('skip')) continue;
    total += row.total;
    count += 1;
  }
  return { count, total };
}
`;
}

/** The module's text: exactly `LINES` lines, 30 literals spread through it. */
export function literalsFile(header = 'Weekly report') {
  const parts = ["import type { WebClient } from '@slack/web-api';\n"];
  for (let i = 0; i < LITERALS; i++) parts.push(literal(i, header));
  const lines = parts.join('\n').split('\n');
  for (let i = 0; ; i++) {
    const more = ('\n' + filler(i)).split('\n').slice(0, -1);
    if (lines.length + more.length > LINES) break;
    lines.push(...more);
  }
  // Whole helpers only (a cut one would not parse); comment lines make up the count.
  while (lines.length < LINES) lines.push('// end of reports');
  return lines.join('\n') + '\n';
}

export const LITERALS_FILE = { lines: LINES, literals: LITERALS };
