import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { LocatedProblem } from 'manifesto-core';
import { RULES } from 'manifesto-core';
import { Ajv } from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { annotation, escapeData, escapeProperty } from '../packages/cli/src/format/github.js';

// End to end with the built binary (the root `test` script builds first): --format github and sarif
// report what --format json reports, problem for problem.
const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'packages/cli/bin/manifesto.js');
const cliVersion = (JSON.parse(readFileSync(join(root, 'packages/cli/package.json'), 'utf8')) as { version: string }).version;

function run(args: string[], cwd: string, env: Record<string, string> = {}) {
  const { GITHUB_WORKSPACE: _, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, input: '', encoding: 'utf8', env: { ...inherited, NO_COLOR: '1', ...env } });
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

const MANIFEST = readFileSync(join(root, 'examples/manifest-with-mistakes.yaml'), 'utf8');
const BLOCKS = readFileSync(join(root, 'examples/blocks/mistakes.blocks.yaml'), 'utf8');

/** The folder: a comma in its name, a manifest, a block file, a README and node_modules. */
function project(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'manifesto-formats-')), 'apps, and blocks');
  dirs.push(dirname(dir));
  write(dir, 'manifest.yaml', MANIFEST);
  write(dir, 'x.blocks.yaml', BLOCKS);
  write(dir, 'README.md', '# Project\n\n- [unclosed: {\n');
  write(dir, 'node_modules/manifest.json', '{"display_information": {}}');
  return dir;
}

/** file, rule, severity, line, column, endLine, endColumn: what every format must agree on. */
type Row = [string, string, string, number, number | undefined, number, number | undefined];

interface JsonFile {
  file: string;
  problems: { rule: string; severity: string; message: string; line: number; column: number; endLine: number; endColumn: number }[];
}

function jsonRows(stdout: string): { rows: Row[]; messages: string[] } {
  const files = JSON.parse(stdout) as JsonFile[];
  const rows: Row[] = [];
  const messages: string[] = [];
  for (const file of files)
    for (const p of file.problems) {
      rows.push([file.file, p.rule, p.severity, p.line, p.column, p.endLine, p.endColumn]);
      messages.push(p.message);
    }
  return { rows, messages };
}

function unescape(text: string): string {
  return text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');
}

interface Command {
  command: string;
  properties: Record<string, string>;
  message: string;
}

/** Reads workflow commands back as the runner does: `::command k=v,k=v::data`, unescaping each part. */
function commands(stdout: string): { commands: Command[]; plain: string[] } {
  const out: Command[] = [];
  const plain: string[] = [];
  for (const line of stdout.split('\n')) {
    if (line === '') continue;
    const match = /^::(\w+) ([^:]*)::(.*)$/.exec(line);
    if (!match) {
      plain.push(line);
      continue;
    }
    const properties: Record<string, string> = {};
    for (const pair of match[2]!.split(',')) {
      const eq = pair.indexOf('=');
      properties[pair.slice(0, eq)] = unescape(pair.slice(eq + 1));
    }
    out.push({ command: match[1]!, properties, message: unescape(match[3]!) });
  }
  return { commands: out, plain };
}

const SEVERITY_OF_COMMAND: Record<string, string> = { error: 'error', warning: 'warning', notice: 'info' };
const SEVERITY_OF_LEVEL: Record<string, string> = { error: 'error', warning: 'warning', note: 'info' };

function githubRows(stdout: string): { rows: Row[]; messages: string[]; plain: string[] } {
  const { commands: list, plain } = commands(stdout);
  const rows = list.map((c): Row => {
    const rule = /^manifesto \((.+)\)$/.exec(c.properties['title']!)![1]!;
    const col = c.properties['col'] === undefined ? undefined : Number(c.properties['col']);
    const endColumn = c.properties['endColumn'] === undefined ? undefined : Number(c.properties['endColumn']);
    return [c.properties['file']!, rule, SEVERITY_OF_COMMAND[c.command]!, Number(c.properties['line']), col, Number(c.properties['endLine']), endColumn];
  });
  return { rows, messages: list.map((c) => c.message), plain };
}

