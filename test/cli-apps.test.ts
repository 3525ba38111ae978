import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APPS } from './apps-fixtures.js';

// End to end with the built binary: `manifesto check <directory>` finds each app (a manifest and the code
// under its folder) and reports the graph's problems at the listener's or call's line.
const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'packages/cli/bin/manifesto.js');

function run(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, input: '', encoding: 'utf8', timeout: 30000, env: { ...process.env, NO_COLOR: '1' } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function write(dir: string, name: string, text: string): void {
  mkdirSync(dirname(join(dir, name)), { recursive: true });
  writeFileSync(join(dir, name), text);
}

/**
 * The three apps side by side, and code that is not theirs with the same kind of mistake: installed
 * packages, build output, a virtual environment, a test file, and code with no manifest above it.
 */
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'manifesto-apps-'));
  dirs.push(dir);
  for (const [app, files] of Object.entries(APPS)) for (const [name, text] of Object.entries(files)) write(dir, join(app, name), text);
  const stray = "app.command('/not_in_manifest', async ({ ack }) => { await ack(); });\n";
  write(dir, 'bolt-js/node_modules/@slack/bolt/index.js', stray);
  write(dir, 'bolt-js/dist/app.js', stray);
  write(dir, 'bolt-js/listeners/index.test.js', stray);
  write(dir, 'bolt-py/env/pyvenv.cfg', 'home = /usr/bin\n');
  write(dir, 'bolt-py/env/lib/site.py', '@app.command("/not_in_manifest")\ndef f(ack):\n    ack()\n');
  write(dir, 'scripts/seed.js', stray);
  return dir;
}

interface JsonProblem {
  rule: string;
  severity: string;
  line: number;
}
interface JsonFile {
  file: string;
  kind: string;
  problems: JsonProblem[];
  app?: { listeners: number; text: string; manifest?: string };
}

/** Each error as `file:line rule`. */
function errors(files: JsonFile[]): string[] {
  return files.flatMap((file) => file.problems.filter((p) => p.severity === 'error').map((p) => `${file.file}:${p.line} ${p.rule}`)).sort();
}

const PLANTED = [
  'bolt-js/listeners/index.js:13 action-id-undeclared',
  'bolt-js/listeners/index.js:18 method-scope-missing',
  'bolt-js/listeners/index.js:20 command-undeclared',
  'bolt-js/listeners/index.js:24 event-not-subscribed',
  'bolt-py/listeners/__init__.py:17 command-undeclared',
  'bolt-py/listeners/__init__.py:20 method-scope-missing',
  'bolt-py/manifest.json:9 interactivity-off-listeners',
  'bolt-ts/src/app.ts:11 shortcut-undeclared',
  'bolt-ts/src/app.ts:19 view-callback-id-undeclared',
].sort();

