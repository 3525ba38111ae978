export { main, type Io } from './main.js';
export { parseArgs, UsageError, type Args, type CheckArgs, type Kind } from './args.js';
export { checkInput, type FileResult } from './check.js';
export {
  validateRemote,
  validateBlocksRemote,
  remoteProblems,
  blockRemoteProblems,
  blockRequest,
  resolveRemoteOptions,
  type RemoteOptions,
  type BlocksRemoteOptions,
  type RemoteResult,
} from './remote/index.js';
