import { PLATFORM_NAMESPACE, PLATFORM_NAMESPACES } from '../../namespace.js';
import { isRecord, joinPointer } from '../../source/pointer.js';
import { defineRule } from '../../rules/define.js';
import type { ManifestRule } from './rule.js';

const RUNTIMES = ['remote', PLATFORM_NAMESPACE];
const CALLBACK_ID = /^[a-z][a-z0-9_]*$/;
const CALLBACK_ID_MAX = 100;

/**
 * Functions need a runtime and org-wide deployment, and their callback ids are snake_case keys of at
 * most 100 characters. Uniqueness comes with the map: a repeated callback id is a `duplicate-key`.
 */
export const functionRuntimeMissingRule = defineRule({
  id: 'function-runtime-missing',
  defaultSeverity: 'error',
  description: 'The manifest declares functions but `settings.function_runtime` is not set.',
  fix: () =>
    RUNTIMES.map((runtime) => ({
      title: `Set \`settings.function_runtime: ${runtime}\``,
      edits: [{ op: 'set', pointer: '/settings/function_runtime', value: runtime }],
    })),
  docs: {
    why: "Functions run on the platform runtime or the app's own server, and the manifest must say which.",
    example: {
      file: 'manifest.yaml',
      text: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  org_deploy_enabled: true
functions:
  notify:
    title: Notify
    input_parameters:
      properties: {}
    output_parameters:
      properties: {}
`,
    },
  },
});

export const functionCallbackIdRule = defineRule({
  id: 'function-callback-id',
  defaultSeverity: 'error',
  description: 'A function callback id is not snake_case or is longer than 100 characters.',
  docs: {
    why: 'Function ids are referenced from workflows and code, and the platform accepts only snake_case ids of up to 100 characters.',
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
  Notify-Team:
    title: Notify
    input_parameters:
      properties: {}
    output_parameters:
      properties: {}
`,
    },
  },
});

export const functionsNeedOrgDeployRule = defineRule({
  id: 'functions-need-org-deploy',
  defaultSeverity: 'error',
  description: 'The manifest declares functions but has no `settings.org_deploy_enabled`, which the manifest specification requires for functions.',
  fix: () => [{ title: 'Set `settings.org_deploy_enabled: true`', edits: [{ op: 'set', pointer: '/settings/org_deploy_enabled', value: true }] }],
  docs: {
    why: 'Apps with functions are deployed org-wide, and the manifest specification requires `settings.org_deploy_enabled` for them.',
    example: {
      file: 'manifest.yaml',
      text: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
functions:
  notify:
    title: Notify
    input_parameters:
      properties: {}
    output_parameters:
      properties: {}
`,
    },
  },
});

export const functionsOrgDeployFalseRule = defineRule({
  id: 'functions-org-deploy-false',
  defaultSeverity: 'warning',
  description:
    'The manifest declares functions with `settings.org_deploy_enabled: false`. A warning: the specification requires the setting for functions but does not say it must be `true`.',
  fix: () => [{ title: 'Set `settings.org_deploy_enabled: true`', edits: [{ op: 'set', pointer: '/settings/org_deploy_enabled', value: true }] }],
  docs: {
    why: 'Apps with functions are deployed org-wide; with `org_deploy_enabled: false` they may not install as intended. The specification does not say it must be true, so this is a warning.',
    example: {
      file: 'manifest.yaml',
      text: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: false
functions:
  notify:
    title: Notify
    input_parameters:
      properties: {}
    output_parameters:
      properties: {}
`,
    },
  },
});

