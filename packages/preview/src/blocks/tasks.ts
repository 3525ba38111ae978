import { esc, isRecord, list, safeUrl, str } from '../html.js';
import { richTextElements } from '../text/rich-text.js';
import { plain, textObject } from '../text/text-object.js';

// An agent's work: the plan block and its task cards, and the task_card block alone.

const STATUS: Record<string, string> = { pending: '○', in_progress: '◐', complete: '✓', error: '✕' };

export function taskCard(task: Record<string, unknown>): string {
  const status = typeof task['status'] === 'string' && Object.hasOwn(STATUS, task['status']) ? task['status'] : 'pending';
  const part = (key: string, label: string) =>
    isRecord(task[key]) ? `<div class="task-part"><span class="muted small">${label}</span>${richTextElements(task[key]['elements'])}</div>` : '';
  const sources = list(task['sources'])
    .filter(isRecord)
    .map((source) => {
      const url = safeUrl(source['url']);
      const text = plain(str(source['text']) ?? str(source['url']) ?? '');
      return url !== undefined ? `<a href="${esc(url)}" rel="noopener noreferrer nofollow" target="_blank">${text}</a>` : `<span>${text}</span>`;
    });
  const sourceList = sources.length > 0 ? `<div class="task-sources small">${sources.join(' · ')}</div>` : '';
  return `<div class="task task-${esc(status)}"><span class="task-status" title="${esc(status)}">${STATUS[status]}</span><div class="task-main"><div class="task-title">${plain(str(task['title']) ?? '')}</div>${part('details', 'Details')}${part('output', 'Output')}${sourceList}</div></div>`;
}

export function plan(block: Record<string, unknown>): string {
  const tasks = list(block['tasks']).filter(isRecord).map(taskCard).join('');
  return `<div class="plan"><div class="plan-title">${textObject(block['title'])}</div>${tasks}</div>`;
}