interface SarifLog {
  $schema: string;
  version: string;
  runs: {
    tool: {
      driver: {
        name: string;
        version: string;
        rules: { id: string; shortDescription: { text: string }; help: { text: string; markdown: string }; defaultConfiguration: { level: string } }[];
      };
    };
    invocations: { executionSuccessful: boolean; toolExecutionNotifications?: { level: string; message: { text: string } }[] }[];
    columnKind: string;
    results: {
      ruleId: string;
      ruleIndex: number;
      level: string;
      message: { text: string };
      locations: {
        physicalLocation: {
          artifactLocation: { uri: string; uriBaseId: string };
          region: { startLine: number; startColumn: number; endLine: number; endColumn: number };
        };
      }[];
      partialFingerprints: Record<string, string>;
    }[];
  }[];
}

function sarifRows(stdout: string): { rows: Row[]; messages: string[]; log: SarifLog } {
  const log = JSON.parse(stdout) as SarifLog;
  const run = log.runs[0]!;
  const rows = run.results.map((r): Row => {
    const { artifactLocation, region } = r.locations[0]!.physicalLocation;
    return [
      decodeURIComponent(artifactLocation.uri),
      r.ruleId,
      SEVERITY_OF_LEVEL[r.level]!,
      region.startLine,
      region.startColumn,
      region.endLine,
      region.endColumn,
    ];
  });
  return { rows, messages: run.results.map((r) => r.message.text), log };
}

/**
 * The structure SARIF 2.1.0 requires of what we emit (the properties the specification makes
 * mandatory, and the enumerations we use), checked offline with ajv.
 */
const SARIF_SHAPE = {
  type: 'object',
  required: ['version', 'runs', '$schema'],
  properties: {
    version: { const: '2.1.0' },
    $schema: { type: 'string', pattern: '^https://' },
    runs: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['tool', 'results', 'columnKind'],
        properties: {
          tool: {
            type: 'object',
            required: ['driver'],
            properties: {
              driver: {
                type: 'object',
                required: ['name', 'version', 'rules'],
                properties: {
                  name: { type: 'string', minLength: 1 },
                  rules: {
                    type: 'array',
                    items: {
                      type: 'object',
                      required: ['id', 'shortDescription', 'help', 'defaultConfiguration'],
                      properties: {
                        id: { type: 'string', minLength: 1 },
                        shortDescription: { type: 'object', required: ['text'], properties: { text: { type: 'string', minLength: 1 } } },
                        help: {
                          type: 'object',
                          required: ['text', 'markdown'],
                          properties: { text: { type: 'string', minLength: 1 }, markdown: { type: 'string', minLength: 1 } },
                        },
                        helpUri: { type: 'string', pattern: '^[a-z]+://' },
                        defaultConfiguration: { type: 'object', required: ['level'], properties: { level: { enum: ['none', 'note', 'warning', 'error'] } } },
                      },
                    },
                  },
                },
              },
            },
          },
          invocations: {
            type: 'array',
            items: {
              type: 'object',
              required: ['executionSuccessful'],
              properties: {
                executionSuccessful: { type: 'boolean' },
                toolExecutionNotifications: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['message'],
                    properties: { message: { type: 'object', required: ['text'] }, level: { enum: ['none', 'note', 'warning', 'error'] } },
                  },
                },
              },
            },
          },
          columnKind: { enum: ['utf16CodeUnits', 'unicodeCodePoints'] },
          results: {
            type: 'array',
            items: {
              type: 'object',
              required: ['message', 'ruleId', 'level', 'locations', 'partialFingerprints'],
              properties: {
                ruleId: { type: 'string' },
                ruleIndex: { type: 'integer', minimum: 0 },
                level: { enum: ['none', 'note', 'warning', 'error'] },
                message: { type: 'object', required: ['text'], properties: { text: { type: 'string' } } },
                locations: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      physicalLocation: {
                        type: 'object',
                        required: ['artifactLocation', 'region'],
                        properties: {
                          artifactLocation: {
                            type: 'object',
                            required: ['uri'],
                            properties: { uri: { type: 'string', not: { pattern: '^/|[ ,\\\\]' } }, uriBaseId: { const: '%SRCROOT%' } },
                          },
                          region: {
                            type: 'object',
                            required: ['startLine'],
                            properties: {
                              startLine: { type: 'integer', minimum: 1 },
                              startColumn: { type: 'integer', minimum: 1 },
                              endLine: { type: 'integer', minimum: 1 },
                              endColumn: { type: 'integer', minimum: 1 },
                            },
                          },
                        },
                      },
                    },
                  },
                },
                partialFingerprints: { type: 'object', additionalProperties: { type: 'string', minLength: 1 } },
              },
            },
          },
        },
      },
    },
  },
};

