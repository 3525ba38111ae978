import { defineRule, type Rule } from '../rules/define.js';
import { formatPointer, joinPointer } from '../source/pointer.js';

/** `required`: the missing key and the object that should hold it. */
type RequiredData = {
  key: string;
  parent: string;
};

/**
 * `unknown-key`: the stray key, a likely meant sibling, or the places where it belongs (display paths),
 * the one to move it to when there is one, and the known keys of its object.
 */
type UnknownKeyData = {
  key: string;
  suggestion?: string;
  moveTo?: string;
  belongsUnder?: string[];
  known?: string[];
};

type EnumData = {
  allowed: unknown[];
  suggestion?: string;
};

/** `features.shortcuts` → `/features/shortcuts`; paths through lists (`[]`) or maps (`<name>`) name no single place. */
function displayPathPointer(path: string): string | undefined {
  if (path === '') return '';
  if (path.includes('[]') || path.includes('<')) return undefined;
  return formatPointer(path.split('.'));
}

/** Rules reported by the schema check, one per kind of mistake; shared by every document kind. */
export const notAnObjectRule = defineRule({
  id: 'not-an-object',
  defaultSeverity: 'error',
  description: 'The document must be a mapping (a JSON object) at the top level.',
});
export const requiredRule = defineRule<RequiredData>({
  id: 'required',
  defaultSeverity: 'error',
  description: 'A required key is missing from its group.',
  fix: ({ data }, context) => {
    if (!data) return [];
    // One candidate per value that may fit; the first that leaves no new error is offered.
    const title = `Add the required key \`${context.pathOf(joinPointer(data.parent, data.key))}\``;
    return context.placeholdersAt(joinPointer(data.parent, data.key)).map((value) => ({
      title,
      edits: [{ op: 'insert' as const, parent: data.parent, key: data.key, value }],
    }));
  },
});
export const unknownKeyRule = defineRule<UnknownKeyData>({
  id: 'unknown-key',
  defaultSeverity: 'error',
  description: 'A key the schema does not define; says where it belongs or which key was meant.',
  fix: ({ data, pointer }) => {
    if (!data) return [];
    const fixes = [];
    if (data.suggestion)
      fixes.push({ title: `Rename \`${data.key}\` to \`${data.suggestion}\``, edits: [{ op: 'rename' as const, pointer, name: data.suggestion }] });
    const to = data.moveTo === undefined ? undefined : displayPathPointer(data.moveTo);
    if (to !== undefined)
      fixes.push({
        title: `Move \`${data.key}\` under \`${data.moveTo === '' ? 'the top level' : data.moveTo}\``,
        edits: [{ op: 'move' as const, pointer, to }],
      });
    return fixes;
  },
});
export const typeRule = defineRule({
  id: 'type',
  defaultSeverity: 'error',
  description: 'A value has the wrong type (string, number, boolean, list or object).',
});
export const maxLengthRule = defineRule({ id: 'max-length', defaultSeverity: 'error', description: 'A string is longer than its limit.' });
export const minLengthRule = defineRule({ id: 'min-length', defaultSeverity: 'error', description: 'A string is shorter than its minimum, usually empty.' });
export const maxItemsRule = defineRule({ id: 'max-items', defaultSeverity: 'error', description: 'A list has more items than its limit.' });
export const minItemsRule = defineRule({ id: 'min-items', defaultSeverity: 'error', description: 'A list has fewer items than its minimum.' });
export const maxPropertiesRule = defineRule({
  id: 'max-properties',
  defaultSeverity: 'error',
  description: 'A map (types, properties) has more entries than its limit.',
});
export const minPropertiesRule = defineRule({ id: 'min-properties', defaultSeverity: 'error', description: 'A map has fewer entries than its minimum.' });
export const enumRule = defineRule<EnumData>({
  id: 'enum',
  defaultSeverity: 'error',
  description: 'A value is not one of the allowed values.',
  fix: ({ data, pointer }) =>
    data?.suggestion === undefined ? [] : [{ title: `Change to \`${data.suggestion}\``, edits: [{ op: 'set', pointer, value: data.suggestion }] }],
});
export const patternRule = defineRule({
  id: 'pattern',
  defaultSeverity: 'error',
  description: 'A string does not have the required shape (slash command, domain, snake_case, reference).',
});
export const urlRule = defineRule({
  id: 'url',
  defaultSeverity: 'error',
  description: 'A URL is missing or has the wrong scheme (https, or http/https for app_directory).',
});
export const colorRule = defineRule({ id: 'color', defaultSeverity: 'error', description: 'A colour is not #RGB or #RRGGBB.' });
export const uniqueItemsRule = defineRule({ id: 'unique-items', defaultSeverity: 'error', description: 'A list repeats a value.' });
export const schemaRule = defineRule({ id: 'schema', defaultSeverity: 'error', description: 'Any other schema mismatch.' });

export const SCHEMA_RULES: readonly Rule[] = [
  notAnObjectRule,
  requiredRule,
  unknownKeyRule,
  typeRule,
  maxLengthRule,
  minLengthRule,
  maxItemsRule,
  minItemsRule,
  maxPropertiesRule,
  minPropertiesRule,
  enumRule,
  patternRule,
  urlRule,
  colorRule,
  uniqueItemsRule,
  schemaRule,
];