export const outgoingDomainsRuntimeRule = defineRule({
  id: 'outgoing-domains-runtime',
  defaultSeverity: 'warning',
  description: '`outgoing_domains` only applies to apps on the platform runtime; with another runtime it has no effect.',
  docs: {
    why: 'The outgoing domains list limits what functions on the platform runtime may reach; on any other runtime it does nothing.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
outgoing_domains:
  - api.example.com
settings:
  function_runtime: remote
`,
    },
  },
});

export const functionRules: ManifestRule = {
  rules: [functionRuntimeMissingRule, functionCallbackIdRule, functionsNeedOrgDeployRule, functionsOrgDeployFalseRule, outgoingDomainsRuntimeRule],
  check({ manifest, report }) {
    const functions = manifest['functions'];
    const settings = isRecord(manifest['settings']) ? manifest['settings'] : undefined;
    const runtime = settings?.['function_runtime'];
    const onPlatform = typeof runtime === 'string' && PLATFORM_NAMESPACES.includes(runtime);

    if (isRecord(functions)) {
      for (const id of Object.keys(functions)) {
        const tooLong = id.length > CALLBACK_ID_MAX;
        if (CALLBACK_ID.test(id) && !tooLong) continue;
        report(functionCallbackIdRule, {
          pointer: joinPointer('/functions', id),
          target: 'key',
          message: tooLong
            ? `Function callback id \`${id.slice(0, 24)}…\` is ${id.length} characters; the limit is ${CALLBACK_ID_MAX}.`
            : `Function callback id \`${id}\` must be snake_case (lower-case letters, digits and underscores, starting with a letter), such as \`${snakeCase(id)}\`.`,
          data: tooLong ? { limit: CALLBACK_ID_MAX, length: id.length } : { suggestion: snakeCase(id) },
        });
      }
    }

    if (isRecord(functions) && Object.keys(functions).length > 0) {
      if (runtime === undefined || runtime === null) {
        // With no settings at all, mark the functions that need them rather than the first line of the file.
        report(functionRuntimeMissingRule, {
          pointer: settings ? '/settings/function_runtime' : '/functions',
          target: 'key',
          message: `\`functions\` are declared but \`settings.function_runtime\` is missing; set it to \`remote\` (self-hosted) or \`${PLATFORM_NAMESPACE}\` (the platform runtime).`,
          data: { parent: '/settings', key: 'function_runtime', allowed: RUNTIMES },
        });
      }
      // A non-boolean value is the schema's `type` problem; these rules speak only of a missing or false flag.
      // The manifest specification (settings table) says "org_deploy_enabled: boolean; required for
      // functions": missing is an error; `false` is a warning, since no source says it must be `true`.
      const orgDeploy = settings?.['org_deploy_enabled'];
      if (orgDeploy !== true && (orgDeploy === undefined || typeof orgDeploy === 'boolean')) {
        const present = settings !== undefined && 'org_deploy_enabled' in settings;
        report(present ? functionsOrgDeployFalseRule : functionsNeedOrgDeployRule, {
          pointer: settings ? '/settings/org_deploy_enabled' : '/functions',
          target: present ? 'value' : 'key',
          message: present
            ? '`functions` are declared but `settings.org_deploy_enabled` is `false`; apps with functions are deployed org-wide: set it to `true`.'
            : '`functions` are declared, so `settings.org_deploy_enabled` is required; set it to `true`.',
          data: { parent: '/settings', key: 'org_deploy_enabled', value: true },
        });
      }
    }

    const domains = manifest['outgoing_domains'];
    if (Array.isArray(domains) && domains.length > 0 && !onPlatform) {
      report(outgoingDomainsRuntimeRule, {
        pointer: '/outgoing_domains',
        target: 'key',
        message: `\`outgoing_domains\` only restricts apps on the \`${PLATFORM_NAMESPACE}\` runtime, but \`settings.function_runtime\` is ${typeof runtime === 'string' ? `\`${runtime}\`` : 'not set'}; remove the list or set \`function_runtime: ${PLATFORM_NAMESPACE}\`.`,
        data: { runtime: typeof runtime === 'string' ? runtime : null, expected: PLATFORM_NAMESPACE },
      });
    }
  },
};

/** A snake_case spelling of a callback id, for the message and a rename quick fix. */
function snakeCase(id: string): string {
  const snake = id
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '');
  return snake === '' ? 'my_function' : snake.slice(0, CALLBACK_ID_MAX);
}
