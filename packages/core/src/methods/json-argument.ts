import { describeValue } from '../schema/errors.js';
import { decodeJsonString, type DecodedJsonString } from '../source/json-string.js';
import { isRecord } from '../source/pointer.js';
import { argumentJsonRule } from './rules.js';

export type JsonShape = 'list' | 'object' | 'structure';

/** The decoded value, when the string holds JSON of the expected shape, and the problems of the string. */
export type DecodedArgument = DecodedJsonString;

const SHAPE_WORDS: Record<JsonShape, string> = { list: 'a JSON list', object: 'a JSON object', structure: 'a JSON list or object' };

/** True when a decoded value has the shape an argument's JSON must have. */
export function fits(value: unknown, shape: JsonShape): boolean {
  return shape === 'list' ? Array.isArray(value) : shape === 'object' ? isRecord(value) : Array.isArray(value) || isRecord(value);
}

/**
 * Decodes an argument sent as a JSON string (form encoding carries `blocks`, `view`, `changes` so).
 * Problems inside the string carry a `within` span into it, and problems below its pointer are placed
 * through the embedded document, so pointers continue into the string (`/blocks/0/text`).
 */
export function decodeArgument(name: string, text: string, shape: JsonShape, maxDepth: number): DecodedArgument {
  const pointer = `/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  const rule = argumentJsonRule;
  return decodeJsonString(text, pointer, maxDepth, {
    name,
    notJson: (reason, within) =>
      reason === undefined
        ? rule.problem({ pointer, target: 'value', message: `\`${name}\` is a string but not valid JSON.`, data: { argument: name } })
        : rule.problem({
            pointer,
            target: 'value',
            message: `\`${name}\` is a string but not valid JSON: ${reason}.`,
            data: { argument: name, expected: shape },
            ...(within ? { within } : {}),
          }),
    misfit: (value) =>
      fits(value, shape)
        ? undefined
        : rule.problem({
            pointer,
            target: 'value',
            message: `\`${name}\` must be ${SHAPE_WORDS[shape]} (or the structure itself); the string holds ${describeValue(value)}.`,
            data: { argument: name, expected: shape },
          }),
  });
}
