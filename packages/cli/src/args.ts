import {
  DEFAULT_LIMITS,
  didYouMean,
  KIND_IDS,
  LIMIT_CEILINGS,
  normalizeSeverity,
  isRefusal,
  RULES,
  SEVERITY_NAMES,
  type KindId,
  type Severity,
  type SourceLimits,
} from 'manifesto-core';

import { parseArgs as readTokens } from 'node:util';
import { DIFF_OPTIONS, DIFF_USAGE, parseDiffArgs, type DiffArgs } from './diff/args.js';
import { parsePreviewArgs, PREVIEW_HELP, PREVIEW_USAGE, type PreviewArgs } from './preview/args.js';
import { UsageError } from './usage-error.js';

export type Kind = KindId;
export type OutputFormat = 'pretty' | 'json' | 'github' | 'sarif';
/** The `--format` values of `check`; `rules` prints only pretty and json. */
export const OUTPUT_FORMATS: readonly OutputFormat[] = ['pretty', 'json', 'github', 'sarif'];

export interface CheckArgs {
  command: 'check';
  files: string[];
  kind?: Kind;
  /** `--method`: every file holds the arguments of this Web API method. */
  method?: string;
  format: OutputFormat;
  config?: string;
  rules: Record<string, Severity | 'off'>;
  remote: boolean;
  remoteAlways: boolean;
  appId?: string;
  gov: boolean;
  tokenFile?: string;
  timeoutSeconds?: number;
  /** --max-file-size, --max-depth, --max-aliases; they win over the configuration file. */
  limits: Partial<SourceLimits>;
}

export type Args = CheckArgs | DiffArgs | PreviewArgs | { command: 'help' } | { command: 'version' } | { command: 'rules'; format: OutputFormat };

export { UsageError };

const LIMIT_FLAGS: Record<string, keyof SourceLimits> = { '--max-file-size': 'maxFileSize', '--max-depth': 'maxDepth', '--max-aliases': 'maxAliases' };

/**
 * check's options, as node:util's parseArgs reads them: the one table the parser, the did-you-mean
 * candidates and the "options come after the command" hint all come from.
 */
