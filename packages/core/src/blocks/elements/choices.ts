import Type from 'typebox';
import { Closed, List, Optional } from '../../schema/common.js';
import { ELEMENT_LIMITS } from '../limits/elements.js';
import { OptionList, OptionSchema } from '../objects/option.js';
import { ACTION_ID, CONFIRM_FIELD, FOCUS_ON_LOAD, element } from './common.js';
import { checkListedOptions } from './checks.js';

const listed = checkListedOptions(false);

export const checkboxes = element({
  type: 'checkboxes',
  description: 'A list of checkboxes; the user ticks any number of them.',
  schema: () =>
    Closed(
      {
        type: Type.Literal('checkboxes'),
        action_id: ACTION_ID(),
        options: OptionList(ELEMENT_LIMITS.checkboxes.options.value, { mrkdwn: true }, ELEMENT_LIMITS.checkboxes['options.min'].value),
        initial_options: Optional(List(OptionSchema({ mrkdwn: true }), { description: 'The options ticked at first; copies of options.' })),
        confirm: CONFIRM_FIELD(),
        focus_on_load: FOCUS_ON_LOAD(),
      },
      { description: 'Checkboxes.' },
    ),
  check: listed,
});

export const radioButtons = element({
  type: 'radio_buttons',
  description: 'A list of radio buttons; the user chooses one.',
  schema: () =>
    Closed(
      {
        type: Type.Literal('radio_buttons'),
        action_id: ACTION_ID(),
        options: OptionList(ELEMENT_LIMITS.radio_buttons.options.value, { mrkdwn: true }, ELEMENT_LIMITS.radio_buttons['options.min'].value),
        initial_option: Optional(OptionSchema({ mrkdwn: true })),
        confirm: CONFIRM_FIELD(),
        focus_on_load: FOCUS_ON_LOAD(),
      },
      { description: 'Radio buttons.' },
    ),
  check: listed,
});

export const overflow = element({
  type: 'overflow',
  description: 'A ⋯ menu of up to five options, which may open URLs.',
  schema: () =>
    Closed(
      {
        type: Type.Literal('overflow'),
        action_id: ACTION_ID(),
        options: OptionList(ELEMENT_LIMITS.overflow.options.value, { url: true }, ELEMENT_LIMITS.overflow['options.min'].value),
        confirm: CONFIRM_FIELD(),
      },
      { description: 'An overflow menu.' },
    ),
});

export const CHOICES = [checkboxes, radioButtons, overflow];
