import { describe, expect, it } from 'vitest';
import { checkApp } from 'manifesto-core/app';
import { CodeFile, manifestTwins, runApp } from './app-fixtures.js';
import { STARTER_MANIFEST, starterCode } from './starter-app.js';

const [MANIFEST] = manifestTwins(STARTER_MANIFEST);

describe('checkApp', () => {
  it('never throws: a bad argument is one problem', () => {
    for (const input of [
      undefined,
      null,
      42,
      {},
      { manifest: { fileName: 'm.json' }, code: [] },
      { manifest: MANIFEST, code: [{ facts: {} }] },
      { manifest: MANIFEST, code: [], payloads: 'x' },
    ]) {
      const result = checkApp(input as never);
      expect(result.problems.flatMap((entry) => entry.problems).map((p) => p.rule)).toEqual(['invalid-argument']);
      expect(result.summary.understood).toBe(false);
    }
  });

  it('takes facts with missing lists and spans outside the text without failing', () => {
    const facts = {
      fileName: 'x.js',
      language: 'javascript',
      listeners: [{ kind: 'command', id: { kind: 'exact', value: '/nope' }, span: { start: 500, end: 900 } }],
    };
    const result = checkApp({ manifest: MANIFEST!, code: [{ facts: facts as never, text: 'short' }] });
    const problem = result.problems.find((entry) => entry.fileName === 'x.js')!.problems[0]!;
    expect(problem).toMatchObject({ rule: 'command-undeclared', span: { start: 5, end: 5 } });
  });

  it('applies severity overrides', () => {
    const code = starterCode({ command: '/nope' });
    expect(
      runApp(MANIFEST!, code, [], { rules: { 'command-undeclared': 'warning', 'command-unhandled': 'off' } }).problems.map((p) => [p.rule, p.severity]),
    ).toEqual([['command-undeclared', 'warning']]);
  });

  it('sums up, once per app, how much was understood', () => {
    expect(runApp(MANIFEST!, starterCode()).result.summary.text).toBe('6 listeners, 6 Web API calls; all understood');
    const extra = new CodeFile('listeners/dynamic.js', 'app.action(id, cb); app.action(other, cb); client[m](); for (;;) app.command(c, cb);')
      .listener('action', null, { at: 'id' })
      .listener('action', null, { at: 'other' })
      .open('calls', 'client[m]')
      .open('listeners', 'for');
    const { summary } = runApp(MANIFEST!, [...starterCode(), extra]).result;
    expect(summary).toMatchObject({ listeners: 8, calls: 6, computed: 2, open: 2, understood: false });
    expect(summary.text).toBe('8 listeners, 6 Web API calls; 2 with computed ids not checked, 2 places not followed');
  });

  it('names where the unreadable code files stop, from the manifest folder, the first three of them', () => {
    const broken = (name: string) => new CodeFile(name, "app.command('/sample-command', cb);\napp.action('x', cb\n").unreadable('app.action');
    const manifest = { ...MANIFEST!, fileName: 'apps/helper/manifest.yaml' };
    const one = runApp(manifest, [...starterCode(), broken('apps/helper/listeners/broken.js')]).result.summary;
    expect(one).toMatchObject({ open: 1, understood: false, text: '6 listeners, 6 Web API calls; 1 code file not readable (listeners/broken.js:2)' });
    const many = ['a.js', 'b.js', 'lib/c.js', 'd.js', 'e.js'].map((name) => broken(`apps/helper/${name}`));
    expect(runApp(manifest, [...starterCode(), ...many]).result.summary.text).toBe(
      '6 listeners, 6 Web API calls; 5 code files not readable (a.js:2, b.js:2, lib/c.js:2 and 2 more)',
    );
    // A file outside the manifest's folder (an `apps` glob's) keeps its whole name.
    expect(runApp(manifest, [broken('shared/other.js')]).result.summary.text).toBe(
      '0 listeners, 0 Web API calls; 1 code file not readable (shared/other.js:2)',
    );
  });

  it('calls an app understood when it declares no ids and listens for none, and says when the installer scopes are computed', () => {
    const events = new CodeFile('app.js', "app.event('app_home_opened', cb); app.command('/sample-command', cb);")
      .listener('event', 'app_home_opened')
      .listener('command', '/sample-command');
    expect(runApp(MANIFEST!, [events]).result.summary).toMatchObject({ understood: true, text: '2 listeners, 0 Web API calls; all understood' });
    const installer = new CodeFile('oauth.js', "new App({ scopes: SCOPES }); app.event('app_home_opened', cb);")
      .installScopes('bot', null, 'SCOPES')
      .listener('event', 'app_home_opened');
    const { summary } = runApp(MANIFEST!, [installer]).result;
    expect(summary).toMatchObject({ understood: false, text: "1 listener, 0 Web API calls; the installer's scopes built at run time" });
  });
});
