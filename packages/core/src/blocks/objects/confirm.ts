import type { TSchema } from 'typebox';
import { Closed, OneOfValues, Optional } from '../../schema/common.js';
import { OBJECT_LIMITS } from '../limits/objects.js';
import { AnyText, PlainText } from '../kit/slot.js';
import { lazy } from '../../lazy.js';

const L = OBJECT_LIMITS.confirm;

/**
 * A confirmation dialog shown before an element's action goes ahead. The docs' prose says `text` is
 * plain text but their own example uses mrkdwn, and @slack/types accepts both: either is accepted.
 */
export const CONFIRM = lazy((): TSchema =>
  Closed(
    {
      title: PlainText(L.title.value, { description: 'The dialog title' }),
      text: AnyText(L.text.value, { description: 'The explanation in the dialog' }),
      confirm: PlainText(L.confirm.value, { description: 'The label of the button that goes ahead' }),
      deny: PlainText(L.deny.value, { description: 'The label of the button that cancels' }),
      style: Optional(OneOfValues(['primary', 'danger'], 'The colour of the confirm button: primary (green) or danger (red).')),
    },
    { description: 'A confirmation dialog: title, text, confirm and deny labels.' },
  ),
);
