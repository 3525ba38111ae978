/** Entry point of `manifesto-lsp`: the transport (--stdio, --node-ipc, --socket=N, --pipe=NAME) comes from the command line. */
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node.js';
import { parseServerArgs, SERVER_HELP, serverVersion } from './command-line.js';
import { startServer } from './server/server.js';

const args = parseServerArgs(process.argv.slice(2));
if (args.command === 'help') {
  process.stdout.write(SERVER_HELP);
} else if (args.command === 'version') {
  process.stdout.write(`${serverVersion()}\n`);
} else if (args.command === 'error') {
  process.stderr.write(`manifesto-lsp: ${args.message}\n`);
  process.exitCode = 2;
} else {
  // vscode-languageserver reads the same arguments again to pick the transport.
  const connection = createConnection(ProposedFeatures.all);
  // Nothing may write to stdout but the protocol; stray logging goes to the client's log instead.
  console.log = (...args: unknown[]) => connection.console.log(args.map(String).join(' '));
  console.info = console.log;
  startServer(connection, { version: serverVersion() });
}
