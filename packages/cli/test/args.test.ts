/** The command line as node:util's parseArgs reads it, with our messages: one line per mistake, did-you-mean for flags. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { KIND_IDS } from 'manifesto-core';
import { helpText, parseArgs, UsageError } from '../src/args.js';

const HELP = helpText();

function mistake(argv: string[]): string {
  try {
    parseArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`no usage error for ${JSON.stringify(argv)}`);
}

describe('manifesto check arguments', () => {
  test('values inline or as the next word, repeatable --rule, options before or after the files', () => {
    expect(
      parseArgs(['check', 'a.yaml', '--format', 'json', '--rule=max-length=warning', '--rule', 'url=off', '--config=c.json', 'b.yaml', '--max-depth', '9']),
    ).toEqual({
      command: 'check',
      files: ['a.yaml', 'b.yaml'],
      format: 'json',
      config: 'c.json',
      rules: { 'max-length': 'warning', url: 'off' },
      remote: false,
      remoteAlways: false,
      gov: false,
      limits: { maxDepth: 9 },
    });
  });

  test('"-" is standard input and everything after "--" is a file', () => {
    const args = parseArgs(['check', '-', '--', '--format', '-h']);
    expect(args.command === 'check' && [args.files, args.format]).toEqual([['-', '--format', '-h'], 'pretty']);
  });

  test('-h and --help anywhere print the help', () => {
    expect(parseArgs(['check', 'a.yaml', '-h'])).toEqual({ command: 'help' });
    expect(parseArgs(['check', '--help'])).toEqual({ command: 'help' });
    expect(parseArgs(['diff', 'a.yaml', '-h'])).toEqual({ command: 'help' });
  });

  test.each([
    [['check', '--fromat=json', 'x.yaml'], 'unknown option "--fromat"; did you mean "--format"? ("manifesto --help" lists the options)'],
    [['check', '--max-dept', '3'], 'unknown option "--max-dept"; did you mean "--max-depth"? ("manifesto --help" lists the options)'],
    [['check', '-x'], 'unknown option "-x"; "manifesto --help" lists the options'],
    [['check', '--gov=yes'], '--gov does not take a value'],
    [['check', '--config'], '--config needs a value'],
    [['check', '--config=', 'x.yaml'], '--config needs a value'],
    [['check', '--token=xoxb-1'], 'the token is never accepted on the command line; set MANIFESTO_TOKEN or pass --token-file'],
    [['check', '--max-depth', 'deep'], '--max-depth must be a whole number, not "deep"'],
    [['check', '--max-depth', '300'], '--max-depth is 300; the most allowed is 256'],
    [['check', '--max-file-size=600000000'], '--max-file-size is 600000000; the most allowed is 500000000'],
    [['check', '--max-aliases', '100001'], '--max-aliases is 100001; the most allowed is 100000'],
    [['diff', '--bsae', 'main', 'm.yaml'], 'unknown option "--bsae" for diff; did you mean "--base"? ("manifesto --help" lists the options)'],
    [['diff', '--base'], '--base needs a value'],
  ])('%j: %s', (argv, message) => {
    expect(mistake(argv)).toBe(message);
  });
});

describe('help', () => {
  test('lists every option the parser accepts, with the kinds from the registry and the limits from the defaults', () => {
    const section = HELP.slice(HELP.indexOf('Options for check:'), HELP.indexOf('Options for diff:'));
    const options = [...section.matchAll(/^ {2}(--[a-z-]+)/gm)].map((match) => match[1] ?? '');
    for (const flag of [
      '--kind',
      '--method',
      '--format',
      '--config',
      '--rule',
      '--remote',
      '--remote-always',
      '--app-id',
      '--gov',
      '--token-file',
      '--timeout',
    ])
      expect(options).toContain(flag);
    expect(HELP).toContain(`  --kind ${KIND_IDS.join('|')}`);
    expect(KIND_IDS).toEqual(expect.arrayContaining(['manifest', 'blocks', 'methods', 'audit']));
    expect(HELP).toContain('  --max-depth <levels>      deeper nesting is not checked (default: 64, at most 256)\n');
    // Each flag the help lists is one the parser knows: a bad value may be refused, an unknown option never.
    for (const flag of new Set(options)) {
      let message = '';
      try {
        parseArgs(['check', flag, 'x', 'f.yaml']);
      } catch (error) {
        message = error instanceof Error ? error.message : String(error);
      }
      expect(message, flag).not.toMatch(/unknown option/);
    }
  });
});

describe('files only', () => {
  // parseArgs skips node:util's parser when no word starts with "-"; "--" first makes it read them all as files through that parser.
  const word = fc.oneof(fc.string(), fc.constantFrom('a.yml', 'x-y.json', '', ' -', '.', '=', 'check', 'h')).filter((text) => !text.startsWith('-'));
  test('words without a leading "-" are files, as the parser reads them', () => {
    fc.assert(
      fc.property(fc.constantFrom('check', 'rules'), fc.array(word, { maxLength: 6 }), (command, words) => {
        expect(parseArgs([command, ...words])).toEqual(parseArgs([command, '--', ...words]));
      }),
    );
  });
});
