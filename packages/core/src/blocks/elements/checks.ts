import type { Problem } from '../../problem.js';
import { fieldName, isRecord, joinPointer, valueAt } from '../../source/pointer.js';
import type { Place } from '../kit/object.js';
import { checkSlackFile } from '../objects/slack-file.js';
import { blockProblem, quoted } from '../report.js';
import {
  dateFormatRule,
  imageElementSourceRule,
  initialOptionUnknownRule,
  inputLengthRangeRule,
  numberInputDecimalRule,
  numberInputRangeRule,
  numberInputValueRule,
  optionsExclusiveRule,
  responseUrlEnabledPlaceRule,
  timeFormatRule,
} from './rules.js';

const name = (pointer: string): string => quoted(fieldName(pointer));
const has = (value: Record<string, unknown>, key: string): boolean => value[key] !== undefined;

/** `options` or `option_groups`, not both; static selects need one of them. */
export function checkOptionSource(value: Record<string, unknown>, pointer: string, required: boolean): Problem[] {
  const rule = optionsExclusiveRule;
  if (has(value, 'options') && has(value, 'option_groups')) {
    return [
      blockProblem(
        rule,
        joinPointer(pointer, 'option_groups'),
        'key',
        `${name(pointer)} has both \`options\` and \`option_groups\`; a select takes one of them (put the options in groups, or remove \`option_groups\`).`,
        { keys: ['options', 'option_groups'] },
      ),
    ];
  }
  if (required && !has(value, 'options') && !has(value, 'option_groups')) {
    return [
      blockProblem(rule, pointer, 'container', `${name(pointer)} needs \`options\` or \`option_groups\` to list its choices.`, {
        keys: ['options', 'option_groups'],
      }),
    ];
  }
  return [];
}

interface Candidate {
  readonly value: string;
  readonly text: unknown;
  readonly pointer: string;
}

/** The options an element lists, directly or in groups. */
function candidates(value: Record<string, unknown>, pointer: string): Candidate[] {
  const out: Candidate[] = [];
  const collect = (list: unknown, at: string): void => {
    if (!Array.isArray(list)) return;
    list.forEach((option, i) => {
      if (isRecord(option) && typeof option['value'] === 'string') out.push({ value: option['value'], text: option['text'], pointer: joinPointer(at, i) });
    });
  };
  collect(value['options'], joinPointer(pointer, 'options'));
  const groups = value['option_groups'];
  if (Array.isArray(groups)) {
    groups.forEach((group, g) => {
      if (isRecord(group)) collect(group['options'], joinPointer(pointer, 'option_groups', g, 'options'));
    });
  }
  return out;
}

function textOf(text: unknown): { type?: unknown; text?: unknown } {
  return isRecord(text) ? { type: text['type'], text: text['text'] } : {};
}

/**
 * `initial_option` and each of `initial_options` must be one of the options: the same value and the
 * same text, as the platform compares them.
 */
export function checkInitialOptions(value: Record<string, unknown>, pointer: string): Problem[] {
  const listed = candidates(value, pointer);
  if (listed.length === 0) return [];
  const initials: [unknown, string][] = [];
  if (has(value, 'initial_option')) initials.push([value['initial_option'], joinPointer(pointer, 'initial_option')]);
  const many = value['initial_options'];
  if (Array.isArray(many)) many.forEach((option, i) => initials.push([option, joinPointer(pointer, 'initial_options', i)]));
  const problems: Problem[] = [];
  const rule = initialOptionUnknownRule;
  for (const [initial, at] of initials) {
    if (!isRecord(initial) || typeof initial['value'] !== 'string') continue;
    const wanted = initial['value'];
    const match = listed.find((option) => option.value === wanted);
    if (!match) {
      const values = listed.slice(0, 10).map((option) => JSON.stringify(option.value));
      problems.push(
        blockProblem(
          rule,
          joinPointer(at, 'value'),
          'value',
          `${name(at)} has the value ${JSON.stringify(wanted)}, which is not one of the options of ${name(pointer)} (${values.join(', ')}${listed.length > 10 ? ', …' : ''}); an initial option must be a copy of one of them.`,
          { value: wanted, values: listed.map((option) => option.value) },
        ),
      );
      continue;
    }
    const mine = textOf(initial['text']);
    const theirs = textOf(match.text);
    const differs = mine.text !== theirs.text ? 'text' : mine.type !== theirs.type ? 'type' : undefined;
    if (differs) {
      const where = joinPointer(at, 'text', differs);
      problems.push(
        blockProblem(
          rule,
          where,
          'value',
          `${name(where)} is ${JSON.stringify(mine[differs])}, but the option with the value ${JSON.stringify(wanted)} (${name(match.pointer)}) has ${JSON.stringify(theirs[differs])}; an initial option must be a copy of the option.`,
          { value: wanted, option: match.pointer, expected: theirs[differs] ?? null },
        ),
      );
    }
  }
  return problems;
}

/** Both of the options checks, for elements that list their options. */
export function checkListedOptions(required: boolean) {
  return (value: Record<string, unknown>, place: Place): Problem[] => [
    ...checkOptionSource(value, place.pointer, required),
    ...checkInitialOptions(value, place.pointer),
  ];
}

/** A plain text input's `min_length` is at most its `max_length`. */
export function checkLengths(value: Record<string, unknown>, place: Place): Problem[] {
  const min = value['min_length'];
  const max = value['max_length'];
  if (typeof min !== 'number' || typeof max !== 'number' || min <= max) return [];
  const at = joinPointer(place.pointer, 'min_length');
  return [
    blockProblem(
      inputLengthRangeRule,
      at,
      'value',
      `${name(at)} is ${min}, more than \`max_length\` (${max}); no text could satisfy both. Lower \`min_length\` or raise \`max_length\`.`,
      { limit: max, actual: min },
    ),
  ];
}

