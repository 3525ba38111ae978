import { eventFacts, methodFacts } from '../catalogue/index.js';
import type { AppManifest } from './manifest-side.js';
import { listNames, type AppReport } from './report.js';
import { methodScopeMissingRule, scopeUnusedRule } from './rules.js';
import type { AppWorld } from './world.js';

/** The method a call reaches: Bolt's `say` posts a message; `respond` uses a response URL (no method, no scope). */
function methodOf(via: string, method: string | undefined): string | undefined {
  if (via === 'respond') return undefined;
  if (via === 'say') return 'chat.postMessage';
  return method;
}

/**
 * Web API calls whose method needs a scope the manifest does not request. A method accepts any one of
 * its scopes, for the bot or the user token (the code may call with either), so the call is fine when
 * any of them is in any of the manifest's lists. Methods that need no scope, or only app-level or
 * configuration tokens, and methods the catalogue does not know, are not judged. The code's OAuth
 * installer grants its own scopes too (a computed list leaves the calls unjudged).
 */
export function checkCallScopes(world: AppWorld, manifest: AppManifest, report: AppReport): void {
  const installed = world.installScopes();
  if (!manifest.scopes || !installed) return;
  const granted = new Set([...manifest.scopes.map(({ name }) => name), ...installed]);
  // A helper that calls several methods (a stream) is one call in the code: one problem at it.
  const reported = new Set<string>();
  for (const { fact, file } of world.calls) {
    const method = methodOf(fact.via, fact.method);
    const facts = method === undefined ? undefined : methodFacts(method);
    if (!method || !facts || (facts.bot.length === 0 && facts.user.length === 0)) continue;
    if ([...facts.bot, ...facts.user].some((scope) => granted.has(scope))) continue;
    const at = `${file.facts.fileName}\0${fact.span?.start}`;
    if (reported.has(at)) continue;
    reported.add(at);
    const list = facts.bot.length > 0 ? 'bot' : 'user';
    const scopes = [...(list === 'bot' ? facts.bot : facts.user)];
    const scope = scopes[0]!;
    const called =
      fact.via === 'say'
        ? '`say` posts with `chat.postMessage`, which'
        : fact.via === 'helper' && typeof fact.helper === 'string'
          ? `\`${fact.helper}\` calls \`${method}\`, which`
          : `\`${method}\``;
    report.atCode(
      file,
      fact.span,
      methodScopeMissingRule.problem({
        pointer: '',
        target: 'value',
        message: `${called} needs the ${list} scope ${scopes.length === 1 ? `\`${scope}\`` : `${listNames(scopes, 'or')} (any one)`}, which the manifest does not request in \`oauth_config.scopes\`, so the call fails with \`missing_scope\`; add it to \`oauth_config.scopes.${list}\`.`,
        data: { manifest: report.manifestFile, method, scope, scopes, list },
      }),
    );
  }
}

/**
 * Scopes no call, event or manifest feature uses, for least privilege. Only for an app understood
 * whole (the caller checks), and never for scopes used at install or by another scope's methods.
 */
