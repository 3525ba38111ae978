import { defineRule, type Finding } from '../../rules/define.js';
import { isRecord, joinPointer } from '../../source/pointer.js';
import { parameterBlocks, parameterEntries, parameterForm } from '../parameter-forms.js';
import type { ManifestRule } from './rule.js';

const LOCAL_TYPE = '#/types/';

export const requiredParameterUnknownRule = defineRule({
  id: 'required-parameter-unknown',
  defaultSeverity: 'error',
  description: 'A version 2 `required` entry names no parameter in `properties`.',
  docs: {
    why: 'A required name that is not a parameter can never be provided, so every step that calls the function fails.',
    example: {
      file: 'manifest.yaml',
      text: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
      required:
        - chanel
    output_parameters:
      properties: {}
`,
    },
  },
});

export const typeReferenceUnknownRule = defineRule({
  id: 'type-reference-unknown',
  defaultSeverity: 'error',
  description: 'A type `#/types/<name>` names no entry of the top-level `types` map.',
  docs: {
    why: 'A parameter typed `#/types/<name>` needs that type declared in `types`; otherwise the platform cannot read its values.',
    example: {
      file: 'manifest.yaml',
      text: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        report:
          type: "#/types/report"
    output_parameters:
      properties: {}
`,
    },
  },
});

/** Parameter declarations must agree with themselves (`required` ⊆ `properties`) and with `types`. */
export const parameterRules: ManifestRule = {
  rules: [requiredParameterUnknownRule, typeReferenceUnknownRule],
  check({ manifest, report }) {
    for (const { pointer, block } of parameterBlocks(manifest)) {
      if (!isRecord(block) || parameterForm(block) !== 'properties') continue;
      const required = block['required'];
      if (!Array.isArray(required)) continue;
      const properties = Object.keys(block['properties'] as Record<string, unknown>);
      required.forEach((name, index) => {
        if (typeof name !== 'string' || properties.includes(name)) return;
        report(requiredParameterUnknownRule, {
          pointer: joinPointer(pointer, 'required', index),
          target: 'value',
          message: `\`required\` lists \`${name}\`, which is not a parameter in \`properties\`${properties.length > 0 ? ` (${properties.map((p) => `\`${p}\``).join(', ')})` : ''}; declare it or remove it from \`required\`.`,
          data: { name, available: properties },
        });
      });
    }

    const types = isRecord(manifest['types']) ? Object.keys(manifest['types']) : [];
    const check = (type: unknown, pointer: string) => {
      const problem = unknownType(type, pointer, types);
      if (problem) report(typeReferenceUnknownRule, problem);
    };
    for (const { pointer, block } of parameterBlocks(manifest)) {
      for (const entry of parameterEntries(block, pointer)) walkTypes(entry.value, entry.pointer, check);
    }
    if (isRecord(manifest['types'])) {
      for (const [name, type] of Object.entries(manifest['types'])) walkTypes(type, joinPointer('/types', name), check);
    }
    if (isRecord(manifest['datastores'])) {
      for (const [name, store] of Object.entries(manifest['datastores'])) {
        if (!isRecord(store) || !isRecord(store['attributes'])) continue;
        for (const [attribute, value] of Object.entries(store['attributes'])) {
          walkTypes(value, joinPointer('/datastores', name, 'attributes', attribute), check);
        }
      }
    }
  },
};

/** Visits the `type` of a declaration and of its nested `items` and `properties` declarations. */
function walkTypes(declaration: unknown, pointer: string, visit: (type: unknown, pointer: string) => void, depth = 0): void {
  if (!isRecord(declaration) || depth > 32) return;
  // The declaration's pointer: the `/type` pointer is built only for a type that is reported.
  if ('type' in declaration) visit(declaration['type'], pointer);
  if (isRecord(declaration['items'])) walkTypes(declaration['items'], joinPointer(pointer, 'items'), visit, depth + 1);
  const properties = declaration['properties'];
  if (isRecord(properties)) {
    for (const [name, value] of Object.entries(properties)) walkTypes(value, joinPointer(pointer, 'properties', name), visit, depth + 1);
  }
}

/** The problem of a declaration (at `declaration`) whose `type` names no entry of `types`. */
function unknownType(type: unknown, declaration: string, types: readonly string[]): Finding | undefined {
  if (typeof type !== 'string' || !type.startsWith(LOCAL_TYPE)) return undefined;
  const name = type.slice(LOCAL_TYPE.length);
  if (types.includes(name)) return undefined;
  return {
    pointer: joinPointer(declaration, 'type'),
    target: 'value',
    message: `Type \`${type}\` names no entry of \`types\`${types.length > 0 ? ` (${types.map((t) => `\`${t}\``).join(', ')})` : ', which is empty or missing'}; declare \`types.${name}\` or use a built-in type.`,
    data: { name, available: [...types] },
  };
}
