import Type from 'typebox';
import { Closed, Optional, Str } from '../../schema/common.js';
import { ELEMENT_LIMITS } from '../limits/elements.js';
import { ACTION_ID, Bounded, CONFIRM_FIELD, FOCUS_ON_LOAD, PLACEHOLDER, element } from './common.js';
import { checkInitialDate, checkInitialTime } from './checks.js';
import { dateFormatRule, timeFormatRule } from './rules.js';

export const datepicker = element({
  type: 'datepicker',
  description: 'A calendar to choose a date.',
  schema: () =>
    Closed(
      {
        type: Type.Literal('datepicker'),
        action_id: ACTION_ID(),
        initial_date: Optional(Str({ description: 'The date chosen at first, YYYY-MM-DD.' })),
        confirm: CONFIRM_FIELD(),
        focus_on_load: FOCUS_ON_LOAD(),
        placeholder: PLACEHOLDER(),
      },
      { description: 'A date picker.' },
    ),
  check: checkInitialDate,
  rules: [dateFormatRule],
});

export const timepicker = element({
  type: 'timepicker',
  description: 'A clock to choose a time of day.',
  schema: () =>
    Closed(
      {
        type: Type.Literal('timepicker'),
        action_id: ACTION_ID(),
        initial_time: Optional(Str({ description: 'The time chosen at first, HH:mm on a 24-hour clock.' })),
        confirm: CONFIRM_FIELD(),
        focus_on_load: FOCUS_ON_LOAD(),
        placeholder: PLACEHOLDER(),
        timezone: Optional(Str({ minLength: 1, description: 'An IANA time zone such as America/New_York; the user’s own when left out.' })),
      },
      { description: 'A time picker.' },
    ),
  check: checkInitialTime,
  rules: [timeFormatRule],
});

const D = ELEMENT_LIMITS.datetimepicker;

export const datetimepicker = element({
  type: 'datetimepicker',
  description: 'A date and a time of day, chosen together.',
  schema: () =>
    Closed(
      {
        type: Type.Literal('datetimepicker'),
        action_id: ACTION_ID(),
        initial_date_time: Optional(
          Bounded('The moment chosen at first, in UNIX seconds (ten digits at most).', D['initial_date_time.min'], D.initial_date_time),
        ),
        confirm: CONFIRM_FIELD(),
        focus_on_load: FOCUS_ON_LOAD(),
      },
      { description: 'A date and time picker.' },
    ),
});

export const PICKERS = [datepicker, timepicker, datetimepicker];
