import Type, { type TSchema } from 'typebox';
import { checkSchemaAt } from '../../blocks/types/schema-check.js';
import { lazy } from '../../lazy.js';
import { isPlatformReference, PLATFORM_NAMESPACE } from '../../namespace.js';
import type { Problem } from '../../problem.js';
import { Anything, Bool, Closed, List, Optional, Str } from '../../schema/common.js';
import { describeValue } from '../../schema/errors.js';
import { typeRule } from '../../schema/rules.js';
import { closest } from '../../schema/suggest.js';
import { isRecord, joinPointer } from '../../source/pointer.js';
import { METHOD_LIMITS } from '../limits.js';
import { unfurlContentRule, workObjectEntityTypeRule, workObjectPrimaryActionsRule } from '../platform-rules.js';
import { argumentsSchema, generatedSchema } from '../schema.js';
import type { MethodSpec, SpecContext } from './spec.js';

/*
 * Work Objects: entities an app sends with chat.unfurl (`metadata.entities`) and entity.presentDetails
 * (`metadata`, one entity for the flexpane). The shapes are those of the Work Objects pages and
 * @slack/types message-metadata.ts; the fields' own objects (a string field, a user, an icon) are
 * checked for what they need and their types, never refused for a key we do not list.
 */

/** The documented entity types, as `slack#/entities/<name>` (the specification writes `svc#`). */
export const ENTITY_NAMES = ['file', 'task', 'incident', 'content_item', 'item'] as const;
type EntityName = (typeof ENTITY_NAMES)[number];
const ENTITY_TYPES = ENTITY_NAMES.map((name) => `${PLATFORM_NAMESPACE}#/entities/${name}`);

/** An object we check for its required keys and their types, and leave open. */
const Loose = (properties: Record<string, TSchema>, description: string) => Type.Object(properties, { description, additionalProperties: true });

const STRING_FIELD = lazy(() => Loose({ value: Str({ description: 'The text shown.' }) }, 'A text field: `{value, label?, link?, …}`.'));
const TIMESTAMP_FIELD = lazy(() => Loose({ value: Type.Number({ description: 'Unix seconds.' }) }, 'A date field: `{value: <Unix seconds>, …}`.'));
const TYPED_FIELD = lazy(() =>
  Loose({ type: Str({ description: 'The value’s type, such as `string` or `slack#/types/user`.' }) }, 'A typed field: `{type, value?, user?, …}`.'),
);
const IMAGE_FIELD = lazy(() => Loose({ alt_text: Str({ description: 'The image’s alternative text.' }) }, 'An image: `{alt_text, image_url | slack_file}`.'));

/** The `fields` each entity type offers (@slack/types FileEntityFields, TaskEntityFields, …). */
const FIELDS: Record<Exclude<EntityName, 'item'>, Record<string, () => TSchema>> = {
  file: {
    preview: IMAGE_FIELD,
    created_by: TYPED_FIELD,
    date_created: TIMESTAMP_FIELD,
    date_updated: TIMESTAMP_FIELD,
    last_modified_by: TYPED_FIELD,
    file_size: STRING_FIELD,
    mime_type: STRING_FIELD,
    full_size_preview: lazy(() => Anything('The full-size preview.')),
  },
  task: {
    description: STRING_FIELD,
    created_by: TYPED_FIELD,
    date_created: TIMESTAMP_FIELD,
    date_updated: TIMESTAMP_FIELD,
    assignee: TYPED_FIELD,
    status: STRING_FIELD,
    due_date: TYPED_FIELD,
    priority: STRING_FIELD,
  },
  incident: {
    status: STRING_FIELD,
    priority: STRING_FIELD,
    urgency: STRING_FIELD,
    created_by: TYPED_FIELD,
    assigned_to: TYPED_FIELD,
    date_created: TIMESTAMP_FIELD,
    date_updated: TIMESTAMP_FIELD,
    description: STRING_FIELD,
    service: STRING_FIELD,
  },
  content_item: {
    preview: IMAGE_FIELD,
    description: STRING_FIELD,
    created_by: TYPED_FIELD,
    date_created: TIMESTAMP_FIELD,
    date_updated: TIMESTAMP_FIELD,
    last_modified_by: TYPED_FIELD,
  },
};

function fieldsSchema(name: EntityName | undefined): TSchema {
  // The generic `item`, or a type we do not know: every documented field, each with its own shape.
  const fields = name === undefined || name === 'item' ? Object.assign({}, ...Object.values(FIELDS)) : FIELDS[name];
  const properties: Record<string, TSchema> = {};
  for (const [key, schema] of Object.entries(fields as Record<string, () => TSchema>)) properties[key] = Optional(schema());
  return Closed(properties, { description: `The ${name ?? 'entity'}’s standard fields.` });
}

