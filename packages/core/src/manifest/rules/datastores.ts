import { isRecord, joinPointer } from '../../source/pointer.js';
import { defineRule } from '../../rules/define.js';
import type { ManifestRule } from './rule.js';

export const datastorePrimaryKeyRule = defineRule({
  id: 'datastore-primary-key',
  defaultSeverity: 'error',
  description: 'A datastore `primary_key` names none of its `attributes`.',
  docs: {
    why: "Items are stored and found by the primary key, so it must be one of the datastore's attributes.",
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
datastores:
  reports:
    primary_key: report_id
    attributes:
      id:
        type: string
`,
    },
  },
});

export const datastoreTtlAttributeRule = defineRule({
  id: 'datastore-ttl-attribute',
  defaultSeverity: 'error',
  description: 'A datastore `time_to_live_attribute` names none of its `attributes`.',
  docs: {
    why: "Items expire by the attribute named for it, so it must be one of the datastore's attributes.",
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
datastores:
  reports:
    primary_key: id
    time_to_live_attribute: expires
    attributes:
      id:
        type: string
`,
    },
  },
});

const KEYS = [
  { key: 'primary_key', rule: datastorePrimaryKeyRule },
  { key: 'time_to_live_attribute', rule: datastoreTtlAttributeRule },
] as const;

/** A datastore's key and expiry fields point into its own `attributes`. */
export const datastoreRules: ManifestRule = {
  rules: [datastorePrimaryKeyRule, datastoreTtlAttributeRule],
  check({ manifest, report }) {
    const datastores = manifest['datastores'];
    if (!isRecord(datastores)) return;
    for (const [store, declaration] of Object.entries(datastores)) {
      // Without an `attributes` object the schema already reports it; naming into it would only repeat that.
      if (!isRecord(declaration) || !isRecord(declaration['attributes'])) continue;
      const attributes = Object.keys(declaration['attributes']);
      for (const { key, rule } of KEYS) {
        const name = declaration[key];
        if (typeof name !== 'string' || name === '' || attributes.includes(name)) continue;
        report(rule, {
          pointer: joinPointer('/datastores', store, key),
          target: 'value',
          message: `\`datastores.${store}.${key}\` is \`${name}\`, which is not one of its attributes${attributes.length > 0 ? ` (${attributes.map((a) => `\`${a}\``).join(', ')})` : ''}; declare \`attributes.${name}\` or name an existing attribute.`,
          data: { name, available: attributes },
        });
      }
    }
  },
};
