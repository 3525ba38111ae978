import { describe, expect, it } from 'vitest';
import { validateManifestText } from 'manifesto-core';
import { WORKFLOW_V2 } from './fixtures.js';
import { checkJson, checkYaml, lineOf } from '../helpers.js';
import { allProblems, expectProblems, key, plant, twins } from './twins.js';

const RULES = ['function-runtime-missing', 'functions-need-org-deploy', 'functions-org-deploy-false', 'outgoing-domains-runtime'];

describe('function-runtime-missing and functions-need-org-deploy', () => {
  it('accept a runtime and org deployment', () => expectProblems(WORKFLOW_V2, RULES, []));

  it('accept the platform runtime under either namespace word', () => {
    expectProblems(plant(WORKFLOW_V2, 'function_runtime: remote', 'function_runtime: slack'), RULES, []);
    expectProblems(plant(WORKFLOW_V2, 'function_runtime: remote', 'function_runtime: svc'), RULES, []);
  });

  it('mark the settings key when function_runtime is missing', () =>
    expectProblems(plant(WORKFLOW_V2, '  function_runtime: remote\n', ''), RULES, [
      { rule: 'function-runtime-missing', pointer: '/settings/function_runtime', at: key('settings') },
    ]));

  it('mark org_deploy_enabled when it is false (a warning), and the settings key when it is missing (an error)', () => {
    const off = plant(WORKFLOW_V2, 'org_deploy_enabled: true', 'org_deploy_enabled: false');
    expectProblems(off, RULES, [{ rule: 'functions-org-deploy-false', pointer: '/settings/org_deploy_enabled', at: 'org_deploy_enabled' }]);
    const missing = plant(WORKFLOW_V2, '  org_deploy_enabled: true\n', '');
    expectProblems(missing, RULES, [{ rule: 'functions-need-org-deploy', pointer: '/settings/org_deploy_enabled', at: key('settings') }]);
    // The specification requires the setting for functions but does not say it must be true.
    for (const [text, rule, severity] of [
      [off, 'functions-org-deploy-false', 'warning'],
      [missing, 'functions-need-org-deploy', 'error'],
    ] as const) {
      for (const { format, text: source } of twins(text)) {
        const problem = validateManifestText(source, { format }).problems.find((p) => p.rule === rule);
        expect([problem?.severity, problem?.data], format).toEqual([severity, { parent: '/settings', key: 'org_deploy_enabled', value: true }]);
      }
    }
  });

  it('leave a non-boolean org_deploy_enabled to the schema: one problem, not two', () => {
    for (const { format, text, found } of allProblems(plant(WORKFLOW_V2, 'org_deploy_enabled: true', 'org_deploy_enabled: "yes"'))) {
      expect(
        found.filter((p) => p.pointer === '/settings/org_deploy_enabled'),
        format,
      ).toEqual([{ rule: 'type', pointer: '/settings/org_deploy_enabled', line: lineOf(text, 'org_deploy_enabled') }]);
    }
  });

  it('mark the functions key when there are no settings at all', () => {
    const text = plant(WORKFLOW_V2, 'settings:\n  function_runtime: remote\n  org_deploy_enabled: true\n  socket_mode_enabled: true\n', '');
    expectProblems(text, RULES, [
      { rule: 'function-runtime-missing', pointer: '/functions', at: key('functions') },
      { rule: 'functions-need-org-deploy', pointer: '/functions', at: key('functions') },
    ]);
  });

  it('carry the quick-fix facts', () => {
    const text = plant(WORKFLOW_V2, '  function_runtime: remote\n', '');
    for (const { format, text: source } of twins(text)) {
      const problem = validateManifestText(source, { format }).problems.find((p) => p.rule === 'function-runtime-missing');
      expect(problem?.data).toEqual({ parent: '/settings', key: 'function_runtime', allowed: ['remote', 'slack'] });
    }
  });

  it('do not apply to an empty functions map', () => {
    const text = plant(
      plant(WORKFLOW_V2, '  function_runtime: remote\n  org_deploy_enabled: true\n', ''),
      WORKFLOW_V2.slice(WORKFLOW_V2.indexOf('functions:\n'), WORKFLOW_V2.indexOf('types:\n')),
      'functions: {}\n',
    );
    expectProblems(text, RULES, []);
  });
});

describe('outgoing-domains-runtime', () => {
  const withDomains = (runtime: string, domains: string) =>
    plant(plant(WORKFLOW_V2, 'function_runtime: remote', `function_runtime: ${runtime}`), 'types:\n', `outgoing_domains: ${domains}\ntypes:\n`);

  it('accepts domains on the platform runtime and an empty list anywhere', () => {
    expectProblems(withDomains('slack', '[api.example.com]'), RULES, []);
    expectProblems(withDomains('remote', '[]'), RULES, []);
  });

  it('warns about domains with a remote runtime', () => {
    const text = withDomains('remote', '[api.example.com]');
    expectProblems(text, RULES, [{ rule: 'outgoing-domains-runtime', pointer: '/outgoing_domains', at: key('outgoing_domains') }]);
    for (const { format, text: source } of twins(text)) {
      expect(validateManifestText(source, { format }).problems.find((p) => p.rule === 'outgoing-domains-runtime')?.severity).toBe('warning');
    }
  });
});

describe('function-callback-id', () => {
  const rename = (id: string) => WORKFLOW_V2.replace('create_ticket:\n', `${id}:\n`).replace('#/functions/create_ticket', `#/functions/${id}`);

  it('accepts snake_case ids up to 100 characters', () => expectProblems(rename('a'.repeat(100)), [...RULES, 'function-callback-id'], []));

  it('marks the key of an id that is not snake_case, with a suggestion', () => {
    const text = rename('Create-Ticket');
    expectProblems(text, ['function-callback-id'], [{ rule: 'function-callback-id', pointer: '/functions/Create-Ticket', at: key('Create-Ticket') }]);
    for (const { format, text: source } of twins(text)) {
      expect(validateManifestText(source, { format }).problems.find((p) => p.rule === 'function-callback-id')?.data).toEqual({ suggestion: 'create_ticket' });
    }
  });

  it('marks the key of an id longer than 100 characters', () => {
    const id = 'a'.repeat(101);
    expectProblems(rename(id), ['function-callback-id'], [{ rule: 'function-callback-id', pointer: `/functions/${id}`, at: key(id) }]);
  });

  // Uniqueness comes with the map: the parser reports a repeated callback id as a duplicate key.
  it('leaves a repeated id to duplicate-key', () => {
    const yamlText = 'display_information:\n  name: Twice\nfunctions:\n  notify: {}\n  notify: {}\n';
    const jsonText = '{\n  "display_information": {"name": "Twice"},\n  "functions": {\n    "notify": {},\n    "notify": {}\n  }\n}\n';
    const pick = (found: { rule: string; line: number }[]) =>
      found.filter((p) => p.rule === 'duplicate-key' || p.rule === 'function-callback-id').map((p) => ({ rule: p.rule, line: p.line }));
    expect(pick(checkYaml(yamlText))).toEqual([{ rule: 'duplicate-key', line: 5 }]);
    expect(pick(checkJson(jsonText))).toEqual([{ rule: 'duplicate-key', line: 5 }]);
  });
});
