/**
 * The Block Kit decisions that are not numbers: where an object is accepted, which names a field takes,
 * and which reading we chose where the platform's pages and its real payloads disagree. Each entry says
 * what we do and why; the checks that apply it name the entry. Numbers are in the other files of this
 * folder.
 */
export interface Decision {
  /** Who says so: the platform's reference page, or its code that talks to the live service. */
  readonly source: string;
  /** What the check does. */
  readonly decision: string;
}

export const BLOCK_KIT_SOURCES = {
  /**
   * The file block reference (docs.slack.dev/reference/block-kit/blocks/file-block) says apps cannot add
   * it to surfaces; the platform's SDK integration tests post it in messages against the live service.
   */
  fileBlockInMessages: {
    surface: 'message',
    source:
      'docs file block ("You can\'t add this block to app surfaces directly"); python-slack-sdk integration_tests/web/test_issue_594.py (chat.postEphemeral) and test_remote_file_replacement.py (chat.postMessage, chat.update), java-slack-sdk FileAndImageTest',
    decision: 'Accepted in messages, where the live service takes it; not-on-surface in modals and Home tabs, where nothing shows it.',
  },
  /**
   * The call block is in no block reference list; the calls.add method reference
   * (docs.slack.dev/reference/methods/calls.add) posts a registered call with chat.postMessage and
   * `{"type": "call", "call_id": …}`, and the platform's Python SDK models it (CallBlock: call_id,
   * api_decoration_available, call, block_id).
   */
  callBlockInMessages: {
    surface: 'message',
    source: 'docs calls.add method reference (chat.postMessage with a call block); python-slack-sdk slack_sdk/models/blocks CallBlock',
    decision: 'Accepted in messages with the keys the SDK models; not-on-surface in modals and Home tabs, where nothing shows it.',
  },
  /**
   * The block_id of a task's rich text. The block reference says a block_id should be unique within a
   * message; the plan block reference's example (docs.slack.dev/reference/block-kit/blocks/plan-block) gives
   * one task's `details` and `output` the same block_id.
   */
  taskRichTextIds: {
    fields: ['details', 'output'],
    source:
      'docs plan block reference example (one task\'s details and output share block_id "viMWO"); docs block_id field ("should be unique for each message")',
    decision: "A task card's details and output rich text are left out of block-id-duplicate; the message's and view's own blocks still may not share one.",
  },
  /** A modal or Home tab with `blocks: []` (limits `minBlocks`). */
  emptyView: {
    source:
      'docs modal and Home tab view references (blocks: at most 100, no minimum); bolt-python docs/english/concepts/view-submissions.md opens a modal with blocks: []',
    decision: 'An empty view is the warning view-blocks-empty, not an error.',
  },
  /**
   * A modal's own keys in a Home tab. The Home tab reference (docs.slack.dev/reference/views/home-tab-views)
   * lists only type, blocks, private_metadata, callback_id and external_id, and says nothing of refusing
   * others; the platform's own framework examples publish Home tabs with a `title` (bolt-python
   * examples/workflow_steps), and views.publish's documented response returns a Home view with
   * `close: null, submit: null`.
   */
  homeModalKeys: {
    source:
      'docs Home tab view fields (type, blocks, private_metadata, callback_id, external_id); bolt-python examples/workflow_steps publish a Home tab with title; methods views.publish response example (close: null, submit: null)',
    decision:
      'A modal-only key in a Home tab is the warning home-modal-key (nothing shows it; the sources do not say the service refuses it); any other unknown key stays unknown-key.',
    keys: ['title', 'submit', 'close', 'clear_on_close', 'notify_on_close', 'submit_disabled'],
  },
  /**
   * views.publish names a profile view only through its errors (`missing_profile_id`: "A profile id was
   * not provided when trying to publish a view of type profile"); the spec's Home view table says a
   * `profile` type exists. No page lists its keys.
   */
  profileView: {
    source: 'methods views.publish errors missing_profile_id and not_implemented; spec §2.2 (view type)',
    decision:
      'type profile is a view type: its blocks are checked on no particular surface, its keys are open, and profile_id (a string) is accepted; where the id belongs is not documented, so its absence is not reported.',
  },
  /**
   * The card block's `slack_icon` (docs.slack.dev/reference/block-kit/blocks/card-block: "Mutually
   * exclusive with icon") and the Slack icon object's names (…/composition-objects/slack-icon-object).
   */
  slackIconNames: {
    source: 'docs card block (slack_icon, exclusive with icon); docs Slack icon object (type icon, name one of the listed names)',
    decision:
      'slack_icon is a closed {type: icon, name} object; slack_icon beside icon is an error (card-icon-conflict); a name not listed is a warning (slack-icon-name-unknown), since the list is new and grows.',
    names: [
      'archive',
      'book',
      'bookmark',
      'bot',
      'bug',
      'calendar',
      'call',
      'caret-left',
      'caret-right',
      'check',
      'clipboard',
      'code',
      'comment',
      'compass',
      'copy',
      'cube',
      'download',
      'edit',
      'email',
      'eye-closed',
      'eye-open',
      'file',
      'flag',
      'folder',
      'gear',
      'globe',
      'heart',
      'help',
      'image',
      'info',
      'key',
      'lightbulb',
      'link',
      'map',
      'mobile',
      'new-window',
      'pin',
      'plus',
      'refine',
      'refresh',
      'rocket',
      'save',
      'screen',
      'share',
      'sparkle',
      'star',
      'star-filled',
      'tag',
      'thumbs-down',
      'thumbs-up',
      'trash',
      'upload',
      'user',
      'warning',
    ],
  },
} as const satisfies Record<string, Decision & Record<string, unknown>>;
