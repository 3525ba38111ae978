import { defineKind } from '../kinds/kind.js';
import { isRecord } from '../source/pointer.js';
import { manifestLanguage } from './language.js';
import { MANIFEST_RULES } from './rules/index.js';
import { checkManifest } from './validate.js';

/** `manifest.yaml`, `app-manifest.json`, `manifest-with-mistakes.yml`: a name with "manifest" and a YAML or JSON extension. */
const MANIFEST_NAME = /manifest[^/]*\.(json|ya?ml)$/i;

/** App manifests, versions 1 and 2 (routed by `_metadata.major_version`). */
export const manifestKind = defineKind({
  id: 'manifest',
  noun: 'the manifest',
  matchesName: (baseName) => MANIFEST_NAME.test(baseName),
  nameGlobs: ['**/*manifest*.{json,yaml,yml}'],
  globsKey: 'manifests',
  // The one group every manifest must have; `_metadata` alone is also a manifest's own key.
  sniff: (value) => isRecord(value) && (isRecord(value['display_information']) || isRecord(value['_metadata'])),
  rules: MANIFEST_RULES.flatMap((module) => module.rules),
  check: (value) => ({ problems: checkManifest(value) }),
  language: manifestLanguage,
});
