import Type, { type TSchema } from 'typebox';
import { Bool, Closed, Optional, Str } from '../../schema/common.js';
import type { KitObject, SlotSpec } from '../kit/object.js';
import { OBJECT_LIMITS } from '../limits/objects.js';

/** The text object's limit where the place holding it does not say otherwise (T, S, @slack/types). */
export const TEXT_MAX_LENGTH = OBJECT_LIMITS.text.text.value;
/** The text object's minimum length where the place holding it does not say otherwise. */
const TEXT_MIN_LENGTH = OBJECT_LIMITS.text['text.min'].value;

const schemas = new Map<string, TSchema>();
/** The same schemas by the slot holding the text: a walk asks once per text object, and slots are few. */
const bySlot = { plain_text: new WeakMap<SlotSpec, TSchema>(), mrkdwn: new WeakMap<SlotSpec, TSchema>() };

/**
 * A text object's schema depends on where it sits: a button's text is at most 75 characters, a
 * section's 3000. One schema per type and limits, built once.
 */
function textSchema(type: 'plain_text' | 'mrkdwn', slot: SlotSpec | undefined): TSchema {
  const known = slot && bySlot[type].get(slot);
  if (known) return known;
  const schema = textSchemaFor(type, slot);
  if (slot) bySlot[type].set(slot, schema);
  return schema;
}

function textSchemaFor(type: 'plain_text' | 'mrkdwn', slot: SlotSpec | undefined): TSchema {
  const max = slot?.maxLength ?? TEXT_MAX_LENGTH;
  const min = slot?.minLength ?? TEXT_MIN_LENGTH;
  const key = `${type}:${min}:${max}:${slot?.note ?? ''}`;
  let schema = schemas.get(key);
  if (!schema) {
    const text = Str({
      minLength: min,
      maxLength: max,
      description: `The text, ${min === 0 ? 'up to' : `${min} to`} ${max} characters.`,
      ...(slot?.note ? { 'x-note': slot.note } : {}),
    });
    schema =
      type === 'plain_text'
        ? Closed(
            { type: Type.Literal('plain_text'), text, emoji: Optional(Bool('Show emoji codes such as :tada: as emoji.')) },
            { description: 'Plain text: no formatting; `emoji` decides whether emoji codes are shown as emoji.' },
          )
        : Closed(
            {
              type: Type.Literal('mrkdwn'),
              text,
              verbatim: Optional(Bool('When true, URLs, channel names and mentions are not turned into links.')),
            },
            { description: 'Text with mrkdwn formatting: *bold*, _italic_, ~strike~, `code`, links and mentions.' },
          );
    schemas.set(key, schema);
  }
  return schema;
}

export const plainText: KitObject = {
  family: 'text',
  type: 'plain_text',
  description: 'Plain text, without formatting.',
  rules: [],
  schemaFor: (_value, _segments, slot) => textSchema('plain_text', slot),
};

export const mrkdwn: KitObject = {
  family: 'text',
  type: 'mrkdwn',
  description: 'Text with mrkdwn formatting.',
  rules: [],
  schemaFor: (_value, _segments, slot) => textSchema('mrkdwn', slot),
};

export const TEXT_OBJECTS: readonly KitObject[] = [plainText, mrkdwn];
