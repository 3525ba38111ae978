import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// End to end: `manifesto diff` as CI scripts run it (the built binary; the root `test` script builds first).
const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'packages/cli/bin/manifesto.js');

function run(args: string[], cwd: string, input = '') {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, input, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

interface JsonProblem {
  rule: string;
  severity: string;
  message: string;
  pointer: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** A manifest with one of everything the diff compares. */
const BASE = `_metadata:
  major_version: 2
display_information:
  name: Tickets
  description: Files tickets
  background_color: "#2c2d30"
features:
  bot_user:
    display_name: tickets
  assistant_view:
    assistant_description: Files tickets for you
oauth_config:
  scopes:
    bot:
      - chat:write
      - commands
      - datastore:read
settings:
  event_subscriptions:
    bot_events:
      - app_mention
  socket_mode_enabled: true
  function_runtime: remote
  org_deploy_enabled: true
functions:
  create_ticket:
    title: Create a ticket
    description: Files a ticket
    input_parameters:
      properties:
        summary:
          type: string
        priority:
          type: string
      required:
        - summary
    output_parameters:
      properties:
        url:
          type: string
        ticket_id:
          type: string
datastores:
  tickets:
    primary_key: id
    attributes:
      id:
        type: string
      owner:
        type: string
workflows:
  open_ticket:
    title: Open a ticket
    steps:
      - id: file
        function_id: "#/functions/create_ticket"
        inputs:
          summary: hello
`;

function replaceOnce(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`fixture must contain ${JSON.stringify(from)} exactly once`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

function lineOf(text: string, needle: string): number {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`no ${JSON.stringify(needle)}`);
  return text.slice(0, at).split('\n').length;
}

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'manifesto-diff-'));
}

/** Writes the two versions and runs `manifesto diff --format json old new`. */
function diff(oldText: string, newText: string, names: [string, string] = ['old.yaml', 'new.yaml'], extra: string[] = []) {
  const dir = tempDir();
  writeFileSync(join(dir, names[0]), oldText);
  writeFileSync(join(dir, names[1]), newText);
  const out = run(['diff', '--format', 'json', ...extra, names[0], names[1]], dir);
  const files = out.stdout ? (JSON.parse(out.stdout) as { file: string; kind: string; problems: JsonProblem[] }[]) : [];
  return { ...out, files, dir };
}

const CASES: { name: string; change: [string, string]; rule: string; side: 'old' | 'new'; pointer: string; at: string; mentions: string }[] = [
  {
    name: 'a removed function',
    change: [BASE.slice(BASE.indexOf('functions:\n'), BASE.indexOf('datastores:')), 'functions: {}\n'],
    rule: 'function-removed',
    side: 'old',
    pointer: '/functions/create_ticket',
    at: '  create_ticket:',
    mentions: 'create_ticket',
  },
  {
    name: 'a renamed function',
    change: ['  create_ticket:\n', '  file_ticket:\n'],
    rule: 'function-renamed',
    side: 'new',
    pointer: '/functions/file_ticket',
    at: '  file_ticket:',
    mentions: 'renamed from `create_ticket`',
  },
  {
    name: 'a removed input',
    change: ['        priority:\n          type: string\n', ''],
    rule: 'function-input-removed',
    side: 'old',
    pointer: '/functions/create_ticket/input_parameters/properties/priority',
    at: 'priority:',
    mentions: 'priority',
  },
  {
    name: 'a newly required input',
    change: ['        - summary\n', '        - summary\n        - priority\n'],
    rule: 'function-input-required',
    side: 'new',
    pointer: '/functions/create_ticket/input_parameters/required/1',
    at: '- priority',
    mentions: 'priority',
  },
  {
    name: 'a removed output',
    change: ['        ticket_id:\n          type: string\n', ''],
    rule: 'function-output-removed',
    side: 'old',
    pointer: '/functions/create_ticket/output_parameters/properties/ticket_id',
    at: 'ticket_id:',
    mentions: 'ticket_id',
  },
  {
    name: 'a changed parameter type',
    change: ['        url:\n          type: string\n', '        url:\n          type: integer\n'],
    rule: 'parameter-type-changed',
    side: 'new',
    pointer: '/functions/create_ticket/output_parameters/properties/url/type',
    at: 'type: integer',
    mentions: 'from `string` to `integer`',
  },
  {
    name: 'a removed datastore',
    change: ['  tickets:\n    primary_key: id\n', '  archive:\n    primary_key: id\n'],
    rule: 'datastore-removed',
    side: 'old',
    pointer: '/datastores/tickets',
    at: '  tickets:',
    mentions: 'tickets',
  },
  {
    name: 'a changed primary key',
    change: ['primary_key: id', 'primary_key: owner'],
    rule: 'datastore-primary-key-changed',
    side: 'new',
    pointer: '/datastores/tickets/primary_key',
    at: 'primary_key: owner',
    mentions: 'owner',
  },
  {
    name: 'a removed attribute',
    change: ['      owner:\n        type: string\n', ''],
    rule: 'datastore-attribute-removed',
    side: 'old',
    pointer: '/datastores/tickets/attributes/owner',
    at: '      owner:',
    mentions: 'owner',
  },
  {
    name: 'a removed background color',
    change: ['  background_color: "#2c2d30"\n', ''],
    rule: 'background-color-removed',
    side: 'old',
    pointer: '/display_information/background_color',
    at: 'background_color',
    mentions: 'background_color',
  },
  {
    name: 'the switch to agent_view',
    change: ['  assistant_view:\n    assistant_description:', '  agent_view:\n    agent_description:'],
    rule: 'assistant-view-switched',
    side: 'new',
    pointer: '/features/agent_view',
    at: 'agent_view:',
    mentions: 'irreversible',
  },
  {
    name: 'a removed workflow',
    change: ['  open_ticket:\n    title: Open a ticket\n', '  close_ticket:\n    title: Close a ticket\n'],
    rule: 'workflow-removed',
    side: 'old',
    pointer: '/workflows/open_ticket',
    at: 'open_ticket:',
    mentions: 'open_ticket',
  },
  {
    name: 'a removed event subscription',
    change: ['      - app_mention\n', '      - reaction_added\n'],
    rule: 'event-removed',
    side: 'old',
    pointer: '/settings/event_subscriptions/bot_events/0',
    at: '- app_mention',
    mentions: 'app_mention',
  },
];

