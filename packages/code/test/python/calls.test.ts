import { describe, expect, it } from 'vitest';
import { py, read } from './read-helpers.js';

describe('Python Web API calls', () => {
  it('maps client methods to the catalogue names, with keyword arguments and through app.client', async () => {
    const { facts, at } = await read(
      py(
        'from slack_sdk import WebClient',
        'web = WebClient(token="x")',
        'def handle(client, body, say, respond, context):',
        '    client.chat_postMessage(channel=body["c"], blocks=[{"type": "divider"}])',
        '    app.client.users_info(user="U1")',
        '    web.admin_conversations_restrictAccess_addGroup(channel_id="C1", group_id="S1")',
        '    context.client.reactions_add(name="eyes")',
        '    say("Hello")',
        '    respond(text="Done")',
        '    context.say("Hi")',
      ),
    );
    expect(facts.calls.map((c) => [c.method, c.via, at(c.span)])).toEqual([
      ['chat.postMessage', 'client', 'chat_postMessage'],
      ['users.info', 'client', 'users_info'],
      ['admin.conversations.restrictAccess.addGroup', 'client', 'admin_conversations_restrictAccess_addGroup'],
      ['reactions.add', 'client', 'reactions_add'],
      ['chat.postMessage', 'say', 'say'],
      [undefined, 'respond', 'respond'],
      ['chat.postMessage', 'say', 'say'],
    ]);
  });

  it('leaves the declared ids open when blocks or a view are parsed from JSON at run time', async () => {
    const { facts, at } = await read(
      py(
        'import json',
        'from .blocks import local_blocks',
        'def handle(client, say):',
        '    say(blocks=json.loads(RAW)["blocks"])',
        '    client.views_open(trigger_id=t, view=json.load(open("modal.json")))',
        '    client.chat_postMessage(channel="C1", blocks=local_blocks())',
      ),
    );
    expect(facts.open.map((open) => [open.touches, at(open.span)])).toEqual([
      ['declared-ids', 'json.loads(RAW)["blocks"]'],
      ['declared-ids', 'json.load(open("modal.json"))'],
    ]);
  });

  it('reads api_call by name, and opens a computed name', async () => {
    const { facts, at } = await read(
      py(
        'METHOD = "conversations.info"',
        'def handle(client, name):',
        '    client.api_call("chat.scheduleMessage", json={})',
        '    client.api_call(api_method=METHOD)',
        '    client.api_call(name)',
      ),
    );
    expect(facts.calls.map((c) => [c.method, c.via, at(c.span)])).toEqual([
      ['chat.scheduleMessage', 'by-name', '"chat.scheduleMessage"'],
      ['conversations.info', 'by-name', 'METHOD'],
      [undefined, 'by-name', 'name'],
    ]);
    expect(facts.open.map((o) => [o.touches, at(o.span)])).toEqual([['calls', 'name']]);
  });

  it('takes no call from names the catalogue does not know or receivers that are no client', async () => {
    const { facts } = await read(
      py(
        'def say(text): print(text)',
        'def handle(client, cache):',
        '    client.fetch_all_pages()',
        '    client.chat_postMesage(channel="C")',
        '    cache.users_info("U1")',
        '    say("not Bolt")',
        '    handler = client.chat_postMessage',
      ),
    );
    expect(facts.calls).toEqual([]);
  });
});

describe('Python declared ids', () => {
  it('reads ids in dict literals with their object type, and in keyword arguments', async () => {
    const { facts, at } = await read(
      py(
        'APPROVE = "approve"',
        'view = {',
        '    "type": "modal",',
        '    "callback_id": "request_view",',
        '    "blocks": [',
        '        {"type": "actions", "block_id": "buttons", "elements": [',
        '            {"type": "button", "action_id": APPROVE, "text": {"type": "plain_text", "text": "OK"}},',
        "            {'type': 'button', 'action_id': f'deny_{n}'},",
        '        ]},',
        '    ],',
        '}',
        'button = ButtonElement(text="Go", action_id="go")',
        'modal = View(type="modal", callback_id="v2", blocks=[])',
      ),
    );
    expect(facts.declared.map((d) => [d.key, d.value, d.objectType, at(d.span)])).toEqual([
      ['callback_id', { kind: 'exact', value: 'request_view' }, 'modal', '"request_view"'],
      ['block_id', { kind: 'exact', value: 'buttons' }, 'actions', '"buttons"'],
      ['action_id', { kind: 'exact', value: 'approve' }, 'button', 'APPROVE'],
      ['action_id', { kind: 'computed' }, 'button', "f'deny_{n}'"],
      ['action_id', { kind: 'exact', value: 'go' }, undefined, '"go"'],
      ['callback_id', { kind: 'exact', value: 'v2' }, 'modal', '"v2"'],
    ]);
    expect(facts.open.map((o) => [o.touches, at(o.span)])).toEqual([['declared-ids', "f'deny_{n}'"]]);
  });
});

describe('Python receivers', () => {
  it('finds socket mode, an HTTP start, and both as computed', async () => {
    const socket = await read(py('from slack_bolt.adapter.socket_mode import SocketModeHandler', 'SocketModeHandler(app, os.environ["T"]).start()'));
    expect(socket.facts.socketMode?.value).toBe(true);
    expect(socket.at(socket.facts.socketMode!.span)).toBe('SocketModeHandler');
    const http = await read(py('app = App()', 'if __name__ == "__main__":', '    app.start(port=3000)'));
    expect(http.facts.socketMode?.value).toBe(false);
    expect(http.at(http.facts.socketMode!.span)).toBe('start');
    const flask = await read(py('handler = SlackRequestHandler(app)'));
    expect(flask.facts.socketMode?.value).toBe(false);
    const both = await read(py('if SOCKET:', '    SocketModeHandler(app, t).start()', 'else:', '    app.start(3000)'));
    expect(both.facts.socketMode?.value).toBe('computed');
    expect(both.at(both.facts.socketMode!.span)).toBe('SocketModeHandler');
    const none = await read(py('x = 1'));
    expect(none.facts.socketMode).toBeUndefined();
  });
});
