import { PLATFORM_NAMESPACE, PLATFORM_NAMESPACES } from '../../namespace.js';
import { isRecord } from '../../source/pointer.js';
import type { ManifestRule } from './rule.js';

const RUNTIMES = ['remote', PLATFORM_NAMESPACE];

/**
 * Functions need a runtime and org-wide deployment. Callback ids (snake_case, at most 100 characters)
 * are checked by the schema's `propertyNames` on the key, and a repeated id is a `duplicate-key`.
 */
export const functionRules: ManifestRule = {
  rules: [
    { id: 'function-runtime-missing', severity: 'error', description: 'The manifest declares functions but `settings.function_runtime` is not set.' },
    { id: 'functions-need-org-deploy', severity: 'error', description: 'The manifest declares functions but `settings.org_deploy_enabled` is not `true`.' },
    {
      id: 'outgoing-domains-runtime',
      severity: 'warning',
      description: '`outgoing_domains` only applies to apps on the platform runtime; with another runtime it has no effect.',
    },
  ],
  check({ manifest, report }) {
    const functions = manifest['functions'];
    const settings = isRecord(manifest['settings']) ? manifest['settings'] : undefined;
    const runtime = settings?.['function_runtime'];
    const onPlatform = typeof runtime === 'string' && PLATFORM_NAMESPACES.includes(runtime);

    if (isRecord(functions) && Object.keys(functions).length > 0) {
      if (runtime === undefined || runtime === null) {
        // With no settings at all, mark the functions that need them rather than the first line of the file.
        report({
          rule: 'function-runtime-missing',
          pointer: settings ? '/settings/function_runtime' : '/functions',
          target: 'key',
          message: `\`functions\` are declared but \`settings.function_runtime\` is missing; set it to \`remote\` (self-hosted) or \`${PLATFORM_NAMESPACE}\` (the platform runtime).`,
          data: { parent: '/settings', key: 'function_runtime', allowed: RUNTIMES },
        });
      }
      if (settings?.['org_deploy_enabled'] !== true) {
        const present = settings !== undefined && 'org_deploy_enabled' in settings;
        report({
          rule: 'functions-need-org-deploy',
          pointer: settings ? '/settings/org_deploy_enabled' : '/functions',
          target: present ? 'value' : 'key',
          message: `\`functions\` are declared, so \`settings.org_deploy_enabled\` must be \`true\`${present ? `, not \`${JSON.stringify(settings?.['org_deploy_enabled'])}\`` : ''}.`,
          data: { parent: '/settings', key: 'org_deploy_enabled', value: true },
        });
      }
    }

    const domains = manifest['outgoing_domains'];
    if (Array.isArray(domains) && domains.length > 0 && !onPlatform) {
      report({
        rule: 'outgoing-domains-runtime',
        pointer: '/outgoing_domains',
        target: 'key',
        message: `\`outgoing_domains\` only restricts apps on the \`${PLATFORM_NAMESPACE}\` runtime, but \`settings.function_runtime\` is ${typeof runtime === 'string' ? `\`${runtime}\`` : 'not set'}; remove the list or set \`function_runtime: ${PLATFORM_NAMESPACE}\`.`,
        data: { runtime: typeof runtime === 'string' ? runtime : null, expected: PLATFORM_NAMESPACE },
      });
    }
  },
};
