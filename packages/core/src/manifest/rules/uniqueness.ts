import { defineRule, type Rule } from '../../rules/define.js';
import { isRecord, joinPointer } from '../../source/pointer.js';
import type { ManifestRule, ManifestRuleContext } from './rule.js';

export const shortcutCallbackIdDuplicateRule = defineRule({
  id: 'shortcut-callback-id-duplicate',
  defaultSeverity: 'error',
  description: 'Two shortcuts have the same `callback_id`.',
  docs: {
    why: 'The app is told which shortcut was used by its callback id; two shortcuts with one id cannot be told apart.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
features:
  bot_user:
    display_name: helper
  shortcuts:
    - name: File a report
      type: global
      callback_id: report
      description: Files a report
    - name: Share a report
      type: message
      callback_id: report
      description: Shares a report
oauth_config:
  scopes:
    bot:
      - commands
`,
    },
  },
});

export const slashCommandDuplicateRule = defineRule({
  id: 'slash-command-duplicate',
  defaultSeverity: 'error',
  description: 'Two slash commands have the same `command`.',
  docs: {
    why: 'A command name can be registered once; the platform refuses two commands with the same name.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
features:
  bot_user:
    display_name: helper
  slash_commands:
    - command: /deploy
      description: Deploy the app
    - command: /deploy
      description: Deploy again
oauth_config:
  scopes:
    bot:
      - commands
`,
    },
  },
});

const LISTS = [
  { list: 'shortcuts', field: 'callback_id', rule: shortcutCallbackIdDuplicateRule },
  { list: 'slash_commands', field: 'command', rule: slashCommandDuplicateRule },
] as const;

/** Shortcuts are told apart by callback id and slash commands by name, so both must be unique. */
export const uniquenessRules: ManifestRule = {
  rules: [shortcutCallbackIdDuplicateRule, slashCommandDuplicateRule],
  check(context) {
    const features = context.manifest['features'];
    if (!isRecord(features)) return;
    for (const { list, field, rule } of LISTS) {
      const items = features[list];
      if (Array.isArray(items)) checkList(context, items, list, field, rule);
    }
  },
};

function checkList(context: ManifestRuleContext, items: readonly unknown[], list: string, field: string, rule: Rule): void {
  const first = new Map<string, number>();
  items.forEach((item, index) => {
    const value = isRecord(item) ? item[field] : undefined;
    if (typeof value !== 'string') return;
    const earlier = first.get(value);
    if (earlier === undefined) {
      first.set(value, index);
      return;
    }
    context.report(rule, {
      pointer: joinPointer('/features', list, index, field),
      target: 'value',
      message: `\`features.${list}[${index}].${field}\` \`${value}\` repeats \`features.${list}[${earlier}].${field}\`; each must be unique.`,
      data: { value, first: joinPointer('/features', list, earlier, field) },
    });
  });
}