describe('manifesto diff', () => {
  it.each(CASES)('reports $name at its pointer and exits 1', ({ change, rule, side, pointer, at, mentions }) => {
    const next = replaceOnce(BASE, ...change);
    const out = diff(BASE, next);
    expect(out.stderr).toBe('');
    expect(out.code).toBe(1);
    expect(out.files.map((file) => file.file)).toEqual(['old.yaml', 'new.yaml']);
    const [oldFile, newFile] = out.files;
    const listed = side === 'old' ? oldFile! : newFile!;
    const other = side === 'old' ? newFile! : oldFile!;
    expect(other.problems).toEqual([]);
    expect(listed.problems).toHaveLength(1);
    const problem = listed.problems[0]!;
    expect(problem).toMatchObject({ rule, severity: 'error', pointer, line: lineOf(side === 'old' ? BASE : next, at) });
    expect(problem.message).toContain(mentions);
  });

  it('reports a removed scope as a warning (exit 0), and as an error with --rule scope-removed=error (exit 1)', () => {
    const next = replaceOnce(BASE, '      - commands\n', '');
    const out = diff(BASE, next);
    expect(out.code).toBe(0);
    expect(out.files[0]!.problems).toEqual([
      expect.objectContaining({ rule: 'scope-removed', severity: 'warning', pointer: '/oauth_config/scopes/bot/1', line: lineOf(BASE, '- commands') }),
    ]);
    const strict = diff(BASE, next, undefined, ['--rule', 'scope-removed=error']);
    expect(strict.code).toBe(1);
    expect(strict.files[0]!.problems[0]).toMatchObject({ rule: 'scope-removed', severity: 'error' });
  });

  it('takes the severity overrides of the configuration above the new file', () => {
    const dir = tempDir();
    writeFileSync(join(dir, '.manifestorc.json'), JSON.stringify({ rules: { 'background-color-removed': 'off' } }));
    writeFileSync(join(dir, 'old.yaml'), BASE);
    writeFileSync(join(dir, 'new.yaml'), replaceOnce(BASE, '  background_color: "#2c2d30"\n', ''));
    const out = run(['diff', '--format', 'json', 'old.yaml', 'new.yaml'], dir);
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout)).toEqual([
      { file: 'old.yaml', kind: 'manifest', problems: [] },
      { file: 'new.yaml', kind: 'manifest', problems: [] },
    ]);
  });

  it('exits 0 with no problem for a description change and a new optional field', () => {
    let next = replaceOnce(BASE, 'description: Files tickets\n', 'description: Files tickets in the tracker\n');
    next = replaceOnce(
      next,
      '        priority:\n          type: string\n',
      '        priority:\n          type: string\n        labels:\n          type: string\n',
    );
    const out = diff(BASE, next);
    expect(out.code).toBe(0);
    expect(out.files.flatMap((file) => file.problems)).toEqual([]);
    const pretty = run(['diff', 'old.yaml', 'new.yaml'], out.dir);
    expect(pretty.code).toBe(0);
    expect(pretty.stdout).toContain('no problems');
  });

  it('compares a YAML manifest with its JSON rewrite, pointing into each file', () => {
    const asJson = JSON.stringify({ _metadata: { major_version: 2 }, display_information: { name: 'Tickets' } }, null, 2) + '\n';
    const out = diff(BASE, asJson, ['manifest.yaml', 'manifest.json']);
    expect(out.code).toBe(1);
    const rules = out.files[0]!.problems.map((p) => p.rule);
    expect(rules).toEqual(
      expect.arrayContaining(['background-color-removed', 'function-removed', 'datastore-removed', 'workflow-removed', 'scope-removed', 'event-removed']),
    );
    expect(out.files[1]!.problems).toEqual([]);
    const back = diff(asJson, replaceOnce(asJson, '"name": "Tickets"', '"name": "Tickets", "background_color": "#000000"'), ['old.json', 'new.json']);
    expect(back.code).toBe(0);
  });

  it('reports the syntax problems of a file that does not parse, compares nothing, and exits 1', () => {
    const out = diff(BASE, 'display_information:\n  name: [Tickets\n');
    expect(out.code).toBe(1);
    expect(out.files[0]!.problems).toEqual([]);
    expect(out.files[1]!.problems.length).toBeGreaterThan(0);
    expect(out.files[1]!.problems.every((p) => p.rule === 'syntax')).toBe(true);
  });

  it('prints the pretty format with code frames under each file, old first', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'old.yaml'), BASE);
    writeFileSync(join(dir, 'new.yaml'), replaceOnce(replaceOnce(BASE, '  background_color: "#2c2d30"\n', ''), '  create_ticket:\n', '  file_ticket:\n'));
    const out = run(['diff', 'old.yaml', 'new.yaml'], dir);
    expect(out.code).toBe(1);
    expect(out.stdout.indexOf('old.yaml')).toBeLessThan(out.stdout.indexOf('new.yaml'));
    expect(out.stdout).toContain('background-color-removed');
    expect(out.stdout).toContain('> 6 |   background_color: "#2c2d30"');
    expect(out.stdout).toContain('function-renamed');
    expect(out.stdout).toMatch(/2 errors, 0 warnings\) in 2 files/);
  });

  it('reads one side from standard input', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'new.yaml'), replaceOnce(BASE, '  background_color: "#2c2d30"\n', ''));
    const out = run(['diff', '--format', 'json', '-', 'new.yaml'], dir, BASE);
    expect(out.code).toBe(1);
    expect(JSON.parse(out.stdout)[0]).toMatchObject({ file: '<stdin>', problems: [{ rule: 'background-color-removed', line: 6 }] });
  });

  it.each([
    ['a block file', 'old.blocks.json', JSON.stringify({ blocks: [{ type: 'divider' }] }), 'old'],
    ['a package.json', 'package.json', JSON.stringify({ name: 'app', version: '1.0.0' }), 'old'],
    ['a list', 'old.yaml', '- a\n- b\n', 'old'],
    ['method arguments', 'hello.chat.postMessage.json', JSON.stringify({ channel: 'C0123456789', text: 'hi' }), 'new'],
  ])('says in one line that %s is not a manifest instead of reporting everything removed (exit 2)', (_label, name, text, side) => {
    const dir = tempDir();
    writeFileSync(join(dir, 'manifest.yaml'), BASE);
    writeFileSync(join(dir, name), text);
    const out = run(['diff', '--format', 'json', ...(side === 'old' ? [name, 'manifest.yaml'] : ['manifest.yaml', name])], dir);
    expect(out.code).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
    expect(out.stderr).toContain(`${name} is not a manifest`);
  });

  it('still compares a partial manifest whose name says nothing', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'old.yaml'), 'features:\n  bot_user:\n    display_name: tickets\n');
    writeFileSync(join(dir, 'new.yaml'), 'features:\n  bot_user:\n    display_name: tickets\n');
    const out = run(['diff', '--format', 'json', 'old.yaml', 'new.yaml'], dir);
    expect(out.code).toBe(0);
    expect(out.stderr).toBe('');
  });

  it('exits 2 with one line on stderr for usage and I/O errors', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.yaml'), BASE);
    const cases: [string[], RegExp][] = [
      [['diff', 'a.yaml'], /needs two files/],
      [['diff', 'a.yaml', 'a.yaml', 'a.yaml'], /needs two files/],
      [['diff', 'a.yaml', 'missing.yaml'], /missing\.yaml/],
      [['diff', '--format', 'xml', 'a.yaml', 'a.yaml'], /--format must be/],
      [['diff', '--fromat', 'json', 'a.yaml', 'a.yaml'], /did you mean "--format"/],
      [['diff', '--rule', 'scope-remove=error', 'a.yaml', 'a.yaml'], /did you mean "scope-removed"/],
      [['diff', '--base', 'main', 'a.yaml', 'a.yaml'], /with --base, give one file/],
      [['diff', '--base', '--output=x', 'a.yaml'], /--base needs a git ref/],
    ];
    for (const [args, message] of cases) {
      const out = run(args, dir);
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stdout, args.join(' ')).toBe('');
      expect(out.stderr, args.join(' ')).toMatch(message);
      expect(out.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
  });
});

