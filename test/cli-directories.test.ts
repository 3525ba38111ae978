import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// End to end with the built binary (the root `test` script builds first): directories as arguments.
const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'packages/cli/bin/manifesto.js');

function run(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, input: '', encoding: 'utf8', timeout: 15000, env: { ...process.env, NO_COLOR: '1' } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'manifesto-dirs-'));
  dirs.push(dir);
  return dir;
}

function write(dir: string, name: string, text: string): void {
  mkdirSync(dirname(join(dir, name)), { recursive: true });
  writeFileSync(join(dir, name), text);
}

const MANIFEST = readFileSync(join(root, 'examples/manifest-with-mistakes.yaml'), 'utf8');
const BLOCKS = readFileSync(join(root, 'examples/blocks/mistakes.blocks.yaml'), 'utf8');
/** Not YAML a manifest reader would accept: were it read, it would be reported. */
const README = '# Project\n\n- [unclosed: {\n';

/** The folder of the "done when": a comma in its name, a manifest, a block file, a README and node_modules. */
function project(): string {
  const dir = join(tempDir(), 'apps, and blocks');
  write(dir, 'manifest.yaml', MANIFEST);
  write(dir, 'x.blocks.yaml', BLOCKS);
  write(dir, 'README.md', README);
  write(dir, 'node_modules/manifest.json', '{"display_information": {}}');
  return dir;
}

function files(stdout: string): string[] {
  return (JSON.parse(stdout) as { file: string }[]).map((file) => file.file);
}

