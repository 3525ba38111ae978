import { describe, expect, it } from 'vitest';
import { checkApp } from 'manifesto-core/app';
import { CodeFile, manifestTwins, runApp } from './app-fixtures.js';
import { STARTER_MANIFEST, starterCode } from './starter-app.js';
import { FUNCTION_MANIFEST, functionCode } from './sample-apps.js';

const http = (manifest: string) => manifest.replace('socket_mode_enabled: true', 'socket_mode_enabled: false');
const withUrls = (manifest: string) =>
  manifest
    .replace(/event_subscriptions:\n(\s*)/, 'event_subscriptions:\n$1request_url: https://example.com/slack/events\n$1')
    .replace(/interactivity:\n(\s*)is_enabled: true/, 'interactivity:\n$1is_enabled: true\n$1request_url: https://example.com/slack/events');

describe('interactivity', () => {
  it('reports interactive listeners once when the interactivity group is missing, at the settings', () => {
    for (const manifest of manifestTwins(STARTER_MANIFEST.replace(/\n\s*interactivity:\n\s*is_enabled: true/, ''))) {
      const { result, problems } = runApp(manifest, starterCode());
      expect(problems, manifest.format).toEqual([
        expect.objectContaining({
          rule: 'interactivity-off-listeners',
          pointer: '/settings/interactivity/is_enabled',
          marked: manifest.format === 'yaml' ? 'settings' : '"settings"',
        }),
      ]);
      expect((result.problems[0]!.problems[0]!.data!['listeners'] as unknown[]).length).toBe(3);
    }
  });

  it('judges an app with custom steps only when it turns interactivity off in so many words', () => {
    const code = functionCode();
    for (const manifest of manifestTwins(FUNCTION_MANIFEST.replace(/\n\s*interactivity:\n\s*is_enabled: true/, '')))
      expect(runApp(manifest, code).problems, manifest.format).toEqual([]);
    for (const manifest of manifestTwins(FUNCTION_MANIFEST.replace('is_enabled: true', 'is_enabled: false')))
      expect(
        runApp(manifest, code).problems.map((p) => p.rule),
        manifest.format,
      ).toEqual(['interactivity-off-listeners']);
  });

  it('names the listener file from the manifest folder, never by the absolute name it was given', () => {
    const under = (folder: string) =>
      starterCode().map((file) => ({ facts: { ...file.facts, fileName: `${folder}/${file.facts.fileName}` }, text: file.text }));
    const manifest = STARTER_MANIFEST.replace('is_enabled: true', 'is_enabled: false');
    for (const folder of ['/home/dev/app', 'C:\\dev\\app']) {
      const separator = folder.startsWith('/') ? '/' : '\\';
      const result = checkApp({ manifest: { fileName: `${folder}${separator}manifest.yaml`, text: manifest }, code: under(folder) });
      const problem = result.problems[0]!.problems.find((p) => p.rule === 'interactivity-off-listeners')!;
      expect(problem.message, folder).toContain('`listeners/actions/index.js` line 2');
      expect(problem.message, folder).not.toContain(folder);
    }
  });

  it('says nothing when only events, commands and messages are listened for', () => {
    const code = starterCode().filter((file) => !/actions|shortcuts|views/.test(file.facts.fileName));
    const manifest = STARTER_MANIFEST.replace('is_enabled: true', 'is_enabled: false').replace(/\n\s*shortcuts:[\s\S]*?(?=\n\s*slash_commands)/, '');
    for (const twin of manifestTwins(manifest)) expect(runApp(twin, code).problems, twin.format).toEqual([]);
  });
});

describe('socket mode against the code receiver', () => {
  it('warns when the code starts a socket-mode receiver and the manifest sends to request URLs', () => {
    for (const manifest of manifestTwins(withUrls(http(STARTER_MANIFEST)))) {
      const { problems } = runApp(manifest, starterCode());
      expect(problems, manifest.format).toEqual([
        expect.objectContaining({ rule: 'socket-mode-mismatch', pointer: '/settings/socket_mode_enabled', marked: 'false' }),
      ]);
    }
  });

  it("leaves socket mode off without request URLs to the manifest's own endpoint rule (one problem for one mistake)", () => {
    for (const manifest of manifestTwins(http(STARTER_MANIFEST))) expect(runApp(manifest, starterCode()).problems, manifest.format).toEqual([]);
  });

  it('warns when the code starts an HTTP receiver and socket mode is on', () => {
    const code = starterCode();
    const app = new CodeFile('app.js', 'const app = new App({ token, signingSecret });\nawait app.start(3000);').socketMode(false, 'new App');
    for (const manifest of manifestTwins(STARTER_MANIFEST)) {
      const { problems } = runApp(manifest, [app, ...code.slice(1)]);
      expect(problems, manifest.format).toEqual([expect.objectContaining({ rule: 'socket-mode-mismatch', marked: 'true' })]);
    }
  });

  it('says nothing when the code starts both receivers (a development app beside a deployed one) or a computed one', () => {
    const oauth = new CodeFile('app-oauth.js', 'const app = new App({ signingSecret, clientId, installerOptions });').socketMode(false, 'new App');
    const computed = new CodeFile('app.js', 'const app = new App({ socketMode: process.env.SOCKET === "1" });').socketMode('computed', 'socketMode');
    const [manifest] = manifestTwins(STARTER_MANIFEST);
    expect(runApp(manifest!, [...starterCode(), oauth]).problems).toEqual([]);
    expect(runApp(manifest!, [computed, ...starterCode().slice(1)]).problems).toEqual([]);
  });

  it('says nothing of the custom step app, whose functions run remotely from a socket-mode Bolt app', () => {
    for (const manifest of manifestTwins(FUNCTION_MANIFEST)) expect(runApp(manifest, functionCode()).problems).toEqual([]);
  });
});
