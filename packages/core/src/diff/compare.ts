import { AGENT_VIEW_SWITCH_WARNING } from '../manifest/rules/views.js';
import { parameterEntries, requiredParameterNames, type ParameterEntry } from '../manifest/parameter-forms.js';
import { PLATFORM_NAMESPACE, PLATFORM_NAMESPACES } from '../namespace.js';
import type { Problem } from '../problem.js';
import type { Rule } from '../rules/define.js';
import { fieldName, isRecord, joinPointer } from '../source/pointer.js';
import {
  assistantViewSwitched,
  backgroundColorRemoved,
  datastoreAttributeRemoved,
  datastorePrimaryKeyChanged,
  datastoreRemoved,
  eventRemoved,
  functionInputRemoved,
  functionInputRequired,
  functionOutputRemoved,
  functionRemoved,
  functionRenamed,
  parameterTypeChanged,
  scopeRemoved,
  workflowRemoved,
} from './rules.js';

/** Which document a diff problem points into: `old` for what was removed, `new` for everything else. */
export type DiffSide = 'old' | 'new';

export interface SidedProblem {
  side: DiffSide;
  problem: Problem;
}

type Rec = Record<string, unknown>;

const record = (value: unknown): Rec => (isRecord(value) ? value : {});
const code = (text: string): string => `\`${text}\``;

/**
 * Compares two parsed manifests (plain values, any version, either parameter form) and returns the
 * breaking changes. Pure: shapes it does not understand are skipped (the schema check reports them).
 */
export function compareManifests(before: unknown, after: unknown): SidedProblem[] {
  const out: SidedProblem[] = [];
  const report = (side: DiffSide, rule: Rule, pointer: string, target: Problem['target'], message: string): void => {
    out.push({ side, problem: rule.problem({ pointer, target, message }) });
  };
  const oldDoc = record(before);
  const newDoc = record(after);
  compareFunctions(record(oldDoc['functions']), record(newDoc['functions']), report);
  compareWorkflows(record(oldDoc['workflows']), record(newDoc['workflows']), report);
  compareDatastores(record(oldDoc['datastores']), record(newDoc['datastores']), report);
  compareDisplay(oldDoc, newDoc, report);
  compareViews(oldDoc, newDoc, report);
  compareLists(oldDoc, newDoc, report);
  return out;
}

type Report = (side: DiffSide, rule: Rule, pointer: string, target: Problem['target'], message: string) => void;

// ── functions ────────────────────────────────────────────────────────────────────────────────────

