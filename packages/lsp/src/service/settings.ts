import type { KindGlobs, RuleSeverities, SourceLimits } from 'manifesto-core';
import { kindGlobsSettings } from 'manifesto-core';

/** What the protocol-free service needs to know; the server merges client settings and the config file into it. */
export interface ServiceSettings {
  rules: RuleSeverities;
  /** Each kind's globs by its configuration key (`manifests`, `blocks`, `methods`). */
  globs: KindGlobs;
  limits: Partial<SourceLimits>;
}

export const DEFAULT_SERVICE_SETTINGS: ServiceSettings = {
  rules: {},
  globs: Object.fromEntries(kindGlobsSettings().map(({ key, defaults }) => [key, defaults])),
  limits: {},
};
