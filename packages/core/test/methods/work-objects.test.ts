import { describe, it } from 'vitest';
import { expectClean, expectTwins } from './helpers.js';

const UNFURL = 'chat.unfurl';
const DETAILS = 'entity.presentDetails';

/** The flexpane example of the entity.presentDetails page. */
const BOARD = {
  entity_type: 'slack#/entities/file',
  url: 'https://miro.com/app/board/XYZ=/',
  external_ref: { id: 'XYZ=' },
  entity_payload: {
    attributes: { title: { text: 'GTM Project Capybara' }, display_type: 'Miro Board', product_name: 'Miro' },
    fields: {
      created_by: { value: 'Platform Integrations', type: 'string' },
      preview: { alt_text: 'Miro Board image', image_url: 'https://miro.com/app/images/application/icons/XYZ/540x540/board_icon_5.png' },
      last_modified_by: { value: 'Platform Integrations', type: 'string' },
      date_created: { value: 1742923321 },
      date_updated: { value: 1742923333 },
      file_size: { value: 'NA' },
      mime_type: { value: 'Miro' },
    },
    display_order: ['created_by', 'last_modified_by', 'date_created', 'date_updated', 'file_size', 'mime_type', 'preview'],
  },
};

const button = (n: number) => ({ text: `Action ${n}`, action_id: `action_${n}` });

/** A task unfurled as a Work Object (the implementation page's shape). */
const task = (payload: Record<string, unknown> = {}, entity: Record<string, unknown> = {}) => ({
  app_unfurl_url: 'https://example.com/document/123?eid=123456&edit=abcxyz',
  url: 'https://example.com/document/123',
  external_ref: { id: '123', type: 'document' },
  entity_type: 'slack#/entities/task',
  entity_payload: {
    attributes: { title: { text: 'Fix the login page' } },
    fields: { status: { value: 'open', tag_color: 'blue' }, due_date: { type: 'slack#/types/date', value: '2026-12-01' } },
    custom_fields: [{ label: 'Team', key: 'team', type: 'string', value: 'Web' }],
    actions: { primary_actions: [button(1), button(2)], overflow_actions: [button(3)] },
    ...payload,
  },
  ...entity,
});
const unfurl = (...entities: unknown[]) => ({ channel: 'C123ABC456', ts: '1755035323.759739', metadata: { entities } });

describe('chat.unfurl with Work Object metadata', () => {
  it('accepts entities of each documented type, with two primary actions, and metadata as a JSON string', () => {
    expectClean(UNFURL, unfurl(task()));
    expectClean(UNFURL, unfurl({ ...BOARD, app_unfurl_url: 'https://miro.com/app/board/XYZ=/?share=1' }));
    expectClean(UNFURL, unfurl(task({ fields: { severity: undefined } }, { entity_type: 'svc#/entities/item' })));
    expectClean(UNFURL, { unfurl_id: 'Uxxxxxxx-909b5454', source: 'composer', metadata: JSON.stringify({ entities: [task()] }) });
    expectClean(UNFURL, { channel: 'C1', ts: '1.2', unfurls: { 'https://example.com': { blocks: [] } } });
  });

  it('warns about a third primary action', () => {
    expectTwins(UNFURL, unfurl(task({ actions: { primary_actions: [button(1), button(2), button(3)] } })), [
      { rule: 'work-object-primary-actions', pointer: '/metadata/entities/0/entity_payload/actions/primary_actions', needle: 'primary_actions' },
    ]);
  });

  it('reports a misspelt entity type, an unknown field of the type, and a missing app_unfurl_url', () => {
    expectTwins(UNFURL, unfurl(task({}, { entity_type: 'slack#/entities/tsk' })), [
      { rule: 'work-object-entity-type', pointer: '/metadata/entities/0/entity_type', needle: 'entities/tsk' },
    ]);
    expectTwins(UNFURL, unfurl(task({ fields: { mime_type: { value: 'x' } } })), [
      { rule: 'unknown-key', pointer: '/metadata/entities/0/entity_payload/fields/mime_type', needle: 'mime_type' },
    ]);
    const { app_unfurl_url: _, ...withoutUrl } = task();
    expectTwins(UNFURL, unfurl(withoutUrl), [{ rule: 'required', pointer: '/metadata/entities/0/app_unfurl_url', needle: { json: ['{', 3], yaml: '- url' } }]);
  });

  it('reports what an entity needs: a title, an external id, a string field’s value, a button’s action_id', () => {
    expectTwins(UNFURL, unfurl(task({ attributes: { title: {} } })), [
      { rule: 'required', pointer: '/metadata/entities/0/entity_payload/attributes/title/text', needle: 'title' },
    ]);
    expectTwins(UNFURL, unfurl(task({ fields: { status: { label: 'Status' } } })), [
      { rule: 'required', pointer: '/metadata/entities/0/entity_payload/fields/status/value', needle: 'status' },
    ]);
    expectTwins(UNFURL, unfurl(task({ actions: { primary_actions: [{ text: 'Open' }] } })), [
      { rule: 'required', pointer: '/metadata/entities/0/entity_payload/actions/primary_actions/0/action_id', needle: { json: ['{', 13], yaml: 'text: Open' } },
    ]);
  });

  it('warns when neither unfurls nor metadata is given, unless the call asks the user to authenticate', () => {
    expectTwins(UNFURL, { channel: 'C1', ts: '1.2' }, [{ rule: 'unfurl-content', pointer: '/unfurls', needle: { json: '{', yaml: 'channel' } }]);
    expectClean(UNFURL, { channel: 'C1', ts: '1.2', user_auth_required: true });
  });
});

describe('entity.presentDetails', () => {
  it('accepts the page’s flexpane example, and an error', () => {
    expectClean(DETAILS, { trigger_id: '1234567890123.1234567890123.abcdef', metadata: BOARD });
    expectClean(DETAILS, { trigger_id: '1.2.abc', user_auth_required: true, user_auth_url: 'https://example.com/onboarding?user_id=xxx' });
  });

  it('checks the entity in metadata', () => {
    expectTwins(
      DETAILS,
      { trigger_id: '1.2.abc', metadata: { ...BOARD, entity_payload: { ...BOARD.entity_payload, attributes: { display_type: 'Board' } } } },
      [{ rule: 'required', pointer: '/metadata/entity_payload/attributes/title', needle: 'attributes' }],
    );
    expectTwins(DETAILS, { metadata: BOARD }, [{ rule: 'required', pointer: '/trigger_id', needle: { json: '{', yaml: 'metadata' } }]);
  });
});
