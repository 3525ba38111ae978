import { eventFacts } from '../catalogue/index.js';
import { misspeltEvent } from '../catalogue/near-miss.js';
import { closest } from '../schema/suggest.js';
import type { Rule } from '../rules/define.js';
import type { ListenerFact, ListenerKind } from './facts.js';
import { isExact } from './id-match.js';
import type { AppManifest, Declared } from './manifest-side.js';
import { listNames, type AppReport } from './report.js';
import {
  actionIdUndeclaredRule,
  commandUndeclaredRule,
  eventNotSubscribedRule,
  functionUndeclaredRule,
  optionsIdUndeclaredRule,
  shortcutUndeclaredRule,
  viewCallbackIdUndeclaredRule,
} from './rules.js';
import { ASSISTANT_EVENTS, AUTOMATIC_EVENTS, isMessageEvent } from './events.js';
import type { AppWorld, Located } from './world.js';

/** Legacy interactions match by `callback_id`: only an action listener for block actions waits for an `action_id`. */
const BLOCK_ACTION_TYPES = new Set([undefined, 'block_actions']);

/**
 * A plain id (`app.action('x')`, no `type`) also matches a legacy interaction's `callback_id`: a dialog's
 * submission or an attachment's action (Bolt for Python matches it so for compatibility with Bolt for
 * JavaScript, slackapi/bolt-python#80; its own dialogs example relies on it). So such a listener is
 * judged against every declared `callback_id` as well, and only when those are all known.
 */
function withLegacyIds(ids: string[] | undefined, callbackIds: string[] | undefined): string[] | undefined {
  return ids && callbackIds ? [...ids, ...callbackIds] : undefined;
}
/**
 * An options listener's `type` constraint: a plain id or `block_suggestion` waits for an external select's
 * `action_id` (Bolt for Python's plain id also for a legacy dialog's `callback_id`, as actions do above);
 * `dialog_suggestion` and `interactive_message` wait for legacy menus, which the graph does not read.
 */
const OPTIONS_TYPES = new Set([undefined, 'block_suggestion']);
/** A view listener's `type` constraint: both wait for a view's `callback_id`. */
const VIEW_TYPES = new Set([undefined, 'view_submission', 'view_closed']);

/**
 * Listeners that nothing can trigger: an id no payload declares (when every declared id is known), or
 * a name the manifest does not declare (when the manifest is readable).
 */
export function checkListeners(world: AppWorld, manifest: AppManifest | undefined, report: AppReport): Misspelt {
  const misspelt: Misspelt = new Map();
  const actionIds = world.declaredClosed('action_id') ? [...world.declaredNames('action_id')] : undefined;
  const callbackIds = world.declaredClosed('callback_id') ? [...world.declaredNames('callback_id')] : undefined;
  // For a plain action id, an app that declares no callback_id at all has none a legacy interaction could carry.
  const legacyIds = callbackIds ?? (world.declared.some(({ fact }) => fact.key === 'callback_id') ? undefined : []);
  const externalIds = world.externalSelectIds();
  // Each list is made once, not per listener: an app has as many listeners as ids.
  const actions = { typed: known(actionIds), plain: known(withLegacyIds(actionIds, legacyIds)) };
  const options = { typed: known(externalIds), plain: known(withLegacyIds(externalIds, legacyIds)) };
  const views = known(callbackIds);
  const commands = known(names(manifest?.commands));
  const shortcuts = known(names(manifest?.shortcuts));
  const functions = known(names(manifest?.functions));
  for (const listener of world.listeners) {
    const { fact } = listener;
    switch (fact.kind) {
      case 'action':
        if (BLOCK_ACTION_TYPES.has(fact.type))
          undeclared(
            listener,
            fact.type === undefined ? actions.plain : actions.typed,
            actionIdUndeclaredRule,
            'action_id',
            'no block in the code or the payload files declares it',
            report,
            misspelt,
          );
        break;
      case 'options':
        if (OPTIONS_TYPES.has(fact.type))
          undeclared(
            listener,
            fact.type === undefined ? options.plain : options.typed,
            optionsIdUndeclaredRule,
            'action_id',
            'no external select in the code or the payload files declares it (only `external_select` and `multi_external_select` load options)',
            report,
            misspelt,
          );
        break;
      case 'view':
        if (VIEW_TYPES.has(fact.type))
          undeclared(listener, views, viewCallbackIdUndeclaredRule, 'callback_id', 'no view in the code or the payload files declares it', report, misspelt);
        break;
      case 'command':
        undeclared(listener, commands, commandUndeclaredRule, 'command', 'the manifest does not declare it in `features.slash_commands`', report, misspelt);
        break;
      case 'shortcut':
        undeclared(listener, shortcuts, shortcutUndeclaredRule, 'callback_id', 'the manifest does not declare it in `features.shortcuts`', report, misspelt);
        break;
      case 'function':
        undeclared(listener, functions, functionUndeclaredRule, 'callback_id', 'the manifest does not declare it in `functions`', report, misspelt);
        break;
      case 'event':
        if (manifest?.events) eventListener(listener, manifest.events, report, misspelt);
        break;
      case 'message':
      case 'assistant':
        if (manifest?.events) needsEvents(listener, manifest.events, report);
        break;
      default:
        break;
    }
  }
  return misspelt;
}

