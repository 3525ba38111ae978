import type { Problem } from '../../problem.js';
import { checkManifest } from '../../manifest/validate.js';
import { describeValue } from '../../schema/errors.js';
import { typeRule } from '../../schema/rules.js';
import { Anything, Optional, Str } from '../../schema/common.js';
import { isRecord } from '../../source/pointer.js';
import { argumentsSchema } from '../schema.js';
import { emptyArguments } from './empty.js';
import type { MethodSpec, SpecContext } from './spec.js';
import { lazy } from '../../lazy.js';

// No source states a minimum length: an empty one is `argument-empty`, a warning (methods/limits.ts).
const APP_ID = lazy(() => Str({ description: 'The app id (A…).' }));
const MANIFEST = lazy(() => Anything('The manifest as a JSON-encoded string (an object is read the same way), checked as a manifest.'));

/** Problems of the manifest inside `manifest`, with pointers that continue into it (`/manifest/display_information/name`). */
function checkManifestArgument({ method, args, written }: SpecContext): { problems: Problem[] } {
  const empty = emptyArguments(method, args);
  const manifest = args['manifest'];
  if (manifest === undefined) return { problems: empty };
  if (!isRecord(manifest)) {
    // A string that did not decode has its argument-json problem already.
    if (typeof written['manifest'] === 'string') return { problems: empty };
    return {
      problems: [
        ...empty,
        typeRule.problem({
          pointer: '/manifest',
          target: 'value',
          message: `\`manifest\` must be a JSON-encoded manifest (a string) or a manifest object, not ${describeValue(manifest)}.`,
          data: { expected: 'string' },
        }),
      ],
    };
  }
  return { problems: [...empty, ...checkManifest(manifest).map((problem) => ({ ...problem, pointer: `/manifest${problem.pointer}` }))] };
}

/** apps.manifest.validate: the manifest the service would validate, checked here first (§4.4). */
export const manifestValidate: MethodSpec = {
  schema: argumentsSchema('apps.manifest.validate', () => ({ manifest: MANIFEST(), app_id: Optional(APP_ID()) })),
  decode: { manifest: 'object' },
  check: checkManifestArgument,
};

/** apps.manifest.export: only the app id (§4.3). */
export const manifestExport: MethodSpec = {
  schema: argumentsSchema('apps.manifest.export', () => ({ app_id: APP_ID() })),
  check: ({ method, args }) => ({ problems: emptyArguments(method, args) }),
};

/** apps.manifest.create and apps.manifest.update carry a manifest too; the rest of their arguments come from the catalogue. */
export const manifestCreate: MethodSpec = {
  schema: argumentsSchema('apps.manifest.create', () => ({
    manifest: MANIFEST(),
    team_id: Optional(Str({ description: 'The workspace to create the app in (org-level tokens).' })),
  })),
  decode: { manifest: 'object' },
  check: checkManifestArgument,
};

export const manifestUpdate: MethodSpec = {
  schema: argumentsSchema('apps.manifest.update', () => ({ manifest: MANIFEST(), app_id: APP_ID() })),
  decode: { manifest: 'object' },
  check: checkManifestArgument,
};

export const MANIFEST_METHOD_SPECS = {
  'apps.manifest.validate': manifestValidate,
  'apps.manifest.export': manifestExport,
  'apps.manifest.create': manifestCreate,
  'apps.manifest.update': manifestUpdate,
};