export function checkUnusedScopes(world: AppWorld, manifest: AppManifest, value: Record<string, unknown>, report: AppReport): void {
  if (!manifest.scopes || !manifest.events) return;
  const used = new Set<string>(INSTALL_SCOPES);
  const use = (scopes: readonly string[]) => scopes.forEach((scope) => used.add(scope));
  for (const { fact } of world.calls) {
    const method = methodOf(fact.via, fact.method);
    const facts = method === undefined ? undefined : methodFacts(method);
    if (facts) use([...facts.bot, ...facts.user]);
  }
  for (const event of manifest.events) {
    // An event whose scopes are not known (not in the catalogue, or listed with none where the
    // reference does not say it is the app's own) may use any scope: nothing is said.
    const scopes = eventScopes(event.name);
    if (!scopes) return;
    use(scopes);
  }
  for (const { fact } of world.listeners) {
    if (fact.kind === 'event' && fact.id?.kind === 'exact') {
      const scopes = eventScopes(fact.id.value);
      if (!scopes) return;
      use(scopes);
    }
    // A message listener reads the conversations whose message events it waits for: any of them.
    if (fact.kind === 'message' || (fact.kind === 'event' && fact.id?.kind === 'exact' && fact.id.value === 'message'))
      for (const event of MESSAGE_EVENTS) use(eventFacts(event)?.scopes ?? []);
    // Bolt's assistant helpers set the thread's status, title and suggested prompts.
    if (fact.kind === 'assistant') for (const method of ASSISTANT_METHODS) use([...(methodFacts(method)?.bot ?? []), 'assistant:write']);
  }
  for (const [feature, scopes] of FEATURE_SCOPES) if (feature(value)) use(scopes);
  // A scope that widens another one's methods is used when that one is.
  for (const [scope, widens] of MODIFIERS) if (used.has(widens)) used.add(scope);
  for (const entry of manifest.scopes) {
    if (used.has(entry.name)) continue;
    report.atManifest(
      scopeUnusedRule.problem({
        pointer: entry.pointer,
        target: 'value',
        message: `The scope \`${entry.name}\` is requested, but no Web API call, event or feature of this app uses it; remove it (the app asks for no more than it needs).`,
        data: { scope: entry.name, list: entry.list },
      }),
    );
  }
}

/** The scopes an event uses, or undefined when they are not known (see `NO_SCOPE_EVENTS`). */
function eventScopes(name: string): readonly string[] | undefined {
  if (name === 'message') return [];
  const facts = eventFacts(name);
  if (!facts) return undefined;
  return facts.scopes.length > 0 || NO_SCOPE_EVENTS.has(name) ? facts.scopes : undefined;
}

/**
 * Events that need no scope: those the platform's events reference marks as the app's own
 * (`app_event`: its Home tab, its installation, its tokens, its assistant threads) and the custom step's
 * `function_executed`. Others listed with no scope may simply lack the fact.
 */
const NO_SCOPE_EVENTS: ReadonlySet<string> = new Set([
  'app_home_opened',
  'app_installed',
  'app_rate_limited',
  'app_requested',
  'app_uninstalled',
  'assistant_thread_context_changed',
  'assistant_thread_started',
  'function_executed',
  'grid_migration_finished',
  'grid_migration_started',
  'tokens_revoked',
  'url_verification',
]);

const MESSAGE_EVENTS = ['message.channels', 'message.groups', 'message.im', 'message.mpim', 'message.app_home'];

const ASSISTANT_METHODS = ['assistant.threads.setStatus', 'assistant.threads.setTitle', 'assistant.threads.setSuggestedPrompts'];

/** Used at install or sign-in, not by a method the code calls. */
const INSTALL_SCOPES = ['incoming-webhook', 'openid', 'email', 'profile', 'identity.basic', 'identity.email', 'identity.team', 'identity.avatar', 'bot'];

/** Scopes that change what another scope's methods do (post as anyone, to any public channel; read e-mail addresses). */
const MODIFIERS: readonly (readonly [string, string])[] = [
  ['chat:write.public', 'chat:write'],
  ['chat:write.customize', 'chat:write'],
  ['users:read.email', 'users:read'],
];

function at(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys)
    current = typeof current === 'object' && current !== null && !Array.isArray(current) ? (current as Record<string, unknown>)[key] : undefined;
  return current;
}
const present = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'object' && value !== null ? Object.keys(value).length > 0 : false;

/** Manifest features and the scopes they use. */
const FEATURE_SCOPES: readonly (readonly [(manifest: Record<string, unknown>) => boolean, readonly string[]])[] = [
  [(m) => present(at(m, 'features', 'slash_commands')) || present(at(m, 'features', 'shortcuts')), ['commands']],
  [(m) => present(at(m, 'features', 'unfurl_domains')), ['links:read', 'links:write', 'links.embed:write']],
  [(m) => present(m['datastores']), ['datastore:read', 'datastore:write']],
  [(m) => at(m, 'features', 'assistant_view') !== undefined, ['assistant:write']],
  [(m) => present(m['metadata_events']), ['metadata.message:read']],
];
