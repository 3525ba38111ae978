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

  it("takes the platform's own clients for clients however Deno names their package, and another package's still not", async () => {
    const text = [
      'import { WebClient } from "npm:@slack/web-api@7";',
      'import { WebClient as Web } from "https://esm.sh/@slack/web-api@7.8.0";',
      'import { SlackAPI } from "deno-slack-api/mod.ts";',
      'import { SlackAPI as Api } from "https://deno.land/x/deno_slack_api@2.8.0/mod.ts";',
      'import Stripe from "npm:stripe@14";',
      'import { Octokit } from "https://esm.sh/@octokit/rest@20";',
      'const web = new WebClient(token);',
      'const esm = new Web(token);',
      'const client = SlackAPI(token, { slackApiUrl: env.SLACK_API_URL });',
      'const api = Api(token);',
      'const stripe = new Stripe(key);',
      'const octokit = new Octokit({ auth });',
      'await web.chat.postMessage({ channel, text });',
      'await esm.users.info({ user });',
      'await client.reactions.add({ channel, timestamp, name });',
      'await api.conversations.join({ channel });',
      'await stripe.files.list();',
      'await octokit.users.list();',
    ].join('\n');
    const facts = await readOne('functions/notify.ts', text);
    expect(facts.calls).toEqual([
      { method: 'chat.postMessage', via: 'client', span: spanOf(text, 'postMessage') },
      { method: 'users.info', via: 'client', span: spanOf(text, 'info', 'esm.users') },
      { method: 'reactions.add', via: 'client', span: spanOf(text, 'add', 'client.reactions') },
      { method: 'conversations.join', via: 'client', span: spanOf(text, 'join', 'api.conversations') },
    ]);
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
