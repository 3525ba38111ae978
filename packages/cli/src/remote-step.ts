import { isBrokenText, isError } from 'manifesto-core';
import { readFileAsync } from './fs-async.js';
import type { CheckArgs } from './args.js';
import type { DocumentFileResult, RemoteTrace } from './check.js';
import { displayPath } from './format/printable.js';
import type { Failure } from './format/sarif.js';
import { blockRequest, type BlockRequest } from './remote/block-payload.js';
import {
  BLOCKS_METHOD,
  blockRemoteProblems,
  MANIFEST_METHOD,
  messageProblems,
  REMOTE_SKIPPED,
  remoteProblems,
  resolveRemoteOptions,
  validateBlocksRemote,
  validateRemote,
  type RemoteFlags,
  type RemoteResult,
  type ResolvedRemote,
} from './remote/index.js';

export type RemoteSetup = Extract<ResolvedRemote, { kind: 'options' }>['options'];

/**
 * Resolves the base URL, timeout and token before any file is read, so a bad flag or an unreadable token
 * file fails fast (exit 2). No token at all is told only when a manifest is checked: blocks.validate needs none.
 */
export async function prepareRemote(args: CheckArgs, env: NodeJS.ProcessEnv): Promise<RemoteSetup | string> {
  const flags: RemoteFlags = { gov: args.gov };
  if (args.tokenFile !== undefined) flags.tokenFile = args.tokenFile;
  if (args.appId !== undefined) flags.appId = args.appId;
  if (args.timeoutSeconds !== undefined) flags.timeout = args.timeoutSeconds;
  const resolved = await resolveRemoteOptions(env, flags, (path) => readFileAsync(path, 'utf8'), { tokenOptional: true });
  return resolved.kind === 'usage' ? resolved.sentence : resolved.options;
}

/** What the remote step ends in: a usage mistake (exit 2, nothing printed), or the files it could not get a verdict for. */
export type RemoteRun = { usage: string } | { failures: Failure[] };

type Plan = { send: 'manifest' } | { send: 'blocks'; request: BlockRequest } | { skip: string };

/**
 * The optional last gate: each file that passed the local check (or every readable one with
 * --remote-always) goes to the service, a manifest to apps.manifest.validate and Block Kit to
 * blocks.validate; the service's errors join the file's problems and each file records its `remote` trace.
 * Files the service could not give a verdict on come back as failures (exit 2).
 */
export async function runRemote(results: DocumentFileResult[], args: CheckArgs, setup: RemoteSetup, stderr: (text: string) => void): Promise<RemoteRun> {
  // A manifest needs the token; a run over manifests without one is a usage mistake, whatever the files hold.
  if (setup.noToken && results.some((result) => result.kind === 'manifest')) return { usage: setup.noToken };
  const failures: Failure[] = [];
  for (const result of results) {
    const plan = planFor(result, args);
    const say = (text: string) => stderr(`manifesto: ${displayPath(result.file)}: ${text}\n`);
    if ('skip' in plan) {
      say(plan.skip);
      result.remote = { status: 'skipped', message: plan.skip };
      continue;
    }
    const { document } = result.result;
    const method = plan.send === 'manifest' ? MANIFEST_METHOD : BLOCKS_METHOD;
    const answer: RemoteResult =
      plan.send === 'manifest' ? await validateRemote(document.value, setup) : await validateBlocksRemote(plan.request.payload, plan.request.argument, setup);
    if (answer.kind === 'failure') {
      const sentence = `${answer.sentence}${answer.detail ? ` (${answer.detail})` : ''}`;
      say(sentence);
      // The service's own words about each argument: at the manifest's lines when they point into it, else printed.
      const { problems, unplaced } =
        plan.send === 'manifest' ? messageProblems(answer.messages ?? [], document) : { problems: [], unplaced: answer.messages ?? [] };
      result.problems.push(...problems);
      for (const item of unplaced) say(`the service says: ${item.message}${item.pointer ? ` (at ${item.pointer})` : ''}`);
      result.remote = { status: 'failed', method, code: answer.code, message: sentence };
      failures.push({ file: result.file, message: sentence, remote: true });
      continue;
    }
    const found = plan.send === 'manifest' ? remoteProblems(answer, document) : blockRemoteProblems(answer, document, result.kind, plan.request.toFile);
    result.problems.push(...found);
    result.remote = { status: answer.kind === 'ok' ? 'accepted' : 'rejected', method } satisfies RemoteTrace;
  }
  return { failures };
}

function planFor(result: DocumentFileResult, args: CheckArgs): Plan {
  // A recovered parse is a guess at what a broken text meant: the service must never see a repaired version.
  if (isBrokenText(result.result.document)) return { skip: 'not sent to the service because it could not be read (see its problem).' };
  let plan: Plan;
  if (result.kind === 'manifest') plan = { send: 'manifest' };
  else {
    const request = blockRequest(result.kind, result.result.document.value);
    if (!request) return { skip: 'holds no manifest or Block Kit for the service to check; skipped.' };
    plan = { send: 'blocks', request };
  }
  if (!args.remoteAlways && result.problems.some(isError)) return { skip: REMOTE_SKIPPED };
  return plan;
}
