import Type, { type TSchema } from 'typebox';
import { analyseBlocks } from '../../blocks/containers.js';
import { blocksKind } from '../../blocks/kind.js';
import { TASK_STATUSES } from '../../blocks/types/task-card/index.js';
import { checkSchemaAt } from '../../blocks/types/schema-check.js';
import { lazy } from '../../lazy.js';
import type { Problem } from '../../problem.js';
import { Anything, Bool, Closed, List, OneOfValues, Optional, Str } from '../../schema/common.js';
import { describeValue } from '../../schema/errors.js';
import { schemasAt, type SchemaNode } from '../../schema/facts.js';
import { typeRule } from '../../schema/rules.js';
import { closest } from '../../schema/suggest.js';
import { fieldName, isRecord, joinPointer } from '../../source/pointer.js';
import { METHOD_LIMITS } from '../limits.js';
import { streamChunkTypeRule, streamContentRule } from '../platform-rules.js';
import { argumentsSchema } from '../schema.js';
import type { MethodSpec, SpecContext } from './spec.js';

const LIMITS = METHOD_LIMITS.stream;

/** The chunk types of chat.appendStream's page: text, a task's progress, the plan's title, and blocks. */
export const CHUNK_TYPES = ['markdown_text', 'task_update', 'plan_update', 'blocks'] as const;
type ChunkType = (typeof CHUNK_TYPES)[number];

/** chat.startStream `task_display_mode` (JSON and page): task cards between the text, or one plan block. */
export const TASK_DISPLAY_MODES = ['timeline', 'plan'] as const;

/** chat.stopStream `session_status` (page; default active), the statuses of agents.sessions.setStatus. */
export const SESSION_STATUSES = ['active', 'processing', 'suspended', 'closed'] as const;

/** A source of a task: a link with its text (Ty URLSourceElement; P adds `icon_url`). */
const URL_SOURCE = lazy(() =>
  Closed(
    {
      type: Type.Literal('url', { description: 'Always `url`.' }),
      url: Str({ minLength: 1, description: 'The address of the source.' }),
      text: Str({ minLength: 1, description: 'The text shown for the source.' }),
      icon_url: Optional(Str({ description: 'An icon for the source.' })),
    },
    { description: 'A source: `{type: "url", url, text}`.' },
  ),
);

const chunkType = (type: ChunkType) => Type.Literal(type, { description: `Always \`${type}\`.` });

/** Each chunk type's fields (page chat.appendStream, Ty chunk.ts, P chunk.py). */
const CHUNK_SCHEMAS: Record<ChunkType, () => TSchema> = {
  markdown_text: lazy(() =>
    Closed(
      { type: chunkType('markdown_text'), text: Str({ description: 'Markdown text appended to the message.' }) },
      { description: 'A markdown_text chunk.' },
    ),
  ),
  task_update: lazy(() =>
    Closed(
      {
        type: chunkType('task_update'),
        id: Str({ minLength: 1, description: 'Identifies the task; a later update with the same id changes it.' }),
        title: Str({ minLength: 1, description: 'What the task does.' }),
        status: OneOfValues(TASK_STATUSES, 'Where the task stands: pending, in_progress, complete or error.'),
        details: Optional(Str({ description: 'Details shown under the task.' })),
        output: Optional(Str({ description: 'What the task produced.' })),
        sources: Optional(List(URL_SOURCE(), { description: 'The sources the task used, each `{type: "url", url, text}`.' })),
        // Seen in SDKs built from the platform's payloads, not on the page: accepted, never refused.
        hide_title: Optional(Bool('Whether the title is hidden.')),
        icon: Optional(Anything('An icon for the task.')),
      },
      { description: 'A task_update chunk: a task card, or a task of the plan (task_display_mode plan).' },
    ),
  ),
  plan_update: lazy(() =>
    Closed(
      { type: chunkType('plan_update'), title: Str({ description: 'The title of the plan.' }) },
      { description: 'A plan_update chunk: the plan’s new title.' },
    ),
  ),
  blocks: lazy(() =>
    Closed(
      {
        type: chunkType('blocks'),
        blocks: List(Anything('A block.'), { description: `Blocks appended to the message; at most ${LIMITS.blocks.value}.` }),
      },
      { description: 'A blocks chunk: Block Kit blocks appended to the message.' },
    ),
  ),
};

