import { describe, expect, it } from 'vitest';
import { clean, dataOf, found, inAccessory, inActions, inInput, one, pt, repeat } from './elements-helpers.js';

describe('datepicker', () => {
  it('accepts the platform’s example', () => {
    clean(inAccessory({ type: 'datepicker', action_id: 'datepicker123', initial_date: '1990-04-28', placeholder: pt('Select a date') }));
    clean(inActions({ type: 'datepicker', initial_date: '2024-02-29', focus_on_load: false }));
  });

  it('holds the placeholder to 150 characters', () => {
    clean(inActions({ type: 'datepicker', placeholder: pt(repeat('P', 150)) }));
    one(inActions({ type: 'datepicker', placeholder: pt(repeat('P', 151)) }), 'max-length', '/blocks/0/elements/0/placeholder/text', 'PPPP');
  });

  it('needs initial_date written YYYY-MM-DD and a real date', () => {
    for (const date of ['28/04/1990', '1990-4-28', '1990-04-28T00:00', '']) {
      one(inActions({ type: 'datepicker', initial_date: date }), 'date-format', '/blocks/0/elements/0/initial_date', 'initial_date');
    }
    for (const date of ['2023-02-29', '2024-13-01', '2024-04-31', '2024-00-10', '2024-01-00']) {
      expect(found(inActions({ type: 'datepicker', initial_date: date })), date).toEqual([
        { rule: 'date-format', pointer: '/blocks/0/elements/0/initial_date' },
      ]);
    }
  });
});

describe('timepicker', () => {
  it('accepts the platform’s example', () => {
    clean(inInput({ type: 'timepicker', action_id: 'timepicker123', initial_time: '11:40', placeholder: pt('Select time'), timezone: 'America/Los_Angeles' }));
  });

  it('takes HH:mm from 00:00 to 23:59', () => {
    clean(inActions({ type: 'timepicker', initial_time: '00:00' }));
    clean(inActions({ type: 'timepicker', initial_time: '23:59' }));
    for (const time of ['24:00', '23:60', '9:30', '09:30:00', '12h30']) {
      one(inActions({ type: 'timepicker', initial_time: time }), 'time-format', '/blocks/0/elements/0/initial_time', 'initial_time');
    }
  });
});

describe('datetimepicker', () => {
  it('accepts the platform’s example', () => {
    clean(inInput({ type: 'datetimepicker', action_id: 'datetimepicker-action', initial_date_time: 1628633820 }));
  });

  it('takes initial_date_time from 0 to 9,999,999,999 seconds', () => {
    clean(inActions({ type: 'datetimepicker', initial_date_time: 0 }));
    clean(inActions({ type: 'datetimepicker', initial_date_time: 9_999_999_999 }));
    one(
      inActions({ type: 'datetimepicker', initial_date_time: 10_000_000_000 }),
      'element-number-range',
      '/blocks/0/elements/0/initial_date_time',
      'initial_date_time',
    );
    one(inActions({ type: 'datetimepicker', initial_date_time: -1 }), 'element-number-range', '/blocks/0/elements/0/initial_date_time', 'initial_date_time');
    expect(dataOf(inActions({ type: 'datetimepicker', initial_date_time: 10_000_000_000 }))).toEqual({ limit: 9_999_999_999, actual: 10_000_000_000 });
    one(inActions({ type: 'datetimepicker', initial_date_time: '1628633820' }), 'type', '/blocks/0/elements/0/initial_date_time', 'initial_date_time');
  });

  it('names the other source’s limit', async () => {
    const { validateBlocks } = await import('manifesto-core');
    expect(validateBlocks(inActions({ type: 'datetimepicker', initial_date_time: 10_000_000_000 })).problems[0]?.message).toContain('99999999');
  });

  it('has no placeholder', () => {
    one(inActions({ type: 'datetimepicker', placeholder: pt('When?') }), 'unknown-key', '/blocks/0/elements/0/placeholder', 'placeholder');
  });

  it('is not a section accessory', () => {
    one(inAccessory({ type: 'datetimepicker' }), 'type-not-allowed', '/blocks/0/accessory/type', 'datetimepicker');
  });
});
