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
  docs: {
    why: 'A stream chunk is handled by its type; without one of the known types the chunk cannot be shown.',
    example: {
      file: 'args.chat.appendStream.json',
      text: `{ "channel": "C0123ABCD", "ts": "1712345678.000100", "chunks": [{"text": "Working on it"}] }
`,
    },
  },
});
export const streamContentRule = defineRule({
  id: 'stream-content',
  defaultSeverity: 'warning',
  description: 'chat.appendStream has neither `markdown_text` nor `chunks`: nothing to append (the method JSON still requires `markdown_text`).',
  docs: {
    why: 'An append with neither text nor chunks adds nothing to the stream.',
    example: {
      file: 'args.chat.appendStream.json',
      text: `{ "channel": "C0123ABCD", "ts": "1712345678.000100" }
`,
    },
  },
});
export const unfurlContentRule = defineRule({
  id: 'unfurl-content',
  defaultSeverity: 'warning',
  description: 'chat.unfurl has neither `unfurls` nor `metadata` (Work Object entities): the reference asks for one of them.',
  docs: {
    why: 'An unfurl with neither `unfurls` nor `metadata` gives the link nothing to show.',
    example: {
      file: 'args.chat.unfurl.json',
      text: `{ "channel": "C0123ABCD", "ts": "1712345678.000100" }
`,
    },
  },
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
  docs: {
    why: 'A Work Object is drawn by its entity type; an undocumented type may not be shown, though the platform adds types, so this is a warning.',
    example: {
      file: 'args.entity.presentDetails.json',
      text: `{
  "trigger_id": "123.456.abc",
  "metadata": {
    "entity_type": "slack#/entities/tsk",
    "url": "https://example.com/t/1",
    "external_ref": { "id": "1" },
    "entity_payload": { "attributes": {"title": {"text": "Task 1"}} }
  }
}
`,
    },
  },
});
export const workObjectPrimaryActionsRule = defineRule({
  id: 'work-object-primary-actions',
  defaultSeverity: 'warning',
  description: 'A Work Object has more than two `primary_actions`; the rest belong in `overflow_actions`.',
  docs: {
    why: 'A Work Object shows at most two primary buttons; the others belong in the overflow menu.',
    example: {
      file: 'args.entity.presentDetails.json',
      text: `{
  "trigger_id": "123.456.abc",
  "metadata": {
    "entity_type": "slack#/entities/task",
    "url": "https://example.com/t/1",
    "external_ref": { "id": "1" },
    "entity_payload": {
      "attributes": { "title": {"text": "Task 1"} },
      "actions": {
        "primary_actions": [
          { "text": "A", "action_id": "a" },
          { "text": "B", "action_id": "b" },
          { "text": "C", "action_id": "c" }
        ]
      }
    }
  }
}
`,
    },
  },
});

export const PLATFORM_METHOD_RULES: readonly Rule[] = [
  streamChunkTypeRule,
  streamContentRule,
  unfurlContentRule,
  workObjectEntityTypeRule,
  workObjectPrimaryActionsRule,
];
