import { Closed, List, Optional, Str } from '../../schema/common.js';
import { argumentsSchema } from '../schema.js';
import { emptyArguments } from './empty.js';
import { METHOD_LIMITS } from '../limits.js';
import type { MethodSpec } from './spec.js';

const PROMPTS = METHOD_LIMITS.suggestedPrompts;
const STATUS = METHOD_LIMITS.assistantStatus;

/**
 * assistant.threads.setSuggestedPrompts: up to four prompts, each a title and the message it sends. No
 * source states a minimum, so an empty list or channel is a warning (`argument-empty`), not a schema error.
 */
export const setSuggestedPrompts: MethodSpec = {
  schema: argumentsSchema('assistant.threads.setSuggestedPrompts', () => ({
    channel_id: Str({ description: 'The channel holding the assistant thread.' }),
    prompts: List(
      Closed(
        {
          title: Str({ description: 'What the prompt button shows.' }),
          message: Str({ description: 'The message sent when the prompt is chosen.' }),
        },
        { description: 'A suggested prompt: `title` and `message`.' },
      ),
      { maxItems: PROMPTS.prompts.value, description: 'The suggested prompts: at most 4.' },
    ),
    thread_ts: Optional(Str({ description: 'The thread to set the prompts for.' })),
    title: Optional(Str({ description: 'The title of the whole list, such as "Suggested prompts".' })),
  })),
  decode: { prompts: 'list' },
  check: ({ method, args }) => ({ problems: emptyArguments(method, args) }),
};

/**
 * assistant.threads.setStatus: an empty `status` clears it; up to ten loading messages rotate. The
 * loading messages' bounds are the reference's own (methods/limits.ts), so they are errors.
 */
export const setStatus: MethodSpec = {
  schema: argumentsSchema('assistant.threads.setStatus', () => ({
    channel_id: Str({ description: 'The channel holding the assistant thread.' }),
    thread_ts: Str({ description: 'The timestamp of the thread.' }),
    status: Str({ description: 'The status, such as "is thinking…"; an empty string clears it. It disappears after two minutes without a message.' }),
    loading_messages: Optional(
      List(
        Str({
          minLength: STATUS['loadingMessage.min'].value,
          maxLength: STATUS.loadingMessage.value,
          description: 'One loading message.',
        }),
        {
          minItems: STATUS['loadingMessages.min'].value,
          maxItems: STATUS.loadingMessages.value,
          description: 'Messages rotated as a loading indicator: at most 10.',
        },
      ),
    ),
    icon_emoji: Optional(Str({ description: 'An emoji for the icon; overrides `icon_url`.' })),
    icon_url: Optional(Str({ description: 'An image URL for the icon.' })),
    username: Optional(Str({ description: 'The bot username to display; reserved names are refused.' })),
  })),
  decode: { loading_messages: 'list' },
  check: ({ method, args }) => ({ problems: emptyArguments(method, args) }),
};
