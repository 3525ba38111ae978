import type { ManifestRule } from './rule.js';
import { scopeRules } from './scopes.js';
import { endpointRules } from './endpoints.js';
import { functionRules } from './functions.js';
import { versionFormRules } from './version-forms.js';
import { parameterRules } from './parameters.js';
import { workflowRules } from './workflows.js';
import { datastoreRules } from './datastores.js';
import { uniquenessRules } from './uniqueness.js';
import { viewRules } from './views.js';
import { softLimitRules } from './soft-limits.js';
import { catalogueNameRules } from './catalogue-names.js';
import { eventScopeRules } from './event-scopes.js';
import { featureScopeRules } from './feature-scopes.js';
import { metadataKeyRules } from './metadata-keys.js';

/**
 * Every cross-field rule module, in the order they run. Suppressions (version forms) are applied to the
 * schema's problems after all modules ran, so the order only decides the order of their own problems.
 */
export const MANIFEST_RULES: readonly ManifestRule[] = [
  versionFormRules,
  metadataKeyRules,
  scopeRules,
  catalogueNameRules,
  eventScopeRules,
  featureScopeRules,
  endpointRules,
  functionRules,
  parameterRules,
  workflowRules,
  datastoreRules,
  uniquenessRules,
  viewRules,
  softLimitRules,
];
