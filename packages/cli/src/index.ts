export { main, type Io } from './main.js';
export { parseArgs, UsageError, type Args, type CheckArgs, type Kind } from './args.js';
export { checkInput, type FileResult } from './check.js';
export { validateRemote, remoteProblems, resolveRemoteOptions, type RemoteOptions, type RemoteResult } from './remote/index.js';