describe('manifesto check <directory>', () => {
  it('checks exactly the manifest and the block file of "." (not README.md, not node_modules)', () => {
    const dir = project();
    const out = run(['check', '--format', 'json', '.'], dir);
    expect(out.stderr).toBe('');
    expect(files(out.stdout)).toEqual(['manifest.yaml', 'x.blocks.yaml']);
    const kinds = (JSON.parse(out.stdout) as { kind: string; problems: unknown[] }[]).map((file) => [file.kind, file.problems.length > 0]);
    expect(kinds).toEqual([
      ['manifest', true],
      ['blocks', true],
    ]);
    expect(out.code).toBe(1);
  });

  it('searches the working directory when no file is given, as for "."', () => {
    const dir = project();
    const dot = run(['check', '--format', 'json', '.'], dir);
    const none = run(['check', '--format', 'json'], dir);
    expect(none.stdout).toBe(dot.stdout);
    expect(none.code).toBe(dot.code);
  });

  it('prints paths relative to the working directory, sorted, whatever the argument looks like', () => {
    const dir = project();
    write(dir, 'b/manifest.json', '{"display_information": {"name": "B"}}');
    write(dir, 'a/z.view.json', '{"type": "home", "blocks": []}');
    write(dir, 'a/manifest.yml', 'display_information:\n  name: A\n');
    const expected = ['a/manifest.yml', 'a/z.view.json', 'b/manifest.json', 'manifest.yaml', 'x.blocks.yaml'];
    expect(files(run(['check', '--format', 'json', '.'], dir).stdout)).toEqual(expected);
    expect(files(run(['check', '--format', 'json', './'], dir).stdout)).toEqual(expected);
    expect(files(run(['check', '--format', 'json', dir], dir).stdout)).toEqual(expected);
    const parent = dirname(dir);
    expect(files(run(['check', '--format', 'json', 'apps, and blocks'], parent).stdout)).toEqual(expected.map((path) => `apps, and blocks/${path}`));
    expect(files(run(['check', '--format', 'json', 'b', 'a'], dir).stdout)).toEqual(['b/manifest.json', 'a/manifest.yml', 'a/z.view.json']);
  });

  it('skips dot folders and what .gitignore files ignore, nested ones included, with negations', () => {
    const dir = project();
    write(dir, '.github/manifest.yaml', MANIFEST);
    write(dir, '.gitignore', 'generated.manifest.json\nbuild/\n*.local.blocks.json\n');
    write(dir, 'generated.manifest.json', '{}');
    write(dir, 'build/manifest.json', '{}');
    write(dir, 'sub/.gitignore', '!keep.local.blocks.json\nmanifest.json\n');
    write(dir, 'sub/keep.local.blocks.json', '{"blocks": []}');
    write(dir, 'sub/drop.local.blocks.json', '{"blocks": []}');
    write(dir, 'sub/manifest.json', '{}');
    write(dir, 'sub/deeper/manifest.json', '{}');
    write(dir, 'other/manifest.json', '{"display_information": {"name": "Other"}}');
    const out = run(['check', '--format', 'json', '.'], dir);
    expect(out.stderr).toBe('');
    expect(files(out.stdout)).toEqual(['manifest.yaml', 'other/manifest.json', 'sub/keep.local.blocks.json', 'x.blocks.yaml']);
  });

  it('applies the .gitignore files above the folder up to the repository root', () => {
    const dir = project();
    mkdirSync(join(dir, '.git'));
    write(dir, '.gitignore', 'ignored/\n');
    write(dir, 'apps/ignored/manifest.json', '{}');
    write(dir, 'apps/kept/manifest.json', '{"display_information": {"name": "Kept"}}');
    expect(files(run(['check', '--format', 'json', 'apps'], dir).stdout)).toEqual(['apps/kept/manifest.json']);
    expect(files(run(['check', '--format', 'json', '.'], join(dir, 'apps')).stdout)).toEqual(['kept/manifest.json']);
  });

  it('finds the files the configured globs name, and only those among other JSON', () => {
    const dir = tempDir();
    write(dir, '.manifestorc.json', JSON.stringify({ manifests: ['apps/*.json'], blocks: ['messages/**/*.json'] }));
    write(dir, 'apps/slack.json', '{"display_information": {"name": "Slack app"}}');
    write(dir, 'messages/welcome/hello.json', '{"blocks": [{"type": "divider"}]}');
    write(dir, 'data/other.json', '{"display_information": {}}');
    const out = run(['check', '--format', 'json'], dir);
    expect(out.stderr).toBe('');
    expect((JSON.parse(out.stdout) as { file: string; kind: string }[]).map((file) => [file.file, file.kind])).toEqual([
      ['apps/slack.json', 'manifest'],
      ['messages/welcome/hello.json', 'blocks'],
    ]);
    expect(out.code).toBe(0);
  });

  it.skipIf(process.platform === 'win32')('never opens the other files (a FIFO named notes.yaml would block a reader)', () => {
    const dir = project();
    execFileSync('mkfifo', [join(dir, 'notes.yaml')]);
    const out = run(['check', '--format', 'json', '.'], dir);
    expect(out.stderr).toBe('');
    expect(files(out.stdout)).toEqual(['manifest.yaml', 'x.blocks.yaml']);
  });

  it.skipIf(process.platform === 'win32')('keeps a symbolic link to a file and does not follow one to a folder (no loop)', () => {
    const dir = project();
    write(dir, 'elsewhere/manifest.json', '{"display_information": {"name": "Elsewhere"}}');
    symlinkSync(join(dir, 'elsewhere/manifest.json'), join(dir, 'linked.manifest.json'));
    symlinkSync(dir, join(dir, 'loop'));
    symlinkSync(join(dir, 'elsewhere'), join(dir, 'linked-folder'));
    const out = run(['check', '--format', 'json', '.'], dir);
    expect(out.stderr).toBe('');
    expect(files(out.stdout)).toEqual(['elsewhere/manifest.json', 'linked.manifest.json', 'manifest.yaml', 'x.blocks.yaml']);
  });

  it('checks a file named both directly and through its folder once', () => {
    const dir = project();
    expect(files(run(['check', '--format', 'json', 'x.blocks.yaml', '.'], dir).stdout)).toEqual(['x.blocks.yaml', 'manifest.yaml']);
  });

  it('says so on stderr and exits 2 for a folder with nothing to check, and still checks the other arguments', () => {
    const dir = project();
    write(dir, 'docs/README.md', README);
    const out = run(['check', '--format', 'json', 'docs', 'manifest.yaml'], dir);
    expect(out.stderr).toBe(`manifesto: no manifest or Block Kit files found in docs (node_modules, dot folders and .gitignore'd files are skipped)\n`);
    expect(files(out.stdout)).toEqual(['manifest.yaml']);
    expect(out.code).toBe(2);
    const empty = run(['check'], join(dir, 'docs'));
    expect(empty.stderr.trim().split('\n')).toHaveLength(1);
    expect(empty.code).toBe(2);
  });

  it("does not look for an app's manifest above a project's root (a repository, a Deno project)", () => {
    const outer = tempDir();
    // A manifest of something else higher up, as a home or temporary folder may hold.
    write(outer, 'other-manifest.json', '{"display_information": {"name": "Other"}, "oauth_config": {"scopes": {"bot": ["chat:write"]}}}');
    write(outer, 'work/deno-app/deno.jsonc', '{ "importMap": "import_map.json" }\n');
    write(
      outer,
      'work/deno-app/functions/react.ts',
      'export default async ({ client, inputs }) => { await client.reactions.add({ channel: inputs.channel, timestamp: inputs.ts, name: "eyes" }); };\n',
    );
    write(outer, 'work/repo/.git/HEAD', 'ref: refs/heads/main\n');
    write(
      outer,
      'work/repo/src/react.js',
      "app.event('app_mention', async ({ client, event }) => { await client.reactions.add({ channel: event.channel, timestamp: event.ts, name: 'eyes' }); });\n",
    );
    for (const folder of ['work/deno-app', 'work/deno-app/functions', 'work/repo', 'work/repo/src']) {
      const out = run(['check', '--format', 'json', '.'], join(outer, folder));
      expect([folder, JSON.parse(out.stdout)]).toEqual([folder, []]);
      expect(out.stderr).toMatch(/code files? not checked/);
      expect(out.code).toBe(2);
    }
  });

  it('says which code it did not check in a folder whose only manifest is written in code, and checks code named in it', () => {
    const dir = join(tempDir(), 'deno-app');
    write(dir, 'deno.jsonc', '{ "importMap": "import_map.json" }\n');
    write(
      dir,
      'manifest.ts',
      'import { Manifest } from "deno-slack-sdk/mod.ts";\nexport default Manifest({ name: "notes", description: "Notes", icon: "assets/icon.png", botScopes: ["chat:write"] });\n',
    );
    write(
      dir,
      'functions/post_note.ts',
      [
        'import { DefineFunction, Schema, SlackFunction } from "https://deno.land/x/deno_slack_sdk@2.1.0/mod.ts";',
        'import { format } from "npm:date-fns@3";',
        'export const PostNote = DefineFunction({ callback_id: "post_note", title: "Post a note", source_file: "functions/post_note.ts" });',
        'export default SlackFunction(PostNote, async ({ inputs, client }) => {',
        '  await client.chat.postMessage({ channel: inputs.channel, blocks: [{ type: "sectoin", text: { type: "mrkdwn", text: format(new Date(), "PP") } }] });',
        '  return { outputs: {} };',
        '});',
        '',
      ].join('\n'),
    );
    for (const args of [['.'], ['functions']]) {
      const out = run(['check', '--format', 'json', ...args], dir);
      expect(JSON.parse(out.stdout)).toEqual([]);
      expect(out.stderr).toMatch(/^manifesto: no manifest or Block Kit files found in [.\w]+ \(.*\); (2 code files|1 code file) not checked/);
      expect(out.stderr.includes('a manifest written in code (manifest.ts) is not read')).toBe(args[0] === '.');
      expect(out.stderr.trim().split('\n')).toHaveLength(1);
      expect(out.code).toBe(2);
    }
    // A web framework's manifest.ts (a web app manifest) is not called an app manifest written in code.
    const web = join(tempDir(), 'web');
    write(web, 'src/app/manifest.ts', "export default function manifest() {\n  return { name: 'Notes', start_url: '/', display: 'standalone' };\n}\n");
    const webOut = run(['check', '--format', 'json', '.'], web);
    expect(webOut.stderr).toMatch(/^manifesto: no manifest or Block Kit files found in \. \(.*\); 1 code file not checked/);
    expect(webOut.stderr.includes('a manifest written in code')).toBe(false);
    const named = run(['check', '--format', 'json', 'functions/post_note.ts', 'manifest.ts'], dir);
    expect(named.stderr).toBe('');
    const reported = (JSON.parse(named.stdout) as { file: string; problems: { rule: string; line: number }[] }[]).map((file) => [
      file.file,
      file.problems.map((problem) => `${problem.line} ${problem.rule}`),
    ]);
    expect(reported).toEqual([
      ['functions/post_note.ts', ['5 unknown-type']],
      ['manifest.ts', []],
    ]);
    expect(named.code).toBe(1);
  });

  // Twins: a web app's manifest.json and another tool's manifest.yaml, with code beside each that would join an app.
  const OTHER_MANIFESTS = [
    { path: 'web/public/manifest.json', text: '{"name": "Notes", "short_name": "notes", "icons": [{"src": "/icon.png"}], "start_url": "/"}\n' },
    { path: 'tools/config/manifest.yaml', text: 'installation:\n  version: 1.0.0\nmodules:\n  - core\n' },
  ];

  it("passes over another tool's manifest in a folder search, says so, and gives its code no app; named, it is checked", () => {
    for (const other of OTHER_MANIFESTS) {
      const dir = project();
      write(dir, other.path, other.text);
      const out = run(['check', '--format', 'json', '.'], dir);
      expect(files(out.stdout)).toEqual(['manifest.yaml', 'x.blocks.yaml']);
      expect(out.stderr.trim().split('\n')).toEqual([expect.stringMatching(new RegExp(`^manifesto: ${other.path} not checked: `))]);
      expect(out.code).toBe(1);
      // Alone with code beside it, it makes no app: the folder has nothing to check.
      const alone = tempDir();
      write(alone, other.path, other.text);
      write(alone, join(dirname(other.path), 'post.js'), "client.chat.postMessage({ channel: 'C1', text: 'hi' });\n");
      const lone = run(['check', '--format', 'json', '.'], alone);
      expect(JSON.parse(lone.stdout)).toEqual([]);
      expect(lone.stderr).toMatch(/no manifest or Block Kit files found in \. .*; 1 code file not checked/);
      expect(lone.code).toBe(2);
      const named = run(['check', '--format', 'json', other.path], dir);
      const [result] = JSON.parse(named.stdout) as { file: string; kind: string; problems: { rule: string }[] }[];
      expect([result!.file, result!.kind, result!.problems.some((problem) => problem.rule === 'unknown-key')]).toEqual([other.path, 'manifest', true]);
      expect(named.stderr).toBe('');
      // A configured manifests glob claims the file whatever it holds.
      write(dir, '.manifestorc.json', JSON.stringify({ manifests: [`**/${other.path.split('/').pop()!}`] }));
      const configured = run(['check', '--format', 'json', '.'], dir);
      expect(files(configured.stdout)).toContain(other.path);
      expect(configured.stderr).toBe('');
    }
  });
});
