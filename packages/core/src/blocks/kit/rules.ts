import { defineRule, type Rule } from '../../rules/define.js';

type TypeData = { allowed?: string[]; suggestion?: string };

/** The rules of the walk itself: a `type` nobody knows, a known type in the wrong place or surface. */
export const unknownTypeRule = defineRule<TypeData>({
  id: 'unknown-type',
  defaultSeverity: 'error',
  description: 'A block, element, text or rich text object names a `type` Block Kit does not have.',
  fix: ({ data, pointer }) =>
    data?.suggestion ? [{ title: `Change to \`${data.suggestion}\``, edits: [{ op: 'set', pointer, value: data.suggestion }] }] : [],
  docs: {
    why: 'The platform refuses a block or element of a type it does not have; the message names the type probably meant.',
    example: {
      file: 'message.blocks.json',
      text: `{ "blocks": [{"type": "dividr"}] }
`,
    },
  },
});
export const typeNotAllowedRule = defineRule<TypeData>({
  id: 'type-not-allowed',
  defaultSeverity: 'error',
  description: 'A known Block Kit type where it is not accepted (an input element in an actions block, mrkdwn in a button).',
  fix: ({ data, pointer }) => {
    const choice = data?.suggestion ?? (data?.allowed?.length === 1 ? data.allowed[0] : undefined);
    return choice ? [{ title: `Change to \`${choice}\``, edits: [{ op: 'set', pointer, value: choice }] }] : [];
  },
  docs: {
    why: 'Each place in Block Kit accepts certain types only (no text input in an actions block, no mrkdwn on a button); the platform refuses the others.',
    example: {
      file: 'message.blocks.json',
      text: `{ "blocks": [{"type": "actions", "elements": [{"type": "plain_text_input", "action_id": "note"}]}] }
`,
    },
  },
});
export const notOnSurfaceRule = defineRule({
  id: 'not-on-surface',
  defaultSeverity: 'error',
  description: 'A block or element that the surface does not show (a file input outside a modal, a chart in a modal).',
  docs: {
    why: 'Some blocks and elements show only on some surfaces (a file input only in a modal); the platform refuses them elsewhere.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "input",
      "label": { "type": "plain_text", "text": "Attach" },
      "element": { "type": "file_input", "action_id": "files" }
    }
  ]
}
`,
    },
  },
});

export const KIT_RULES: readonly Rule[] = [unknownTypeRule, typeNotAllowedRule, notOnSurfaceRule];
