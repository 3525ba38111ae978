import { describe, expect, it } from 'vitest';
import { checkCodeFiles, CodeCache } from '../../src/index.js';
import { fixture, lines, literalsOf } from '../literals/read.js';
import { STARTER_APP } from './starter-app.js';

/** What a Python fixture's `# expect: rule [rule…]` comments say is reported on their line. */
function expected(text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const marks = /# expect: ([\w\s-]+)$/.exec(line)?.[1]?.trim().split(/\s+/) ?? [];
    return marks.map((rule) => `${index + 1} ${rule}`);
  });
}

/**
 * Block Kit payloads written in Python (keyword arguments, single and double quotes, module constants and
 * local variables), checked as the JavaScript ones are and reported at the Python source's line.
 */
describe('Block Kit payloads written in Python', () => {
  it('reports each planted mistake once, at its line (say, respond, views_open, views_publish, ack)', async () => {
    const file = fixture('python/planted.py');
    const [problems] = await literalsOf([file]);
    expect(lines(problems!).sort()).toEqual(expected(file.text).sort());
  });

  it("warns at a Home tab's modal-only key in views_publish, where it is written", async () => {
    const text = [
      'def home(client, event):',
      '    client.views_publish(',
      '        user_id=event["user"],',
      '        view={"type": "home", "title": {"type": "plain_text", "text": "Tasks"}, "blocks": [{"type": "divider"}]},',
      '    )',
      '',
    ].join('\n');
    const [problems] = await literalsOf([{ fileName: '/app/home.py', text }]);
    expect(problems!.map((problem) => [problem.range.start.line + 1, problem.rule, problem.severity, problem.pointer])).toEqual([
      [4, 'home-modal-key', 'warning', '/title'],
    ]);
    expect(text.slice(problems![0]!.span.start, problems![0]!.span.end)).toBe('"title"');
  });

  it('continues the pointer inside the literal and marks the key or value written', async () => {
    const file = fixture('python/planted.py');
    const [problems] = await literalsOf([file]);
    const header = problems!.find((problem) => problem.rule === 'max-length')!;
    expect(header.pointer).toBe('/blocks/0/text/text');
    expect(file.text.slice(header.span.start, header.span.end)).toMatch(/^"A header that goes on.*reads it"$/);
    const key = problems!.find((problem) => problem.rule === 'unknown-key')!;
    expect(key.pointer).toBe('/colour');
    expect(file.text.slice(key.span.start, key.span.end)).toBe("'colour'");
    const type = problems!.find((problem) => problem.rule === 'unknown-type' && problem.pointer === '/blocks/1/type')!;
    expect(file.text.slice(type.span.start, type.span.end)).toBe("'sectoin'");
  });

  it('follows payloads built in another module and reports them where they are written, once for two calls', async () => {
    const views = { ...fixture('python/modules/views.py'), fileName: '/app/pkg/views.py' };
    const app = { ...fixture('python/modules/app.py'), fileName: '/app/pkg/app.py' };
    const [inViews, inApp] = await literalsOf([views, app]);
    expect(lines(inViews!).sort()).toEqual(expected(views.text).sort());
    expect(inApp).toEqual([]);
  });

  it('an editor that keeps the importing file sees the imported module as edited', async () => {
    const views = { ...fixture('python/modules/views.py'), fileName: '/app/pkg/views.py' };
    const app = { ...fixture('python/modules/app.py'), fileName: '/app/pkg/app.py' };
    const cache = new CodeCache();
    const rules = async (files: (typeof views)[]) => (await checkCodeFiles(files, { root: '/app', cache }))[0]!.problems.map((problem) => problem.rule);
    expect((await rules([views, app])).sort()).toEqual(['modal-submit-required', 'unknown-type']);
    const fixed = { ...views, text: views.text.replace("'contxt'", "'context'").replace('"title": TITLE,', '"title": TITLE, "submit": TITLE,') };
    expect(await rules([fixed, app])).toEqual([]);
  });

  it("takes a value handed to the app's own function as unknown (it may fill it), and one only read or posted as known", async () => {
    const text = [
      'import json',
      '',
      'WHY = {"type": "input", "label": {"type": "plain_text", "text": "Why"}, "element": {"type": "plain_text_input", "action_id": "why"}}',
      '',
      'def add_footer(rows):',
      '    rows.append({"type": "context", "elements": [{"type": "mrkdwn", "text": "Thanks"}]})',
      '',
      'def add_submit(view):',
      '    view["submit"] = {"type": "plain_text", "text": "Send"}',
      '',
      '@app.shortcut("notes")',
      'def notes(ack, client, body, logger):',
      '    ack()',
      '    blocks = []',
      '    add_footer(blocks)',
      '    client.views_open(trigger_id=body["trigger_id"], view={"type": "modal", "title": {"type": "plain_text", "text": "Notes"}, "blocks": blocks})',
      '    form = {"type": "modal", "title": {"type": "plain_text", "text": "Form"}, "blocks": [WHY]}',
      '    add_submit(form)',
      '    client.views_open(trigger_id=body["trigger_id"], view=form)',
      '    logged = {"type": "modal", "title": {"type": "plain_text", "text": "Logged"}, "blocks": [WHY]}',
      '    logger.debug(json.dumps(logged))',
      '    if (logged):',
      '        client.views_open(trigger_id=body["trigger_id"], view=logged)',
      '',
    ].join('\n');
    const [problems] = await literalsOf([{ fileName: '/app/notes.py', text }]);
    expect(lines(problems!)).toEqual(['20 modal-submit-required']);
  });

  it('reports nothing in a file whose payloads are computed everywhere', async () => {
    expect(await literalsOf([fixture('python/computed.py')])).toEqual([[]]);
  });

  it("reports nothing in listeners of the starter template's shape (views_update, views_publish, respond, chat_postMessage)", async () => {
    expect(await literalsOf([fixture('python/sample_action.py')])).toEqual([[]]);
  });

  it('checks a Home tab as a Home tab across a whole app: only its empty blocks are said, as a warning', async () => {
    const files = Object.entries(STARTER_APP).map(([path, text]) => ({ fileName: `/app/${path}`, text }));
    const results = await literalsOf(files);
    const said = results.flatMap((problems, index) => problems.map((problem) => [files[index]!.fileName, problem.rule, problem.severity, problem.pointer]));
    expect(said).toEqual([['/app/starter/listeners/events/app_home_opened.py', 'view-blocks-empty', 'warning', '/blocks']]);
  });
});
