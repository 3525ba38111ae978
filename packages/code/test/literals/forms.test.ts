import { describe, expect, it } from 'vitest';
import { lines, literalsOf, type TestFile } from './read.js';

const file = (text: string, fileName = '/app/app.js'): TestFile => ({ fileName, text });
const divider = "{ type: 'divider' }";
const blocks = (count: number) => Array.from({ length: count }, () => divider).join(', ');

/** How the code builds a payload decides what can be known about it. */
describe('payload forms in code', () => {
  it('counts conditional blocks as a range: over the limit only with them is a warning at the list', async () => {
    const text = `app.message('hi', async ({ say, flag }) => {
  await say({ blocks: [${blocks(49)}, flag && ${divider}, flag ? ${divider} : null] });
});
`;
    const [problems] = await literalsOf([file(text)]);
    expect(lines(problems!)).toEqual(['2 count-may-exceed']);
    expect(problems![0]!.severity).toBe('warning');
    expect(text.slice(problems![0]!.span.start, problems![0]!.span.end)).toBe('blocks');
  });

  it('keeps counting the blocks written around a spread, conditional spreads and filtered lists', async () => {
    const over = `const more = [${blocks(2)}];
async function post(client, rows, flag) {
  await client.chat.postMessage({ channel: 'C1', blocks: [...rows, ${blocks(49)}, ...more] });
  await client.chat.postEphemeral({ channel: 'C1', user: 'U1', blocks: [${blocks(49)}, ...(flag ? [${divider}, ${divider}] : [])] });
  await client.chat.update({ channel: 'C1', ts: '1', blocks: [${blocks(50)}, flag && ${divider}].filter(Boolean) });
  await client.chat.scheduleMessage({ channel: 'C1', post_at: 1, blocks: [...rows, ${blocks(50)}] });
}
`;
    expect(lines((await literalsOf([file(over)]))[0]!)).toEqual(['3 too-many-blocks', '4 count-may-exceed', '5 count-may-exceed']);
  });

  it('reads a view acknowledged with response_action update or push, and no other acknowledgement', async () => {
    const text = `app.view('form', async ({ ack }) => {
  await ack({ response_action: 'update', view: { type: 'modal', title: { type: 'plain_text', text: 'Done' }, blocks: [{ type: 'sectoin' }] } });
  await ack({ response_action: 'errors', errors: { block: 'Too long' } });
  await ack({ response_action: 'push', view: { type: 'modal', title: { type: 'plain_txt', text: 'Next' }, blocks: [] } });
});
`;
    expect(lines((await literalsOf([file(text)]))[0]!)).toEqual(['2 unknown-type', '4 unknown-type', '4 view-blocks-empty']);
  });

  it("follows require() of a relative module and its module.exports, and an imported module's namespace", async () => {
    const views = file(
      `const home = { type: 'home', blocks: [{ type: 'header', text: { type: 'mrkdwn', text: 'Home' } }] };
module.exports = { home };
`,
      '/app/views.js',
    );
    const app = file(
      `const views = require('./views');
const { home } = require('./views.js');
app.event('app_home_opened', async ({ client, event }) => {
  await client.views.publish({ user_id: event.user, view: views.home });
  await client.views.publish({ user_id: event.user, view: home });
});
`,
    );
    const [inViews, inApp] = await literalsOf([views, app]);
    expect(lines(inViews!)).toEqual(['1 type-not-allowed']);
    expect(inApp).toEqual([]);
  });

  it("warns at a Home tab's modal-only key in a views.publish literal, and keeps an unknown key an error", async () => {
    const text = `app.event('app_home_opened', async ({ client, event }) => {
  await client.views.publish({
    user_id: event.user,
    view: {
      type: 'home',
      title: { type: 'plain_text', text: 'Tasks' },
      colour: 'red',
      blocks: [{ type: 'divider' }],
    },
  });
});
`;
    const [problems] = await literalsOf([file(text)]);
    expect(problems!.map((problem) => [problem.range.start.line + 1, problem.rule, problem.severity, problem.pointer])).toEqual([
      [6, 'home-modal-key', 'warning', '/title'],
      [7, 'unknown-key', 'error', '/colour'],
    ]);
    expect(text.slice(problems![0]!.span.start, problems![0]!.span.end)).toBe('title');
  });

  it('leaves say and respond that the file binds itself, and methods that post no payload, alone', async () => {
    const text = `function say(x) { return x; }
say({ blocks: [{ type: 'sectoin' }] });
client.users.info({ user: 'U1', blocks: [{ type: 'sectoin' }] });
client.chat.postMessage({ channel: 'C1', text: 'no blocks here' });
`;
    expect(await literalsOf([file(text)])).toEqual([[]]);
  });

  it('takes a constant the code changes after writing it as unknown, in this file or another', async () => {
    const views = file(
      `export const form = { type: 'modal', title: { type: 'plain_text', text: 'Form' }, blocks: [{ type: 'input', label: { type: 'plain_text', text: 'Why' }, element: { type: 'plain_text_input', action_id: 'why' } }] };
export const other = { type: 'modal', title: { type: 'plain_text', text: 'Other' }, blocks: [{ type: 'input', label: { type: 'plain_text', text: 'Why' }, element: { type: 'plain_text_input', action_id: 'why' } }] };
`,
      '/app/views.js',
    );
    const app = file(
      `import { form, other } from './views.js';
const blocks = [];
const notes = { text: 'Notes' };
app.shortcut('s', async ({ ack, client, body, flag }) => {
  if (flag) form.submit = { type: 'plain_text', text: 'Send' };
  blocks.push({ type: 'divider' });
  Object.assign(notes, { blocks });
  await client.views.open({ trigger_id: body.trigger_id, view: form });
  await client.views.open({ trigger_id: body.trigger_id, view: other });
  await client.views.open({ trigger_id: body.trigger_id, view: { type: 'modal', title: { type: 'plain_text', text: 'T' }, blocks } });
  await client.chat.postMessage({ channel: 'C1', ...notes });
});
`,
    );
    const [inViews, inApp] = await literalsOf([views, app]);
    expect(lines(inViews!)).toEqual(['2 modal-submit-required']);
    expect(inApp).toEqual([]);
  });

  it("takes a helper's local list that the helper fills after writing it as unknown, in this file or another", async () => {
    const helpers = file(
      `export const reviewView = (notes: string, flag: boolean) => {
  const rows = [];
  if (flag) rows.push({ type: 'section', text: { type: 'mrkdwn', text: notes } });
  rows.unshift({ type: 'divider' });
  const view = { type: 'modal', title: { type: 'plain_text', text: 'Review' }, blocks: rows };
  return view;
};
`,
      '/app/functions/review/blocks.ts',
    );
    const handler = file(
      `import { reviewView } from './blocks.ts';
function summary(items: string[]) {
  const blocks = [];
  for (const item of items) blocks.push({ type: 'section', text: { type: 'mrkdwn', text: item } });
  return { blocks };
}
export default async ({ inputs, client }) => {
  await client.views.open({ interactivity_pointer: inputs.interactivity.interactivity_pointer, view: reviewView(inputs.notes, true) });
  await client.chat.postMessage({ channel: inputs.channel, ...summary(inputs.items) });
  await client.chat.postMessage({ channel: inputs.channel, blocks: [{ type: 'dividr' }] });
};
`,
      '/app/functions/review/handler.ts',
    );
    const [inHelpers, inHandler] = await literalsOf([helpers, handler]);
    expect(inHelpers).toEqual([]);
    expect(lines(inHandler!)).toEqual(['10 unknown-type']);
  });

  it("takes a constant handed to the app's own function as unknown (it may fill it), and one only read or posted as known", async () => {
    const helpers = file(
      `export function addSubmit(view) {
  view.submit = { type: 'plain_text', text: 'Send' };
}
`,
      '/app/helpers.js',
    );
    const app = file(
      `import { addSubmit } from './helpers.js';
const why = { type: 'input', label: { type: 'plain_text', text: 'Why' }, element: { type: 'plain_text_input', action_id: 'why' } };
function addFooter(list) {
  list.push({ type: 'context', elements: [{ type: 'mrkdwn', text: 'Thanks' }] });
}
app.shortcut('s', async ({ ack, client, body, logger }) => {
  const blocks = [];
  addFooter(blocks);
  await client.views.open({ trigger_id: body.trigger_id, view: { type: 'modal', title: { type: 'plain_text', text: 'Notes' }, blocks } });
  const form = { type: 'modal', title: { type: 'plain_text', text: 'Form' }, blocks: [why] };
  addSubmit(form);
  await client.views.open({ trigger_id: body.trigger_id, view: form });
  const logged = { type: 'modal', title: { type: 'plain_text', text: 'Logged' }, blocks: [why] };
  logger.debug(logged);
  console.log(JSON.stringify(logged));
  const more = [why];
  await client.views.open({ trigger_id: body.trigger_id, view: { type: 'modal', title: { type: 'plain_text', text: 'More' }, blocks: [].concat(more) } });
  await client.views.open({ trigger_id: body.trigger_id, view: logged });
  const message = { channel: 'C1', blocks: [{ type: 'dividr' }] };
  await client.chat.postMessage(message);
  await client.chat.postMessage(message);
});
`,
    );
    const [inHelpers, inApp] = await literalsOf([helpers, app]);
    expect(inHelpers).toEqual([]);
    expect(lines(inApp!)).toEqual(['13 modal-submit-required', '19 unknown-type']);
  });

  it('reports nothing for a file that does not parse, and never throws', async () => {
    expect(await literalProblemsOf('/app/broken.js', 'app.message(( =>')).toEqual([[]]);
  });
});

function literalProblemsOf(fileName: string, text: string) {
  return literalsOf([{ fileName, text }]);
}
