import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { checkDocument } from 'manifesto-core';
import { ruleById } from '../../src/rules/registry.js';
import { applyFixEdits } from '../../src/rules/apply-fix.js';
import type { FixContext } from '../../src/rules/fix.js';
import { CodeFile, lineIn, manifestTwins, runApp } from './app-fixtures.js';
import { STARTER_MANIFEST, starterCode } from './starter-app.js';

const withFile = (file: CodeFile) => [...starterCode(), file];
const CONTEXT: FixContext = { value: undefined, placeholderAt: () => undefined, pathOf: (pointer) => pointer, placeholdersAt: () => [] };

describe('scopes the code needs and the manifest requests', () => {
  it('reports a call whose method needs a scope nothing requests, and not one any of its scopes covers', () => {
    const file = new CodeFile(
      'listeners/lookup.js',
      `const user = await client.users.info({ user: id });
await client.conversations.create({ name: 'x' });
await client.auth.test();
await app.client.apiCall('reactions.add', { name: 'tada' });
await client.chat.postEphemeral({ channel, user, text });`,
    )
      .call('users.info', 'client', 'info')
      .call('conversations.create', 'client', 'create')
      .call('auth.test', 'client', 'test')
      .call('reactions.add', 'by-name')
      .call('chat.postEphemeral', 'client', 'postEphemeral');
    const { result, problems } = runApp(manifestTwins(STARTER_MANIFEST)[0]!, withFile(file));
    expect(problems.map((p) => [p.rule, p.line, p.marked])).toEqual([
      ['method-scope-missing', 1, 'info'],
      ['method-scope-missing', 2, 'create'],
      ['method-scope-missing', 4, "'reactions.add'"],
    ]);
    const data = result.problems.find((entry) => entry.fileName === 'listeners/lookup.js')!.problems.map((p) => p.data);
    expect(data[1]).toMatchObject({ method: 'conversations.create', scope: 'channels:manage', list: 'bot' });
    expect((data[1] as { scopes: string[] }).scopes.length).toBeGreaterThan(1);
  });

  it('accepts a scope in the user or the optional lists', () => {
    const text = STARTER_MANIFEST.replace(/(\n(\s*)- commands)/, '$1\n$2- users:read').replace('    bot:', '    user:\n      - search:read\n    bot:');
    const file = new CodeFile('listeners/search.js', 'await client.search.messages({ query });\nawait client.users.info({ user });')
      .call('search.messages', 'client', 'messages')
      .call('users.info', 'client', 'info');
    expect(parse(text)).toMatchObject({ oauth_config: { scopes: { user: ['search:read'] } } });
    expect(runApp(manifestTwins(text)[0]!, withFile(file)).problems).toEqual([]);
  });

  it("counts the scopes the code's OAuth installer asks for as granted, and judges nothing when its list is computed", () => {
    const call = () => new CodeFile('listeners/lookup.js', 'await client.users.info({ user: id });').call('users.info', 'client', 'info');
    const installer = new CodeFile('app-oauth.js', "new App({ scopes: ['chat:write', 'users:read'] });").installScopes(
      'bot',
      ['chat:write', 'users:read'],
      "['chat:write', 'users:read']",
    );
    const computed = new CodeFile('app-oauth.js', 'new App({ scopes: process.env.SCOPES.split(",") });').installScopes('bot', null, 'scopes');
    const [manifest] = manifestTwins(STARTER_MANIFEST);
    expect(runApp(manifest!, [...withFile(call()), installer]).problems).toEqual([]);
    expect(runApp(manifest!, [...withFile(call()), computed]).problems).toEqual([]);
    expect(runApp(manifest!, withFile(call())).problems.map((p) => p.rule)).toEqual(['method-scope-missing']);
  });

  for (const manifest of manifestTwins(STARTER_MANIFEST.replace(/\n\s*- chat:write/, ''))) {
    it(`${manifest.format}: the fix adds the scope to the manifest named in the problem, and the app is clean after it`, () => {
      const { result } = runApp(manifest, starterCode());
      const problem = result.problems.find((entry) => entry.fileName === 'listeners/views/index.js')!.problems[0]!;
      expect(problem.data?.['manifest']).toBe(manifest.fileName);
      const fixes = ruleById(problem.rule)!.fix!(problem, CONTEXT);
      expect(fixes).toEqual([
        { title: 'Add `chat:write` to `oauth_config.scopes.bot`', edits: [{ op: 'append', pointer: '/oauth_config/scopes/bot', value: 'chat:write' }] },
      ]);
      const fixed = applyFixEdits(parse(manifest.text), fixes[0]!.edits);
      const text = manifest.format === 'yaml' ? stringify(fixed) : JSON.stringify(fixed, null, 2);
      expect(checkDocument(manifest.fileName, text).problems.filter((p) => p.severity === 'error')).toEqual([]);
      expect(runApp({ ...manifest, text }, starterCode()).problems).toEqual([]);
    });
  }
});

describe('scopes nothing uses', () => {
  const text = STARTER_MANIFEST.replace(/(\n(\s*)- commands)/, '$1\n$2- users:read\n$2- chat:write.public\n$2- incoming-webhook');
  for (const manifest of manifestTwins(text)) {
    it(`${manifest.format}: an info at each scope no call, event or feature uses, and none for modifiers and install scopes`, () => {
      const { problems } = runApp(manifest, starterCode());
      expect(problems).toEqual([
        expect.objectContaining({ rule: 'scope-unused', severity: 'info', pointer: '/oauth_config/scopes/bot/3', line: lineIn(manifest.text, 'users:read') }),
      ]);
    });
  }

  it('says nothing when a subscribed or handled event needs scopes the catalogue does not list', () => {
    const subscribed = text.replace(/(\n(\s*)- message\.channels)/, '$1\n$2- shared_channel_invite_received');
    const handler = new CodeFile('listeners/invites.js', "app.event('shared_channel_invite_received', cb);").listener(
      'event',
      'shared_channel_invite_received',
    );
    expect(runApp(manifestTwins(subscribed)[0]!, [...starterCode(), handler]).problems).toEqual([]);
    const unknown = new CodeFile('listeners/new.js', "app.event('brand_new_event_type', cb);").listener('event', 'brand_new_event_type');
    expect(runApp(manifestTwins(text)[0]!, [...starterCode(), unknown]).problems).toEqual([]);
  });

  it('says nothing unless the whole app was understood', () => {
    const [manifest] = manifestTwins(text);
    const cases = [
      new CodeFile('listeners/dynamic.js', 'await client[method]();').open('calls', 'client[method]'),
      new CodeFile('listeners/by-name.js', 'await client.apiCall(name);').call(undefined, 'by-name', 'apiCall'),
      new CodeFile('listeners/any.js', 'app.event(name, cb);').listener('event', null, { at: 'name' }),
      new CodeFile('listeners/broken.js', 'app.event(').unreadable(),
    ];
    for (const file of cases)
      expect(
        runApp(manifest!, withFile(file)).problems.filter((p) => p.rule === 'scope-unused'),
        file.facts.fileName,
      ).toEqual([]);
    const broken = { fileName: 'views/home.view.json', text: '{"blocks": [' };
    expect(runApp(manifest!, starterCode(), [broken]).problems.filter((p) => p.rule === 'scope-unused')).toEqual([]);
  });
});