/**
 * The names a misspelt listener was meant for, by listener kind: the same mistake seen from the other
 * side (the entry or the element left without a listener) is not reported again.
 */
export type Misspelt = Map<ListenerKind, Set<string>>;

function claim(misspelt: Misspelt, kind: ListenerKind, name: string): void {
  const names = misspelt.get(kind);
  if (names) names.add(name);
  else misspelt.set(kind, new Set([name]));
}

function names(declared: readonly Declared[] | undefined): string[] | undefined {
  return declared?.map(({ name }) => name);
}

/** Names a listener may wait for: the list (for did-you-mean) and a set (every listener is looked up in it). */
interface Known {
  list: readonly string[];
  set: Set<string>;
}

function known(list: readonly string[] | undefined): Known | undefined {
  return list && { list, set: new Set(list) };
}

/** One listener whose exact id is not among `known` (undefined: not all known, so nothing is said). */
function undeclared(
  listener: Located<ListenerFact>,
  known: Known | undefined,
  rule: Rule,
  what: string,
  why: string,
  report: AppReport,
  misspelt: Misspelt,
): void {
  const { fact } = listener;
  if (known === undefined || !isExact(fact.id) || known.set.has(fact.id.value)) return;
  const id = fact.id.value;
  const suggestion = closest(id, known.list);
  if (suggestion !== undefined) claim(misspelt, fact.kind, suggestion);
  atListener(report, listener, rule, {
    message: `This listener waits for the ${what} \`${id}\`, but ${why}, so it never runs${suggestion ? `; did you mean \`${suggestion}\`?` : '.'}`,
    data: suggestion ? { id, suggestion } : { id },
  });
}

/** A problem of `rule` at the listener, in its code file. */
function atListener<D extends object>(report: AppReport, { fact, file }: Located<ListenerFact>, rule: Rule<D>, finding: { message: string; data: D }): void {
  report.atCode(file, fact.span, rule.problem({ pointer: '', target: 'value', ...finding }));
}

function subscribed(events: readonly Declared[], name: string): boolean {
  return events.some((event) => event.name === name);
}

function eventListener(listener: Located<ListenerFact>, events: readonly Declared[], report: AppReport, misspelt: Misspelt): void {
  const { fact } = listener;
  if (!isExact(fact.id)) return;
  const name = fact.id.value;
  if (name === 'message') {
    needsEvents(listener, events, report);
    return;
  }
  if (AUTOMATIC_EVENTS.has(name) || subscribed(events, name)) return;
  const known = eventFacts(name) !== undefined;
  // A name the catalogue does not know may be newer than it; a near miss of a known one is a typo.
  const meant = known ? undefined : misspeltEvent(name);
  if (!known && meant === undefined) return;
  if (meant !== undefined) claim(misspelt, 'event', meant);
  atListener(report, listener, eventNotSubscribedRule, {
    message: meant
      ? `This listener waits for the event \`${name}\`, which does not exist; did you mean \`${meant}\`?`
      : `This listener waits for the event \`${name}\`, but the manifest does not subscribe to it in \`settings.event_subscriptions\`, so it never arrives; add it to \`bot_events\`.`,
    data: meant ? { manifest: report.manifestFile, event: name, suggestion: meant } : { manifest: report.manifestFile, event: name, missing: [name] },
  });
}

/** A message listener needs a `message.*` subscription; an assistant needs its events. */
function needsEvents(listener: Located<ListenerFact>, events: readonly Declared[], report: AppReport): void {
  const { fact } = listener;
  if (fact.kind === 'assistant') {
    const missing = ASSISTANT_EVENTS.filter((name) => !subscribed(events, name));
    if (missing.length === 0) return;
    atListener(report, listener, eventNotSubscribedRule, {
      message: `This assistant needs the events ${listNames(missing)}, which the manifest does not subscribe to in \`settings.event_subscriptions\`; add ${missing.length === 1 ? 'it' : 'them'} to \`bot_events\`.`,
      data: { manifest: report.manifestFile, missing },
    });
    return;
  }
  if (events.some((event) => isMessageEvent(event.name))) return;
  atListener(report, listener, eventNotSubscribedRule, {
    message:
      'This listener waits for messages, but the manifest subscribes to no `message.*` event in `settings.event_subscriptions`, so none arrive; add the ones for the conversations it reads (`message.channels`, `message.im`, …).',
    data: { manifest: report.manifestFile },
  });
}
