import { defineRule, type Rule } from '../rules/define.js';

/**
 * The rules of the agent-era methods' arguments beyond what their schemas say: stream chunks, and
 * Work Object entities in chat.unfurl. The schema rules (required, unknown-key, enum, lengths, …)
 * report the rest, with pointers into the chunk or entity.
 */
export const streamChunkTypeRule = defineRule({
  id: 'stream-chunk-type',
  defaultSeverity: 'error',
  description:
    'A stream chunk (chat.startStream, appendStream, stopStream `chunks`) has no `type`, or one that is not markdown_text, task_update, plan_update or blocks.',
});
export const streamContentRule = defineRule({
  id: 'stream-content',
  defaultSeverity: 'warning',
  description: 'chat.appendStream has neither `markdown_text` nor `chunks`: nothing to append (the method JSON still requires `markdown_text`).',
});
export const unfurlContentRule = defineRule({
  id: 'unfurl-content',
  defaultSeverity: 'warning',
  description: 'chat.unfurl has neither `unfurls` nor `metadata` (Work Object entities): the reference asks for one of them.',
});
export const workObjectEntityTypeRule = defineRule({
  id: 'work-object-entity-type',
  defaultSeverity: 'warning',
  description:
    'A Work Object `entity_type` is not one of the documented entity types (slack#/entities/file, task, incident, content_item, item). A warning: the platform adds entity types.',
  fix: (problem) => {
    const suggestion = (problem.data as { suggestion?: unknown } | undefined)?.suggestion;
    return typeof suggestion === 'string'
      ? [{ title: `Change to \`${suggestion}\``, edits: [{ op: 'set', pointer: problem.pointer, value: suggestion }] }]
      : [];
  },
});
export const workObjectPrimaryActionsRule = defineRule({
  id: 'work-object-primary-actions',
  defaultSeverity: 'warning',
  description: 'A Work Object has more than two `primary_actions`; the rest belong in `overflow_actions`.',
});

export const PLATFORM_METHOD_RULES: readonly Rule[] = [
  streamChunkTypeRule,
  streamContentRule,
  unfurlContentRule,
  workObjectEntityTypeRule,
  workObjectPrimaryActionsRule,
];