const CHUNKS = lazy(() =>
  List(Anything('A chunk: `{type: markdown_text | task_update | plan_update | blocks, …}`.'), {
    description: 'The streamed chunks: markdown_text, task_update, plan_update or blocks.',
  }),
);

const MARKDOWN_TEXT = lazy(() =>
  Str({
    maxLength: LIMITS.markdownText.value,
    description: `Text formatted in markdown; at most ${LIMITS.markdownText.value.toLocaleString('en-US')} characters.`,
  }),
);

function chunkProblems(chunk: unknown, pointer: string, args: Record<string, unknown>, maxDepth: number): Problem[] {
  if (!isRecord(chunk)) {
    return [
      typeRule.problem({
        pointer,
        target: 'value',
        message: `A chunk must be an object \`{type, …}\`, not ${describeValue(chunk)}.`,
        data: { expected: ['object'] },
      }),
    ];
  }
  const type = chunk['type'];
  if (type === undefined) {
    return [
      streamChunkTypeRule.problem({
        pointer: joinPointer(pointer, 'type'),
        target: 'key',
        message: `The chunk has no \`type\`; it must be one of ${CHUNK_TYPES.join(', ')}.`,
        data: { allowed: [...CHUNK_TYPES], key: 'type', parent: pointer },
      }),
    ];
  }
  if (typeof type !== 'string' || !(CHUNK_TYPES as readonly string[]).includes(type)) {
    const suggestion = typeof type === 'string' ? closest(type, CHUNK_TYPES) : undefined;
    return [
      streamChunkTypeRule.problem({
        pointer: joinPointer(pointer, 'type'),
        target: 'value',
        message: `The chunk type is ${JSON.stringify(type)}; a chunk is one of ${CHUNK_TYPES.join(', ')}${suggestion ? `. Did you mean "${suggestion}"?` : '.'}`,
        data: suggestion ? { allowed: [...CHUNK_TYPES], suggestion } : { allowed: [...CHUNK_TYPES] },
      }),
    ];
  }
  const problems = checkSchemaAt(CHUNK_SCHEMAS[type as ChunkType](), chunk, pointer, args, { rootName: `the ${type} chunk` });
  const blocks = chunk['blocks'];
  // A blocks chunk is checked as a message's blocks: the surface, each block, at most 50.
  if (type === 'blocks' && Array.isArray(blocks)) {
    // Block Kit names fields from the chunk (`blocks[0].type`); the file's reader needs `chunks[2].blocks[0].type`.
    const named = `\`${fieldName(pointer)}.blocks`;
    for (const problem of analyseBlocks({ blocks }, maxDepth).problems) {
      problems.push({ ...problem, pointer: pointer + problem.pointer, message: problem.message.replace(/`blocks(?=[[.`])/g, named) });
    }
  }
  return problems;
}

/** Every chunk of `chunks`, by its type, with pointers that continue into it (`/chunks/2/blocks/0/text`). */
function checkChunks({ args, maxDepth }: SpecContext): Problem[] {
  const chunks = args['chunks'];
  return Array.isArray(chunks) ? chunks.flatMap((chunk, index) => chunkProblems(chunk, joinPointer('/chunks', index), args, maxDepth)) : [];
}

/**
 * For editors: inside a chunk, its type's schema (hover, allowed statuses, completion of keys), and inside
 * a blocks chunk's `blocks`, the Block Kit schemas, as for a message.
 */
