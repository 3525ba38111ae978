import { describe, expect, it } from 'vitest';
import { plant } from '../rules/twins.js';
import { lineIn, manifestTwins, runApp } from './app-fixtures.js';
import { STARTER_MANIFEST, starterCode } from './starter-app.js';

const file = (name: string) => starterCode().find((code) => code.facts.fileName === name)!;

describe('the app graph on a starter app', () => {
  for (const manifest of manifestTwins(STARTER_MANIFEST)) {
    describe(manifest.format, () => {
      it('reports nothing on the app as written', () => {
        const { result, problems } = runApp(manifest, starterCode());
        expect(problems).toEqual([]);
        expect(result.summary).toMatchObject({ listeners: 6, calls: 6, computed: 0, open: 0, understood: true });
      });

      it('reports a misspelt action id once, at the listener, with the id it meant (the button it was meant for is not reported again)', () => {
        const { result, problems } = runApp(manifest, starterCode({ action: 'sample_actoin_id' }));
        expect(problems).toEqual([
          expect.objectContaining({ file: 'listeners/actions/index.js', rule: 'action-id-undeclared', marked: "'sample_actoin_id'", line: 2, pointer: '' }),
        ]);
        expect(result.problems[0]!.problems[0]!.data).toEqual({ id: 'sample_actoin_id', suggestion: 'sample_action_id' });
      });

      it('reports a listener for an id far from every declared one, and the element left without a listener', () => {
        const { problems } = runApp(manifest, starterCode({ action: 'approve_request' }));
        expect(problems.map((p) => [p.file, p.rule])).toEqual([
          ['listeners/actions/index.js', 'action-id-undeclared'],
          ['listeners/shortcuts/index.js', 'action-id-unhandled'],
        ]);
      });

      it('reports a view listener whose callback id no view declares', () => {
        const { problems } = runApp(manifest, starterCode({ view: 'sample_veiw_id' }));
        expect(problems).toEqual([
          expect.objectContaining({ file: 'listeners/views/index.js', rule: 'view-callback-id-undeclared', marked: "'sample_veiw_id'", line: 2 }),
        ]);
      });

      it('reports a command and a shortcut the manifest does not declare at the listener, and the manifest entry left unhandled unless a typo explains it', () => {
        const { problems } = runApp(manifest, starterCode({ command: '/sample-comand', shortcut: 'other_shortcut' }));
        expect(problems).toEqual([
          expect.objectContaining({
            file: manifest.fileName,
            rule: 'shortcut-unhandled',
            pointer: '/features/shortcuts/0/callback_id',
            line: lineIn(manifest.text, 'sample_shortcut_id'),
          }),
          expect.objectContaining({ file: 'listeners/commands/index.js', rule: 'command-undeclared', marked: "'/sample-comand'" }),
          expect.objectContaining({ file: 'listeners/shortcuts/index.js', rule: 'shortcut-undeclared', marked: "'other_shortcut'" }),
        ]);
      });

      it('reports an event handled and not subscribed at the listener, and the subscription left without a listener', () => {
        const { problems } = runApp(manifest, starterCode({ event: 'app_mention' }));
        expect(problems).toEqual([
          expect.objectContaining({
            file: manifest.fileName,
            rule: 'event-unhandled',
            pointer: '/settings/event_subscriptions/bot_events/0',
            line: lineIn(manifest.text, 'app_home_opened'),
          }),
          expect.objectContaining({ file: 'listeners/events/index.js', rule: 'event-not-subscribed', marked: "'app_mention'" }),
        ]);
      });

      it('reports a misspelt event once, at the listener (the subscription it was meant for is not reported again)', () => {
        const { problems } = runApp(manifest, starterCode({ event: 'app_home_openned' }));
        expect(problems).toEqual([expect.objectContaining({ file: 'listeners/events/index.js', rule: 'event-not-subscribed', marked: "'app_home_openned'" })]);
      });

      it('reports a called method whose scope is not requested, at the call, with the edit for the manifest', () => {
        const { result, problems } = runApp({ ...manifest, text: manifest.text.replace(/\n?.*- chat:write|\n?\s*"chat:write",?/, '') }, starterCode());
        const calls = problems.filter((problem) => problem.rule === 'method-scope-missing');
        expect(calls.map(({ file, marked }) => [file, marked])).toEqual([
          ['listeners/messages/index.js', 'say'],
          ['listeners/views/index.js', 'postMessage'],
        ]);
        const problem = result.problems.find((entry) => entry.fileName === 'listeners/views/index.js')!.problems[0]!;
        expect(problem.data).toEqual({ manifest: manifest.fileName, method: 'chat.postMessage', scope: 'chat:write', scopes: ['chat:write'], list: 'bot' });
      });

      it('reports interactive listeners while interactivity is off once, at the switch', () => {
        const text =
          manifest.format === 'yaml'
            ? plant(manifest.text, 'is_enabled: true', 'is_enabled: false')
            : plant(manifest.text, '"is_enabled": true', '"is_enabled": false');
        const { problems } = runApp({ ...manifest, text }, starterCode());
        expect(problems).toEqual([
          expect.objectContaining({
            file: manifest.fileName,
            rule: 'interactivity-off-listeners',
            pointer: '/settings/interactivity/is_enabled',
            marked: 'false',
          }),
        ]);
      });
    });
  }

  it('places a code problem on the listener line of its own file', () => {
    const code = starterCode({ view: 'nope_view' });
    const { problems } = runApp(manifestTwins(STARTER_MANIFEST)[0]!, code);
    expect(problems[0]!.line).toBe(lineIn(file('listeners/views/index.js').text, 'app.view'));
  });
});
