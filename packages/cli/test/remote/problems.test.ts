import { describe, expect, it } from 'vitest';
import { parseSource } from 'manifesto-core/language';
import { remoteProblems, normaliseServicePointer, type RemoteResult } from '../../src/remote/index.js';

const yamlText = [
  'display_information:',
  '  name: Helper',
  'features:',
  '  slash_commands:',
  '    - command: /deploy',
  '      description: Deploys',
  '    - command: release',
  '      description: Releases',
  'settings:',
  '  org_deploy_enabled: true',
  '',
].join('\n');
const jsonText = JSON.stringify(parseSource(yamlText, 'yaml').value, null, 2);

const invalid: RemoteResult = {
  kind: 'invalid',
  errors: [
    { message: 'Command must start with a slash', pointer: '/features/slash_commands/1/command' },
    { message: 'Name is taken', pointer: 'display_information/name' },
    { message: 'Needs a request URL', pointer: '/settings/interactivity/request_url' },
    { message: 'Invalid app manifest format', pointer: '' },
  ],
};

/** 1-based line of the n-th occurrence of a needle. */
function lineOf(text: string, needle: string, occurrence = 1): number {
  let at = -1;
  for (let i = 0; i < occurrence; i++) at = text.indexOf(needle, at + 1);
  if (at < 0) throw new Error(`no ${needle}`);
  return text.slice(0, at).split('\n').length;
}

function found(text: string, format: 'yaml' | 'json') {
  return remoteProblems(invalid, parseSource(text, format)).map((p) => ({
    rule: p.rule,
    severity: p.severity,
    pointer: p.pointer,
    line: p.range.start.line + 1,
  }));
}

describe('remoteProblems', () => {
  it.each([
    ['yaml', yamlText, { command: 'command: release', name: 'name:', settings: 'settings:', root: 'display_information' }],
    ['json', jsonText, { command: '"release"', name: '"name"', settings: '"settings"', root: '{' }],
  ] as const)('places each service error at its line in %s', (format, text, needles) => {
    expect(found(text, format)).toEqual([
      { rule: 'remote', severity: 'error', pointer: '/features/slash_commands/1/command', line: lineOf(text, needles.command) },
      { rule: 'remote', severity: 'error', pointer: '/display_information/name', line: lineOf(text, needles.name) },
      // Not in the text: the deepest existing ancestor (settings) is marked.
      { rule: 'remote', severity: 'error', pointer: '/settings/interactivity/request_url', line: lineOf(text, needles.settings) },
      { rule: 'remote', severity: 'error', pointer: '', line: lineOf(text, needles.root) },
    ]);
  });

  it('marks the value a pointer names', () => {
    const [problem] = remoteProblems(invalid, parseSource(yamlText, 'yaml'));
    expect(yamlText.slice(problem!.span.start, problem!.span.end)).toBe('release');
  });

  it('keeps the service message', () => {
    const problems = remoteProblems(invalid, parseSource(yamlText, 'yaml'));
    expect(problems.map((p) => p.message)).toEqual(invalid.kind === 'invalid' ? invalid.errors.map((e) => e.message) : []);
  });

  it('gives nothing for success and failures', () => {
    const document = parseSource(yamlText, 'yaml');
    expect(remoteProblems({ kind: 'ok' }, document)).toEqual([]);
    expect(remoteProblems({ kind: 'failure', code: 'invalid_auth', family: 'auth', sentence: 'x.', exitCode: 2 }, document)).toEqual([]);
  });
});

describe('normaliseServicePointer', () => {
  it.each([
    ['/display_information/name', '/display_information/name'],
    ['display_information/name', '/display_information/name'],
    ['#/display_information/name', '/display_information/name'],
    ['/features/bot_user/', '/features/bot_user'],
    ['/', ''],
    ['', ''],
    ['  /settings  ', '/settings'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseServicePointer(input)).toBe(expected);
  });
});