function chunkSchemasAt(args: unknown, segments: readonly string[]): SchemaNode[] | undefined {
  if (segments[0] !== 'chunks' || segments.length < 2 || !isRecord(args) || !Array.isArray(args['chunks'])) return undefined;
  const chunk: unknown = args['chunks'][Number(segments[1])];
  const type = isRecord(chunk) ? chunk['type'] : undefined;
  if (typeof type !== 'string' || !(CHUNK_TYPES as readonly string[]).includes(type)) return undefined;
  if (type === 'blocks' && segments[2] === 'blocks' && segments.length > 3) return blocksKind.language.schemasAt(chunk, segments.slice(2));
  return schemasAt(CHUNK_SCHEMAS[type as ChunkType]() as unknown as SchemaNode, segments.slice(2));
}

const channel = (description: string) => Str({ minLength: 1, description });
const ts = () => Str({ minLength: 1, description: 'The timestamp of the streaming message (chat.startStream’s answer).' });

/** chat.startStream: a channel (a thread reply or a DM), optional first text or chunks, and how tasks show. */
export const startStream: MethodSpec = {
  schema: argumentsSchema('chat.startStream', () => ({
    channel: channel('The channel, thread or DM to stream into.'),
    thread_ts: Optional(Str({ description: 'The message the stream replies to; streamed messages should answer a user’s request.' })),
    markdown_text: Optional(MARKDOWN_TEXT()),
    chunks: Optional(CHUNKS()),
    recipient_user_id: Optional(Str({ description: 'The user who receives the stream; required when streaming to channels.' })),
    recipient_team_id: Optional(Str({ description: 'The team of the receiving user; required when streaming to channels.' })),
    task_display_mode: Optional(OneOfValues(TASK_DISPLAY_MODES, '`timeline` (task cards between the text, the default) or `plan` (one plan block).')),
    icon_emoji: Optional(Str({ description: 'An emoji for the icon; overrides `icon_url`.' })),
    icon_url: Optional(Str({ description: 'An image URL for the icon.' })),
    username: Optional(Str({ description: 'The bot username to display.' })),
  })),
  decode: { chunks: 'list' },
  check: (context) => ({ problems: checkChunks(context) }),
  schemasAt: chunkSchemasAt,
};

/**
 * chat.appendStream: text or chunks added to a started stream. The method JSON requires
 * `markdown_text`; the newer page does not (limits.ts METHOD_SOURCE_CHOICES), so an append with
 * neither is a warning.
 */
export const appendStream: MethodSpec = {
  schema: argumentsSchema('chat.appendStream', () => ({
    channel: channel('The channel of the stream.'),
    ts: ts(),
    markdown_text: Optional(MARKDOWN_TEXT()),
    chunks: Optional(CHUNKS()),
  })),
  decode: { chunks: 'list' },
  schemasAt: chunkSchemasAt,
  check(context) {
    const problems = checkChunks(context);
    const { args } = context;
    if (args['markdown_text'] === undefined && args['chunks'] === undefined) {
      problems.push(
        streamContentRule.problem({
          pointer: '/markdown_text',
          target: 'key',
          message:
            'chat.appendStream has neither `markdown_text` nor `chunks`, so there is nothing to append; add the text (at most 12,000 characters) or chunks.',
          data: { key: 'markdown_text', parent: '' },
        }),
      );
    }
    return { problems };
  },
};

/** chat.stopStream: the last text or chunks, blocks under the finished message (feedback buttons), metadata and the session status. */
export const stopStream: MethodSpec = {
  schema: argumentsSchema('chat.stopStream', () => ({
    channel: channel('The channel of the stream.'),
    ts: ts(),
    markdown_text: Optional(MARKDOWN_TEXT()),
    chunks: Optional(CHUNKS()),
    blocks: Optional(Anything(`Blocks rendered at the bottom of the finished message, such as feedback buttons; at most ${LIMITS.blocks.value}.`)),
    metadata: Optional(Anything('Message metadata `{event_type, event_payload}`, as an object or its JSON string.')),
    session_status: Optional(OneOfValues(SESSION_STATUSES, 'The agent session’s status after the stream stops (default active).')),
  })),
  decode: { chunks: 'list' },
  check: (context) => ({ problems: checkChunks(context) }),
  schemasAt: chunkSchemasAt,
};
