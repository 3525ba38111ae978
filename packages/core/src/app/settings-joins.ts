import { endpointRules } from '../manifest/rules/endpoints.js';
import type { AppManifest } from './manifest-side.js';
import { placeName, type AppReport } from './report.js';
import { interactivityOffRule, socketModeMismatchRule } from './rules.js';
import type { AppWorld } from './world.js';

/** Listeners that only interactivity delivers: block actions, view submissions, shortcuts, options. */
const INTERACTIVE_KINDS = ['action', 'view', 'shortcut', 'options'] as const;

/** Interactive listeners while interactivity is off: one problem, at the manifest's switch. */
export function checkInteractivity(world: AppWorld, manifest: AppManifest, report: AppReport): void {
  if (manifest.interactivity !== false) return;
  // An app with custom steps and no interactivity group at all: the platform's Python custom step
  // template handles a button this way, and the references are silent on whether function-scoped
  // interactivity needs the switch, so only an explicit `is_enabled: false` is judged there.
  if (!manifest.interactivityWritten && manifest.functions !== undefined && manifest.functions.length > 0) return;
  const listeners = world.listenersOf(...INTERACTIVE_KINDS);
  const first = listeners[0];
  if (!first) return;
  report.atManifest(
    interactivityOffRule.problem({
      pointer: '/settings/interactivity/is_enabled',
      target: 'value',
      message: `Interactivity is off, but the code listens for ${listeners.length === 1 ? 'an interaction' : `${listeners.length} interactions`} (the first at ${placeName(first.file, first.fact.span, report.manifestFile)}), which never arrive; set \`settings.interactivity.is_enabled: true\`.`,
      data: { listeners: listeners.map(({ file, fact }) => ({ fileName: file.facts.fileName, span: fact.span, kind: fact.kind })) },
    }),
  );
}

/**
 * The code's receiver against `settings.socket_mode_enabled`. Where the manifest's own endpoint rule
 * already reports (socket mode off and no request URL), it says the same thing with its fix, so this
 * one stays silent: one problem per mistake. Code that starts both receivers (a socket-mode app for
 * development beside an HTTP one) or a computed one says nothing.
 */
export function checkSocketMode(world: AppWorld, manifest: AppManifest, value: Record<string, unknown>, report: AppReport): void {
  if (!world.readable || manifest.platformRuntime) return;
  const receivers = world.files.flatMap((file) => (file.facts.socketMode ? [{ file, ...file.facts.socketMode }] : []));
  const first = receivers[0];
  if (!first || receivers.some((receiver) => receiver.value !== first.value)) return;
  if (first.value === true && manifest.socketMode !== true) {
    if (endpointReports(value)) return;
    report.atManifest(
      socketModeMismatchRule.problem({
        pointer: '/settings/socket_mode_enabled',
        target: 'value',
        message: `The code starts a socket-mode receiver (${placeName(first.file, first.span, report.manifestFile)}), but socket mode is off, so events and interactions go to the request URLs and the connection receives nothing; set \`settings.socket_mode_enabled: true\`.`,
        data: { code: true, fileName: first.file.facts.fileName, span: first.span },
      }),
    );
  } else if (first.value === false && manifest.socketMode === true) {
    report.atManifest(
      socketModeMismatchRule.problem({
        pointer: '/settings/socket_mode_enabled',
        target: 'value',
        message: `The code starts an HTTP receiver (${placeName(first.file, first.span, report.manifestFile)}), but socket mode is on, so nothing is sent to the request URLs; set \`settings.socket_mode_enabled: false\` or start the app in socket mode.`,
        data: { code: false, fileName: first.file.facts.fileName, span: first.span },
      }),
    );
  }
}

/** Whether the manifest's endpoint rules report on this manifest (socket mode off and no request URL). */
function endpointReports(manifest: Record<string, unknown>): boolean {
  let reported = false;
  endpointRules.check({
    manifest,
    version: 1,
    report: () => {
      reported = true;
    },
    suppress: () => undefined,
  });
  return reported;
}
