import { isRecord } from '../../source/pointer.js';
import { defineRule } from '../../rules/define.js';
import type { ManifestRule } from './rule.js';

/** Below this the app settings editor rejects a long description; the platform API itself accepts it. */
export const LONG_DESCRIPTION_MINIMUM = 174;

/** The character set the seed documents for bot display names; real manifests often break it. */
const BOT_NAME_CHARACTERS = /^[a-z0-9._-]*$/;

/**
 * Limits the seed states but the platform does not enforce on every path, so they are warnings:
 * a short long_description, a bot display name outside a-z0-9-_., and legacy workflow steps.
 */
export const softLimitRules: ManifestRule = {
  rules: [
    defineRule({
      id: 'long-description-short',
      defaultSeverity: 'warning',
      description: `display_information.long_description is shorter than ${LONG_DESCRIPTION_MINIMUM} characters, which the app settings editor rejects.`,
    }),
    defineRule({
      id: 'bot-display-name-charset',
      // Info, not a warning: 79 of 120 real manifests use spaces or capitals here and the service accepts them.
      defaultSeverity: 'info',
      description: 'features.bot_user.display_name uses characters outside a-z, 0-9, hyphen, underscore and period.',
    }),
    defineRule({
      id: 'deprecated-workflow-steps',
      defaultSeverity: 'warning',
      description: 'features.workflow_steps is a legacy, deprecated feature.',
    }),
  ],
  check({ manifest, report }) {
    const display = manifest['display_information'];
    const long = isRecord(display) ? display['long_description'] : undefined;
    if (typeof long === 'string') {
      const length = [...long].length;
      if (length < LONG_DESCRIPTION_MINIMUM) {
        report({
          rule: 'long-description-short',
          pointer: '/display_information/long_description',
          target: 'value',
          message: `\`long_description\` is ${length} characters; the app settings editor requires at least ${LONG_DESCRIPTION_MINIMUM}.`,
          data: { limit: LONG_DESCRIPTION_MINIMUM, actual: length },
        });
      }
    }
    const features = manifest['features'];
    if (!isRecord(features)) return;
    const bot = features['bot_user'];
    const name = isRecord(bot) ? bot['display_name'] : undefined;
    if (typeof name === 'string' && !BOT_NAME_CHARACTERS.test(name)) {
      const suggestion = name
        .toLowerCase()
        .replace(/\s+/g, '-')
        .replace(/[^a-z0-9._-]/g, '');
      report({
        rule: 'bot-display-name-charset',
        pointer: '/features/bot_user/display_name',
        target: 'value',
        message: `\`display_name\` is ${JSON.stringify(name)}; the documented characters are a-z, 0-9, hyphen, underscore and period${suggestion ? `, such as ${JSON.stringify(suggestion)}` : ''}.`,
        data: suggestion ? { suggestion } : {},
      });
    }
    if ('workflow_steps' in features) {
      report({
        rule: 'deprecated-workflow-steps',
        pointer: '/features/workflow_steps',
        target: 'key',
        message: '`workflow_steps` is a deprecated legacy feature; rebuild the steps as custom functions under `functions`.',
      });
    }
  },
};
