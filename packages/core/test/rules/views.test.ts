import { describe, expect, it } from 'vitest';
import { validateManifestText } from 'manifesto-core';
import { BOT_V1 } from './fixtures.js';
import { expectProblems, key, plant, twins } from './twins.js';

const RULES = ['assistant-and-agent-view'];
const AGENT = '  agent_view:\n    agent_description: Answers questions about deploys\n';
const ASSISTANT = '  assistant_view:\n    assistant_description: Answers questions about deploys\n';
const withViews = (views: string) => plant(BOT_V1, 'features:\n', `features:\n${views}`);

describe('assistant-and-agent-view', () => {
  it('accepts either view alone', () => {
    expectProblems(withViews(AGENT), RULES, []);
    expectProblems(withViews(ASSISTANT), RULES, []);
  });

  it('warns at assistant_view when both are present', () => {
    const text = withViews(ASSISTANT + AGENT);
    expectProblems(text, RULES, [{ rule: 'assistant-and-agent-view', pointer: '/features/assistant_view', at: key('assistant_view') }]);
    for (const { format, text: source } of twins(text)) {
      const problem = validateManifestText(source, { format }).problems.find((p) => p.rule === RULES[0]);
      expect(problem?.severity).toBe('warning');
      expect(problem?.data).toEqual({ remove: '/features/assistant_view', keep: '/features/agent_view' });
    }
  });
});