describe('--format github and --format sarif agree with --format json', () => {
  it('report the same problems at the same places, from "." inside a folder with a comma in its name', () => {
    const dir = project();
    const json = run(['check', '--format', 'json', '.'], dir);
    const github = run(['check', '--format', 'github', '.'], dir);
    const sarif = run(['check', '--format', 'sarif', '.'], dir);
    const expected = jsonRows(json.stdout);
    expect(new Set(expected.rows.map((row) => row[0]))).toEqual(new Set(['manifest.yaml', 'x.blocks.yaml']));
    expect(expected.rows.length).toBeGreaterThan(10);

    const fromGithub = githubRows(github.stdout);
    // Columns only when the problem is on one line, as GitHub requires.
    expect(fromGithub.rows).toEqual(
      expected.rows.map(([file, rule, severity, line, column, endLine, endColumn]) => [
        file,
        rule,
        severity,
        line,
        line === endLine ? column : undefined,
        endLine,
        line === endLine ? endColumn : undefined,
      ]),
    );
    expect(fromGithub.messages).toEqual(
      expected.messages.map((message, i) => `${expected.rows[i]![0]}:${expected.rows[i]![3]}:${expected.rows[i]![4]}: ${message}`),
    );

    const fromSarif = sarifRows(sarif.stdout);
    expect(fromSarif.rows).toEqual(expected.rows);
    expect(fromSarif.messages).toEqual(expected.messages);

    for (const out of [json, github, sarif]) {
      expect(out.stderr).toBe('');
      expect(out.code).toBe(1);
    }
  });

  it('print paths relative to the working directory; a comma in a path stays inside one property', () => {
    const dir = project();
    const out = run(['check', '--format', 'github', 'apps, and blocks'], dirname(dir));
    const lines = out.stdout.split('\n').filter((line) => line.startsWith('::'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^::(error|warning|notice) file=apps%2C and blocks\/(manifest\.yaml|x\.blocks\.yaml),line=\d+,/);
    const { rows } = githubRows(out.stdout);
    expect(new Set(rows.map((row) => row[0]))).toEqual(new Set(['apps, and blocks/manifest.yaml', 'apps, and blocks/x.blocks.yaml']));
    const sarif = sarifRows(run(['check', '--format', 'sarif', 'apps, and blocks'], dirname(dir)).stdout);
    expect(sarif.log.runs[0]!.results[0]!.locations[0]!.physicalLocation.artifactLocation).toEqual({
      uri: 'apps%2C%20and%20blocks/manifest.yaml',
      uriBaseId: '%SRCROOT%',
    });
  });
});

describe('--format github', () => {
  it('makes paths relative to GITHUB_WORKSPACE when the check runs inside it', () => {
    const dir = project();
    const parent = dirname(dir);
    const inWorkspace = githubRows(run(['check', '--format', 'github', '.'], dir, { GITHUB_WORKSPACE: parent }).stdout).rows;
    expect(new Set(inWorkspace.map((row) => row[0]))).toEqual(new Set(['apps, and blocks/manifest.yaml', 'apps, and blocks/x.blocks.yaml']));
    const elsewhere = githubRows(run(['check', '--format', 'github', '.'], dir, { GITHUB_WORKSPACE: join(parent, 'other') }).stdout).rows;
    expect(new Set(elsewhere.map((row) => row[0]))).toEqual(new Set(['manifest.yaml', 'x.blocks.yaml']));
  });

  it('is for check only: "manifesto rules" prints pretty or json', () => {
    const out = run(['rules', '--format', 'github'], root);
    expect(out.stderr).toBe('manifesto: manifesto rules prints "pretty" or "json", not "github"\n');
    expect(out.code).toBe(2);
  });

  it('escapes %, CR and LF in the message, and also : and , in properties, as the runner reads them', () => {
    expect(escapeData('100% done\r\nnext: a, b')).toBe('100%25 done%0D%0Anext: a, b');
    expect(escapeProperty('100% done\r\nnext: a, b')).toBe('100%25 done%0D%0Anext%3A a%2C b');
    const dir = project();
    const name = 'odd%:,\r\nmanifest.yaml';
    write(dir, name, 'display_information:\n  name: Odd\n  background_color: "#2c%"\n');
    const out = run(['check', '--format', 'github', '.'], dir);
    const line = out.stdout.split('\n').find((l) => l.includes('title=manifesto (color)') && l.includes('odd'))!;
    expect(line).toBeDefined();
    expect(line).toContain('file=odd%25%3A%2C%0D%0Amanifest.yaml,line=3,col=21,');
    expect(line).toContain('::odd%25:,%0D%0Amanifest.yaml:3:21: `display_information.background_color` is "#2c%25";');
    // Every command is one line of output: nothing in a path or message breaks it.
    const lines = out.stdout.split('\n').filter((l) => l !== '');
    expect(lines.filter((l) => !l.startsWith('::'))).toEqual([expect.stringMatching(/^manifesto: \d+ errors not shown as annotations/)]);
    for (const l of lines.slice(0, -1)) expect(l).toMatch(/^::(error|warning|notice) file=[^:]*::[^\r\n]*$/);
    const back = githubRows(out.stdout);
    const json = jsonRows(run(['check', '--format', 'json', '.'], dir).stdout);
    expect(back.rows).toEqual(json.rows);
    expect(back.rows.some((row) => row[0] === name)).toBe(true);
  });

  it('leaves out the columns of a problem that spans several lines', () => {
    const problem = {
      rule: 'type',
      severity: 'warning',
      message: 'spans',
      pointer: '/a',
      target: 'value',
      span: { start: 0, end: 10 },
      range: { start: { line: 1, character: 4 }, end: { line: 3, character: 1 } },
    } as unknown as LocatedProblem;
    expect(annotation('a.yaml', problem)).toBe('::warning file=a.yaml,line=2,endLine=4,title=manifesto (type)::a.yaml:2:5: spans');
    expect(annotation(undefined, { ...problem, severity: 'info' } as LocatedProblem)).toBe(
      '::notice line=2,endLine=4,title=manifesto (type)::<stdin>:2:5: spans',
    );
  });

  it('says in a last plain line how many annotations of each severity GitHub will not show', () => {
    const dir = project();
    const commands = Array.from({ length: 12 }, (_, i) => `    - command: bad${i}\n      url: http://example.com/${i}\n      description: Command ${i}\n`).join(
      '',
    );
    write(
      dir,
      'many/manifest.yaml',
      `display_information:\n  name: Many\nfeatures:\n  bot_user:\n    display_name: many\n  slash_commands:\n${commands}oauth_config:\n  scopes:\n    bot: [commands]\n`,
    );
    const out = run(['check', '--format', 'github', '--rule', 'url=warning', 'many'], dir);
    const { rows, plain } = githubRows(out.stdout);
    const count = (severity: string) => rows.filter((row) => row[2] === severity).length;
    expect(count('error')).toBeGreaterThan(10);
    expect(count('warning')).toBe(12);
    expect(count('info')).toBeLessThanOrEqual(10);
    expect(plain).toEqual([
      `manifesto: ${count('error') - 10} errors, 2 warnings not shown as annotations (GitHub shows 10 of each severity per step); every problem is listed in this log above.`,
    ]);
    expect(out.stdout.trimEnd().split('\n').at(-1)).toBe(plain[0]);
    // At most ten of each: no summary line.
    expect(githubRows(run(['check', '--format', 'github', 'manifest.yaml'], dir).stdout).plain).toEqual([]);
  });

  it('gives an unreadable file its stderr line and exit code 2, and annotates the rest', () => {
    const dir = project();
    const out = run(['check', '--format', 'github', 'missing.yaml', 'manifest.yaml'], dir);
    expect(out.stderr).toBe('manifesto: cannot read missing.yaml: no such file\n');
    expect(githubRows(out.stdout).rows.length).toBeGreaterThan(0);
    expect(out.code).toBe(2);
  });
});

describe('--format sarif', () => {
  it('is a SARIF 2.1.0 log with the rule catalogue, levels, 1-based regions and an explicit columnKind', () => {
    const dir = project();
    const out = run(['check', '--format', 'sarif', '.'], dir);
    const log = JSON.parse(out.stdout) as SarifLog;
    const ajv = new Ajv({ allErrors: true, strict: false });
    const valid = ajv.validate(SARIF_SHAPE, log);
    expect(ajv.errors ?? [], JSON.stringify(ajv.errors)).toEqual([]);
    expect(valid).toBe(true);
    const run0 = log.runs[0]!;
    expect(run0.tool.driver.name).toBe('manifesto');
    expect(run0.tool.driver.version).toBe(cliVersion);
    expect(run0.tool.driver.rules.map((rule) => rule.id)).toEqual(RULES.map((rule) => rule.id));
    const levels = { error: 'error', warning: 'warning', info: 'note' } as const;
    expect(run0.tool.driver.rules.map((rule) => rule.defaultConfiguration.level)).toEqual(RULES.map((rule) => levels[rule.defaultSeverity]));
    expect(run0.tool.driver.rules.map((rule) => rule.shortDescription.text)).toEqual(RULES.map((rule) => rule.description));
    // Each rule's help says why it matters, and in Markdown shows its example.
    RULES.forEach((rule, index) => {
      const help = run0.tool.driver.rules[index]!.help;
      expect(help.text, rule.id).toContain(rule.why);
      expect(help.markdown, rule.id).toContain(rule.why);
      if (rule.example) expect(help.markdown, rule.id).toContain(rule.example.text.trimEnd());
    });
    expect(run0.columnKind).toBe('utf16CodeUnits');
    expect(run0.invocations[0]!.executionSuccessful).toBe(true);
    for (const result of run0.results) expect(run0.tool.driver.rules[result.ruleIndex]!.id).toBe(result.ruleId);
    expect(run0.results.some((result) => result.level === 'note')).toBe(true);
  });

  it('has "results": [] when there is nothing to report', () => {
    const out = run(['check', '--format', 'sarif', 'examples/manifest.yaml'], root);
    const log = JSON.parse(out.stdout) as SarifLog;
    expect(log.runs[0]!.results).toEqual([]);
    expect(log.runs[0]!.invocations[0]!.executionSuccessful).toBe(true);
    expect(out.code).toBe(0);
  });

  it('keeps the fingerprints when lines move, and tells problems at different pointers apart', () => {
    const dir = project();
    const before = sarifRows(run(['check', '--format', 'sarif', 'manifest.yaml'], dir).stdout);
    write(dir, 'manifest.yaml', `# a comment moves every line down\n\n${MANIFEST}`);
    const after = sarifRows(run(['check', '--format', 'sarif', 'manifest.yaml'], dir).stdout);
    const prints = (log: SarifLog) => log.runs[0]!.results.map((r) => r.partialFingerprints['manifesto/v1']);
    expect(after.rows.map((row) => row[3])).toEqual(before.rows.map((row) => row[3] + 2));
    expect(prints(after.log)).toEqual(prints(before.log));
    expect(new Set(prints(before.log)).size).toBe(before.rows.length);
  });

  it('lists unreadable inputs as tool execution notifications and sets executionSuccessful to false', () => {
    const dir = project();
    const out = run(['check', '--format', 'sarif', 'missing.yaml', 'manifest.yaml'], dir);
    expect(out.stderr).toBe('manifesto: cannot read missing.yaml: no such file\n');
    expect(out.code).toBe(2);
    const log = JSON.parse(out.stdout) as SarifLog;
    const invocation = log.runs[0]!.invocations[0]!;
    expect(invocation.executionSuccessful).toBe(false);
    expect(invocation.toolExecutionNotifications).toEqual([
      {
        level: 'error',
        message: { text: 'cannot read missing.yaml: no such file' },
        locations: [{ physicalLocation: { artifactLocation: { uri: 'missing.yaml', uriBaseId: '%SRCROOT%' } } }],
      },
    ]);
    expect(log.runs[0]!.results.length).toBeGreaterThan(0);
  });
});