describe('manifesto check <directory> with apps', () => {
  const dir = workspace();
  const json = run(['check', '--format', 'json', '.'], dir);
  const files = JSON.parse(json.stdout) as JsonFile[];

  it('reports each planted mistake once, at its line, and nothing in code that is not an app', () => {
    expect(json.stderr).toBe('');
    expect(json.code).toBe(1);
    expect(errors(files)).toEqual(PLANTED);
    expect(files.map((file) => file.file).filter((file) => /node_modules|dist|env|test|scripts/.test(file))).toEqual([]);
  });

  it('lists the code files of each app as code, and gives each manifest its app summary', () => {
    expect(files.filter((file) => file.kind === 'code').map((file) => file.file)).toEqual([
      'bolt-js/app.js',
      'bolt-js/listeners/ids.js',
      'bolt-js/listeners/index.js',
      'bolt-py/app.py',
      'bolt-py/listeners/__init__.py',
      'bolt-ts/src/app.ts',
      'bolt-ts/src/views/ticket.ts',
    ]);
    const summaries = files.filter((file) => file.app).map((file) => [file.file, file.app!.listeners]);
    expect(summaries).toEqual([
      ['bolt-js/manifest.json', 6],
      ['bolt-py/manifest.json', 3],
      ['bolt-ts/manifest.yaml', 4],
    ]);
  });

  it('prints the summary once per app, and the same problems in every format', () => {
    const pretty = run(['check', '.'], dir);
    expect(pretty.stdout.match(/^app /gm)).toHaveLength(3);
    const github = run(['check', '--format', 'github', '.'], dir);
    const annotations = github.stdout.split('\n').filter((line) => /^::error file=[^,]+\.(js|ts|py),/.test(line));
    expect(annotations).toHaveLength(PLANTED.filter((line) => /\.(js|ts|py):/.test(line)).length);
    const sarif = JSON.parse(run(['check', '--format', 'sarif', '.'], dir).stdout) as {
      runs: {
        results: { ruleId: string; level: string; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[] }[];
      }[];
    };
    const located = sarif.runs[0]!.results.filter((r) => r.level === 'error').map((r) => {
      const place = r.locations[0]!.physicalLocation;
      return `${place.artifactLocation.uri}:${place.region.startLine} ${r.ruleId}`;
    });
    expect(located.sort()).toEqual(PLANTED);
  });

  it('checks a code file named on the command line with its app, found by walking up to the manifest', () => {
    const named = JSON.parse(run(['check', '--format', 'json', 'bolt-ts/src/app.ts'], dir).stdout) as JsonFile[];
    expect(errors(named)).toEqual(PLANTED.filter((line) => line.startsWith('bolt-ts/')));
    expect(named.map((file) => file.file)).toEqual(['bolt-ts/src/app.ts']);
  });

  it('gives the app summary to the first code file asked for when the manifest was not, naming the manifest', () => {
    const folder = JSON.parse(run(['check', '--format', 'json', 'bolt-js/listeners'], dir).stdout) as JsonFile[];
    expect(folder.filter((file) => file.app).map((file) => [file.file, file.app!.manifest, file.app!.listeners])).toEqual([
      ['bolt-js/listeners/ids.js', 'bolt-js/manifest.json', 6],
    ]);
    // Named from the working directory, as the files are.
    const inside = JSON.parse(run(['check', '--format', 'json', '.'], join(dir, 'bolt-ts/src')).stdout) as JsonFile[];
    expect(inside.filter((file) => file.app).map((file) => [file.file, file.app!.manifest])).toEqual([['app.ts', '../manifest.yaml']]);
    const pretty = run(['check', 'bolt-ts/src/views/ticket.ts', 'bolt-py/app.py'], dir).stdout;
    expect(pretty.match(/^app .*/gm)).toEqual([
      expect.stringMatching(/^app bolt-ts\/manifest\.yaml: 4 listeners/),
      expect.stringMatching(/^app bolt-py\/manifest\.json: 3 listeners/),
    ]);
    // With the manifest asked for too, the summary stays on the manifest alone.
    const both = JSON.parse(run(['check', '--format', 'json', 'bolt-js/listeners', 'bolt-js/manifest.json'], dir).stdout) as JsonFile[];
    expect(both.filter((file) => file.app).map((file) => [file.file, file.app!.manifest])).toEqual([['bolt-js/manifest.json', undefined]]);
  });

  it('checks the code of an app whose manifest a .gitignore passes over, with that manifest', () => {
    const ignored = mkdtempSync(join(tmpdir(), 'manifesto-ignored-'));
    dirs.push(ignored);
    write(ignored, '.gitignore', '*.json\n');
    write(
      ignored,
      'manifest.json',
      '{"display_information": {"name": "Notes"}, "features": {"bot_user": {"display_name": "notes"}}, "oauth_config": {"scopes": {"bot": ["commands"]}}}\n',
    );
    write(ignored, 'src/post.js', "await client.chat.postMessage({ channel: 'C1', blocks: [{ type: 'sectoin' }] });\n");
    const out = run(['check', '--format', 'json', '.'], ignored);
    const files = JSON.parse(out.stdout) as JsonFile[];
    expect(errors(files)).toEqual(['src/post.js:1 method-scope-missing', 'src/post.js:1 unknown-type']);
    expect(files.map((file) => [file.file, file.app?.manifest])).toEqual([['src/post.js', 'manifest.json']]);
    expect(out.code).toBe(1);
  });

  it('reads a named code file with no app for its Block Kit literals only, and skips code with no app in a folder', () => {
    write(dir, 'scripts/post.js', "await client.chat.postMessage({ channel: 'C1', blocks: [{ type: 'sectoin' }] });\n");
    const named = JSON.parse(run(['check', '--format', 'json', 'scripts/post.js'], dir).stdout) as JsonFile[];
    expect(named.map((file) => [file.file, file.kind])).toEqual([['scripts/post.js', 'code']]);
    expect(named[0]!.problems.every((problem) => !/undeclared|scope|unhandled/.test(problem.rule))).toBe(true);
    const folder = run(['check', '--format', 'json', 'scripts'], dir);
    expect(JSON.parse(folder.stdout)).toEqual([]);
    // Nothing in the folder was checked: it says so, as for a folder with nothing to check.
    expect(folder.stderr).toMatch(/^manifesto: no manifest or Block Kit files found in scripts .*; 2 code files not checked/);
    expect(folder.code).toBe(2);
  });

  it("maps code to a manifest elsewhere with the configuration's apps key", () => {
    const mono = mkdtempSync(join(tmpdir(), 'manifesto-mono-'));
    dirs.push(mono);
    write(mono, '.manifestorc.json', JSON.stringify({ apps: { 'services/tickets/**': 'infra/tickets.manifest.yaml' } }));
    write(mono, 'infra/tickets.manifest.yaml', APPS['bolt-ts']!['manifest.yaml']!);
    for (const [name, text] of Object.entries(APPS['bolt-ts']!)) if (name.endsWith('.ts')) write(mono, join('services/tickets', name), text);
    const out = JSON.parse(run(['check', '--format', 'json', '.'], mono).stdout) as JsonFile[];
    expect(errors(out)).toEqual(['services/tickets/src/app.ts:11 shortcut-undeclared', 'services/tickets/src/app.ts:19 view-callback-id-undeclared']);
  });
});
