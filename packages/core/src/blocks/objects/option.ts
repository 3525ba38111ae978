import type { TSchema } from 'typebox';
import { Closed, Formatted, List, Optional, Str } from '../../schema/common.js';
import { OBJECT_LIMITS } from '../limits/objects.js';
import { AnyText, PlainText } from '../kit/slot.js';
import { lazy } from '../../lazy.js';

const L = OBJECT_LIMITS.option;
const G = OBJECT_LIMITS.option_group;

/** Where an option sits decides what it may hold. */
export interface OptionShape {
  /** Checkboxes and radio buttons render mrkdwn in `text` and `description`; menus take plain text only. */
  readonly mrkdwn?: boolean;
  /** Only overflow menus open a URL from an option. */
  readonly url?: boolean;
}

const cache = new Map<string, TSchema>();

/** An option object: what the user sees (`text`), what the app receives (`value`). */
export function OptionSchema(shape: OptionShape = {}): TSchema {
  const key = `${shape.mrkdwn === true}:${shape.url === true}`;
  let schema = cache.get(key);
  if (!schema) {
    const Text = shape.mrkdwn ? AnyText : PlainText;
    schema = Closed(
      {
        text: Text(L.text.value, { description: 'What the option shows' }),
        value: Str({ minLength: 1, maxLength: L.value.value, description: 'Sent to the app when the option is chosen; unique within the element.' }),
        description: Optional(Text(L.description.value, { description: 'A line shown below the option' })),
        ...(shape.url
          ? {
              url: Optional(
                Formatted('http-url', { maxLength: L.url.value, description: 'A URL (http or https) opened in the browser when the option is chosen.' }),
              ),
            }
          : {}),
      },
      { description: shape.url ? 'An option of an overflow menu, which may open a URL.' : 'An option: the text shown and the value sent.' },
    );
    cache.set(key, schema);
  }
  return schema;
}

/** A list of options, from `min` to `max` items. */
export function OptionList(max: number, shape: OptionShape = {}, min = 1): TSchema {
  return List(OptionSchema(shape), { minItems: min, maxItems: max, description: `From ${min} to ${max} options.` });
}

/** An option group: a labelled list of options in a select menu. */
export const OPTION_GROUP = lazy((): TSchema =>
  Closed(
    {
      label: PlainText(G.label.value, { description: 'The heading of the group' }),
      options: OptionList(G.options.value, {}, G['options.min'].value),
    },
    { description: 'A group of options under a label, in a select menu.' },
  ),
);