const NUMBER = /^-?[0-9]+(?:\.[0-9]+)?$/;

/** A number input's values: numbers as strings, decimals only when allowed, min ≤ initial ≤ max. */
export function checkNumberInput(value: Record<string, unknown>, place: Place): Problem[] {
  const problems: Problem[] = [];
  const numbers: Partial<Record<'min_value' | 'max_value' | 'initial_value', number>> = {};
  const decimals = value['is_decimal_allowed'] === true;
  for (const key of ['min_value', 'max_value', 'initial_value'] as const) {
    const written = value[key];
    if (typeof written !== 'string') continue;
    const at = joinPointer(place.pointer, key);
    if (!NUMBER.test(written)) {
      problems.push(
        blockProblem(
          numberInputValueRule,
          at,
          'value',
          `${name(at)} is ${JSON.stringify(written)}; it must be a number written as a string, such as "10" or "-2.5".`,
        ),
      );
      continue;
    }
    if (!decimals && written.includes('.')) {
      problems.push(
        blockProblem(
          numberInputDecimalRule,
          at,
          'value',
          `${name(at)} is ${JSON.stringify(written)}, a decimal, but \`is_decimal_allowed\` is not true; write a whole number or set \`is_decimal_allowed: true\`.`,
          { element: place.pointer },
        ),
      );
    }
    numbers[key] = Number(written);
  }
  const { min_value: min, max_value: max, initial_value: initial } = numbers;
  const range = numberInputRangeRule;
  if (min !== undefined && max !== undefined && min > max) {
    const at = joinPointer(place.pointer, 'min_value');
    problems.push(
      blockProblem(range, at, 'value', `${name(at)} is ${min}, more than \`max_value\` (${max}); lower \`min_value\` or raise \`max_value\`.`, {
        limit: max,
        actual: min,
      }),
    );
  } else if (initial !== undefined) {
    const at = joinPointer(place.pointer, 'initial_value');
    if (min !== undefined && initial < min) {
      problems.push(blockProblem(range, at, 'value', `${name(at)} is ${initial}, below \`min_value\` (${min}).`, { limit: min, actual: initial }));
    } else if (max !== undefined && initial > max) {
      problems.push(blockProblem(range, at, 'value', `${name(at)} is ${initial}, above \`max_value\` (${max}).`, { limit: max, actual: initial }));
    }
  }
  return problems;
}

/** True for a date of the proleptic Gregorian calendar written YYYY-MM-DD. */
export function isDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] as number;
  return day <= days;
}

export function checkInitialDate(value: Record<string, unknown>, place: Place): Problem[] {
  const date = value['initial_date'];
  if (typeof date !== 'string' || isDate(date)) return [];
  const at = joinPointer(place.pointer, 'initial_date');
  const shaped = /^\d{4}-\d{2}-\d{2}$/.test(date);
  return [
    blockProblem(
      dateFormatRule,
      at,
      'value',
      shaped
        ? `${name(at)} is ${JSON.stringify(date)}, which is not a date of the calendar.`
        : `${name(at)} is ${JSON.stringify(date)}; write the date as YYYY-MM-DD, such as "2026-11-23".`,
    ),
  ];
}

export function checkInitialTime(value: Record<string, unknown>, place: Place): Problem[] {
  const time = value['initial_time'];
  if (typeof time !== 'string' || /^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/.test(time)) return [];
  const at = joinPointer(place.pointer, 'initial_time');
  return [
    blockProblem(timeFormatRule, at, 'value', `${name(at)} is ${JSON.stringify(time)}; write the time as HH:mm on a 24-hour clock, from "00:00" to "23:59".`),
  ];
}

/** `image_url` or `slack_file`, exactly one; the slack_file names its file by `url` or `id`. */
export function checkImageSource(value: Record<string, unknown>, place: Place): Problem[] {
  const rule = imageElementSourceRule;
  const url = has(value, 'image_url');
  const file = has(value, 'slack_file');
  if (url && file) {
    return [
      blockProblem(
        rule,
        joinPointer(place.pointer, 'slack_file'),
        'key',
        `${name(place.pointer)} has both \`image_url\` and \`slack_file\`; an image comes from one of them (remove one).`,
        { keys: ['image_url', 'slack_file'] },
      ),
    ];
  }
  if (!url && !file) {
    return [
      blockProblem(rule, place.pointer, 'container', `${name(place.pointer)} needs \`image_url\` or \`slack_file\` to name its image.`, {
        keys: ['image_url', 'slack_file'],
      }),
    ];
  }
  return file ? checkSlackFile(value['slack_file'], joinPointer(place.pointer, 'slack_file')) : [];
}

/** `response_url_enabled` works only for a menu in an input block of a modal. */
export function checkResponseUrl(value: Record<string, unknown>, place: Place): Problem[] {
  if (value['response_url_enabled'] !== true || place.surface === 'any') return [];
  const block = valueAt(place.root, place.block);
  const inInput = isRecord(block) && block['type'] === 'input';
  if (inInput && place.surface === 'modal') return [];
  const at = joinPointer(place.pointer, 'response_url_enabled');
  const type = isRecord(block) && typeof block['type'] === 'string' ? block['type'] : undefined;
  const where = inInput
    ? `an input block of a ${place.surface === 'home' ? 'home tab' : place.surface}`
    : type
      ? `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type} block`
      : 'this block';
  return [
    blockProblem(
      responseUrlEnabledPlaceRule,
      at,
      'value',
      `${name(at)} is true in ${where}; the platform sends a response_url only for a menu in an input block of a modal, so it is ignored here.`,
      { surface: place.surface },
    ),
  ];
}
