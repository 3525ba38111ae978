import { isRecord } from '../../source/pointer.js';
import { defineRule } from '../../rules/define.js';
import type { ManifestRule } from './rule.js';

/** The seed: new apps may only use `agent_view`, and moving from `assistant_view` cannot be undone. */
export const viewRules: ManifestRule = {
  rules: [
    defineRule({
      id: 'assistant-and-agent-view',
      defaultSeverity: 'warning',
      description: '`features.assistant_view` and `features.agent_view` are both present; switching to `agent_view` is irreversible.',
    }),
  ],
  check({ manifest, report }) {
    const features = manifest['features'];
    if (!isRecord(features) || !('assistant_view' in features) || !('agent_view' in features)) return;
    report({
      rule: 'assistant-and-agent-view',
      pointer: '/features/assistant_view',
      target: 'key',
      message:
        '`features` has both `assistant_view` and `agent_view`; installing `agent_view` moves the app to the agent experience irreversibly, so new apps should keep only `agent_view` and remove `assistant_view`.',
      data: { remove: '/features/assistant_view', keep: '/features/agent_view' },
    });
  },
};
