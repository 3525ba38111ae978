import type { Rule } from '../rules/define.js';
import type { ListenerKind } from './facts.js';
import type { Misspelt } from './listener-joins.js';
import { isExact } from './id-match.js';
import type { AppManifest, Declared } from './manifest-side.js';
import { ALWAYS_INTERACTIVE_TYPES, EXTERNAL_SELECT_TYPES } from './payload-ids.js';
import type { AppReport } from './report.js';
import {
  actionIdUnhandledRule,
  commandUnhandledRule,
  eventUnhandledRule,
  functionUnhandledRule,
  optionsUnhandledRule,
  shortcutUnhandledRule,
} from './rules.js';
import { ASSISTANT_HANDLES, isMessageEvent } from './events.js';
import type { AppWorld } from './world.js';

/**
 * What the manifest and the payloads declare that no listener handles (warnings). Said only when every
 * listener is known, and only for an app whose code registers listeners at all: a manifest beside code
 * in another language, or beside scripts only, has no Bolt code to judge.
 */
export function checkUnhandled(world: AppWorld, manifest: AppManifest | undefined, report: AppReport, misspelt: Misspelt = new Map()): void {
  if (!world.listenersClosed() || world.listeners.length === 0) return;
  // A name a misspelt listener was meant for is that listener's mistake, reported there once.
  const meant = (kind: ListenerKind, name: string) => misspelt.get(kind)?.has(name) === true;
  if (manifest) {
    unhandled(world, manifest.commands, 'command', commandUnhandledRule, 'slash command', report, meant);
    unhandled(world, manifest.shortcuts, 'shortcut', shortcutUnhandledRule, 'shortcut', report, meant);
    // Functions on the platform's runtime are written for it, not as Bolt listeners.
    if (!manifest.platformRuntime) unhandled(world, manifest.functions, 'function', functionUnhandledRule, 'custom step', report, meant);
    for (const event of manifest.events ?? []) {
      if (eventHandled(world, event.name) || meant('event', event.name)) continue;
      report.atManifest(
        eventUnhandledRule.problem({
          pointer: event.pointer,
          target: 'value',
          message: `The app subscribes to \`${event.name}\`, but no listener in the code handles it; add one (\`app.event('${event.name.split('.')[0]}', …)\`) or remove the subscription.`,
          data: { event: event.name },
        }),
      );
    }
  }
  actionIds(world, report, meant);
  // Options answered at a URL of the manifest's may come from another service; without a readable manifest, not known.
  if (manifest && !manifest.optionsUrl) externalSelects(world, report, meant);
}

type Meant = (kind: ListenerKind, name: string) => boolean;

function unhandled(
  world: AppWorld,
  declared: readonly Declared[] | undefined,
  kind: ListenerKind,
  rule: Rule,
  what: string,
  report: AppReport,
  meant: Meant,
): void {
  for (const entry of declared ?? []) {
    if (world.mayBeHandled(entry.name, kind) || meant(kind, entry.name)) continue;
    report.atManifest(
      rule.problem({
        pointer: entry.pointer,
        target: kind === 'function' ? 'key' : 'value',
        message: `The ${what} \`${entry.name}\` has no listener in the code, so using it gets no answer; add \`app.${kind}('${entry.name}', …)\` or remove it from the manifest.`,
        data: { id: entry.name, kind },
      }),
    );
  }
}

function eventHandled(world: AppWorld, name: string): boolean {
  if (isMessageEvent(name)) {
    // A message listener's pattern is about the text: any of them receives every message event.
    if (world.listenersOf('message').length > 0 || world.mayBeHandled('message', 'event')) return true;
  }
  if (ASSISTANT_HANDLES.has(name) && world.listenersOf('assistant').length > 0) return true;
  // Bolt answers `function_executed` itself and calls the custom step's listener.
  if (name === 'function_executed' && world.listenersOf('function').length > 0) return true;
  return world.mayBeHandled(name, 'event');
}

/** Interactive elements whose `action_id` no action listener can receive. */
function actionIds(world: AppWorld, report: AppReport, meant: Meant): void {
  for (const id of world.payloadIds) {
    if (id.key !== 'action_id' || !id.interactive || world.mayBeHandled(id.name, 'action') || meant('action', id.name)) continue;
    report.atPayload(id.fileName, actionProblem(id.name, id.pointer));
  }
  for (const { fact, file } of world.declared) {
    // In code, only the elements that are interactive wherever they are written (never in an input block).
    if (fact.key !== 'action_id' || !isExact(fact.value) || fact.objectType === undefined || !ALWAYS_INTERACTIVE_TYPES.has(fact.objectType)) continue;
    if (world.mayBeHandled(fact.value.value, 'action') || meant('action', fact.value.value)) continue;
    report.atCode(file, fact.span, actionProblem(fact.value.value, ''));
  }
}

/** External selects whose options no options listener answers: their menus never fill. */
function externalSelects(world: AppWorld, report: AppReport, meant: Meant): void {
  const handled = (name: string) => world.mayBeHandled(name, 'options') || meant('options', name);
  for (const id of world.payloadIds) {
    if (id.key !== 'action_id' || id.objectType === undefined || !EXTERNAL_SELECT_TYPES.has(id.objectType) || handled(id.name)) continue;
    report.atPayload(id.fileName, optionsProblem(id.name, id.pointer));
  }
  for (const { fact, file } of world.declared) {
    if (fact.key !== 'action_id' || !isExact(fact.value) || fact.objectType === undefined || !EXTERNAL_SELECT_TYPES.has(fact.objectType)) continue;
    if (handled(fact.value.value)) continue;
    report.atCode(file, fact.span, optionsProblem(fact.value.value, ''));
  }
}

function optionsProblem(id: string, pointer: string) {
  return optionsUnhandledRule.problem({
    pointer,
    target: 'value',
    message: `No options listener answers the external select \`${id}\`, so its menu never shows any choices; add \`app.options('${id}', …)\`.`,
    data: { id },
  });
}

function actionProblem(id: string, pointer: string) {
  return actionIdUnhandledRule.problem({
    pointer,
    target: 'value',
    message: `No listener handles the \`action_id\` \`${id}\`, so using this element shows the user an error; add \`app.action('${id}', …)\`.`,
    data: { id },
  });
}
