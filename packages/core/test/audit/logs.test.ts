import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkDocument, RULES, type LocatedProblem } from '../../src/index.js';
import { found, lineOf } from '../helpers.js';

const KNOWN = new Set(RULES.map((rule) => rule.id));

/** The same filters as pretty JSON and as block-style YAML, in `<name>.audit.<endpoint>.json|yaml`. */
function twins(value: unknown, endpoint = 'logs'): { format: 'json' | 'yaml'; fileName: string; text: string }[] {
  return [
    { format: 'json', fileName: `/p/filters.audit.${endpoint}.json`, text: JSON.stringify(value, null, 2) + '\n' },
    { format: 'yaml', fileName: `/p/filters.audit.${endpoint}.yaml`, text: stringify(value, { lineWidth: 0 }) },
  ];
}

function check(fileName: string, text: string): LocatedProblem[] {
  const result = checkDocument(fileName, text);
  expect(result.kind).toBe('audit');
  for (const problem of result.problems) expect(KNOWN, `rule ${problem.rule} is not in the catalogue`).toContain(problem.rule);
  return result.problems;
}

interface Expected {
  rule: string;
  pointer: string;
  needle: string;
  severity: 'error' | 'warning';
}

/** Each expected problem once, in both formats, on the line of its needle. */
function expectTwins(value: unknown, expected: Expected[], endpoint = 'logs'): void {
  for (const { format, fileName, text } of twins(value, endpoint)) {
    const want = expected.map(({ rule, pointer, needle, severity }) => ({ rule, pointer, line: lineOf(text, needle), severity }));
    const sort = (list: { rule: string; pointer: string }[]) => [...list].sort((a, b) => a.pointer.localeCompare(b.pointer) || a.rule.localeCompare(b.rule));
    expect(sort(found(check(fileName, text), true)), `${format}:\n${text}`).toEqual(sort(want));
  }
}

function expectClean(value: unknown, endpoint = 'logs'): void {
  for (const { fileName, text } of twins(value, endpoint)) expect(found(check(fileName, text)), text).toEqual([]);
}

