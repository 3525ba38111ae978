/**
 * The command line of `manifesto-lsp`: `--help` and `--version` answer and exit, a transport flag starts
 * the server, anything else is one line on stderr and exit code 2 (never vscode-languageserver's stack trace).
 * The transports are the ones vscode-languageserver reads from `process.argv` itself, in both spellings
 * it accepts (`--socket=N` and `--socket N`), and `--clientProcessId` that language clients add.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { didYouMean } from 'manifesto-core';

export type ServerCommand = { command: 'serve' } | { command: 'help' } | { command: 'version' } | { command: 'error'; message: string };

/** Flags that stand alone. */
const SWITCHES = ['--stdio', '--node-ipc', '--help', '-h', '--version', '-v'];
/** Flags with a value, as `--flag=value` or `--flag value`. */
const VALUE_FLAGS = ['--socket', '--pipe', '--clientProcessId'];
const TRANSPORTS = ['--stdio', '--node-ipc', '--socket', '--pipe'];
const OPTION_NAMES = [...SWITCHES, ...VALUE_FLAGS].filter((flag) => flag.startsWith('--'));

export const SERVER_HELP = `manifesto-lsp: the Manifesto language server (app manifests, Block Kit payloads and method arguments)

Usage:
  manifesto-lsp --stdio                 talk LSP over standard input and output (what editors use)
  manifesto-lsp --node-ipc              talk over Node's IPC channel (a client that forks the server)
  manifesto-lsp --socket=<port>         connect to a client listening on a TCP port
  manifesto-lsp --pipe=<name>           connect to a client listening on a named pipe or socket file
  manifesto-lsp --help                  print this help
  manifesto-lsp --version               print the version

  --clientProcessId=<pid>               exit when that process ends (language clients add it)

The server checks YAML and JSON files it recognises by name or content: manifests (manifest.yaml,
manifest.json, ...), Block Kit files (*.blocks.json, *.view.yaml, ...) and Web API method arguments
(<anything>.<method>.json, such as hello.chat.postMessage.json).
`;

const isPositiveInteger = (value: string): boolean => /^[1-9][0-9]*$/.test(value);

/** Reads the arguments after `manifesto-lsp`; help and version win over everything else. */
export function parseServerArgs(argv: readonly string[]): ServerCommand {
  if (argv.includes('--help') || argv.includes('-h')) return { command: 'help' };
  if (argv.includes('--version') || argv.includes('-v')) return { command: 'version' };
  let transport: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    if (!flag.startsWith('-'))
      return { command: 'error', message: `unexpected argument "${arg}"; start the server with --stdio ("manifesto-lsp --help" lists the options)` };
    if (SWITCHES.includes(flag)) {
      if (eq > 0) return { command: 'error', message: `${flag} does not take a value` };
    } else if (VALUE_FLAGS.includes(flag)) {
      const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined || value === '') return { command: 'error', message: `${flag} needs a value` };
      if (flag !== '--pipe' && !isPositiveInteger(value))
        return { command: 'error', message: `${flag} needs a ${flag === '--socket' ? 'port' : 'process id'}, not "${value}"` };
    } else {
      const near = didYouMean(flag, OPTION_NAMES);
      const hint = near === undefined ? ' ' : `; did you mean "${near}"? `;
      return { command: 'error', message: `unknown option "${flag}"${hint}("manifesto-lsp --help" lists the options)` };
    }
    if (TRANSPORTS.includes(flag)) {
      if (transport !== undefined && transport !== flag) return { command: 'error', message: `${transport} and ${flag}: choose one transport` };
      transport = flag;
    }
  }
  if (transport === undefined)
    return {
      command: 'error',
      message: 'no transport given; start the server with --stdio (or --node-ipc, --socket=<port>, --pipe=<name>; "manifesto-lsp --help")',
    };
  return { command: 'serve' };
}

/**
 * The version in the package.json nearest above the running script (the package's own, or the
 * extension's when the server is bundled into it); `unknown` when there is none. Read only for
 * `--version`, from the script's path rather than `import.meta`, which the extension's CommonJS bundle lacks.
 */
export function serverVersion(script: string | undefined = process.argv[1]): string {
  try {
    let dir = dirname(realpathSync(script ?? ''));
    for (;;) {
      const file = join(dir, 'package.json');
      if (existsSync(file)) {
        const version = (JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version;
        return typeof version === 'string' ? version : 'unknown';
      }
      const parent = dirname(dir);
      if (parent === dir) return 'unknown';
      dir = parent;
    }
  } catch {
    return 'unknown';
  }
}
