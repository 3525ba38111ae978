import Type, { type TSchema } from 'typebox';
import { Bool, Closed, List, OneOfValues, Open, Optional, Str } from '../../schema/common.js';
import { OneOf } from '../kit/slot.js';
import { noted } from '../limits/limit.js';
import { SURFACE_LIMITS } from '../limits/surfaces.js';
import { lazy } from '../../lazy.js';

const L = SURFACE_LIMITS.message;

/** A list of blocks as a slot list: the walker checks each block by its `type` on the message surface. */
export function BlockList(description: string): TSchema {
  return List(OneOf('block', 'a block'), { description });
}

const TEXT = (description: string) => Optional(Str({ description }));
const URL = (description: string) => Optional(Str({ description }));

/** `ts` of an attachment: epoch seconds, written as a number or a string. */
const EPOCH = lazy(() => Optional(Type.Union([Type.Number(), Str()], { description: 'A Unix timestamp shown in the footer.' })));

/** One field of a legacy attachment, shown in a table. */
const ATTACHMENT_FIELD = lazy(() =>
  Closed(
    {
      title: TEXT('The bold heading above the value.'),
      value: TEXT('The text of the field (mrkdwn when `fields` is listed in `mrkdwn_in`).'),
      short: Optional(Bool('When true, the field is short enough to sit beside another one.')),
    },
    { description: 'A field of a legacy attachment.' },
  ),
);

/**
 * A secondary (legacy) attachment: its own `blocks`, on the message surface, and the legacy fields of
 * the attachments reference (fallback, color, pretext, author, title, text, fields, images, footer).
 */
export const ATTACHMENT_SCHEMA = lazy((): TSchema =>
  Closed(
    {
      blocks: Optional(BlockList('Blocks shown inside the attachment, with its colour bar.')),
      fallback: TEXT('A plain-text summary for clients that show no formatting and for notifications.'),
      color: TEXT('The colour of the bar on the left: good, warning, danger or a hex colour such as #439FE0.'),
      pretext: TEXT('Text shown above the attachment.'),
      author_name: TEXT('Small text naming the author.'),
      author_link: URL('A URL that links `author_name`.'),
      author_icon: URL('A URL of a 16×16 image shown left of `author_name`.'),
      author_subname: TEXT('Small text after `author_name`.'),
      title: TEXT('Bold text at the top of the attachment.'),
      title_link: URL('A URL that links `title`.'),
      text: TEXT('The main text of the attachment.'),
      fields: Optional(List(ATTACHMENT_FIELD(), { description: 'Fields shown as a table.' })),
      image_url: URL('A URL of an image shown at full width.'),
      thumb_url: URL('A URL of a thumbnail shown on the right.'),
      footer: TEXT('Small text at the bottom.'),
      footer_icon: URL('A URL of a 16×16 image left of `footer`.'),
      ts: EPOCH(),
      mrkdwn_in: Optional(List(OneOfValues(['pretext', 'text', 'fields']), { description: 'The fields whose text is mrkdwn.' })),
      actions: Optional(List(Open('A legacy interactive action (button or menu).'), { description: 'Legacy interactive actions; use blocks instead.' })),
      callback_id: TEXT('Identifies the legacy actions of this attachment in interaction payloads.'),
      attachment_type: TEXT('"default" for attachments with legacy actions.'),
    },
    { description: 'A secondary attachment: its own blocks, or the legacy fields.' },
  ),
);

/**
 * A message: the payload of chat.postMessage, chat.postEphemeral, chat.update, chat.scheduleMessage,
 * a response_url reply or an incoming webhook. `blocks` (at most 50, counted by the containers) and the
 * attachments' blocks are on the message surface.
 */
export const MESSAGE_SCHEMA = lazy((): TSchema =>
  Closed(
    {
      text: Optional(Str({ description: 'The message text; with blocks, the fallback shown in notifications.' })),
      blocks: Optional(BlockList(`The blocks of the message, at most ${L.blocks.value}.`)),
      attachments: Optional(
        List(ATTACHMENT_SCHEMA(), { maxItems: L.attachments.value, ...noted(L.attachments), description: 'Secondary attachments, at most 100.' }),
      ),
      markdown_text: Optional(
        Str({ maxLength: L.markdownText.value, description: 'Markdown text, instead of `text` and `blocks` (at most 12,000 characters).' }),
      ),
      channel: TEXT('The channel (ID or name) to post to.'),
      user: TEXT('chat.postEphemeral: the user who sees the message.'),
      ts: TEXT('chat.update: the timestamp of the message to change.'),
      thread_ts: TEXT('The `ts` of the parent message, to reply in its thread.'),
      reply_broadcast: Optional(Bool('With `thread_ts`: also show the reply in the channel.')),
      post_at: Optional(Type.Union([Type.Integer(), Str()], { description: 'chat.scheduleMessage: when to post, as a Unix timestamp.' })),
      mrkdwn: Optional(Bool('false turns off mrkdwn formatting of `text`.')),
      parse: TEXT('How mentions and links in `text` are treated: none or full.'),
      link_names: Optional(Type.Union([Bool(), Type.Number(), Str()], { description: 'Link user groups named in `text`.' })),
      response_type: Optional(OneOfValues(['in_channel', 'ephemeral'], 'response_url and slash command replies: who sees the message.')),
      replace_original: Optional(Bool('response_url: replace the message that held the interaction.')),
      delete_original: Optional(Bool('response_url: delete the message that held the interaction.')),
      unfurl_links: Optional(Bool('Unfurl links to text-based content.')),
      unfurl_media: Optional(Bool('Unfurl links to media.')),
      metadata: Optional(
        Closed(
          {
            event_type: Optional(Str({ minLength: 1, description: 'The name of the metadata event, such as task_created.' })),
            event_payload: Optional(Open('The event data: keys and values of your own.')),
            entities: Optional(List(Open('A work object entity.'), { description: 'Work object entities.' })),
          },
          { description: 'Message metadata: an event type and its payload.' },
        ),
      ),
      username: TEXT("The bot's name for this message."),
      icon_emoji: TEXT('An emoji code used as the icon, such as :robot_face:.'),
      icon_url: URL('A URL of an image used as the icon.'),
      as_user: Optional(Bool('Legacy: post as the authed user.')),
      file_ids: Optional(List(Str(), { description: 'chat.update: files shared with the message.' })),
    },
    { description: 'A message: text, blocks and attachments, with the arguments of the call that sends it.' },
  ),
);
