import { describe, expect, test } from 'vitest';
import { validateManifestText } from 'manifesto-core';
import { lineOf } from '../helpers.js';
import { baseV1 } from './base.js';
import { text } from './cases.js';
import { plant, render, type Edit } from './plant.js';

/** Warnings, not errors: each case has a warning twin (YAML and JSON) and an accepted twin. */
const WARNINGS: { title: string; bad: Edit[]; good: Edit[]; rule: string; severity?: string; pointer: string; at: string }[] = [
  {
    title: 'long_description under 174 characters',
    bad: [['/display_information/long_description', text(173, 'QSHORT')]],
    good: [['/display_information/long_description', text(174, 'QSHORT')]],
    rule: 'long-description-short',
    pointer: '/display_information/long_description',
    at: 'QSHORT',
  },
  {
    title: 'bot display_name outside a-z0-9-_.',
    bad: [['/features/bot_user/display_name', 'QDeploy Bot']],
    good: [['/features/bot_user/display_name', 'deploy-bot_2.0']],
    rule: 'bot-display-name-charset',
    // Info by default: 79 of the 120 real manifests use such names and the service accepts them.
    severity: 'info',
    pointer: '/features/bot_user/display_name',
    at: 'QDeploy',
  },
  {
    title: 'workflow_steps is deprecated',
    bad: [['/features/workflow_steps', [{ name: 'Step', callback_id: 'step' }]]],
    good: [],
    rule: 'deprecated-workflow-steps',
    pointer: '/features/workflow_steps',
    at: 'workflow_steps',
  },
];

function located(format: 'yaml' | 'json', body: string) {
  return validateManifestText(body, { format }).problems.map((p) => ({ rule: p.rule, severity: p.severity, pointer: p.pointer, line: p.range.start.line + 1 }));
}

describe('soft limits are warnings', () => {
  test.each(WARNINGS.map((item) => [item.title, item] as const))('%s: one warning at its pointer and line', (_title, item) => {
    const value = plant(baseV1(), item.bad);
    for (const { format, text: body } of render(value)) {
      expect(located(format, body), format).toEqual([
        { rule: item.rule, severity: item.severity ?? 'warning', pointer: item.pointer, line: lineOf(body, item.at) },
      ]);
    }
  });

  test.each(WARNINGS.map((item) => [item.title, item] as const))('%s: the accepted twin has no problem', (_title, item) => {
    const value = plant(baseV1(), item.good);
    for (const { format, text: body } of render(value)) expect(located(format, body), format).toEqual([]);
  });

  test('a warning can be raised to an error by configuration', () => {
    const value = plant(baseV1(), [['/features/bot_user/display_name', 'Deploy Bot']]);
    for (const { format, text: body } of render(value)) {
      const severities = validateManifestText(body, { format, rules: { 'bot-display-name-charset': 'error' } }).problems.map((p) => p.severity);
      expect(severities, format).toEqual(['error']);
    }
  });
});

describe('workflow_steps limits (reported with the deprecation warning)', () => {
  const step = (i: number) => ({ name: `Step ${i}`, callback_id: `step_${i}` });
  const cases: { title: string; steps: unknown[]; rule: string; pointer: string; at: string }[] = [
    {
      title: 'at most 10 steps',
      steps: Array.from({ length: 11 }, (_, i) => step(i)),
      rule: 'max-items',
      pointer: '/features/workflow_steps',
      at: 'workflow_steps',
    },
    {
      title: 'name at most 50 characters',
      steps: [{ name: text(51, 'QSTEP'), callback_id: 'step' }],
      rule: 'max-length',
      pointer: '/features/workflow_steps/0/name',
      at: 'QSTEP',
    },
    {
      title: 'callback_id at most 50 characters',
      steps: [{ name: 'Step', callback_id: text(51, 'qstep') }],
      rule: 'max-length',
      pointer: '/features/workflow_steps/0/callback_id',
      at: 'qstep',
    },
    { title: 'name is required', steps: [{ callback_id: 'step' }], rule: 'required', pointer: '/features/workflow_steps/0/name', at: 'workflow_steps' },
    { title: 'callback_id is required', steps: [{ name: 'Step' }], rule: 'required', pointer: '/features/workflow_steps/0/callback_id', at: 'workflow_steps' },
  ];
  test.each(cases.map((item) => [item.title, item] as const))('%s', (_title, item) => {
    const value = plant(baseV1(), [['/features/workflow_steps', item.steps]]);
    for (const { format, text: body, check } of render(value)) {
      const plus = item.rule === 'required' ? 1 : 0;
      expect(check(body), format).toEqual(
        [
          { rule: 'deprecated-workflow-steps', pointer: '/features/workflow_steps', line: lineOf(body, 'workflow_steps') },
          { rule: item.rule, pointer: item.pointer, line: lineOf(body, item.at) + plus },
        ].sort((a, b) => a.line - b.line || a.rule.localeCompare(b.rule)),
      );
    }
  });
  test('50-character names and 10 steps pass (only the deprecation warning)', () => {
    const steps = Array.from({ length: 10 }, (_, i) => ({ name: text(50, `N${i}`), callback_id: text(50, `c${i}`) }));
    for (const { format, text: body, check } of render(plant(baseV1(), [['/features/workflow_steps', steps]]))) {
      expect(
        check(body).map((p) => p.rule),
        format,
      ).toEqual(['deprecated-workflow-steps']);
    }
  });
});
