import { describe, expect, it } from 'vitest';
import { CodeFile, lineIn, manifestTwins, runApp } from './app-fixtures.js';
import { STARTER_MANIFEST, starterCode } from './starter-app.js';

const withoutFile = (name: string) => starterCode().filter((file) => file.facts.fileName !== name);

describe('manifest entries and interactive elements with no listener', () => {
  for (const manifest of manifestTwins(STARTER_MANIFEST)) {
    describe(manifest.format, () => {
      it('warns at each manifest entry nothing handles, once', () => {
        const code = withoutFile('listeners/commands/index.js').filter(
          (file) => !['listeners/shortcuts/index.js', 'listeners/events/index.js'].includes(file.facts.fileName),
        );
        const { problems } = runApp(manifest, code);
        expect(problems.filter((p) => p.severity === 'warning')).toEqual([
          expect.objectContaining({
            rule: 'shortcut-unhandled',
            pointer: '/features/shortcuts/0/callback_id',
            line: lineIn(manifest.text, 'sample_shortcut_id'),
          }),
          expect.objectContaining({ rule: 'command-unhandled', pointer: '/features/slash_commands/0/command', line: lineIn(manifest.text, '/sample-command') }),
          expect.objectContaining({
            rule: 'event-unhandled',
            pointer: '/settings/event_subscriptions/bot_events/0',
            line: lineIn(manifest.text, 'app_home_opened'),
          }),
        ]);
      });

      it('says nothing while a listener of the kind has a computed id, a matching pattern or no id, or a listener is not followed', () => {
        const base = withoutFile('listeners/commands/index.js');
        const computed = new CodeFile('listeners/commands/dynamic.js', 'app.command(name, cb);').listener('command', null, { at: 'name' });
        const pattern = new CodeFile('listeners/commands/pattern.js', 'app.command(/^\\/sample/, cb);').listener('command', /^\/sample/, {
          at: '/^\\/sample/',
        });
        const open = new CodeFile('listeners/commands/loop.js', 'for (const name of names) app.command(name, cb);').open('listeners', 'for');
        for (const extra of [computed, pattern, open]) expect(runApp(manifest, [...base, extra]).problems, extra.facts.fileName).toEqual([]);
        const other = new CodeFile('listeners/commands/other.js', 'app.command(/^\\/other/, cb);').listener('command', /^\/other/, { at: '/^\\/other/' });
        expect(runApp(manifest, [...base, other]).problems.map((p) => p.rule)).toEqual(['command-unhandled']);
      });

      it('says nothing for an app whose code registers no listener (a manifest beside other code)', () => {
        const scripts = new CodeFile('scripts/build.js', "await client.chat.postMessage({ channel, text: 'built' });").call('chat.postMessage');
        expect(runApp(manifest, [scripts]).problems).toEqual([]);
      });
    });
  }

  it('counts a message listener for every message event, an assistant for its events, a custom step for function_executed', () => {
    const text = STARTER_MANIFEST.replace(
      /bot_events:\n(\s*)- app_home_opened/,
      'bot_events:\n$1- app_home_opened\n$1- message.im\n$1- assistant_thread_started\n$1- assistant_thread_context_changed\n$1- function_executed',
    );
    const [manifest] = manifestTwins(text);
    const code = starterCode();
    const assistant = new CodeFile('listeners/assistant.js', 'app.assistant(assistant);').listener('assistant', undefined, { at: 'app.assistant' });
    const { problems } = runApp(manifest!, [...code, assistant]);
    expect(problems.map((p) => [p.rule, p.marked])).toEqual([['event-unhandled', 'function_executed']]);
  });

  it('warns at a button in code whose action id nothing handles, and not at inputs', () => {
    const { problems } = runApp(manifestTwins(STARTER_MANIFEST)[0]!, withoutFile('listeners/actions/index.js'));
    expect(problems).toEqual([
      expect.objectContaining({ file: 'listeners/shortcuts/index.js', rule: 'action-id-unhandled', marked: "'sample_action_id'", severity: 'warning' }),
    ]);
  });

  it('counts a catch-all or matching pattern action listener as a handler', () => {
    const base = withoutFile('listeners/actions/index.js');
    const all = new CodeFile('listeners/actions/all.js', "app.action({ block_id: 'b' }, cb);").listener('action', undefined, { at: 'app.action' });
    const pattern = new CodeFile('listeners/actions/pattern.js', 'app.action(/^sample_/, cb);').listener('action', /^sample_/, { at: '/^sample_/' });
    for (const extra of [all, pattern]) expect(runApp(manifestTwins(STARTER_MANIFEST)[0]!, [...base, extra]).problems, extra.facts.fileName).toEqual([]);
  });
});
