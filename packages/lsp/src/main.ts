/** Entry point of `manifesto-lsp`: the transport (--stdio, --node-ipc, --socket=N) comes from the command line. */
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node.js';
import { startServer } from './server/server.js';

const connection = createConnection(ProposedFeatures.all);
// Nothing may write to stdout but the protocol; stray logging goes to the client's log instead.
console.log = (...args: unknown[]) => connection.console.log(args.map(String).join(' '));
console.info = console.log;
startServer(connection);
