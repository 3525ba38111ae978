import { Closed, List, Optional, Str } from '../../schema/common.js';
import { argumentsSchema } from '../schema.js';
import type { MethodSpec } from './spec.js';

/** The assistant thread methods' limits (specification §4.6, §4.7, §8; the message length from the method reference). */
export const ASSISTANT_LIMITS = { prompts: 4, loadingMessages: 10, loadingMessageLength: 50 } as const;

/** assistant.threads.setSuggestedPrompts: up to four prompts, each a title and the message it sends. */
export const setSuggestedPrompts: MethodSpec = {
  schema: argumentsSchema('assistant.threads.setSuggestedPrompts', () => ({
    channel_id: Str({ minLength: 1, description: 'The channel holding the assistant thread.' }),
    prompts: List(
      Closed(
        {
          title: Str({ description: 'What the prompt button shows.' }),
          message: Str({ description: 'The message sent when the prompt is chosen.' }),
        },
        { description: 'A suggested prompt: `title` and `message`.' },
      ),
      { minItems: 1, maxItems: ASSISTANT_LIMITS.prompts, description: 'The suggested prompts: at most 4.' },
    ),
    thread_ts: Optional(Str({ description: 'The thread to set the prompts for.' })),
    title: Optional(Str({ description: 'The title of the whole list, such as "Suggested prompts".' })),
  })),
  decode: { prompts: 'list' },
};

/** assistant.threads.setStatus: an empty `status` clears it; up to ten loading messages rotate. */
export const setStatus: MethodSpec = {
  schema: argumentsSchema('assistant.threads.setStatus', () => ({
    channel_id: Str({ minLength: 1, description: 'The channel holding the assistant thread.' }),
    thread_ts: Str({ minLength: 1, description: 'The timestamp of the thread.' }),
    status: Str({ description: 'The status, such as "is thinking…"; an empty string clears it. It disappears after two minutes without a message.' }),
    loading_messages: Optional(
      List(Str({ minLength: 1, maxLength: ASSISTANT_LIMITS.loadingMessageLength, description: 'One loading message.' }), {
        minItems: 1,
        maxItems: ASSISTANT_LIMITS.loadingMessages,
        description: 'Messages rotated as a loading indicator: at most 10.',
      }),
    ),
    icon_emoji: Optional(Str({ description: 'An emoji for the icon; overrides `icon_url`.' })),
    icon_url: Optional(Str({ description: 'An image URL for the icon.' })),
    username: Optional(Str({ description: 'The bot username to display; reserved names are refused.' })),
  })),
  decode: { loading_messages: 'list' },
};
