import { fieldName, isRecord } from '../../source/pointer.js';
import type { FixEdit } from '../../rules/fix.js';
import { parameterBlocks, parameterForm, parameterNames, requiredParameterNames } from '../parameter-forms.js';
import { defineRule } from '../../rules/define.js';
import type { ManifestRule } from './rule.js';

/**
 * A parameter block written in the other version's form makes the schema report a cascade of
 * unrelated-looking errors. This explains the block once, names the fix, and silences that cascade.
 */
export const parametersVersionFormRule = defineRule({
  id: 'parameters-version-form',
  defaultSeverity: 'error',
  description: "Function or workflow parameters use the other manifest version's form (`{properties, required}` is version 2, direct keys are version 1).",
  // Only the version 1 problem has a one-step fix; moving flat parameters under `properties` is left to the user.
  fix: ({ data }, { value }) => {
    if (data?.['majorVersion'] !== 2) return [];
    const edit: FixEdit =
      isRecord(value) && isRecord(value['_metadata'])
        ? { op: 'set', pointer: '/_metadata/major_version', value: 2 }
        : { op: 'insert', parent: '', key: '_metadata', value: { major_version: 2 }, first: true };
    return [{ title: 'Set `_metadata.major_version: 2`', edits: [edit] }];
  },
  docs: {
    why: "Parameters are written `{properties, required}` in version 2 and as direct keys in version 1; the other version's form makes the schema report a cascade of errors that hide the one fix.",
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
functions:
  notify:
    title: Notify
    input_parameters:
      properties:
        channel:
          type: slack#/types/channel_id
`,
    },
  },
});

export const versionFormRules: ManifestRule = {
  rules: [parametersVersionFormRule],
  check({ manifest, version, report, suppress }) {
    const blocks = parameterBlocks(manifest);
    if (version === 1) {
      // One fix (`major_version: 2`) covers every block, so one problem is enough.
      const offending = blocks.filter(({ block }) => parameterForm(block) === 'properties').map(({ pointer }) => pointer);
      const first = offending[0];
      if (first === undefined) return;
      for (const pointer of offending) suppress(pointer);
      const others = offending.length - 1;
      report(parametersVersionFormRule, {
        pointer: first,
        target: 'key',
        message: `\`${fieldName(first)}\` uses the version 2 form \`{properties, required}\`${others > 0 ? ` (as do ${others} other parameter block${others === 1 ? '' : 's'})` : ''}; set \`_metadata.major_version: 2\`.`,
        data: { majorVersion: 2, pointers: offending },
      });
      return;
    }
    for (const { pointer, block } of blocks) {
      if (parameterForm(block) !== 'flat') continue;
      suppress(pointer);
      report(parametersVersionFormRule, {
        pointer,
        target: 'key',
        message: `\`${fieldName(pointer)}\` lists parameters as direct keys, the version 1 form; in version 2 move them under \`properties\` and list the required names in \`required\`.`,
        data: { form: 'flat', expected: 'properties', properties: parameterNames(block), required: requiredParameterNames(block) },
      });
    }
  },
};
