// One small payload of each of the 22 block types, for the reference screenshots (screenshots.test.ts).
const plain = (text: string) => ({ type: 'plain_text', text });
const mrkdwn = (text: string) => ({ type: 'mrkdwn', text });
const section = (text: string) => ({ type: 'rich_text_section', elements: [{ type: 'text', text }] });
const button = (text: string, style?: string) => ({ type: 'button', action_id: text.toLowerCase(), text: plain(text), ...(style ? { style } : {}) });
const card = (title: string) => ({ type: 'card', title: plain(title), body: plain('A short body.'), actions: [button('Open')] });
const series = (name: string, values: number[]) => ({ name, data: values.map((value, i) => ({ label: ['Mon', 'Tue', 'Wed'][i], value })) });

export const EVERY_BLOCK: Record<string, unknown> = {
  actions: {
    type: 'actions',
    elements: [
      button('Approve', 'primary'),
      button('Reject', 'danger'),
      { type: 'static_select', action_id: 's', placeholder: plain('Pick one'), options: [{ text: plain('A'), value: 'a' }] },
    ],
  },
  alert: { type: 'alert', level: 'warning', text: plain('Disk almost full') },
  call: { type: 'call', call_id: 'R0123ABCDEF', call: { v1: { id: 'R0123ABCDEF', name: 'Standup' } } },
  card: card('A card'),
  carousel: { type: 'carousel', elements: [card('First'), card('Second')] },
  container: { type: 'container', title: plain('A container'), child_blocks: [{ type: 'section', text: mrkdwn('Inside *it*') }] },
  context: { type: 'context', elements: [{ type: 'image', image_url: 'https://example.com/a.png', alt_text: 'avatar' }, mrkdwn('Posted by *ann*')] },
  context_actions: {
    type: 'context_actions',
    elements: [
      { type: 'feedback_buttons', action_id: 'f', positive_button: { text: plain('Good'), value: 'g' }, negative_button: { text: plain('Bad'), value: 'b' } },
    ],
  },
  data_table: {
    type: 'data_table',
    caption: 'Deploys',
    rows: [
      [
        { type: 'raw_text', text: 'Service' },
        { type: 'raw_text', text: 'Count' },
      ],
      [
        { type: 'raw_text', text: 'api' },
        { type: 'raw_number', value: 12 },
      ],
    ],
  },
  data_visualization: {
    type: 'data_visualization',
    title: 'Tickets',
    chart: { type: 'bar', series: [series('Open', [3, 5, 2]), series('Closed', [4, 1, 6])], axis_config: { categories: ['Mon', 'Tue', 'Wed'] } },
  },
  divider: { type: 'divider' },
  file: { type: 'file', external_id: 'ABCD1', source: 'remote' },
  header: { type: 'header', text: plain('A header :tada:') },
  image: { type: 'image', image_url: 'https://example.com/a.png', alt_text: 'A chart of signups', title: plain('Signups') },
  input: {
    type: 'input',
    label: plain('Summary'),
    hint: plain('One line'),
    element: { type: 'plain_text_input', action_id: 'i', placeholder: plain('What happened?') },
  },
  markdown: { type: 'markdown', text: '## Notes\n**Bold**, _italic_ and `code`.\n- one\n- two' },
  plan: {
    type: 'plan',
    title: 'Release plan',
    tasks: [
      { task_id: 't1', title: 'Build', status: 'complete' },
      { task_id: 't2', title: 'Deploy', status: 'in_progress' },
    ],
  },
  rich_text: {
    type: 'rich_text',
    elements: [
      {
        type: 'rich_text_section',
        elements: [
          { type: 'text', text: 'Bold', style: { bold: true } },
          { type: 'text', text: ' and ' },
          { type: 'user', user_id: 'U0123' },
        ],
      },
      { type: 'rich_text_list', style: 'bullet', elements: [section('first'), section('second')] },
      { type: 'rich_text_quote', elements: [{ type: 'text', text: 'A quote' }] },
    ],
  },
  section: { type: 'section', text: mrkdwn('*Release 2.4* is out <https://example.com|notes> :rocket:'), accessory: button('Open') },
  table: {
    type: 'table',
    rows: [
      [
        { type: 'raw_text', text: 'Name' },
        { type: 'raw_text', text: 'Value' },
      ],
      [
        { type: 'raw_text', text: 'a' },
        { type: 'raw_text', text: '1' },
      ],
    ],
  },
  task_card: {
    type: 'task_card',
    task_id: 't',
    title: 'Collect logs',
    status: 'error',
    sources: [{ type: 'url', url: 'https://example.com', text: 'Runbook' }],
  },
  video: {
    type: 'video',
    alt_text: 'Demo',
    title: plain('A demo'),
    thumbnail_url: 'https://example.com/t.png',
    video_url: 'https://example.com/v',
    author_name: 'Ann',
  },
};
