import Type from 'typebox';
import type { Problem } from '../../problem.js';
import { Closed, List, OneOfValues, Optional, Str } from '../../schema/common.js';
import { isRecord, joinPointer } from '../../source/pointer.js';
import { canvasContentRule, canvasSectionIdRule } from '../rules.js';
import { argumentsSchema } from '../schema.js';
import { emptyArguments } from './empty.js';
import { METHOD_LIMITS } from '../limits.js';
import type { MethodSpec, SpecContext } from './spec.js';
import { lazy } from '../../lazy.js';

/** canvases.edit (specification §2.3, §4.5, §8): one change per call, seven operations; the limits and their sources are in methods/limits.ts. */
const LIMITS = METHOD_LIMITS.canvasEdit;

export const CANVAS_OPERATIONS = ['insert_after', 'insert_before', 'insert_at_start', 'insert_at_end', 'replace', 'delete', 'rename'] as const;
type Operation = (typeof CANVAS_OPERATIONS)[number];

/** Whether each operation needs `section_id`, may take it, or does not use it (§4.5). */
const SECTION_ID: Record<Operation, 'required' | 'optional' | 'not used'> = {
  insert_after: 'required',
  insert_before: 'required',
  insert_at_start: 'not used',
  insert_at_end: 'not used',
  replace: 'optional',
  delete: 'required',
  rename: 'not used',
};

/** The content key each operation needs: `document_content`, `title_content` (rename) or none (delete). */
function contentOf(operation: Operation): 'document_content' | 'title_content' | undefined {
  return operation === 'rename' ? 'title_content' : operation === 'delete' ? undefined : 'document_content';
}

const markdown = (description: string) =>
  Closed(
    {
      type: Type.Literal('markdown', { description: 'The only content type: markdown.' }),
      markdown: Str({ maxLength: LIMITS.markdown.value, description: 'The markdown text (at most 1 MiB, 1,048,576 characters).' }),
    },
    { description },
  );

const CHANGE = lazy(() =>
  Closed(
    {
      operation: OneOfValues(CANVAS_OPERATIONS, 'What the change does.'),
      section_id: Optional(Str({ description: 'The section the change applies to (canvases.sections.lookup finds it).' })),
      document_content: Optional(markdown('The content to insert or replace with: `{type: markdown, markdown}`.')),
      title_content: Optional(markdown('The new title (rename only): `{type: markdown, markdown}`.')),
    },
    { description: 'One change to the canvas.' },
  ),
);

function checkChange(change: unknown, pointer: string): Problem[] {
  if (!isRecord(change) || typeof change['operation'] !== 'string' || !(CANVAS_OPERATIONS as readonly string[]).includes(change['operation'])) return [];
  const operation = change['operation'] as Operation;
  const section = SECTION_ID[operation];
  // An operation that does not use `section_id` reports it below, empty or not.
  const problems: Problem[] = section === 'not used' ? [] : emptyArguments('canvases.edit change', change, pointer);
  const sectionAt = joinPointer(pointer, 'section_id');
  if (section === 'required' && change['section_id'] === undefined) {
    problems.push(
      canvasSectionIdRule.problem({
        pointer: sectionAt,
        target: 'key',
        message: `The \`${operation}\` change is missing \`section_id\`: ${operation === 'delete' ? 'delete removes one section (canvases.delete removes a whole canvas)' : `${operation} places content relative to a section`}.`,
        data: { operation, key: 'section_id', parent: pointer },
      }),
    );
  } else if (section === 'not used' && change['section_id'] !== undefined) {
    problems.push(
      canvasSectionIdRule.problem({
        pointer: sectionAt,
        target: 'key',
        message: `The \`${operation}\` change does not use \`section_id\` (${JSON.stringify(change['section_id'])}); ${operation === 'rename' ? 'rename changes the title of the whole canvas' : `${operation} places content at the ${operation === 'insert_at_start' ? 'beginning' : 'end'} of the canvas`}. Remove it, or use insert_before or insert_after.`,
        data: { operation, key: 'section_id' },
      }),
    );
  }
  const needed = contentOf(operation);
  for (const key of ['document_content', 'title_content'] as const) {
    const at = joinPointer(pointer, key);
    if (key === needed && change[key] === undefined) {
      problems.push(
        canvasContentRule.problem({
          pointer: at,
          target: 'key',
          message: `The \`${operation}\` change is missing \`${key}\` (\`{type: markdown, markdown: …}\`).`,
          data: { operation, key, parent: pointer },
        }),
      );
    } else if (key !== needed && change[key] !== undefined) {
      const expected = needed === undefined ? 'no content (it removes a section)' : `\`${needed}\``;
      problems.push(
        canvasContentRule.problem({
          pointer: at,
          target: 'key',
          message: `The \`${operation}\` change does not use \`${key}\`; ${operation} takes ${expected}.`,
          data: { operation, key },
        }),
      );
    }
  }
  return problems;
}

export const canvasesEdit: MethodSpec = {
  schema: argumentsSchema('canvases.edit', () => ({
    canvas_id: Str({ description: 'The encoded id of the canvas (F…).' }),
    changes: List(CHANGE(), {
      minItems: LIMITS.changes.value,
      maxItems: LIMITS.changes.value,
      description: 'The changes: exactly one per call (§4.5, §8).',
    }),
  })),
  decode: { changes: 'list' },
  check({ method, args }: SpecContext) {
    const changes = args['changes'];
    const problems = emptyArguments(method, args);
    if (Array.isArray(changes)) problems.push(...changes.flatMap((change, index) => checkChange(change, joinPointer('/changes', index))));
    return { problems };
  },
};
