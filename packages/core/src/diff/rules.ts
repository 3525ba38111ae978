import { defineRule, type Rule } from '../rules/define.js';

/**
 * The rules of `manifesto diff`: changes between two versions of a manifest that the service cannot
 * undo or that break installed workflows. They belong to no document kind: they compare two documents.
 * A problem for something removed points into the old document; every other one into the new document.
 */
export const functionRemoved = defineRule({
  id: 'function-removed',
  defaultSeverity: 'error',
  description: 'A function callback_id was removed: workflow steps that call it are removed by the service.',
});

export const functionRenamed = defineRule({
  id: 'function-renamed',
  defaultSeverity: 'error',
  description: 'A function callback_id was renamed (same title or parameters): steps that call the old id are removed and new ones created.',
});

export const functionInputRemoved = defineRule({
  id: 'function-input-removed',
  defaultSeverity: 'error',
  description: 'A function input parameter was removed: steps that provide it break.',
});

export const functionInputRequired = defineRule({
  id: 'function-input-required',
  defaultSeverity: 'error',
  description: 'A function input is newly required (or a new input is required): steps that do not provide it break.',
});

export const functionOutputRemoved = defineRule({
  id: 'function-output-removed',
  defaultSeverity: 'error',
  description: 'A function output parameter was removed: later steps that read it break.',
});

export const parameterTypeChanged = defineRule({
  id: 'parameter-type-changed',
  defaultSeverity: 'error',
  description: "The type of a function's input or output parameter changed: steps that pass or read it break.",
});

export const datastoreRemoved = defineRule({
  id: 'datastore-removed',
  defaultSeverity: 'error',
  description: 'A datastore was removed, with every item stored in it.',
});

export const datastorePrimaryKeyChanged = defineRule({
  id: 'datastore-primary-key-changed',
  defaultSeverity: 'error',
  description: "A datastore's primary_key changed: the service cannot change it on an existing datastore.",
});

export const datastoreAttributeRemoved = defineRule({
  id: 'datastore-attribute-removed',
  defaultSeverity: 'error',
  description: 'A datastore attribute was removed: its stored values are no longer readable.',
});

export const backgroundColorRemoved = defineRule({
  id: 'background-color-removed',
  defaultSeverity: 'error',
  description: 'display_information.background_color was removed: the service can only update it, never remove it.',
});

export const assistantViewSwitched = defineRule({
  id: 'assistant-view-switched',
  defaultSeverity: 'error',
  description: 'features.assistant_view was switched to features.agent_view: the switch cannot be undone.',
});

export const workflowRemoved = defineRule({
  id: 'workflow-removed',
  defaultSeverity: 'error',
  description: 'A workflow was removed, with its triggers.',
});

export const scopeRemoved = defineRule({
  id: 'scope-removed',
  defaultSeverity: 'warning',
  description: 'An OAuth scope was removed: installed workspaces must re-install the app, and calls that need it fail.',
});

export const eventRemoved = defineRule({
  id: 'event-removed',
  defaultSeverity: 'error',
  description: 'An event subscription was removed: the app (and event triggers) stop receiving that event.',
});

export const notAManifestSide = defineRule<{ reason: string }>({
  id: 'not-a-manifest',
  defaultSeverity: 'error',
  description: "One side of a diff is not an app manifest (Block Kit, method arguments, another tool's file): nothing is compared.",
});

export const DIFF_RULES: readonly Rule[] = [
  notAManifestSide,
  functionRemoved,
  functionRenamed,
  functionInputRemoved,
  functionInputRequired,
  functionOutputRemoved,
  parameterTypeChanged,
  datastoreRemoved,
  datastorePrimaryKeyChanged,
  datastoreAttributeRemoved,
  backgroundColorRemoved,
  assistantViewSwitched,
  workflowRemoved,
  scopeRemoved,
  eventRemoved,
] as Rule[];