describe('manifesto diff --base', () => {
  function git(args: string[], cwd: string): string {
    const result = spawnSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], {
      cwd,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
    return result.stdout;
  }

  function repository(): string {
    const dir = tempDir();
    git(['init', '-q', '-b', 'main'], dir);
    mkdirSync(join(dir, 'app'));
    writeFileSync(join(dir, 'app', 'manifest.yaml'), BASE);
    git(['add', '.'], dir);
    git(['commit', '-q', '-m', 'first'], dir);
    return dir;
  }

  it('compares a manifest with its version at a ref, from any folder of the repository', () => {
    const dir = repository();
    const next = replaceOnce(
      replaceOnce(BASE, 'primary_key: id', 'primary_key: owner'),
      '      owner:\n        type: string\n',
      '      owner:\n        type: string\n      extra:\n        type: string\n',
    );
    writeFileSync(join(dir, 'app', 'manifest.yaml'), next);
    const out = run(['diff', '--format', 'json', '--base', 'main', 'app/manifest.yaml'], dir);
    expect(out.stderr).toBe('');
    expect(out.code).toBe(1);
    expect(JSON.parse(out.stdout)).toEqual([
      { file: 'main:app/manifest.yaml', kind: 'manifest', problems: [] },
      {
        file: 'app/manifest.yaml',
        kind: 'manifest',
        problems: [
          expect.objectContaining({
            rule: 'datastore-primary-key-changed',
            pointer: '/datastores/tickets/primary_key',
            line: lineOf(next, 'primary_key: owner'),
          }),
        ],
      },
    ]);
    const inside = run(['diff', '--format', 'json', '--base', 'HEAD', 'manifest.yaml'], join(dir, 'app'));
    expect(inside.code).toBe(1);
    expect(JSON.parse(inside.stdout)[1].problems[0].rule).toBe('datastore-primary-key-changed');
  });

  it('points removals into the version at the ref', () => {
    const dir = repository();
    writeFileSync(join(dir, 'app', 'manifest.yaml'), replaceOnce(BASE, '      - app_mention\n', '      - reaction_added\n'));
    const out = run(['diff', '--format', 'json', '--base', 'main', 'app/manifest.yaml'], dir);
    expect(out.code).toBe(1);
    expect(JSON.parse(out.stdout)[0].problems).toEqual([expect.objectContaining({ rule: 'event-removed', line: lineOf(BASE, '- app_mention') })]);
  });

  it('exits 0 when the file did not change since the ref', () => {
    const dir = repository();
    const out = run(['diff', '--base', 'main', 'app/manifest.yaml'], dir);
    expect(out.code).toBe(0);
    expect(out.stderr).toBe('');
  });

  it('says in one line when the folder is not in a repository, the ref is unknown or the file is absent at the ref', () => {
    const plain = tempDir();
    writeFileSync(join(plain, 'manifest.yaml'), BASE);
    const notRepo = run(['diff', '--base', 'main', 'manifest.yaml'], plain);
    expect(notRepo.code).toBe(2);
    expect(notRepo.stderr).toBe('manifesto: --base needs a git repository, and manifest.yaml is not in one\n');

    const dir = repository();
    writeFileSync(join(dir, 'app', 'new-manifest.yaml'), BASE);
    const absent = run(['diff', '--base', 'main', 'app/new-manifest.yaml'], dir);
    expect(absent.code).toBe(2);
    expect(absent.stderr).toBe('manifesto: app/new-manifest.yaml does not exist at main\n');

    const unknown = run(['diff', '--base', 'no-such-branch', 'app/manifest.yaml'], dir);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe('manifesto: --base no-such-branch: no such commit, branch or tag in this repository\n');
    expect(unknown.stdout).toBe('');
  });
});
