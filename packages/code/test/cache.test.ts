import { describe, expect, it } from 'vitest';
import { checkCodeFiles, CodeCache } from 'manifesto-code';

const ids = { fileName: '/app/ids.js', text: "export const APPROVE = 'approve_button';\n" };
const listeners = { fileName: '/app/listeners.js', text: "import { APPROVE } from './ids.js';\napp.action(APPROVE, async () => {});\n" };
const home = { fileName: '/app/home.js', text: "app.event('app_home_opened', async () => {});\n" };

describe('CodeCache', () => {
  it('reads again only the files whose text changed, and links them as a fresh call would', async () => {
    const cache = new CodeCache();
    const first = await checkCodeFiles([ids, listeners, home], { cache });
    const edited = { ...ids, text: "export const APPROVE = 'approve';\n" };
    const second = await checkCodeFiles([edited, listeners, home], { cache });
    // The untouched file without imports is the kept reading itself; the edited constant reaches its importer.
    expect(second[2]!.facts).toBe(first[2]!.facts);
    expect(second[1]!.facts.listeners.map((listener) => listener.id)).toEqual([{ kind: 'exact', value: 'approve' }]);
    expect(second).toEqual(await checkCodeFiles([edited, listeners, home]));
  });

  it('forgets a file no longer given', async () => {
    const cache = new CodeCache();
    await checkCodeFiles([ids, listeners], { cache });
    const alone = await checkCodeFiles([listeners], { cache });
    expect(alone[0]!.facts.listeners.map((listener) => listener.id)).toEqual([{ kind: 'computed' }]);
  });
});

/** An app whose modal is written in the posting file with its blocks from a helper module (then one further down). */
function modalApp(language: 'js' | 'py', blockType: 'section' | 'input') {
  const block =
    blockType === 'input'
      ? "{ 'type': 'input', 'label': { 'type': 'plain_text', 'text': 'Why' }, 'element': { 'type': 'plain_text_input', 'action_id': 'why' } }"
      : "{ 'type': 'section', 'text': { 'type': 'mrkdwn', 'text': 'Why' } }";
  if (language === 'js') {
    return [
      { fileName: '/app/deep.js', text: `export const BLOCKS = [${block}];\n` },
      { fileName: '/app/helpers.js', text: "export { BLOCKS } from './deep.js';\n" },
      {
        fileName: '/app/app.js',
        text: "import { BLOCKS } from './helpers.js';\napp.shortcut('s', async ({ ack, client, body }) => {\n  await client.views.open({ trigger_id: body.trigger_id, view: { type: 'modal', title: { type: 'plain_text', text: 'Form' }, blocks: BLOCKS } });\n});\n",
      },
      { fileName: '/app/home.js', text: "app.event('app_home_opened', async () => {});\n" },
    ];
  }
  return [
    { fileName: '/app/pkg/deep.py', text: `INPUTS = [${block.replace(/ \{ /g, ' {').replace(/ \}/g, '}')}]\n` },
    { fileName: '/app/pkg/helpers.py', text: 'from .deep import INPUTS\n\nBLOCKS = INPUTS\n' },
    {
      fileName: '/app/pkg/app.py',
      text: 'from .helpers import BLOCKS\n\n\n@app.shortcut("s")\ndef open_form(ack, client, body):\n    ack()\n    client.views_open(trigger_id=body["trigger_id"], view={"type": "modal", "title": {"type": "plain_text", "text": "Form"}, "blocks": BLOCKS})\n',
    },
    { fileName: '/app/pkg/home.py', text: '@app.event("app_home_opened")\ndef home(event):\n    pass\n' },
  ];
}

describe('CodeCache, payload problems', () => {
  for (const language of ['js', 'py'] as const) {
    it(`reads again a file's payloads when a module they follow is edited, and keeps them on an unrelated edit (${language})`, async () => {
      const cache = new CodeCache();
      const [deep, helpers, app, home] = modalApp(language, 'section');
      const first = await checkCodeFiles([deep!, helpers!, app!, home!], { root: '/app', cache });
      expect(first[2]!.problems).toEqual([]);
      // The module two imports down now gives an input, so the modal written in the importer needs a submit button.
      const [withInput] = modalApp(language, 'input');
      const second = await checkCodeFiles([withInput!, helpers!, app!, home!], { root: '/app', cache });
      expect(second[2]!.problems.map((problem) => [problem.rule, problem.pointer])).toEqual([['modal-submit-required', '/type']]);
      expect(second).toEqual(await checkCodeFiles([withInput!, helpers!, app!, home!], { root: '/app' }));
      // A file the payload does not follow is edited: the importer's problems are the kept ones.
      const editedHome = { ...home!, text: `${home!.text}\n` };
      const third = await checkCodeFiles([withInput!, helpers!, app!, editedHome], { root: '/app', cache });
      expect(third[2]!.problems[0]).toBe(second[2]!.problems[0]);
      // And back: the kept problem goes.
      const fourth = await checkCodeFiles([deep!, helpers!, app!, editedHome], { root: '/app', cache });
      expect(fourth[2]!.problems).toEqual([]);
    });
  }

  it('reads a payload again when a file appears under a name its import tried first', async () => {
    const cache = new CodeCache();
    const [, , app] = modalApp('js', 'section');
    const importer = { ...app!, text: app!.text.replace("'./helpers.js'", "'./helpers'") };
    const sections = { fileName: '/app/helpers.js', text: modalApp('js', 'section')[0]!.text };
    expect((await checkCodeFiles([sections, importer], { root: '/app', cache }))[1]!.problems).toEqual([]);
    // `./helpers` names helpers.ts before helpers.js.
    const inputs = { fileName: '/app/helpers.ts', text: modalApp('js', 'input')[0]!.text };
    const added = await checkCodeFiles([sections, inputs, importer], { root: '/app', cache });
    expect(added[2]!.problems.map((problem) => problem.rule)).toEqual(['modal-submit-required']);
  });

  it('reads every payload again when the severities change', async () => {
    const cache = new CodeCache();
    const files = modalApp('js', 'input');
    const error = await checkCodeFiles(files, { root: '/app', cache });
    expect(error[2]!.problems.map((problem) => problem.severity)).toEqual(['error']);
    const off = await checkCodeFiles(files, { root: '/app', cache, rules: { 'modal-submit-required': 'off' } });
    expect(off[2]!.problems).toEqual([]);
  });
});
