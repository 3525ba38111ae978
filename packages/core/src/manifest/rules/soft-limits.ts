import { isRecord } from '../../source/pointer.js';
import { defineRule } from '../../rules/define.js';
import type { ManifestRule } from './rule.js';

/** Below this the app settings editor rejects a long description; the platform API itself accepts it. */
export const LONG_DESCRIPTION_MINIMUM = 174;

/** The character set the seed documents for bot display names; real manifests often break it. */
const BOT_NAME_CHARACTERS = /^[a-z0-9._-]*$/;

const WHITESPACE = /\s/;

/** Characters `JSON.stringify` escapes in a string. */
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

/** `JSON.stringify(text)`, without its cost for the usual name that needs no escape. */
function quoted(text: string): string {
  return ESCAPED.test(text) ? JSON.stringify(text) : `"${text}"`;
}

/** The number of code points, as `[...text].length` counts them, without building the list. */
function codePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++, count++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
  }
  return count;
}

/**
 * A display name in the documented characters: lower case, each run of white space a hyphen, other
 * characters dropped. The same as `.toLowerCase().replace(/\s+/g, '-').replace(/[^a-z0-9._-]/g, '')`
 * in one pass: most real manifests get this info, and the two replacements were most of its cost.
 */
export function botNameSuggestion(name: string): string {
  const lower = name.toLowerCase();
  let out = '';
  // Kept characters are copied a run at a time.
  let run = 0;
  let inSpace = false;
  for (let i = 0; i < lower.length; i++) {
    const code = lower.charCodeAt(i);
    if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || code === 0x2e || code === 0x5f || code === 0x2d) {
      inSpace = false;
      continue;
    }
    if (run < i) out += lower.slice(run, i);
    run = i + 1;
    const space = code === 0x20 || (code >= 0x09 && code <= 0x0d) || (code >= 0x80 && WHITESPACE.test(lower[i]!));
    if (space && !inSpace) out += '-';
    inSpace = space;
  }
  return run === 0 ? lower : out + lower.slice(run);
}

/**
 * Limits the seed states but the platform does not enforce on every path, so they are warnings:
 * a short long_description, a bot display name outside a-z0-9-_., and legacy workflow steps.
 */
export const longDescriptionShortRule = defineRule({
  id: 'long-description-short',
  defaultSeverity: 'warning',
  description: `display_information.long_description is shorter than ${LONG_DESCRIPTION_MINIMUM} characters, which the app settings editor rejects.`,
  docs: {
    why: 'The app settings page refuses a long description under 174 characters, so the manifest cannot be saved there as it is.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
  long_description: Posts the daily report.
`,
    },
  },
});

export const botDisplayNameCharsetRule = defineRule({
  id: 'bot-display-name-charset',
  // Info, not a warning: 79 of 120 real manifests use spaces or capitals here and the service accepts them.
  defaultSeverity: 'info',
  description: 'features.bot_user.display_name uses characters outside a-z, 0-9, hyphen, underscore and period.',
  docs: {
    why: 'Bot names are shown and mentioned as typed; characters outside letters, digits, hyphens, underscores and periods may be changed or refused when the name is saved.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
features:
  bot_user:
    display_name: Report Bot!
`,
    },
  },
});

export const deprecatedWorkflowStepsRule = defineRule({
  id: 'deprecated-workflow-steps',
  defaultSeverity: 'warning',
  description: 'features.workflow_steps is a legacy, deprecated feature.',
  docs: {
    why: 'Steps from Apps were retired; apps now provide custom steps as functions.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
features:
  bot_user:
    display_name: helper
  workflow_steps:
    - name: Post a report
      callback_id: post_report
`,
    },
  },
});

export const softLimitRules: ManifestRule = {
  rules: [longDescriptionShortRule, botDisplayNameCharsetRule, deprecatedWorkflowStepsRule],
  check({ manifest, report }) {
    const display = manifest['display_information'];
    const long = isRecord(display) ? display['long_description'] : undefined;
    if (typeof long === 'string') {
      const length = codePoints(long);
      if (length < LONG_DESCRIPTION_MINIMUM) {
        report(longDescriptionShortRule, {
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
      const suggestion = botNameSuggestion(name);
      report(botDisplayNameCharsetRule, {
        pointer: '/features/bot_user/display_name',
        target: 'value',
        message: `\`display_name\` is ${quoted(name)}; the documented characters are a-z, 0-9, hyphen, underscore and period${suggestion ? `, such as "${suggestion}"` : ''}.`,
        data: suggestion ? { suggestion } : {},
      });
    }
    if ('workflow_steps' in features) {
      report(deprecatedWorkflowStepsRule, {
        pointer: '/features/workflow_steps',
        target: 'key',
        message: '`workflow_steps` is a deprecated legacy feature; rebuild the steps as custom functions under `functions`.',
      });
    }
  },
};
