import { describe, expect, it } from 'vitest';
import { py, read } from './read-helpers.js';

describe('Python listeners', () => {
  it('reads every decorator kind with its id as written', async () => {
    const { facts, at } = await read(
      py(
        'import re',
        'from slack_bolt import App',
        'app = App(token="x")',
        '@app.action("approve")',
        'def a(ack): ack()',
        '@app.view("report_view")',
        'def b(ack): ack()',
        '@app.command("/deploy")',
        'def c(ack): ack()',
        "@app.shortcut('open_report')",
        'def d(ack): ack()',
        '@app.options("pick_project")',
        'def e(ack): ack()',
        '@app.event("app_home_opened")',
        'def f(): pass',
        '@app.message(re.compile(r"^hel+o\\b", re.I))',
        'def g(say): pass',
        '@app.function("sample_step")',
        'def h(): pass',
      ),
    );
    expect(facts.listeners.map((l) => [l.kind, l.id, at(l.span)])).toEqual([
      ['action', { kind: 'exact', value: 'approve' }, '"approve"'],
      ['view', { kind: 'exact', value: 'report_view' }, '"report_view"'],
      ['command', { kind: 'exact', value: '/deploy' }, '"/deploy"'],
      ['shortcut', { kind: 'exact', value: 'open_report' }, "'open_report'"],
      ['options', { kind: 'exact', value: 'pick_project' }, '"pick_project"'],
      ['event', { kind: 'exact', value: 'app_home_opened' }, '"app_home_opened"'],
      ['message', { kind: 'pattern', source: '^hel+o\\b', flags: 'i' }, 're.compile(r"^hel+o\\b", re.I)'],
      ['function', { kind: 'exact', value: 'sample_step' }, '"sample_step"'],
    ]);
    expect(facts.open).toEqual([]);
    expect(facts.unreadable).toBeUndefined();
  });

  it('reads the actions and views a custom step registers on what app.function returns', async () => {
    const { facts, at } = await read(
      py(
        'from slack_bolt import App',
        'from .utils import APPROVE_ID',
        'from .steps import review, approve, closed',
        '',
        'def register(app: App):',
        '    step = app.function("review_step")(review)',
        '    step.action(APPROVE_ID)(approve)',
        '    step.view_closed("review_view")(closed)',
        '    other.action("not_a_listener")(approve)',
        '',
        '@app.function("second_step")',
        'def second(ack): ack()',
        '',
        '@second.action("second_approve")',
        'def second_approve(ack): ack()',
      ),
    );
    expect(facts.listeners.map((l) => [l.kind, l.type, at(l.span)])).toEqual([
      ['function', undefined, '"review_step"'],
      ['action', undefined, 'APPROVE_ID'],
      ['view', 'view_closed', '"review_view"'],
      ['function', undefined, '"second_step"'],
      ['action', undefined, '"second_approve"'],
    ]);
  });

  it('reads the call form in a register(app) function, with or without the App annotation', async () => {
    const { facts, at } = await read(
      py(
        'from slack_bolt import App',
        'from .sample_action import sample_action_callback',
        '',
        'def register(app: App):',
        '    app.action("sample_action_id")(sample_action_callback)',
        '',
        'def register_more(app):',
        '    app.view_submission("sample_view_id")(sample_action_callback)',
        '    app.global_shortcut("g")(sample_action_callback)',
        '    app.message_shortcut("m")(sample_action_callback)',
        '    app.block_action("b")(sample_action_callback)',
        '    app.view_closed("closed")(sample_action_callback)',
      ),
    );
    expect(facts.listeners.map((l) => [l.kind, l.id, l.type, at(l.span)])).toEqual([
      ['action', { kind: 'exact', value: 'sample_action_id' }, undefined, '"sample_action_id"'],
      ['view', { kind: 'exact', value: 'sample_view_id' }, 'view_submission', '"sample_view_id"'],
      ['shortcut', { kind: 'exact', value: 'g' }, 'shortcut', '"g"'],
      ['shortcut', { kind: 'exact', value: 'm' }, 'message_action', '"m"'],
      ['action', { kind: 'exact', value: 'b' }, 'block_actions', '"b"'],
      ['view', { kind: 'exact', value: 'closed' }, 'view_closed', '"closed"'],
    ]);
  });

  it('reads AsyncApp bindings under any name, and keyword constraints', async () => {
    const { facts } = await read(
      py(
        'from slack_bolt.async_app import AsyncApp',
        'bolt = AsyncApp()',
        '@bolt.command(command="/ask")',
        'async def ask(ack): await ack()',
        '@bolt.function(callback_id="step")',
        'async def step(): pass',
      ),
    );
    expect(facts.listeners.map((l) => [l.kind, l.id])).toEqual([
      ['command', { kind: 'exact', value: '/ask' }],
      ['function', { kind: 'exact', value: 'step' }],
    ]);
  });

  it('reads constraint dicts: ids, block ids, types, and a block-only catch-all', async () => {
    const { facts, at } = await read(
      py(
        '@app.action({"action_id": "approve", "block_id": "request"})',
        'def a(): pass',
        '@app.view({"callback_id": "survey", "type": "view_closed"})',
        'def b(): pass',
        '@app.shortcut({"callback_id": "share", "type": "message_action"})',
        'def c(): pass',
        '@app.action({"block_id": "pickers"})',
        'def d(): pass',
        '@app.event({"type": "message", "subtype": "message_changed"})',
        'def e(): pass',
        '@app.options({"action_id": re.compile("^project_")})',
        'def f(): pass',
      ),
    );
    expect(facts.listeners.map((l) => [l.kind, l.id, l.blockId, l.type, at(l.span)])).toEqual([
      ['action', { kind: 'exact', value: 'approve' }, { kind: 'exact', value: 'request' }, undefined, '"approve"'],
      ['view', { kind: 'exact', value: 'survey' }, undefined, 'view_closed', '"survey"'],
      ['shortcut', { kind: 'exact', value: 'share' }, undefined, 'message_action', '"share"'],
      ['action', undefined, { kind: 'exact', value: 'pickers' }, undefined, 'action'],
      ['event', { kind: 'exact', value: 'message' }, undefined, undefined, '"message"'],
      ['options', { kind: 'pattern', source: '^project_', flags: '' }, undefined, undefined, 're.compile("^project_")'],
    ]);
    // A constraint is what the listener waits for, never an id the app declares.
    expect(facts.declared).toEqual([]);
  });

  it('marks computed ids open: f-strings with placeholders, parameters, calls, spreads, unreadable flags', async () => {
    const { facts, at } = await read(
      py(
        'PREFIX = "team"',
        'def register(app, name):',
        '    app.action(f"{PREFIX}_approve")(handler)',
        '    app.action(name)(handler)',
        '    app.view(build_id())(handler)',
        '    app.action({**BASE, "action_id": "x"})(handler)',
        '    app.message(re.compile("hi", re.X))(handler)',
        '    for id in IDS:',
        '        app.command(id)(handler)',
        '    app.action(f"plain{{braces}}")(handler)',
      ),
    );
    expect(facts.listeners.map((l) => [l.id, at(l.span)])).toEqual([
      [{ kind: 'computed' }, 'f"{PREFIX}_approve"'],
      [{ kind: 'computed' }, 'name'],
      [{ kind: 'computed' }, 'build_id()'],
      [{ kind: 'computed' }, '{**BASE, "action_id": "x"}'],
      [{ kind: 'computed' }, 're.compile("hi", re.X)'],
      [{ kind: 'computed' }, 'id'],
      [{ kind: 'exact', value: 'plain{braces}' }, 'f"plain{{braces}}"'],
    ]);
    expect(facts.open.map((o) => [o.touches, at(o.span)])).toEqual([
      ['listeners', 'f"{PREFIX}_approve"'],
      ['listeners', 'name'],
      ['listeners', 'build_id()'],
      ['listeners', '{**BASE, "action_id": "x"}'],
      ['listeners', 're.compile("hi", re.X)'],
      ['listeners', 'id'],
    ]);
  });

  it('counts an assistant registered with app.assistant or app.use, not its own handlers as events', async () => {
    const { facts, at } = await read(
      py(
        'from slack_bolt import Assistant',
        'assistant = Assistant()',
        '@assistant.thread_started',
        'def start(say): say("Hi")',
        '@assistant.user_message',
        'def reply(say): say("…")',
        'def register_listeners(app):',
        '    app.assistant(assistant)',
        '    app.use(assistant)',
        '    app.use(log_requests)',
      ),
    );
    expect(facts.listeners.map((l) => [l.kind, at(l.span)])).toEqual([
      ['assistant', 'assistant'],
      ['assistant', 'use'],
    ]);
  });

  it('ignores apps of other frameworks and names bound to something else', async () => {
    const { facts } = await read(
      py('import typer', 'app = typer.Typer()', '@app.command("deploy")', 'def deploy(): pass', 'def helper(app: Flask):', '    app.view("x")'),
    );
    expect(facts.listeners).toEqual([]);
  });
});
