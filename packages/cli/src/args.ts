import type { KindId, Severity, SourceLimits } from '@manifesto/core';

export type Kind = KindId;
export type OutputFormat = 'pretty' | 'json';

export interface CheckArgs {
  command: 'check';
  files: string[];
  kind?: Kind;
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

export type Args = CheckArgs | { command: 'help' } | { command: 'version' } | { command: 'rules'; format: OutputFormat };

/** A mistake on the command line: printed as one line, exit code 2. */
export class UsageError extends Error {}

const LIMIT_FLAGS: Record<string, keyof SourceLimits> = { '--max-file-size': 'maxFileSize', '--max-depth': 'maxDepth', '--max-aliases': 'maxAliases' };

const VALUE_FLAGS = new Set(['--kind', '--format', '--config', '--rule', '--app-id', '--token-file', '--timeout', ...Object.keys(LIMIT_FLAGS)]);

/** Parses `manifesto <command> [options] <file...>`; `--flag=value` and `--flag value` both work. */
export function parseArgs(argv: readonly string[]): Args {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') return { command: 'help' };
  if (command === '--version' || command === '-v' || command === 'version') return { command: 'version' };
  if (command !== 'check' && command !== 'rules') throw new UsageError(`unknown command "${command}"; try "manifesto check <file...>" or "manifesto --help"`);

  const args: CheckArgs = { command: 'check', files: [], format: 'pretty', rules: {}, remote: false, remoteAlways: false, gov: false, limits: {} };
  let onlyFiles = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (onlyFiles || arg === '-' || !arg.startsWith('-')) {
      args.files.push(arg);
      continue;
    }
    if (arg === '--') {
      onlyFiles = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    let value: string | undefined;
    if (VALUE_FLAGS.has(flag)) {
      value = eq > 0 ? arg.slice(eq + 1) : rest[++i];
      if (value === undefined || value === '') throw new UsageError(`${flag} needs a value`);
    } else if (eq > 0) {
      throw new UsageError(`${flag} does not take a value`);
    }
    switch (flag) {
      case '--kind':
        if (value !== 'manifest' && value !== 'blocks') throw new UsageError(`--kind must be "manifest" or "blocks", not "${value}"`);
        args.kind = value;
        break;
      case '--format':
        if (value !== 'pretty' && value !== 'json') throw new UsageError(`--format must be "pretty" or "json", not "${value}"`);
        args.format = value;
        break;
      case '--config':
        args.config = value!;
        break;
      case '--rule': {
        const match = /^([a-z0-9-]+)[=:](error|warning|warn|info|off)$/.exec(value!);
        if (!match) throw new UsageError(`--rule expects <rule-id>=<error|warning|info|off>, not "${value}"`);
        args.rules[match[1]!] = match[2] === 'warn' ? 'warning' : (match[2] as Severity | 'off');
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
        args.limits[LIMIT_FLAGS[flag]!] = number;
        break;
      }
      case '--token':
        throw new UsageError('the token is never accepted on the command line; set MANIFESTO_TOKEN or pass --token-file');
      case '--help':
      case '-h':
        return { command: 'help' };
      default:
        throw new UsageError(`unknown option "${flag}"; see "manifesto --help"`);
    }
  }
  if (command === 'rules') return { command: 'rules', format: args.format };
  if (args.files.length === 0) throw new UsageError('no files given; pass one or more files, or "-" to read standard input');
  return args;
}

export const HELP = `manifesto: offline checks for app manifests and Block Kit payloads

Usage:
  manifesto check [options] <file...>    check files ("-" reads standard input)
  manifesto rules [--format json]         list the rule catalogue
  manifesto --version

Options for check:
  --kind manifest|blocks    what the files are (default: detected from name and content)
  --format pretty|json      output format (default: pretty)
  --config <path>           configuration file (default: nearest .manifestorc.json or package.json "manifesto")
  --rule <id>=<severity>    override a rule's severity: error, warning, info or off (repeatable)
  --remote                  after a clean local check, also run the service's apps.manifest.validate
  --remote-always           run the remote check even when the local check finds errors
  --app-id <id>             app whose configuration the remote check validates
  --gov                     use the government API base URL
  --token-file <path>       read the token from a file (otherwise MANIFESTO_TOKEN)
  --timeout <seconds>       remote request timeout (default: 30)
  --max-file-size <bytes>   larger files are not checked (default: 2000000)
  --max-depth <levels>      deeper nesting is not checked (default: 64, at most 256)
  --max-aliases <uses>      YAML alias uses expanded at most (default: 100)

Exit codes: 0 no errors (warnings allowed), 1 errors found, 2 usage or I/O error.
`;