function title(fn: unknown): string | undefined {
  const value = record(fn)['title'];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** `slack#/types/user_id` and `svc#/types/user_id` are the same type. */
function normalizeType(type: string): string {
  const hash = type.indexOf('#/');
  return hash > 0 && PLATFORM_NAMESPACES.includes(type.slice(0, hash)) ? PLATFORM_NAMESPACE + type.slice(hash) : type;
}

function typeOf(parameter: unknown): string | undefined {
  const type = record(parameter)['type'];
  return typeof type === 'string' ? normalizeType(type) : undefined;
}

function itemsTypeOf(parameter: unknown): string | undefined {
  return typeOf(record(parameter)['items']);
}

/** The parameters of a function, input and output, as `name:type` in a stable order (for spotting a rename). */
function signature(fn: unknown): string {
  const part = (key: string) =>
    parameterEntries(record(fn)[key], '')
      .map((entry) => `${entry.name}:${typeOf(entry.value) ?? ''}`)
      .sort()
      .join(',');
  const inputs = part('input_parameters');
  const outputs = part('output_parameters');
  return inputs === '' && outputs === '' ? '' : `${inputs}→${outputs}`;
}

function compareFunctions(before: Rec, after: Rec, report: Report): void {
  const added = Object.keys(after).filter((id) => !(id in before));
  const paired = new Set<string>();
  for (const id of Object.keys(before)) {
    if (id in after) {
      compareParameters(id, before[id], after[id], report);
      continue;
    }
    // A rename is a removal plus an addition: the same title, or else the same parameters, pairs them.
    const oldTitle = title(before[id]);
    const oldSignature = signature(before[id]);
    const free = added.filter((candidate) => !paired.has(candidate));
    const byTitle = oldTitle === undefined ? undefined : free.find((candidate) => title(after[candidate]) === oldTitle);
    const bySignature = byTitle ?? (oldSignature === '' ? undefined : free.find((candidate) => signature(after[candidate]) === oldSignature));
    const renamed = byTitle ?? bySignature;
    if (renamed !== undefined) {
      paired.add(renamed);
      const why = byTitle !== undefined ? `the same title ${code(oldTitle!)}` : 'the same parameters';
      report(
        'new',
        functionRenamed,
        joinPointer('', 'functions', renamed),
        'key',
        `function callback_id ${code(renamed)} was renamed from ${code(id)} (${why}): workflow steps that call ${code(`#/functions/${id}`)} are removed and new steps are created.`,
      );
    } else {
      report(
        'old',
        functionRemoved,
        joinPointer('', 'functions', id),
        'key',
        `function ${code(id)} was removed: workflow steps that call ${code(`#/functions/${id}`)} are removed by the service.`,
      );
    }
  }
}

function byName(entries: readonly ParameterEntry[]): Map<string, ParameterEntry> {
  return new Map(entries.map((entry) => [entry.name, entry]));
}

function compareParameters(id: string, before: unknown, after: unknown, report: Report): void {
  const base = joinPointer('', 'functions', id);
  for (const key of ['input_parameters', 'output_parameters'] as const) {
    const oldBlock = record(before)[key];
    const newBlock = record(after)[key];
    const pointer = joinPointer(base, key);
    const oldEntries = parameterEntries(oldBlock, pointer);
    const newEntries = parameterEntries(newBlock, pointer);
    const newByName = byName(newEntries);
    const oldByName = byName(oldEntries);
    const input = key === 'input_parameters';
    for (const entry of oldEntries) {
      if (newByName.has(entry.name)) continue;
      if (input) {
        report(
          'old',
          functionInputRemoved,
          entry.pointer,
          'key',
          `input ${code(entry.name)} of function ${code(id)} was removed: workflow steps that provide it break.`,
        );
      } else {
        report(
          'old',
          functionOutputRemoved,
          entry.pointer,
          'key',
          `output ${code(entry.name)} of function ${code(id)} was removed: later steps that read ${code(`{{steps.<id>.${entry.name}}}`)} break.`,
        );
      }
    }
    for (const entry of newEntries) {
      const old = oldByName.get(entry.name);
      if (old === undefined) continue;
      const oldType = typeOf(old.value);
      const newType = typeOf(entry.value);
      const side = input ? 'input' : 'output';
      if (oldType !== undefined && newType !== undefined && oldType !== newType) {
        report(
          'new',
          parameterTypeChanged,
          joinPointer(entry.pointer, 'type'),
          'value',
          `the type of ${side} ${code(entry.name)} of function ${code(id)} (${code(fieldName(entry.pointer))}) changed from ${code(oldType)} to ${code(newType)}: steps that ${input ? 'pass' : 'read'} it break.`,
        );
      } else if (oldType === 'array' && newType === 'array') {
        const oldItems = itemsTypeOf(old.value);
        const newItems = itemsTypeOf(entry.value);
        if (oldItems !== undefined && newItems !== undefined && oldItems !== newItems) {
          report(
            'new',
            parameterTypeChanged,
            joinPointer(entry.pointer, 'items', 'type'),
            'value',
            `the item type of ${side} ${code(entry.name)} of function ${code(id)} (${code(fieldName(entry.pointer))}) changed from ${code(oldItems)} to ${code(newItems)}: steps that ${input ? 'pass' : 'read'} it break.`,
          );
        }
      }
    }
    if (!input) continue;
    const wasRequired = new Set(requiredParameterNames(oldBlock));
    for (const name of requiredParameterNames(newBlock)) {
      if (wasRequired.has(name)) continue;
      const entry = newByName.get(name)!;
      const isNew = !oldByName.has(name);
      report(
        'new',
        functionInputRequired,
        requirementPointer(newBlock, pointer, entry),
        'value',
        isNew
          ? `new input ${code(name)} of function ${code(id)} is required: existing workflow steps do not provide it and break.`
          : `input ${code(name)} of function ${code(id)} is newly required: workflow steps that do not provide it break.`,
      );
    }
  }
}

/** What makes an input required: its entry in the version 2 `required` list, or its `is_required: true`. */
function requirementPointer(block: unknown, pointer: string, entry: ParameterEntry): string {
  const required = record(block)['required'];
  if (Array.isArray(required)) {
    const index = required.indexOf(entry.name);
    if (index >= 0 && record(block)['properties'] !== undefined) return joinPointer(pointer, 'required', index);
  }
  return record(entry.value)['is_required'] === true ? joinPointer(entry.pointer, 'is_required') : entry.pointer;
}

// ── workflows, datastores ────────────────────────────────────────────────────────────────────────

function compareWorkflows(before: Rec, after: Rec, report: Report): void {
  for (const id of Object.keys(before)) {
    if (id in after) continue;
    report('old', workflowRemoved, joinPointer('', 'workflows', id), 'key', `workflow ${code(id)} was removed, with its triggers: installed users lose it.`);
  }
}

function compareDatastores(before: Rec, after: Rec, report: Report): void {
  for (const [name, oldStore] of Object.entries(before)) {
    const pointer = joinPointer('', 'datastores', name);
    if (!(name in after)) {
      report('old', datastoreRemoved, pointer, 'key', `datastore ${code(name)} was removed, with every item stored in it.`);
      continue;
    }
    const newStore = record(after[name]);
    const oldKey = record(oldStore)['primary_key'];
    const newKey = newStore['primary_key'];
    if (typeof oldKey === 'string' && newKey !== oldKey) {
      const now = typeof newKey === 'string' ? `is now ${code(newKey)}` : 'was removed';
      report(
        'new',
        datastorePrimaryKeyChanged,
        joinPointer(pointer, 'primary_key'),
        'value',
        `the primary_key of datastore ${code(name)} ${now} (it was ${code(oldKey)}): the service cannot change the key of an existing datastore.`,
      );
    }
    const newAttributes = record(newStore['attributes']);
    for (const attribute of Object.keys(record(record(oldStore)['attributes']))) {
      if (attribute in newAttributes) continue;
      report(
        'old',
        datastoreAttributeRemoved,
        joinPointer(pointer, 'attributes', attribute),
        'key',
        `attribute ${code(attribute)} of datastore ${code(name)} was removed: its stored values are no longer readable.`,
      );
    }
  }
}

// ── display information, views ──────────────────────────────────────────────────────────────────

function compareDisplay(before: Rec, after: Rec, report: Report): void {
  const oldDisplay = record(before['display_information']);
  const newDisplay = record(after['display_information']);
  if ('background_color' in oldDisplay && !('background_color' in newDisplay)) {
    report(
      'old',
      backgroundColorRemoved,
      '/display_information/background_color',
      'key',
      '`display_information.background_color` was removed: the service can only update it, never remove it; keep a color.',
    );
  }
}

function compareViews(before: Rec, after: Rec, report: Report): void {
  const oldFeatures = record(before['features']);
  const newFeatures = record(after['features']);
  if ('assistant_view' in oldFeatures && !('agent_view' in oldFeatures) && 'agent_view' in newFeatures) {
    report(
      'new',
      assistantViewSwitched,
      '/features/agent_view',
      'key',
      `\`features.assistant_view\` was switched to \`features.agent_view\`: ${AGENT_VIEW_SWITCH_WARNING}.`,
    );
  }
}

// ── scopes, events ───────────────────────────────────────────────────────────────────────────────

function strings(value: unknown): (string | undefined)[] {
  return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : undefined)) : [];
}

