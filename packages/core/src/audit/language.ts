import type { OutlineItem, ValueSuggestion } from '../kinds/kind.js';
import { keyItems } from '../kinds/outline.js';
import { isRecord } from '../source/pointer.js';
import { AUDIT_ACTION_NAMES, actionGroups, neutralActionName } from './actions.js';
import { actionEntries } from './logs.js';

/** Completion at `/action`: every known action name, with the entities it concerns. */
export function auditValuesAt(_value: unknown, segments: readonly string[]): ValueSuggestion[] {
  if (segments.length !== 1 || segments[0] !== 'action') return [];
  return AUDIT_ACTION_NAMES().map((name) => ({ value: name, detail: actionGroups(name)!.join(', '), kind: 'enum' as const }));
}

/** What one action name is: the entities it concerns, and the table's spelling when the real platform word is written. */
export function actionHover(name: string): string {
  const groups = actionGroups(name);
  if (!groups) return `\`${name}\`: not an action the audit log is known to record (the list grows).`;
  const neutral = neutralActionName(name);
  return `\`${name}\`: an audit log action (${groups.join(', ')})${neutral !== name ? `, listed as \`${neutral}\`` : ''}.`;
}

/** Hover on the `action` filter: each name it holds, known or not. */
export function auditHoverAt(value: unknown, segments: readonly string[]): string | undefined {
  if (segments.length !== 1 || segments[0] !== 'action' || !isRecord(value) || typeof value['action'] !== 'string') return undefined;
  const names = actionEntries(value['action']).filter((entry) => entry.name !== '');
  return names.length === 0 ? undefined : names.map((entry) => `- ${actionHover(entry.name)}`).join('\n');
}

/** The outline: each filter by name. */
export function auditOutline(value: unknown): OutlineItem[] {
  return isRecord(value) ? keyItems(value, '') : [];
}
