import { guardNotification } from '../guard.js';
import { normalizeSettings } from '../settings.js';
import type { ServerState } from '../state.js';
import { revalidateAll } from './validation.js';

/** Settings pushed or changed, and configuration files changed on disk: every open document is checked again. */
export function registerConfiguration(state: ServerState): void {
  const { connection, log } = state;
  connection.onDidChangeConfiguration(
    guardNotification('didChangeConfiguration', log, (params) => {
      state.forgetClientSettings();
      if (!state.abilities.pullConfiguration) {
        const settings = (params.settings as Record<string, unknown> | undefined)?.['manifesto'];
        if (settings !== undefined) state.globalSettings = normalizeSettings(settings);
      }
      revalidateAll(state);
    }),
  );
  connection.onDidChangeWatchedFiles(
    guardNotification('didChangeWatchedFiles', log, () => {
      state.forgetProjectConfigs();
      revalidateAll(state);
    }),
  );
}
