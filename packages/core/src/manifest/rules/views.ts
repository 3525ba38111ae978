import { isRecord } from '../../source/pointer.js';
import { defineRule } from '../../rules/define.js';
import type { ManifestRule } from './rule.js';

/** What switching to `agent_view` costs, said alike by the migration's fix and `manifesto diff`'s rule. */
export const AGENT_VIEW_SWITCH_WARNING = 'the switch is irreversible; the app cannot go back to assistant_view';

type MigrationData = { from: string; description: boolean };

export const assistantAndAgentViewRule = defineRule({
  id: 'assistant-and-agent-view',
  defaultSeverity: 'warning',
  description: '`features.assistant_view` and `features.agent_view` are both present; switching to `agent_view` is irreversible.',
  docs: {
    why: 'Installing `agent_view` moves the app to the agent experience for good, so `assistant_view` beside it is left behind; new apps should keep only `agent_view`.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
features:
  bot_user:
    display_name: helper
  assistant_view:
    assistant_description: Answers questions
  agent_view:
    agent_description: Answers questions
oauth_config:
  scopes:
    bot:
      - assistant:write
`,
    },
  },
});

export const assistantViewRule = defineRule<MigrationData>({
  id: 'assistant-view',
  defaultSeverity: 'info',
  description:
    '`features.assistant_view` is the older assistant experience, expected to be deprecated; `agent_view` replaces it. The quick fix migrates it (an irreversible switch once installed).',
  // `assistant_description` becomes `agent_description` first, while its parent still has its old name.
  fix: (problem) => [
    {
      title: `Migrate to \`agent_view\`: ${AGENT_VIEW_SWITCH_WARNING} once installed`,
      edits: [
        ...(problem.data?.description ? [{ op: 'rename' as const, pointer: `${problem.pointer}/assistant_description`, name: 'agent_description' }] : []),
        { op: 'rename', pointer: problem.pointer, name: 'agent_view' },
      ],
    },
  ],
  docs: {
    why: 'The assistant view is the older experience and is expected to be deprecated; new apps may only use `agent_view`. Moving to it cannot be undone once installed.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
features:
  bot_user:
    display_name: helper
  assistant_view:
    assistant_description: Answers questions
oauth_config:
  scopes:
    bot:
      - assistant:write
`,
    },
  },
});

/** The seed: new apps may only use `agent_view`, and moving from `assistant_view` cannot be undone. */
export const viewRules: ManifestRule = {
  rules: [assistantAndAgentViewRule, assistantViewRule],
  check({ manifest, report }) {
    const features = manifest['features'];
    if (!isRecord(features) || !('assistant_view' in features)) return;
    if ('agent_view' in features) {
      report(assistantAndAgentViewRule, {
        pointer: '/features/assistant_view',
        target: 'key',
        message:
          '`features` has both `assistant_view` and `agent_view`; installing `agent_view` moves the app to the agent experience irreversibly, so new apps should keep only `agent_view` and remove `assistant_view`.',
        data: { remove: '/features/assistant_view', keep: '/features/agent_view' },
      });
      return;
    }
    const view = features['assistant_view'];
    report(assistantViewRule, {
      pointer: '/features/assistant_view',
      target: 'key',
      message: `\`features.assistant_view\` is the older assistant experience, expected to be deprecated; new apps may only use \`agent_view\` (with \`agent_description\`, at most 300 characters). Migrating is possible, but ${AGENT_VIEW_SWITCH_WARNING}.`,
      data: { from: '/features/assistant_view', description: isRecord(view) && 'assistant_description' in view },
    });
  },
};
