import Type, { type TSchema } from 'typebox';
import { Optional, OneOfValues, Str } from '../../schema/common.js';
import { METHOD_LIMITS } from '../limits.js';
import { argumentsSchema } from '../schema.js';
import type { MethodSpec } from './spec.js';
import { SESSION_STATUSES } from './stream.js';

const LIMITS = METHOD_LIMITS.agentSession;

const CHANNEL = () => Str({ minLength: 1, description: 'The channel holding the agent session.' });
/** The agent's look stays until cleared: `null` clears it (method JSON). */
const clearable = (schema: TSchema) => Optional(Type.Union([schema, Type.Null()], { description: (schema as { description?: string }).description ?? '' }));

const THREAD_TS = () =>
  Optional(Str({ description: 'The thread root the session belongs to: required for thread sessions in channels and DMs, omitted for session channels.' }));

/** agents.sessions.setStatus (method JSON): the lifecycle status, creating the session when needed. */
export const sessionsSetStatus: MethodSpec = {
  schema: argumentsSchema('agents.sessions.setStatus', () => ({
    channel_id: CHANNEL(),
    status: OneOfValues(SESSION_STATUSES, 'The lifecycle status: active, processing, suspended or closed.'),
    thread_ts: THREAD_TS(),
    title: Optional(
      Str({
        maxLength: LIMITS.title.value,
        description: `The session’s title when the call creates it (ignored otherwise; agents.sessions.rename renames); at most ${LIMITS.title.value} characters.`,
      }),
    ),
    initiator_user_id: Optional(Str({ description: 'The user who started the session (used when the call creates it); a member of the channel.' })),
    icon_emoji: clearable(Str({ description: 'An emoji for the agent’s icon (null clears it); needs chat:write.customize.' })),
    icon_url: clearable(Str({ description: 'An image URL for the agent’s icon (null clears it); needs chat:write.customize.' })),
    username: clearable(
      Str({
        maxLength: LIMITS.username.value,
        description: `The agent’s display name, at most ${LIMITS.username.value} characters (null clears it); needs chat:write.customize.`,
      }),
    ),
  })),
};

/** agents.sessions.rename (method JSON): a new title of 1 to 200 characters; a session channel is renamed too. */
export const sessionsRename: MethodSpec = {
  schema: argumentsSchema('agents.sessions.rename', () => ({
    channel_id: CHANNEL(),
    title: Str({
      minLength: LIMITS['title.min'].value,
      maxLength: LIMITS.title.value,
      description: `The new title, ${LIMITS['title.min'].value} to ${LIMITS.title.value} characters; a session channel is renamed too.`,
    }),
    thread_ts: THREAD_TS(),
  })),
};
