import type { Problem, Span } from '../problem.js';
import { closest } from '../schema/suggest.js';
import { AUDIT_ACTION_NAMES, actionGroups } from './actions.js';
import { AUDIT_LIMITS } from './limits.js';
import { auditActionCountRule, auditActionUnknownRule, auditLimitLowRule, auditOldestBeforeDataRule, auditTimeOrderRule } from './rules.js';

/** One name of the comma-separated `action` filter, with its place in the string. */
export interface ActionEntry {
  name: string;
  span: Span;
}

/** The names of an `action` string with their offsets; spaces around a name are not part of it. */
export function actionEntries(text: string): ActionEntry[] {
  const entries: ActionEntry[] = [];
  let start = 0;
  for (const part of text.split(',')) {
    const lead = part.length - part.trimStart().length;
    const name = part.trim();
    entries.push({ name, span: { start: start + lead, end: start + lead + name.length } });
    start += part.length + 1;
  }
  return entries;
}

function dateOf(seconds: number): string {
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? String(seconds) : date.toISOString().slice(0, 10);
}

/** The entry an empty name is marked by: the comma after it, or the one before when it is last. */
function emptySpan(entry: ActionEntry, text: string): Span {
  const at = entry.span.start < text.length ? entry.span.start : Math.max(entry.span.start - 1, 0);
  return { start: at, end: Math.min(at + 1, text.length) };
}

function actionProblems(text: string): Problem[] {
  const entries = actionEntries(text);
  const problems: Problem[] = [];
  const most = AUDIT_LIMITS.actions.value;
  if (entries.length > most) {
    problems.push(
      auditActionCountRule.problem({
        pointer: '/action',
        target: 'value',
        message: `\`action\` names ${entries.length} actions; the most one request takes is ${most}: split the names over several requests.`,
        data: { limit: most, actual: entries.length },
      }),
    );
  }
  for (const entry of entries) {
    if (entry.name === '') {
      // A lone empty string asks for nothing in particular: only an empty name between commas is a slip.
      if (entries.length === 1) continue;
      problems.push(
        auditActionUnknownRule.problem({
          pointer: '/action',
          target: 'value',
          message: '`action` has an empty name between its commas: remove the extra comma.',
          within: emptySpan(entry, text),
        }),
      );
      continue;
    }
    if (actionGroups(entry.name)) continue;
    const suggestion = closest(entry.name, AUDIT_ACTION_NAMES());
    problems.push(
      auditActionUnknownRule.problem({
        pointer: '/action',
        target: 'value',
        message: `\`${entry.name}\` in \`action\` is not an action the audit log is known to record${suggestion ? `; did you mean \`${suggestion}\`?` : ' (the list grows: a newer action may be right).'}`,
        data: suggestion ? { name: entry.name, suggestion } : { name: entry.name },
        within: entry.span,
      }),
    );
  }
  return problems;
}

/** The `/logs` rules beyond the schema: the action names and their count, the dates' order and range, a limit below 1. */
export function logsProblems(filters: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  const { action, oldest, latest, limit } = filters;
  if (typeof action === 'string') problems.push(...actionProblems(action));
  const earliest = AUDIT_LIMITS.earliestData.value;
  if (Number.isInteger(oldest) && (oldest as number) < earliest) {
    problems.push(
      auditOldestBeforeDataRule.problem({
        pointer: '/oldest',
        target: 'value',
        message: `\`oldest\` is ${oldest as number} (${dateOf(oldest as number)}); the audit log holds no data before March 2018 (${earliest}).`,
        data: { limit: earliest, actual: oldest },
      }),
    );
  }
  if (Number.isInteger(oldest) && Number.isInteger(latest) && (latest as number) < (oldest as number)) {
    problems.push(
      auditTimeOrderRule.problem({
        pointer: '/latest',
        target: 'value',
        message: `\`latest\` (${latest as number}, ${dateOf(latest as number)}) is before \`oldest\` (${oldest as number}, ${dateOf(oldest as number)}): no event falls between them; swap them.`,
        data: { latest, oldest },
      }),
    );
  }
  if (Number.isInteger(limit) && (limit as number) < 1) {
    problems.push(
      auditLimitLowRule.problem({
        pointer: '/limit',
        target: 'value',
        message: `\`limit\` is ${limit as number}: it asks for no events; give a number from 1 to ${AUDIT_LIMITS.limit.value}.`,
        data: { actual: limit },
      }),
    );
  }
  return problems;
}
