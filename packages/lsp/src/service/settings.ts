import type { RuleSeverities, SourceLimits } from 'manifesto-core';
import { DEFAULT_BLOCK_GLOBS } from 'manifesto-core';

/** What the protocol-free service needs to know; the server merges client settings and the config file into it. */
export interface ServiceSettings {
  rules: RuleSeverities;
  manifestGlobs: readonly string[];
  blockGlobs: readonly string[];
  limits: Partial<SourceLimits>;
}

export const DEFAULT_SERVICE_SETTINGS: ServiceSettings = { rules: {}, manifestGlobs: [], blockGlobs: DEFAULT_BLOCK_GLOBS, limits: {} };
