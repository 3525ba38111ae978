import { describe, expect, it } from 'vitest';
import { checkCodeFiles } from '../../src/index.js';
import { problemFixes } from '../../src/literals/editing.js';
import type { TestFile } from './read.js';

/** Applies the edits (one file's, from the end) to the text. */
function apply(text: string, edits: readonly { span: { start: number; end: number }; newText: string }[]): string {
  return [...edits]
    .sort((a, b) => b.span.start - a.span.start)
    .reduce((out, edit) => out.slice(0, edit.span.start) + edit.newText + out.slice(edit.span.end), text);
}

/**
 * The file's text after the fix titled `title` of its problem `rule`, and the rules the fixed file still
 * reports; undefined when no such fix is offered.
 */
async function fixed(file: TestFile, rule: string, title?: string): Promise<{ text: string; remaining: string[] } | undefined> {
  const [result] = await checkCodeFiles([file], { root: '/app' });
  const problem = result!.problems.find((found) => found.rule === rule);
  if (!problem) throw new Error(`no ${rule} in ${result!.problems.map((found) => found.rule).join(', ')}`);
  const fixes = problemFixes(result!.literals, file.fileName, problem, (name) => (name === file.fileName ? file.text : undefined));
  const fix = title === undefined ? fixes[0] : fixes.find((candidate) => candidate.title === title);
  if (!fix) return undefined;
  expect(fix.edits.every((edit) => edit.fileName === file.fileName)).toBe(true);
  const text = apply(file.text, fix.edits);
  const [again] = await checkCodeFiles([{ fileName: file.fileName, text }], { root: '/app' });
  return { text, remaining: again!.problems.map((found) => found.rule) };
}