const ACTION_BUTTON = lazy(() =>
  Closed(
    {
      text: Str({ minLength: 1, description: 'The button’s label.' }),
      action_id: Str({ minLength: 1, description: 'Identifies the action in the interaction payload.' }),
      value: Optional(Str({ description: 'A value sent with the action.' })),
      style: Optional(Str({ description: 'The button’s style, such as `primary` or `danger`.' })),
      url: Optional(Str({ description: 'A link the button opens.' })),
      accessibility_label: Optional(Str({ description: 'A label read by screen readers.' })),
      processing_state: Optional(
        Loose({ enabled: Bool('Whether the button shows a processing state.') }, 'The processing state: `{enabled, interstitial_text?}`.'),
      ),
    },
    { description: 'An action button: `{text, action_id, value?, style?, url?}`.' },
  ),
);

const ATTRIBUTES = lazy(() =>
  Closed(
    {
      title: Closed(
        { text: Str({ minLength: 1, description: 'The entity’s title.' }), edit: Optional(Anything('Whether and how users may edit the title.')) },
        { description: 'The title: `{text, edit?}`.' },
      ),
      display_type: Optional(Str({ description: 'The kind of thing shown, such as "Document".' })),
      display_id: Optional(Str({ description: 'An id shown to users.' })),
      product_icon: Optional(Loose({ alt_text: Str({ description: 'The icon’s alternative text.' }) }, 'The product icon: `{alt_text, url | slack_file}`.')),
      product_name: Optional(Str({ description: 'The product’s name.' })),
      locale: Optional(Str({ description: 'The locale of the content.' })),
      full_size_preview: Optional(
        Loose({ is_supported: Bool('Whether a full-size preview exists.') }, 'The full-size preview: `{is_supported, preview_url?, …}`.'),
      ),
      metadata_last_modified: Optional(Type.Number({ description: 'When the metadata last changed, in Unix seconds.' })),
    },
    { description: 'The attributes every entity has: `title` and how it is shown.' },
  ),
);

function entitySchema(name: EntityName | undefined, unfurl: boolean): TSchema {
  const appUnfurlUrl = Str({ minLength: 1, description: 'The exact URL posted in the message (required with chat.unfurl).' });
  return Closed(
    {
      app_unfurl_url: unfurl ? appUnfurlUrl : Optional(appUnfurlUrl),
      url: Str({ minLength: 1, description: 'The URL of the resource in the app’s system.' }),
      external_ref: Closed(
        {
          id: Str({ minLength: 1, description: 'The resource’s id in the app’s system.' }),
          type: Optional(Str({ description: 'The resource’s type in the app’s system.' })),
        },
        { description: 'How the app identifies the resource: `{id, type?}`.' },
      ),
      entity_type: Str({ description: `The entity type: ${ENTITY_TYPES.join(', ')}.` }),
      entity_payload: Closed(
        {
          attributes: ATTRIBUTES(),
          fields: Optional(fieldsSchema(name)),
          custom_fields: Optional(
            List(
              Loose(
                {
                  label: Str({ description: 'The field’s label.' }),
                  key: Str({ description: 'The field’s key.' }),
                  type: Str({ description: 'The field’s type.' }),
                },
                'A custom field: `{label, key, type, value?, …}`.',
              ),
              { description: 'Fields of the app’s own.' },
            ),
          ),
          slack_file: Optional(Loose({ id: Str({ description: 'The file’s id.' }) }, 'A file uploaded to the platform: `{id, type?}`.')),
          display_order: Optional(List(Str({ description: 'A field key.' }), { description: 'The order of the fields, by key.' })),
          actions: Optional(
            Closed(
              {
                primary_actions: Optional(List(ACTION_BUTTON(), { description: 'Buttons shown on the entity; at most two.' })),
                overflow_actions: Optional(List(ACTION_BUTTON(), { description: 'Buttons in the entity’s overflow menu.' })),
              },
              { description: 'The entity’s buttons.' },
            ),
          ),
        },
        { description: 'What the entity shows: attributes, fields, custom fields and actions.' },
      ),
    },
    { description: `A Work Object entity${unfurl ? ' for chat.unfurl' : ''}.` },
  );
}

const ENTITY_SCHEMAS = new Map<string, TSchema>();

function entitySchemaFor(name: EntityName | undefined, unfurl: boolean): TSchema {
  const key = `${name ?? '?'}:${unfurl}`;
  let schema = ENTITY_SCHEMAS.get(key);
  if (!schema) ENTITY_SCHEMAS.set(key, (schema = entitySchema(name, unfurl)));
  return schema;
}

/** The documented name of an entity type, whatever the namespace word (`slack#/entities/task`, `svc#/entities/task`). */
function entityName(type: string): EntityName | undefined {
  if (!isPlatformReference(type)) return undefined;
  const rest = type.slice(type.indexOf('#/') + 2);
  const name = rest.startsWith('entities/') ? rest.slice('entities/'.length) : undefined;
  return (ENTITY_NAMES as readonly (string | undefined)[]).includes(name) ? (name as EntityName) : undefined;
}