const CHECK_OPTIONS = {
  kind: { type: 'string' },
  method: { type: 'string' },
  format: { type: 'string' },
  config: { type: 'string' },
  rule: { type: 'string' },
  'app-id': { type: 'string' },
  'token-file': { type: 'string' },
  timeout: { type: 'string' },
  'max-file-size': { type: 'string' },
  'max-depth': { type: 'string' },
  'max-aliases': { type: 'string' },
  remote: { type: 'boolean' },
  'remote-always': { type: 'boolean' },
  gov: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;
type CheckOption = keyof typeof CHECK_OPTIONS;

/**
 * What `manifesto --help` says of each check option, keyed by the parser's table: an option added
 * there without a line here does not compile, so help and parser cannot drift apart.
 */
const CHECK_HELP: Record<Exclude<CheckOption, 'help'>, { value?: string; text: string }> = {
  kind: { value: KIND_IDS.join('|'), text: 'what the files are (default: detected from name and content)' },
  method: {
    value: '<name>',
    text: "the files hold the arguments of this Web API method, such as\nchat.postMessage (default: from a name like hello.chat.postMessage.json),\nor audit.logs for the audit log API's filters",
  },
  format: {
    value: 'pretty|json|github|sarif',
    text: 'output format (default: pretty); github prints workflow\ncommands (annotations), sarif a SARIF 2.1.0 log',
  },
  config: {
    value: '<path>',
    text: 'configuration file for every file (default: the nearest .manifestorc.json\nor package.json "manifesto" above each checked file)',
  },
  rule: { value: '<id>=<severity>', text: "override a rule's severity: error, warning, info or off (repeatable)" },
  remote: {
    text: 'after a clean local check, also ask the service: apps.manifest.validate\nfor manifests (token needed), blocks.validate for Block Kit (no token)',
  },
  'remote-always': { text: 'run the remote check even when the local check finds errors' },
  'app-id': { value: '<id>', text: 'app whose configuration the remote check validates' },
  gov: { text: 'use the government API base URL' },
  'token-file': { value: '<path>', text: 'read the token from a file (otherwise MANIFESTO_TOKEN)' },
  timeout: { value: '<seconds>', text: 'remote request timeout (default: 30)' },
  'max-file-size': { value: '<bytes>', text: `larger files are not checked (default: ${DEFAULT_LIMITS.maxFileSize})` },
  'max-depth': { value: '<levels>', text: `deeper nesting is not checked (default: ${DEFAULT_LIMITS.maxDepth}, at most ${LIMIT_CEILINGS.maxDepth})` },
  'max-aliases': { value: '<uses>', text: `YAML alias uses expanded at most (default: ${DEFAULT_LIMITS.maxAliases})` },
};

/** The help's option lines: the flag and its value, then the text from column 28 (on the next line when the flag is long). */
function checkOptionsHelp(): string {
  const column = 28;
  return Object.entries(CHECK_HELP)
    .map(([name, { value, text }]) => {
      const flag = `  --${name}${value ? ` ${value}` : ''}`;
      const [first = '', ...rest] = text.split('\n').map((line, i) => (i === 0 ? line : ' '.repeat(column) + line));
      const head = flag.length < column - 1 ? `${flag.padEnd(column)}${first}` : `${flag}\n${' '.repeat(column)}${first}`;
      return [head, ...rest].join('\n') + '\n';
    })
    .join('');
}
const isCheckOption = (name: string): name is CheckOption => Object.hasOwn(CHECK_OPTIONS, name);

const optionEntries = Object.entries(CHECK_OPTIONS) as [CheckOption, { type: 'string' | 'boolean'; short?: string }][];
const VALUE_FLAGS = new Set(optionEntries.filter(([, option]) => option.type === 'string').map(([name]) => `--${name}`));
const SWITCHES = new Set(
  optionEntries.filter(([, option]) => option.type === 'boolean').flatMap(([name, option]) => [`--${name}`, ...(option.short ? [`-${option.short}`] : [])]),
);
/** The options a misspelt one may have meant (`--token` is only recognised, to be refused). */
const OPTION_NAMES: readonly string[] = [...VALUE_FLAGS, ...SWITCHES].filter((flag) => flag.startsWith('--'));
const COMMANDS: readonly string[] = ['check', 'diff', 'preview', 'rules', 'help', 'version'];

/** `did you mean "x"? (aside)` when a candidate is close to the word the user typed, otherwise `fallback`. */
function meant(word: string, candidates: readonly string[], aside: string, fallback = aside): string {
  const near = didYouMean(word, candidates);
  return near === undefined ? fallback : `did you mean "${near}"? (${aside})`;
}

/** `; did you mean "x"?` for a mistyped value of a flag with a few allowed values. */
function valueHint(value: string, allowed: readonly string[]): string {
  const near = didYouMean(value, allowed);
  return near === undefined ? '' : `; did you mean "${near}"?`;
}

/** Reads `--rule <id>=<severity>`; unknown ids and severities get a "did you mean". */
function parseRule(value: string): [string, Severity | 'off'] {
  const match = /^([^=:]+)[=:](.+)$/.exec(value);
  if (!match) throw new UsageError(`--rule expects <rule-id>=<error|warning|info|off>, not "${value}"`);
  const [, id, word] = match as unknown as [string, string, string];
  const ids = RULES.map((rule) => rule.id);
  if (!ids.includes(id)) throw new UsageError(`unknown rule "${id}" in --rule; ${meant(id, ids, '"manifesto rules" lists the rules')}`);
  if (word === 'off' && isRefusal(id))
    throw new UsageError(`--rule ${id}=off: a refused file would pass unchecked; raise the limit instead (--max-file-size, --max-depth)`);
  // The words the configuration file accepts, read the same way ("warn" is "warning").
  const severity = normalizeSeverity(word);
  if (severity === undefined)
    throw new UsageError(`unknown severity "${word}" in --rule ${value}; ${meant(word, SEVERITY_NAMES, 'expected error, warning, info or off')}`);
  return [id, severity];
}

/** The first word was not a command: a misspelt command, or an option put before the command. */
function unknownCommand(command: string): UsageError {
  if (!command.startsWith('-') || command === '-')
    return new UsageError(
      `unknown command "${command}"; ${meant(command, COMMANDS, '"manifesto --help" lists the commands', 'try "manifesto check <file...>" or "manifesto --help"')}`,
    );
  const flag = command.split('=')[0]!;
  if (VALUE_FLAGS.has(flag) || SWITCHES.has(flag)) return new UsageError(`options come after the command: "manifesto check ${flag} … <file...>"`);
  return new UsageError(`unknown option "${flag}"; ${meant(flag, ['--help', '--version', ...OPTION_NAMES], '"manifesto --help" lists the options')}`);
}

/** Parses `manifesto <command> [options] <file...>`; `--flag=value` and `--flag value` both work. */
export function parseArgs(argv: readonly string[]): Args {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') return { command: 'help' };
  if (command === '--version' || command === '-v' || command === 'version') return { command: 'version' };
  if (command === 'diff') return parseDiffArgs(rest, OUTPUT_FORMATS);
  if (command === 'preview') return parsePreviewArgs(rest);
  if (command !== 'check' && command !== 'rules') throw unknownCommand(command);

  const args: CheckArgs = { command: 'check', files: [], format: 'pretty', rules: {}, remote: false, remoteAlways: false, gov: false, limits: {} };
  // Not strict: an unknown option comes back as a token, so it gets a did-you-mean instead of parseArgs' own error.
  // Without a word that starts with "-" every word is a file, as parseArgs would say; skipping it spares
  // loading its module (PERFORMANCE.md). args.test.ts holds the two ways to one answer.
  const tokens = rest.some((word) => word.startsWith('-'))
    ? readTokens({ args: [...rest], options: CHECK_OPTIONS, strict: false, allowPositionals: true, tokens: true }).tokens
    : rest.map((value) => ({ kind: 'positional' as const, value }));
  for (const token of tokens) {
    if (token.kind === 'positional') {
      args.files.push(token.value);
      continue;
    }
    if (token.kind === 'option-terminator') continue;
    if (token.name === 'token') throw new UsageError('the token is never accepted on the command line; set MANIFESTO_TOKEN or pass --token-file');
    if (!isCheckOption(token.name))
      throw new UsageError(`unknown option "${token.rawName}"; ${meant(token.rawName, OPTION_NAMES, '"manifesto --help" lists the options')}`);
    const flag = `--${token.name}`;
    const value = token.value;
    if (CHECK_OPTIONS[token.name].type === 'string') {
      if (value === undefined || value === '') throw new UsageError(`${flag} needs a value`);
    } else if (token.inlineValue) {
      throw new UsageError(`${token.rawName} does not take a value`);
    }
    switch (flag) {
      case '--kind':
        if (!(KIND_IDS as readonly string[]).includes(value!))
          throw new UsageError(`--kind must be ${listed(KIND_IDS)}, not "${value}"${valueHint(value!, KIND_IDS)}`);
        args.kind = value as Kind;
        break;
      case '--method':
        if (!/^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/.test(value!))
          throw new UsageError(`--method expects a Web API method name such as "chat.postMessage", not "${value}"`);
        args.method = value!;
        break;
      case '--format':
        if (!(OUTPUT_FORMATS as readonly string[]).includes(value!))
          throw new UsageError(`--format must be "pretty", "json", "github" or "sarif", not "${value}"${valueHint(value!, OUTPUT_FORMATS)}`);
        args.format = value as OutputFormat;
        break;
      case '--config':
        args.config = value!;
        break;
      case '--rule': {
        const [id, severity] = parseRule(value!);
        args.rules[id] = severity;
        break;
      }
      case '--remote':
        args.remote = true;
        break;
      case '--remote-always':
        args.remote = true;
        args.remoteAlways = true;
        break;
      case '--gov':
        args.gov = true;
        break;
      case '--app-id':
        args.appId = value!;
        break;
      case '--token-file':
        args.tokenFile = value!;
        break;
      case '--timeout': {
        const seconds = Number(value);
        if (!Number.isFinite(seconds) || seconds <= 0) throw new UsageError(`--timeout must be a positive number of seconds, not "${value}"`);
        args.timeoutSeconds = seconds;
        break;
      }
      case '--max-file-size':
      case '--max-depth':
      case '--max-aliases': {
        const number = Number(value);
        if (!/^\d+$/.test(value!) || !Number.isSafeInteger(number)) throw new UsageError(`${flag} must be a whole number, not "${value}"`);
        const key = LIMIT_FLAGS[flag]!;
        // As in .manifestorc.json: a value past the ceiling is a mistake, never quietly lowered.
        if (number > LIMIT_CEILINGS[key]) throw new UsageError(`${flag} is ${number}; the most allowed is ${LIMIT_CEILINGS[key]}`);
        args.limits[key] = number;
        break;
      }
      case '--help':
        return { command: 'help' };
    }
  }
  if (command === 'rules') {
    if (args.format !== 'pretty' && args.format !== 'json') throw new UsageError(`manifesto rules prints "pretty" or "json", not "${args.format}"`);
    return { command: 'rules', format: args.format };
  }
  // --method says what the files are: the arguments of that method, or an audit log request's (`audit.logs`).
  if (args.method !== undefined) {
    const kind = args.method.startsWith('audit.') ? 'audit' : 'methods';
    if (args.kind !== undefined && args.kind !== kind)
      throw new UsageError(
        `--method ${args.method} checks ${kind === 'audit' ? 'audit log filters' : 'method arguments'}; it cannot be used with --kind ${args.kind}`,
      );
    args.kind = kind;
  }
  // No file or directory: the working directory is searched, as "manifesto check ." would.
  if (args.files.length === 0) args.files.push('.');
  return args;
}

/** The `help` command's text, written when asked (not at every start). */
export function helpText(): string {
  return `manifesto: offline checks for app manifests, Block Kit payloads, Web API method arguments and audit log filters

Usage:
  manifesto check [options] [<file|dir>...]
                                          check files and directories (default: "."; "-" reads
                                          standard input); a directory is searched for the files
                                          the tool recognises by name, skipping node_modules, dot
                                          folders and what .gitignore files ignore
  manifesto rules [--format json]         list the rule catalogue
${DIFF_USAGE}${PREVIEW_USAGE}  manifesto --version

Options for check:
${checkOptionsHelp()}${DIFF_OPTIONS}
${PREVIEW_HELP}
Exit codes: 0 no errors (warnings allowed), 1 errors found, 2 usage or I/O error; preview: 0 drawn,
1 nothing to draw, 2 usage or I/O error.
`;
}

/** `"a", "b" or "c"`. */
function listed(values: readonly string[]): string {
  const quoted = values.map((value) => `"${value}"`);
  return quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}