describe('quick fixes in payload literals', () => {
  it('changes a misspelt block type in the literal’s own quotes (JavaScript, single and double)', async () => {
    const single = `app.message('hi', async ({ say }) => {
  await say({ blocks: [{ type: 'dividr' }] });
});
`;
    expect(await fixed({ fileName: '/app/app.js', text: single }, 'unknown-type')).toEqual({
      text: single.replace("'dividr'", "'divider'"),
      remaining: [],
    });
    const double = single.replace(/'/g, '"');
    expect(await fixed({ fileName: '/app/app.js', text: double }, 'unknown-type')).toEqual({ text: double.replace('"dividr"', '"divider"'), remaining: [] });
  });

  it('adds a missing submit to a modal in TypeScript, as object syntax at the members’ indentation', async () => {
    const text = `import type { App } from '@slack/bolt';

export function register(app: App): void {
  app.shortcut('open', async ({ ack, client, body }) => {
    await ack();
    await client.views.open({
      trigger_id: body.trigger_id,
      view: {
        type: 'modal',
        title: { type: 'plain_text', text: \`For \${body.user.id}\` },
        blocks: [
          { type: 'input', label: { type: 'plain_text', text: 'Name' }, element: { type: 'plain_text_input', action_id: 'name' } },
        ],
      },
    });
  });
}
`;
    const after = text.replace(
      `        ],
      },`,
      `        ],
        submit: { type: 'plain_text', text: 'Submit' },
      },`,
    );
    expect(await fixed({ fileName: '/app/app.ts', text }, 'modal-submit-required')).toEqual({ text: after, remaining: [] });
  });

  it('writes a member after a last one without a trailing comma, and on one line when the object is', async () => {
    const text = `const view = {
    "type": "modal",
    "title": { "type": "plain_text", "text": "Hi" },
    "blocks": [{ "type": "input", "label": { "type": "plain_text", "text": "Name" }, "element": { "type": "plain_text_input", "action_id": "n" } }]
};
export const open = (client, id) => client.views.open({ trigger_id: id, view });
`;
    const after = text.replace(
      `"n" } }]
};`,
      `"n" } }],
    "submit": { "type": "plain_text", "text": "Submit" }
};`,
    );
    expect(await fixed({ fileName: '/app/view.js', text }, 'modal-submit-required')).toEqual({ text: after, remaining: [] });
    const inline = `export const post = (say) => say({ blocks: [{ type: 'header', text: { type: 'mrkdwn', text: 'Hi' } }] });\n`;
    expect(await fixed({ fileName: '/app/post.js', text: inline }, 'type-not-allowed')).toEqual({
      text: inline.replace("'mrkdwn'", "'plain_text'"),
      remaining: [],
    });
  });

  it('keeps a comment after the last member on its line', async () => {
    const text = `export const open = (client, id) =>
  client.views.open({
    trigger_id: id,
    view: {
      type: 'modal',
      title: { type: 'plain_text', text: 'Hi' },
      blocks: [{ type: 'input', label: { type: 'plain_text', text: 'Name' }, element: { type: 'plain_text_input', action_id: 'n' } }], // the form
    },
  });
`;
    expect(await fixed({ fileName: '/app/open.js', text }, 'modal-submit-required')).toEqual({
      text: text.replace('// the form\n', "// the form\n      submit: { type: 'plain_text', text: 'Submit' },\n"),
      remaining: [],
    });
  });

  it('renames an unknown key keeping it bare, and a backtick literal keeps its backticks', async () => {
    const text = `export const post = (say) =>
  say({ blocks: [{ type: \`actions\`, elements: [{ type: 'button', text: { type: 'plain_text', text: 'Go' }, action_idd: 'go' }] }] });
`;
    expect(await fixed({ fileName: '/app/post.js', text }, 'unknown-key')).toEqual({ text: text.replace('action_idd', 'action_id'), remaining: [] });
    const typed = `export const post = (say) => say({ blocks: [{ type: \`dividr\` }] });\n`;
    expect(await fixed({ fileName: '/app/post.js', text: typed }, 'unknown-type')).toEqual({ text: typed.replace('`dividr`', '`divider`'), remaining: [] });
  });

  it('writes Python: the file’s quotes and quoted dict keys, inside a keyword argument’s dict', async () => {
    const text = `from slack_bolt import App

app = App()


@app.shortcut("open")
def open_modal(ack, client, body):
    ack()
    client.views_open(
        trigger_id=body["trigger_id"],
        view={
            'type': 'modal',
            'title': {'type': 'plain_text', 'text': f"For {body['user']['id']}"},
            'blocks': [
                {'type': 'input', 'label': {'type': 'plain_text', 'text': 'Name'}, 'element': {'type': 'plain_text_input', 'action_id': 'name'}},
            ],
        },
    )


@app.command("/hi")
def hi(ack, client, command):
    ack()
    client.chat_postMessage(channel=command["channel_id"], blocks=[{'type': 'secton', 'text': {'type': 'mrkdwn', 'text': 'Hi'}}])
`;
    const submit = await fixed({ fileName: '/app/app.py', text }, 'modal-submit-required');
    expect(submit).toEqual({
      text: text.replace(
        `            ],
        },`,
        `            ],
            'submit': {'type': 'plain_text', 'text': 'Submit'},
        },`,
      ),
      remaining: ['unknown-type'],
    });
    expect(await fixed({ fileName: '/app/app.py', text }, 'unknown-type')).toEqual({
      text: text.replace("'secton'", "'section'"),
      remaining: ['modal-submit-required'],
    });
  });

  it('adds a missing alt_text in Python with double quotes, beside a computed block', async () => {
    const text = `def post(client, channel, url, flag):
    client.chat_postMessage(
        channel=channel,
        text="Chart",
        blocks=[
            {"type": "divider"},
            {"type": "image", "image_url": "https://example.com/chart.png"},
            {"type": "section", "text": {"type": "mrkdwn", "text": url}} if flag else None,
        ],
    )
`;
    expect(await fixed({ fileName: '/app/post.py', text }, 'required')).toEqual({
      text: text.replace('"https://example.com/chart.png"}', '"https://example.com/chart.png", "alt_text": "TODO"}'),
      remaining: [],
    });
  });

  it('never edits a computed part, nor more than a literal: a template, a constant’s name, a cast', async () => {
    const text = `const KIND = 'dividr';
export const post = (say, kind) => say({ blocks: [{ type: KIND }, { type: \`\${kind}dividr\` }, { type: 'dividr' as const }] });
`;
    const [result] = await checkCodeFiles([{ fileName: '/app/post.ts', text }], { root: '/app' });
    expect(result!.problems.length).toBeGreaterThan(0);
    expect(result!.problems.map((problem) => problem.rule)).toEqual(['unknown-type', 'unknown-type']);
    for (const problem of result!.problems) expect(problemFixes(result!.literals, '/app/post.ts', problem, () => text)).toEqual([]);
  });
});
