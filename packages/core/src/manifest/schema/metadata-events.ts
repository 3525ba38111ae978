import Type, { type TSchema } from 'typebox';
import { Anything, Bool, Closed, Formatted, List, MapOf, Optional, Str } from '../../schema/common.js';
import { Definition } from './definition.js';
import { lazy } from '../../lazy.js';

/** Object form: the event payload described field by field. */
export const MetadataEventObject = lazy((): TSchema =>
  Definition({
    description: 'A metadata event described by its own fields (object form).',
    limitProperties: 50,
  }),
);

/** Reference form: the event payload is a type declared elsewhere, `word#/word/word`. */
export const MetadataEventReference = lazy((): TSchema =>
  Closed(
    {
      type: Formatted('metadata-event-reference', { description: 'The referenced type, such as acme#/types/incident; not a platform type.' }),
      title: Optional(Str({ description: 'Label of the event.' })),
      description: Optional(Str({ description: 'What the event means.' })),
      default: Optional(Anything('The default payload.')),
      examples: Optional(List(Anything('An example payload.'), { maxItems: 10, description: 'Example payloads; at most 10.' })),
      nullable: Optional(Bool('Whether null is allowed.')),
      is_required: Optional(Bool('Whether the payload is required.')),
    },
    { description: 'A metadata event that references a type (reference form).' },
  ),
);

/** Matches values whose `type` is a reference (contains `#/`). */
const IS_REFERENCE = { type: 'object', properties: { type: { type: 'string', pattern: '#/' } }, required: ['type'] };

/**
 * One event declaration. The form is chosen by the value itself rather than by a union, so a mistake
 * is reported against the form the author meant and never as noise from the other form: a `type`
 * containing `#/` selects the reference form, anything else the object form. `else` branches are used
 * because they report the nested errors.
 */
const MetadataEvent = lazy((): TSchema =>
  Type.Unsafe({
    type: 'object',
    description: 'A metadata event declaration: the object form, or the reference form when `type` contains `#/`.',
    allOf: [
      { if: IS_REFERENCE, else: MetadataEventObject() },
      { if: { not: IS_REFERENCE }, else: MetadataEventReference() },
    ],
  }),
);

/** `metadata_events`: message metadata event types by name. */
export const MetadataEvents = lazy((): TSchema => MapOf(MetadataEvent(), { description: 'Message metadata event types the app declares, by name.' }));