function compareLists(before: Rec, after: Rec, report: Report): void {
  const lists: { path: string[]; rule: Rule; message: (item: string, list: string) => string }[] = [
    ...['bot', 'user'].map((token) => ({
      path: ['oauth_config', 'scopes', token],
      rule: scopeRemoved,
      message: (item: string, list: string) =>
        `${token} scope ${code(item)} was removed from ${code(list)}: installed workspaces must re-install the app, and calls that need the scope fail.`,
    })),
    ...['bot_events', 'user_events'].map((key) => ({
      path: ['settings', 'event_subscriptions', key],
      rule: eventRemoved,
      message: (item: string, list: string) =>
        `event subscription ${code(item)} was removed from ${code(list)}: the app and its event triggers stop receiving it.`,
    })),
  ];
  for (const { path, rule, message } of lists) {
    const oldItems = strings(path.reduce<unknown>((value, key) => record(value)[key], before));
    const newItems = new Set(strings(path.reduce<unknown>((value, key) => record(value)[key], after)));
    const seen = new Set<string>();
    const pointer = joinPointer('', ...path);
    oldItems.forEach((item, index) => {
      if (item === undefined || newItems.has(item) || seen.has(item)) return;
      seen.add(item);
      report('old', rule, joinPointer(pointer, index), 'value', message(item, fieldName(pointer)));
    });
  }
}
