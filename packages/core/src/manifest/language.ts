/** What editors may ask about a manifest: the schema at a place, function ids, `{{…}}` references and their targets. */
import type { DefinitionTarget, KindLanguage, TemplateSuggestion, ValueSuggestion } from '../kinds/kind.js';
import { schemasAt, type SchemaNode } from '../schema/facts.js';
import { isRecord, joinPointer } from '../source/pointer.js';
import { eventNames, scopeNames } from '../catalogue/index.js';
import { eventDetail, scopeDetail } from '../catalogue/describe.js';
import { EVENT_LISTS, SCOPE_LISTS, eventList, scopeList, tokenOf, type EventList, type ScopeList } from '../catalogue/manifest.js';
import { catalogueHover } from './catalogue-hover.js';
import { manifestOutline } from './outline.js';
import { parameterNames } from './parameter-forms.js';
import { manifestSchema } from './schema/manifest.js';
import { templatePath } from './templates.js';
import { selectVersion } from './version.js';

/** `/workflows/<w>/steps/<n>/...` → the workflow id and step index. */
function stepPlace(segments: readonly string[]): { workflow: string; step: number } | undefined {
  if (segments[0] !== 'workflows' || segments[2] !== 'steps' || segments[1] === undefined || !/^\d+$/.test(segments[3] ?? '')) return undefined;
  return { workflow: segments[1], step: Number(segments[3]) };
}

/** `#/functions/<id>` → `<id>`; platform and malformed references → undefined. */
function localFunction(functionId: unknown): string | undefined {
  return typeof functionId === 'string' ? /^#\/functions\/(.+)$/.exec(functionId)?.[1] : undefined;
}

function recordAt(value: unknown, ...keys: string[]): Record<string, unknown> | undefined {
  let current = value;
  for (const key of keys) current = isRecord(current) ? current[key] : undefined;
  return isRecord(current) ? current : undefined;
}

function stepsOf(manifest: unknown, workflow: string): unknown[] {
  const steps = recordAt(manifest, 'workflows', workflow)?.['steps'];
  return Array.isArray(steps) ? steps : [];
}

/**
 * Scope names in a scope list (bot scopes in `bot`/`bot_optional`, user scopes in `user`/`user_optional`)
 * and event names in `bot_events`/`user_events`, at the list or at one of its items; names the list
 * already has elsewhere are left out. Undefined for any other place.
 */
function catalogueValues(value: unknown, segments: readonly string[]): ValueSuggestion[] | undefined {
  if (segments.length < 3 || segments.length > 4 || (segments.length === 4 && !/^\d+$/.test(segments[3] ?? ''))) return undefined;
  const [group, holder, list] = segments;
  const index = segments.length === 4 ? Number(segments[3]) : -1;
  const others = (items: readonly unknown[] | undefined) => new Set((items ?? []).filter((item, i) => i !== index && typeof item === 'string'));
  if (group === 'oauth_config' && holder === 'scopes' && (SCOPE_LISTS as readonly string[]).includes(list ?? '')) {
    const token = tokenOf(list as ScopeList);
    const listed = others(scopeList(value, list as ScopeList));
    return scopeNames(token)
      .filter((name) => !listed.has(name))
      .map((name) => ({ value: name, kind: 'enum', detail: scopeDetail(name, token) }));
  }
  if (group === 'settings' && holder === 'event_subscriptions' && (EVENT_LISTS as readonly string[]).includes(list ?? '')) {
    const listed = others(eventList(value, list as EventList));
    return eventNames()
      .filter((name) => !listed.has(name))
      .map((name) => {
        const detail = eventDetail(name);
        return detail ? { value: name, kind: 'enum', detail } : { value: name, kind: 'enum' };
      });
  }
  return undefined;
}

export const manifestLanguage: KindLanguage = {
  outline: manifestOutline,
  hoverAt: catalogueHover,

  schemasAt(value, segments) {
    const root = manifestSchema(isRecord(value) ? selectVersion(value) : 1) as unknown as SchemaNode;
    return schemasAt(root, segments);
  },

  valuesAt(value, segments): ValueSuggestion[] {
    const names = catalogueValues(value, segments);
    if (names) return names;
    if (segments[segments.length - 1] !== 'function_id' || segments.length !== 5 || !stepPlace(segments)) return [];
    return Object.entries(recordAt(value, 'functions') ?? {}).map(([id, fn]) => {
      const title = recordAt(fn)?.['title'];
      return typeof title === 'string' ? { value: `#/functions/${id}`, kind: 'reference', detail: title } : { value: `#/functions/${id}`, kind: 'reference' };
    });
  },

  /** `{{inputs.<name>}}` and `{{steps.<id>.<output>}}` inside a workflow step's inputs, from earlier steps only. */
  templatesAt(value, segments): TemplateSuggestion[] {
    const place = stepPlace(segments);
    if (!place || segments[4] !== 'inputs') return [];
    const workflow = recordAt(value, 'workflows', place.workflow);
    const out: TemplateSuggestion[] = parameterNames(workflow?.['input_parameters']).map((name) => ({
      label: `inputs.${name}`,
      detail: 'workflow input',
      complete: true,
    }));
    for (const step of stepsOf(value, place.workflow).slice(0, place.step)) {
      const id = recordAt(step)?.['id'];
      if (typeof id !== 'string') continue;
      const fn = localFunction(recordAt(step)?.['function_id']);
      const outputs = fn ? parameterNames(recordAt(value, 'functions', fn)?.['output_parameters']) : [];
      if (outputs.length === 0) out.push({ label: `steps.${id}`, detail: `step ${id}`, complete: false });
      for (const output of outputs) out.push({ label: `steps.${id}.${output}`, detail: `output of step ${id}`, complete: true });
    }
    return out;
  },

  /** From a `function_id` to its function, from `{{steps.<id>…}}` to that step, from `{{inputs.<name>}}` to the input. */
  definitionAt(value, segments, expression): DefinitionTarget | undefined {
    const place = stepPlace(segments);
    if (!place) return undefined;
    if (segments.length === 5 && segments[4] === 'function_id') {
      const fn = localFunction(recordAt(stepsOf(value, place.workflow)[place.step])?.['function_id']);
      return fn === undefined || !recordAt(value, 'functions', fn) ? undefined : { pointer: joinPointer('/functions', fn), part: 'key' };
    }
    if (segments[4] !== 'inputs' || expression === undefined) return undefined;
    const [head, name] = templatePath(expression);
    if (head === 'steps' && name) {
      const index = stepsOf(value, place.workflow).findIndex((step) => recordAt(step)?.['id'] === name);
      return index < 0 ? undefined : { pointer: joinPointer('/workflows', place.workflow, 'steps', index, 'id'), part: 'value' };
    }
    if (head === 'inputs' && name) {
      const parameters = recordAt(value, 'workflows', place.workflow, 'input_parameters');
      const base = parameters && recordAt(parameters, 'properties') ? ['properties'] : [];
      return { pointer: joinPointer('/workflows', place.workflow, 'input_parameters', ...base, name), part: 'key' };
    }
    return undefined;
  },
};
