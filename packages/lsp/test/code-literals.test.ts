/**
 * The editor features inside Block Kit payloads written in code, through the service layer: an app's
 * graph read by the code package, its code file's diagnostics, and the quick fixes, hover and completion
 * that the language server answers with on a code file.
 */
import { describe, expect, it } from 'vitest';
import type { CompletionList, MarkupContent, TextEdit } from 'vscode-languageserver';
import { checkCodeFiles } from 'manifesto-code';
import { toDiagnostic } from '../src/service/diagnostics.js';
import { AppGraph, type ReadCode } from '../src/service/app/graph.js';
import { literalActions, literalCompletion, literalHover } from '../src/service/app/literals.js';
import { applyEdits, cursor } from './helpers.js';

const MANIFEST = JSON.stringify({ display_information: { name: 'Literals' }, features: { bot_user: { display_name: 'lit' } } });
const readCode: ReadCode = (files, { rules, root }) => checkCodeFiles(files, { rules, root });

/** The app of one code file, read and joined. */
async function appOf(fileName: string, text: string): Promise<AppGraph> {
  const graph = new AppGraph('/app/manifest.json', [fileName], []);
  await graph.refresh((path) => (path === fileName ? text : path === '/app/manifest.json' ? MANIFEST : undefined), readCode, {});
  return graph;
}

/** The file after the quick fix of its `rule` problem, and the rules the edited file still reports. */
async function fixed(fileName: string, text: string, rule: string): Promise<{ text: string; remaining: string[] }> {
  const graph = await appOf(fileName, text);
  const diagnostics = graph.codeProblems(fileName).map((problem) => toDiagnostic(problem));
  const diagnostic = diagnostics.find((found) => found.code === rule);
  if (!diagnostic) throw new Error(`no ${rule} in ${diagnostics.map((found) => found.code).join(', ')}`);
  const [action, ...others] = literalActions(graph, fileName, [diagnostic]);
  expect(others).toEqual([]);
  expect(Object.keys(action!.edit!.changes!)).toEqual([`file://${fileName}`]);
  const after = applyEdits(text, action!.edit!.changes![`file://${fileName}`] as TextEdit[]);
  // The payloads' problems alone (the app's graph has its own, the manifest here declaring nothing).
  const [again] = await checkCodeFiles([{ fileName, text: after }], { root: '/app' });
  return { text: after, remaining: again!.problems.map((problem) => problem.rule) };
}

const JS = `app.shortcut('open', async ({ ack, client, body }) => {
  await ack();
  await client.views.open({
    trigger_id: body.trigger_id,
    view: {
      type: 'modal',
      title: { type: 'plain_text', text: 'Open' },
      blocks: [
        { type: 'input', label: { type: 'plain_text', text: 'Name' }, element: { type: 'plain_text_input', action_id: 'name' } },
      ],
    },
  });
});

app.command('/hi', async ({ ack, say, command }) => {
  await ack();
  await say({ blocks: [{ type: 'headr', text: { type: 'plain_text', text: \`Hi \${command.user_name}\` } }] });
});
`;

const PY = `from slack_bolt import App

app = App()


@app.command("/hi")
def hi(ack, client, command):
    ack()
    client.views_open(
        trigger_id=command["trigger_id"],
        view={
            "type": "modal",
            "title": {"type": "plain_text", "text": "Open"},
            "blocks": [
                {"type": "input", "label": {"type": "plain_text", "text": "Name"}, "element": {"type": "plain_text_input", "action_id": "name"}},
            ],
        },
    )
    client.chat_postMessage(channel=command["channel_id"], blocks=[{"type": "header", "text": {"type": "mrkdwn", "text": "Hi"}}])
`;