function entityTypeProblem(type: string, pointer: string): Problem {
  const suggestion = closest(type, ENTITY_TYPES);
  return workObjectEntityTypeRule.problem({
    pointer,
    target: 'value',
    message: `\`entity_type\` is ${JSON.stringify(type)}, not a documented entity type (${ENTITY_TYPES.join(', ')})${suggestion ? `; did you mean "${suggestion}"?` : '.'}`,
    data: suggestion ? { allowed: ENTITY_TYPES, suggestion } : { allowed: ENTITY_TYPES },
  });
}

const PRIMARY_ACTIONS = METHOD_LIMITS.workObject.primaryActions.value;

/** One entity: its schema for its type, the type itself, and the number of primary actions. */
function entityProblems(entity: unknown, pointer: string, args: Record<string, unknown>, unfurl: boolean): Problem[] {
  if (!isRecord(entity)) {
    return [
      typeRule.problem({
        pointer,
        target: 'value',
        message: `An entity must be an object \`{entity_type, url, external_ref, entity_payload}\`, not ${describeValue(entity)}.`,
        data: { expected: ['object'] },
      }),
    ];
  }
  const type = entity['entity_type'];
  const name = typeof type === 'string' ? entityName(type) : undefined;
  const problems = checkSchemaAt(entitySchemaFor(name, unfurl), entity, pointer, args, { rootName: 'the entity' });
  if (typeof type === 'string' && name === undefined) problems.push(entityTypeProblem(type, joinPointer(pointer, 'entity_type')));
  const payload = entity['entity_payload'];
  const actions = isRecord(payload) && isRecord(payload['actions']) ? payload['actions']['primary_actions'] : undefined;
  if (Array.isArray(actions) && actions.length > PRIMARY_ACTIONS) {
    problems.push(
      workObjectPrimaryActionsRule.problem({
        pointer: joinPointer(pointer, 'entity_payload', 'actions', 'primary_actions'),
        target: 'key',
        message: `\`primary_actions\` has ${actions.length} buttons; a Work Object shows at most ${PRIMARY_ACTIONS}: move the others to \`overflow_actions\`.`,
        data: { limit: PRIMARY_ACTIONS, actual: actions.length },
      }),
    );
  }
  return problems;
}

const METADATA_DESCRIPTION =
  'Work Object entities: `{entities: [{app_unfurl_url, url, external_ref, entity_type, entity_payload}]}`, as an object or its JSON string.';

/** The arguments of `method` the catalogue lists, as the generated schema has them. */
function catalogueArguments(method: string): Record<string, TSchema> {
  return { ...((generatedSchema(method) as { properties?: Record<string, TSchema> } | undefined)?.properties ?? {}) };
}

/** chat.unfurl: `unfurls` (blocks or attachments by URL) or `metadata` with Work Object entities (page chat.unfurl). */
export const chatUnfurl: MethodSpec = {
  schema: argumentsSchema('chat.unfurl', () => ({ ...catalogueArguments('chat.unfurl'), metadata: Optional(Anything(METADATA_DESCRIPTION)) })),
  decode: { metadata: 'object' },
  check({ args }: SpecContext) {
    const problems: Problem[] = [];
    const metadata = args['metadata'];
    if (isRecord(metadata)) {
      problems.push(
        ...checkSchemaAt(
          Closed(
            { entities: List(Anything('An entity.'), { minItems: 1, description: 'The entities, one per unfurled URL.' }) },
            { description: METADATA_DESCRIPTION },
          ),
          metadata,
          '/metadata',
          args,
          { rootName: '`metadata`' },
        ),
      );
      const entities = metadata['entities'];
      if (Array.isArray(entities))
        entities.forEach((entity, index) => problems.push(...entityProblems(entity, joinPointer('/metadata/entities', index), args, true)));
    }
    // An invitation to authenticate needs no unfurl; otherwise one of the two is the point of the call.
    const asksForAuth = ['user_auth_required', 'user_auth_message', 'user_auth_url', 'user_auth_blocks'].some((key) => args[key] !== undefined);
    if (args['unfurls'] === undefined && metadata === undefined && !asksForAuth) {
      problems.push(
        unfurlContentRule.problem({
          pointer: '/unfurls',
          target: 'key',
          message: 'chat.unfurl has neither `unfurls` (blocks or attachments by URL) nor `metadata` (Work Object entities); give one of them.',
          data: { key: 'unfurls', parent: '' },
        }),
      );
    }
    return { problems };
  },
};

/** entity.presentDetails: the flexpane's entity in `metadata` (page entity.presentDetails), for the user who opened it. */
export const entityPresentDetails: MethodSpec = {
  schema: argumentsSchema('entity.presentDetails', () => ({
    ...catalogueArguments('entity.presentDetails'),
    metadata: Optional(Anything('The entity shown in the flexpane: `{entity_type, url, external_ref, entity_payload}`, as an object or its JSON string.')),
  })),
  decode: { metadata: 'object' },
  check({ args }: SpecContext) {
    const metadata = args['metadata'];
    return { problems: isRecord(metadata) ? entityProblems(metadata, '/metadata', args, false) : [] };
  },
};
