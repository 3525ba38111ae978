import type { TSchema } from 'typebox';
import Type from 'typebox';
import { Anything, Bool, Closed, List, MapOf, Optional, Str } from '../../schema/common.js';
import { lazy } from '../../lazy.js';

/**
 * The fields of a typed value definition, shared by function parameters, custom types, datastore
 * attributes and metadata event properties. They come from the platform SDK's definitions; the
 * official schema leaves these objects open, we close them so typos are caught.
 */
const Choice = lazy((): TSchema =>
  Closed(
    {
      value: Anything('The value stored when this choice is picked.'),
      title: Str({ description: 'Label of the choice.' }),
      description: Optional(Str({ description: 'Longer text shown with the choice.' })),
      is_hidden: Optional(Bool('Whether the choice is hidden.')),
      hint: Optional(Str({ description: 'Hint shown with the choice.' })),
    },
    { description: 'One choice of an enumerated value.' },
  ),
);

const RenderCondition = lazy((): TSchema =>
  Closed(
    {
      operator: Str({ description: 'How the conditions combine, such as AND or OR.' }),
      conditions: List(Anything('A condition.'), { description: 'The conditions.' }),
      is_required: Optional(Bool('Whether the field is required when it renders.')),
    },
    { description: 'When the field is shown.' },
  ),
);

/** Fields every definition may carry besides `type`, `properties` and `items`. */
function commonFields(): Record<string, TSchema> {
  return {
    title: Optional(Str({ description: 'Label shown to users.' })),
    description: Optional(Str({ description: 'What the value means.' })),
    hint: Optional(Str({ description: 'Hint shown to users.' })),
    name: Optional(Str({ description: 'The name of the value (repeats its key).' })),
    is_required: Optional(Bool('Whether a value must be given (the version 1 way to mark a required parameter).')),
    is_hidden: Optional(Bool('Whether the value is hidden from users.')),
    default: Optional(Anything('The value used when none is given.')),
    examples: Optional(List(Anything('An example value.'), { description: 'Example values.' })),
    enum: Optional(List(Anything('An allowed value.'), { description: 'The allowed values.' })),
    choices: Optional(List(Choice(), { description: 'Labelled allowed values.' })),
    nullable: Optional(Bool('Whether null is allowed.')),
    required: Optional(List(Str({ description: 'A property name.' }), { description: 'Names of required properties of an object value.' })),
    additionalProperties: Optional(Bool('Whether an object value may have properties beyond `properties`.')),
    minLength: Optional(Type.Integer({ description: 'Minimum string length.' })),
    maxLength: Optional(Type.Integer({ description: 'Maximum string length.' })),
    minimum: Optional(Type.Number({ description: 'Minimum number.' })),
    maximum: Optional(Type.Number({ description: 'Maximum number.' })),
    minItems: Optional(Type.Integer({ description: 'Minimum number of list items.' })),
    maxItems: Optional(Type.Integer({ description: 'Maximum number of list items.' })),
    format: Optional(Str({ description: 'A string format, such as email or url.' })),
    render_condition: Optional(RenderCondition()),
    dynamic_options: Optional(Type.Object({}, { additionalProperties: true, description: 'A function that supplies the options at run time.' })),
  };
}

const TYPE_DESCRIPTION = 'The value type: string, integer, number, boolean, object, array, a platform type such as slack#/types/user_id, or #/types/<name>.';

/** Nested definitions by depth: the same schema wherever it is nested, built once instead of at each use (half of TypeBox's schema building at start-up). */
const nestedByDepth = new Map<number, TSchema>();

/** A nested definition (inside `items` or `properties`); one level of nesting is checked closely, deeper levels loosely. */
function nested(depth: number): TSchema {
  let schema = nestedByDepth.get(depth);
  if (!schema) {
    schema =
      depth <= 0
        ? Type.Object({ type: Str({ description: TYPE_DESCRIPTION }) }, { additionalProperties: true, description: 'A nested value definition.' })
        : Definition({ description: 'A nested value definition.' }, depth - 1);
    nestedByDepth.set(depth, schema);
  }
  return schema;
}

/** A closed definition with a required `type`, plus `extra` fields for the place it is used. */
export function Definition(options: { description: string; extra?: Record<string, TSchema>; limitProperties?: number }, depth = 2): TSchema {
  return Closed(
    {
      type: Str({ minLength: 1, description: TYPE_DESCRIPTION }),
      ...commonFields(),
      items: Optional(nested(depth)),
      properties: Optional(
        MapOf(nested(depth), {
          ...(options.limitProperties !== undefined ? { maxProperties: options.limitProperties } : {}),
          description: 'Properties of an object value, by name.',
        }),
      ),
      ...options.extra,
    },
    { description: options.description },
  );
}
