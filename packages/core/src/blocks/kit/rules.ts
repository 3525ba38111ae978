import { defineRule, type Rule } from '../../rules/define.js';

type TypeData = { allowed?: string[]; suggestion?: string };

/** The rules of the walk itself: a `type` nobody knows, a known type in the wrong place or surface. */
export const unknownTypeRule = defineRule<TypeData>({
  id: 'unknown-type',
  defaultSeverity: 'error',
  description: 'A block, element, text or rich text object names a `type` Block Kit does not have.',
  fix: ({ data, pointer }) =>
    data?.suggestion ? [{ title: `Change to \`${data.suggestion}\``, edits: [{ op: 'set', pointer, value: data.suggestion }] }] : [],
});
export const typeNotAllowedRule = defineRule<TypeData>({
  id: 'type-not-allowed',
  defaultSeverity: 'error',
  description: 'A known Block Kit type where it is not accepted (an input element in an actions block, mrkdwn in a button).',
  fix: ({ data, pointer }) => {
    const choice = data?.suggestion ?? (data?.allowed?.length === 1 ? data.allowed[0] : undefined);
    return choice ? [{ title: `Change to \`${choice}\``, edits: [{ op: 'set', pointer, value: choice }] }] : [];
  },
});
export const notOnSurfaceRule = defineRule({
  id: 'not-on-surface',
  defaultSeverity: 'error',
  description: 'A block or element that the surface does not show (a file input outside a modal, a chart in a modal).',
});

export const KIT_RULES: readonly Rule[] = [unknownTypeRule, typeNotAllowedRule, notOnSurfaceRule];
