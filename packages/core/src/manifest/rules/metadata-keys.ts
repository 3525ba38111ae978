import { isRecord, joinPointer } from '../../source/pointer.js';
import { defineRule } from '../../rules/define.js';
import { nearMiss } from '../../schema/suggest.js';
import type { TObject } from 'typebox';
import { Metadata } from '../schema/metadata.js';
import type { ManifestRule } from './rule.js';

/** The keys `_metadata` has, as its schema lists them (`schema/metadata.ts`: the specification's and the published schema's). */
function metadataKeys(): string[] {
  return Object.keys((Metadata() as TObject).properties);
}

/**
 * A key of its own in `_metadata`, which describes the manifest file rather than the app. The specification
 * and the published schema name only the version keys, but the platform's own sample apps carry a `note`
 * there for whoever creates the app from the file (slack-samples/openshell-slack-admin-bridge): the sources
 * disagree, so a warning. A near miss of a version key stays the error unknown-key, since the version it
 * names decides how the whole manifest is read.
 */
export const metadataKeyUnknownRule = defineRule({
  id: 'metadata-key-unknown',
  defaultSeverity: 'warning',
  description: '`_metadata` holds a key other than the schema version keys.',
  docs: {
    why: '`_metadata` describes the manifest file; only its version keys are documented, and the service may refuse or drop any other key.',
    example: {
      file: 'manifest.yaml',
      text: `_metadata:
  major_version: 1
  note: Create the app from this file, then invite the bot.
display_information:
  name: Helper
`,
    },
  },
});

export const metadataKeyRules: ManifestRule = {
  rules: [metadataKeyUnknownRule],
  check({ manifest, report, suppress }) {
    const metadata = manifest['_metadata'];
    if (!isRecord(metadata)) return;
    const known = metadataKeys();
    for (const key of Object.keys(metadata)) {
      if (known.includes(key) || nearMiss(key, known, 2) !== undefined) continue;
      const pointer = joinPointer('/_metadata', key);
      suppress(pointer);
      report(metadataKeyUnknownRule, {
        pointer,
        target: 'key',
        message: `\`${key}\` is not a key of \`_metadata\` (its keys are ${known.map((name) => `\`${name}\``).join(', ')}); the service may refuse or drop it, so keep notes in the README.`,
        data: { key },
      });
    }
  },
};