describe('audit log /logs filters', () => {
  it('accepts the specification’s filters at their limits', () => {
    expectClean({});
    expectClean({ limit: 9999 });
    expectClean({ limit: 1, oldest: 1519862400, latest: 1519862400 });
    expectClean({ action: 'user_login', actor: 'U0123ABC456', entity: 'C0123ABC456' });
    expectClean({ action: 'user_login,user_logout,file_downloaded', oldest: 1700000000, latest: 1710000000, limit: 200 });
    expectClean({ action: 'guest_created,svc_ai_summary_requested,mcp_svc_read_thread_tool_called,team_authorized_ip_range_set' });
    // The real platform word in place of the specification's neutral one.
    expectClean({ action: 'slack_ai_summary_requested,mcp_slack_read_thread_tool_called,user_password_reset_slack_security' });
    expectClean({ action: Array.from({ length: 30 }, () => 'user_login').join(',') });
  });

  it('refuses a limit over 9,999 and filters that are not integers or strings', () => {
    expectTwins({ limit: 10000 }, [{ rule: 'schema', pointer: '/limit', needle: '10000', severity: 'error' }]);
    expectTwins({ latest: '1700000000', oldest: 1.5, limit: 'ten' }, [
      { rule: 'type', pointer: '/latest', needle: 'latest', severity: 'error' },
      { rule: 'type', pointer: '/oldest', needle: 'oldest', severity: 'error' },
      { rule: 'type', pointer: '/limit', needle: 'limit', severity: 'error' },
    ]);
    expectTwins({ actor: 42, entity: true }, [
      { rule: 'type', pointer: '/actor', needle: 'actor', severity: 'error' },
      { rule: 'type', pointer: '/entity', needle: 'entity', severity: 'error' },
    ]);
  });

  it('refuses an unknown filter, with the filter meant', () => {
    expectTwins({ actions: 'user_login', cursor: 'x' }, [
      { rule: 'unknown-key', pointer: '/actions', needle: 'actions', severity: 'error' },
      { rule: 'unknown-key', pointer: '/cursor', needle: 'cursor', severity: 'error' },
    ]);
    const [json] = twins({ actions: 'user_login' });
    expect(check(json!.fileName, json!.text)[0]!.data).toMatchObject({ suggestion: 'action' });
  });

  it('warns of an oldest before March 2018, a limit below 1 and a latest before oldest', () => {
    expectTwins({ oldest: 1519862399 }, [{ rule: 'audit-oldest-before-data', pointer: '/oldest', needle: '1519862399', severity: 'warning' }]);
    expectTwins({ limit: 0 }, [{ rule: 'audit-limit-low', pointer: '/limit', needle: 'limit', severity: 'warning' }]);
    expectTwins({ oldest: 1710000000, latest: 1700000000 }, [{ rule: 'audit-time-order', pointer: '/latest', needle: '1700000000', severity: 'warning' }]);
  });

  it('refuses 31 action names and warns of each unknown one, with the name meant', () => {
    const many = Array.from({ length: 31 }, () => 'user_login').join(',');
    expectTwins({ action: many }, [{ rule: 'audit-action-count', pointer: '/action', needle: 'action', severity: 'error' }]);
    expectTwins({ action: 'user_login,user_logn,brand_new_action' }, [
      { rule: 'audit-action-unknown', pointer: '/action', needle: 'action', severity: 'warning' },
      { rule: 'audit-action-unknown', pointer: '/action', needle: 'action', severity: 'warning' },
    ]);
  });

  it('marks an unknown action name within the string, through escapes and quotes', () => {
    const cases: [string, string][] = [
      ['/p/a.audit.logs.json', '{"action": "user_login,user_logn"}'],
      ['/p/a.audit.logs.json', '{"action": "\\u0075ser_login, user_logn"}'],
      ['/p/a.audit.logs.yaml', 'action: user_login,user_logn\n'],
      ['/p/a.audit.logs.yaml', "action: 'user_login, user_logn'\n"],
    ];
    for (const [fileName, text] of cases) {
      const problems = check(fileName, text);
      expect(
        problems.map((p) => [p.rule, p.pointer]),
        text,
      ).toEqual([['audit-action-unknown', '/action']]);
      const { span, data } = problems[0]!;
      expect(text.slice(span.start, span.end), text).toBe('user_logn');
      expect(data).toEqual({ name: 'user_logn', suggestion: 'user_login' });
    }
    const empty = check('/p/a.audit.logs.json', '{"action": "user_login,,user_logout"}');
    expect(empty.map((p) => [p.rule, p.span.end - p.span.start])).toEqual([['audit-action-unknown', 1]]);
  });

  it('reports each planted mistake once, at its pointer and line', () => {
    expectTwins({ action: 'user_login,file_donwloaded', oldest: 1262304000, limit: 20000, actr: 'U1', entity: 'C1' }, [
      { rule: 'audit-action-unknown', pointer: '/action', needle: 'file_donwloaded', severity: 'warning' },
      { rule: 'audit-oldest-before-data', pointer: '/oldest', needle: '1262304000', severity: 'warning' },
      { rule: 'schema', pointer: '/limit', needle: '20000', severity: 'error' },
      { rule: 'unknown-key', pointer: '/actr', needle: 'actr', severity: 'error' },
    ]);
  });
});

describe('audit log endpoints', () => {
  it('/schemas and /actions take no filters', () => {
    expectClean({}, 'schemas');
    expectClean({}, 'actions');
    expectTwins({ limit: 10 }, [{ rule: 'unknown-key', pointer: '/limit', needle: 'limit', severity: 'error' }], 'actions');
  });

  it('names the endpoint a misspelt file name or --method meant', () => {
    const typo = checkDocument('/p/x.audit.log.json', '{}');
    expect(typo.kind).toBe('audit');
    expect(typo.problems.map((p) => [p.rule, p.pointer, p.data])).toEqual([['audit-unknown-endpoint', '', { written: 'log', suggestion: 'logs' }]]);
    const method = checkDocument('/p/filters.json', '{}', { kind: 'audit', method: 'audit.shemas' });
    expect(method.problems.map((p) => [p.rule, p.data])).toEqual([['audit-unknown-endpoint', { written: 'shemas', suggestion: 'schemas' }]]);
    expect(checkDocument('/p/x.audit.other.json', '{}').kind).not.toBe('audit');
  });

  it('takes the endpoint from --method audit.<endpoint>, and /logs when nothing names one', () => {
    const logs = checkDocument('/p/filters.json', '{"limit": 10000}', { kind: 'audit', method: 'audit.logs' });
    expect(logs.problems.map((p) => [p.rule, p.pointer])).toEqual([['schema', '/limit']]);
    const actions = checkDocument('/p/filters.json', '{"limit": 10}', { kind: 'audit', method: 'audit.actions' });
    expect(actions.problems.map((p) => [p.rule, p.pointer])).toEqual([['unknown-key', '/limit']]);
    const claimed = checkDocument('/p/filters.json', '{"limit": 10000}', { kind: 'audit' });
    expect(claimed.problems.map((p) => [p.rule, p.pointer])).toEqual([['schema', '/limit']]);
  });
});