describe('quick fixes in code files', () => {
  it('adds the missing submit in JavaScript (single quotes) and TypeScript, and the file then has no such problem', async () => {
    const submit = `      ],
      submit: { type: 'plain_text', text: 'Submit' },
    },`;
    for (const name of ['/app/listeners.js', '/app/listeners.ts']) {
      expect(await fixed(name, JS, 'modal-submit-required')).toEqual({
        text: JS.replace(
          `      ],
    },`,
          submit,
        ),
        remaining: ['unknown-type'],
      });
    }
  });

  it('changes a misspelt type in JavaScript with double quotes', async () => {
    const double = JS.replace(/'/g, '"');
    expect(await fixed('/app/listeners.js', double, 'unknown-type')).toEqual({
      text: double.replace('"headr"', '"header"'),
      remaining: ['modal-submit-required'],
    });
  });

  it('adds the missing submit in Python, with quoted keys, and changes mrkdwn to plain_text', async () => {
    expect(await fixed('/app/app.py', PY, 'modal-submit-required')).toEqual({
      text: PY.replace(
        `            ],
        },`,
        `            ],
            "submit": {"type": "plain_text", "text": "Submit"},
        },`,
      ),
      remaining: ['type-not-allowed'],
    });
    expect(await fixed('/app/app.py', PY, 'type-not-allowed')).toEqual({
      text: PY.replace('{"type": "mrkdwn", "text": "Hi"}', '{"type": "plain_text", "text": "Hi"}'),
      remaining: ['modal-submit-required'],
    });
  });
});

describe('quick fixes in a module another file posts from', () => {
  it('edits the module where the view is written, and hover there answers', async () => {
    const views = `export const form = {
  type: 'modal',
  title: { type: 'plain_text', text: 'Form' },
  blocks: [{ type: 'input', label: { type: 'plain_text', text: 'Name' }, element: { type: 'plain_text_input', action_id: 'name' } }],
};
`;
    const app = `import { form } from './views.js';

app.shortcut('open', async ({ ack, client, body }) => {
  await ack();
  await client.views.open({ trigger_id: body.trigger_id, view: form });
});
`;
    const files: Record<string, string> = { '/app/views.js': views, '/app/app.js': app };
    const graph = new AppGraph('/app/manifest.json', Object.keys(files), []);
    await graph.refresh((path) => files[path] ?? (path === '/app/manifest.json' ? MANIFEST : undefined), readCode, {});
    const diagnostics = graph.codeProblems('/app/views.js').map((problem) => toDiagnostic(problem));
    expect(diagnostics.map((found) => found.code)).toEqual(['modal-submit-required']);
    const [action] = literalActions(graph, '/app/views.js', diagnostics);
    expect(applyEdits(views, action!.edit!.changes!['file:///app/views.js'] as TextEdit[])).toBe(
      views.replace("action_id: 'name' } }],\n", "action_id: 'name' } }],\n  submit: { type: 'plain_text', text: 'Submit' },\n"),
    );
    const hover = literalHover(graph, '/app/views.js', views.indexOf("'Form'") + 2, 'plaintext');
    expect((hover?.contents as MarkupContent).value).toContain('4 / 24 characters');
  });
});

describe('hover in code files', () => {
  it("shows a text field's limit and length, as a block file's hover does", async () => {
    const { text, offset } = cursor(JS.replace("text: 'Open'", "text: 'Op|en'"));
    const graph = await appOf('/app/listeners.js', text);
    const hover = literalHover(graph, '/app/listeners.js', offset, 'markdown');
    expect((hover?.contents as MarkupContent).value).toContain('4 / 24 characters');
  });

  it('shows the limit of a computed text without a count, and nothing outside a payload', async () => {
    const { text, offset } = cursor(JS.replace('`Hi ${command', '`H|i ${command').replace("'headr'", "'header'"));
    const graph = await appOf('/app/listeners.js', text);
    const value = (literalHover(graph, '/app/listeners.js', offset, 'plaintext')?.contents as MarkupContent).value;
    expect(value).toContain('At most 150 characters (computed here).');
    expect(value).not.toMatch(/\d+ \/ 150/);
    expect(literalHover(graph, '/app/listeners.js', text.indexOf('await ack'), 'plaintext')).toBeNull();
  });

  it('counts a list of blocks, and gives only the limit of one with a spread or a conditional block', async () => {
    const post = (blocks: string) => `export const post = (say, more, flag) => say({ blocks: [${blocks}] });\n`;
    for (const [blocks, expected] of [
      ["{ type: 'divider' }, { type: 'divider' }", '2 / 50 items'],
      ["{ type: 'divider' }, ...more", 'At most 50 items (computed here).'],
      ["{ type: 'divider' }, flag && { type: 'divider' }", 'At most 50 items (computed here).'],
    ]) {
      const text = post(blocks!);
      const graph = await appOf('/app/post.js', text);
      expect((literalHover(graph, '/app/post.js', text.indexOf('blocks') + 2, 'plaintext')?.contents as MarkupContent).value).toContain(expected);
    }
  });

  it('shows a Python field as well', async () => {
    const { text, offset } = cursor(PY.replace('"text": "Open"', '"text": "Op|en"'));
    const graph = await appOf('/app/app.py', text);
    expect((literalHover(graph, '/app/app.py', offset, 'plaintext')?.contents as MarkupContent).value).toContain('4 / 24 characters');
  });
});

describe('completion in code files', () => {
  const labels = (list: CompletionList) => list.items.map((item) => item.label);

  it("offers the block types a modal's blocks take inside type: '…', in the string's quotes", async () => {
    const { text, offset } = cursor(JS.replace("{ type: 'input', label", "{ type: 'in|put', label"));
    const graph = await appOf('/app/listeners.js', text);
    const list = literalCompletion(graph, '/app/listeners.js', offset);
    expect(labels(list)).toContain('input');
    expect(labels(list)).toContain('section');
    // A modal shows no file block.
    expect(labels(list)).not.toContain('file');
    const edit = list.items.find((item) => item.label === 'section')!.textEdit as TextEdit;
    expect(applyEdits(text, [edit])).toBe(JS.replace("{ type: 'input', label", "{ type: 'section', label"));
  });

  it('offers the element types an input block takes, in Python', async () => {
    const { text, offset } = cursor(PY.replace('"type": "plain_text_input"', '"type": "|plain_text_input"'));
    const graph = await appOf('/app/app.py', text);
    const list = literalCompletion(graph, '/app/app.py', offset);
    expect(labels(list)).toContain('static_select');
    expect(labels(list)).not.toContain('button');
  });

  it('offers the keys of the object at the cursor that it does not have yet', async () => {
    const { text, offset } = cursor(JS.replace("      type: 'modal',\n", "      type: 'modal',\n      |\n"));
    const graph = await appOf('/app/listeners.js', text);
    const list = literalCompletion(graph, '/app/listeners.js', offset);
    expect(labels(list)).toContain('submit');
    expect(labels(list)).not.toContain('title');
    const edit = list.items.find((item) => item.label === 'submit')!.textEdit as TextEdit;
    expect(applyEdits(text, [edit])).toBe(JS.replace("      type: 'modal',\n", "      type: 'modal',\n      submit: { type: 'plain_text', text: '' },\n"));
    const shorthand = cursor(JS.replace("      type: 'modal',\n", "      type: 'modal',\n      subm|,\n"));
    const shorthandGraph = await appOf('/app/listeners.js', shorthand.text);
    const shorthandEdit = literalCompletion(shorthandGraph, '/app/listeners.js', shorthand.offset).items.find((item) => item.label === 'submit')!
      .textEdit as TextEdit;
    expect(applyEdits(shorthand.text, [shorthandEdit])).toBe(
      JS.replace("      type: 'modal',\n", "      type: 'modal',\n      submit: { type: 'plain_text', text: '' },\n"),
    );
    const quoted = cursor(JS.replace(/(\w+): /g, "'$1': ").replace("      'type': 'modal',\n", "      'type': 'modal',\n      |\n"));
    const quotedGraph = await appOf('/app/listeners.js', quoted.text);
    const quotedEdit = literalCompletion(quotedGraph, '/app/listeners.js', quoted.offset).items.find((item) => item.label === 'submit')!.textEdit as TextEdit;
    expect(applyEdits(quoted.text, [quotedEdit])).toContain("      'type': 'modal',\n      'submit': { 'type': 'plain_text', 'text': '' },\n");
    const py = cursor(PY.replace('            "type": "modal",\n', '            "type": "modal",\n            |\n'));
    const pyGraph = await appOf('/app/app.py', py.text);
    const pyList = literalCompletion(pyGraph, '/app/app.py', py.offset);
    const pyEdit = pyList.items.find((item) => item.label === 'submit')!.textEdit as TextEdit;
    expect(applyEdits(py.text, [pyEdit])).toBe(
      PY.replace('            "type": "modal",\n', '            "type": "modal",\n            "submit": {"type": "plain_text", "text": ""},\n'),
    );
  });

  it('completes a key whose quotes are open in a Python file that does not parse, from its last readable text', async () => {
    const path = '/app/app.py';
    const end = '            ],\n        },';
    const before = PY.replace(end, '            ],\n\n        },');
    const typed = cursor(PY.replace(end, '            ],\n            "su|"\n        },'));
    const graph = new AppGraph('/app/manifest.json', [path], []);
    let text = before;
    const read = (name: string) => (name === path ? text : name === '/app/manifest.json' ? MANIFEST : undefined);
    await graph.refresh(read, readCode, {});
    text = typed.text;
    await graph.refresh(read, readCode, {});
    expect(graph.facts(path)!.facts.unreadable).toBeDefined();
    const list = literalCompletion(graph, path, typed.offset);
    const edit = list.items.find((item) => item.label === 'submit')!.textEdit as TextEdit;
    expect(applyEdits(typed.text, [edit])).toBe(PY.replace(end, '            ],\n            "submit": {"type": "plain_text", "text": ""}\n        },'));
  });
});
