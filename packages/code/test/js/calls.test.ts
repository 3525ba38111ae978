import { describe, expect, it } from 'vitest';
import { readOne, spanOf } from './read.js';

describe('JavaScript Web API calls', () => {
  it('reads client methods at the method name, through any receiver chain the catalogue knows', async () => {
    const text = [
      'app.action("a", async ({ client, body }) => {',
      '  await client.chat.postMessage({ channel: body.user.id, text: "hi" });',
      '  await app.client.users.info({ user: body.user.id });',
      '  await this.web.admin.conversations.restrictAccess.addGroup({});',
      '  await client.assistant.threads.setStatus({});',
      '});',
    ].join('\n');
    const facts = await readOne('app.js', text);
    expect(facts.calls).toEqual([
      { method: 'chat.postMessage', via: 'client', span: spanOf(text, 'postMessage') },
      { method: 'users.info', via: 'client', span: spanOf(text, 'info') },
      { method: 'admin.conversations.restrictAccess.addGroup', via: 'client', span: spanOf(text, 'addGroup') },
      { method: 'assistant.threads.setStatus', via: 'client', span: spanOf(text, 'setStatus') },
    ]);
  });

  it('does not take a root name or another package’s object for a client', async () => {
    const text = [
      "import Stripe from 'stripe';",
      'const stripe = new Stripe(key);',
      'await stripe.files.list();',
      'await chat.postMessage({});',
      'await client.chat.postMessages({});',
      'const web = new WebClient(token); await web.files.list();',
    ].join('\n');
    const facts = await readOne('app.js', text);
    expect(facts.calls).toEqual([{ method: 'files.list', via: 'client', span: spanOf(text, 'list', 'web.files') }]);
  });

  it('reads calls by name, following constants, and leaves a computed name open', async () => {
    const text = [
      "const METHOD = 'reactions.add';",
      "await web.apiCall('chat.postMessage', { channel });",
      'await web.apiCall(METHOD, {});',
      'await client.apiCall(name, {});',
      'await client[verb]({});',
    ].join('\n');
    const facts = await readOne('app.js', text);
    expect(facts.calls).toEqual([
      { method: 'chat.postMessage', via: 'by-name', span: spanOf(text, "'chat.postMessage'") },
      { method: 'reactions.add', via: 'by-name', span: spanOf(text, 'METHOD', 'apiCall(') },
      { via: 'by-name', span: spanOf(text, 'name', 'client.apiCall') },
    ]);
    expect(facts.open).toEqual([
      { touches: 'calls', reason: 'method name computed', span: spanOf(text, 'name', 'client.apiCall') },
      { touches: 'calls', reason: 'method name computed', span: spanOf(text, 'verb') },
    ]);
  });

  it('reads say as chat.postMessage and respond with no method, when the listener gives them', async () => {
    const text = [
      "app.command('/hi', async ({ ack, say, respond }) => {",
      "  await say('hello');",
      "  await respond({ text: 'only you' });",
      '});',
      'function say() {}',
    ].join('\n');
    const facts = await readOne('app.js', text);
    expect(facts.calls).toEqual([
      { method: 'chat.postMessage', via: 'say', span: spanOf(text, 'say', 'await say') },
      { via: 'respond', span: spanOf(text, 'respond', 'await respond') },
    ]);
    // A function the file defines under the name is its own, not Bolt's.
    const own = 'function say(text) { console.log(text); }\nsay("x");';
    expect((await readOne('util.js', own)).calls).toEqual([]);
  });
});
