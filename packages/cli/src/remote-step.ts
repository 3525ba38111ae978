import { isBrokenText, isError } from 'manifesto-core';
import { readFileAsync } from './fs-async.js';
import type { CheckArgs } from './args.js';
import type { FileResult } from './check.js';
import { displayPath } from './format/printable.js';
import {
  messageProblems,
  REMOTE_SKIPPED,
  remoteProblems,
  resolveRemoteOptions,
  validateRemote,
  type RemoteFlags,
  type ResolvedRemote,
} from './remote/index.js';

export type RemoteSetup = Extract<ResolvedRemote, { kind: 'options' }>['options'];

/** Resolves token and base URL before any file is read, so a missing token fails fast (exit 2). */
export async function prepareRemote(args: CheckArgs, env: NodeJS.ProcessEnv): Promise<RemoteSetup | string> {
  const flags: RemoteFlags = { gov: args.gov };
  if (args.tokenFile !== undefined) flags.tokenFile = args.tokenFile;
  if (args.appId !== undefined) flags.appId = args.appId;
  if (args.timeoutSeconds !== undefined) flags.timeout = args.timeoutSeconds;
  const resolved = await resolveRemoteOptions(env, flags, (path) => readFileAsync(path, 'utf8'));
  return resolved.kind === 'usage' ? resolved.sentence : resolved.options;
}

/**
 * The optional last gate: each manifest that passed the local check (or every readable one with
 * --remote-always) goes to apps.manifest.validate; the service's errors join the file's problems.
 * Returns false when the service could not give a verdict (exit 2).
 */
export async function runRemote(results: FileResult[], args: CheckArgs, setup: RemoteSetup, stderr: (text: string) => void): Promise<boolean> {
  let ok = true;
  for (const result of results) {
    if (result.kind !== 'manifest') {
      stderr(`manifesto: ${displayPath(result.file)}: the remote check only applies to manifests; skipped.\n`);
      continue;
    }
    // A recovered parse is a guess at what a broken text meant: the service must never see a repaired version.
    if (isBrokenText(result.result.document)) {
      stderr(`manifesto: ${displayPath(result.file)}: not sent to the service because it could not be read as a manifest (see its problem).\n`);
      continue;
    }
    if (!args.remoteAlways && result.problems.some(isError)) {
      stderr(`manifesto: ${displayPath(result.file)}: ${REMOTE_SKIPPED}\n`);
      continue;
    }
    const answer = await validateRemote(result.result.document.value, setup);
    if (answer.kind === 'failure') {
      stderr(`manifesto: ${displayPath(result.file)}: ${answer.sentence}${answer.detail ? ` (${answer.detail})` : ''}\n`);
      // The service's own words about each argument: at the manifest's lines when they point into it, else printed.
      const { problems, unplaced } = messageProblems(answer.messages ?? [], result.result.document);
      result.problems.push(...problems);
      for (const item of unplaced)
        stderr(`manifesto: ${displayPath(result.file)}: the service says: ${item.message}${item.pointer ? ` (at ${item.pointer})` : ''}\n`);
      ok = false;
      continue;
    }
    result.problems.push(...remoteProblems(answer, result.result.document));
  }
  return ok;
}
