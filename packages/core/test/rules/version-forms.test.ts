import { describe, expect, it } from 'vitest';
import { validateManifestText } from 'manifesto-core';
import { Value } from 'typebox/value';
import { ParametersV1, ParametersV2 } from '../../src/manifest/schema/parameters.js';
import { BOT_V1, WORKFLOW_V2 } from './fixtures.js';
import { expectProblems, key, plant, twins } from './twins.js';

const RULES = ['parameters-version-form'];
const BLOCKS = ['/functions/create_ticket/input_parameters', '/functions/create_ticket/output_parameters', '/workflows/open_ticket/input_parameters'];

/** The workflow app without `_metadata`, so it is read as version 1 (and without the v2-only step `type`). */
const AS_V1 = plant(WORKFLOW_V2, '_metadata:\n  major_version: 2\n', '').replace('\n        type: function\n', '\n');

/** The v2 app with one function's inputs written in the flat version 1 form. */
const FLAT_IN_V2 = plant(
  WORKFLOW_V2,
  `    input_parameters:
      properties:
        summary:
          type: string
        reporter:
          type: slack#/types/user_id
        priority:
          type: "#/types/priority"
      required:
        - summary
        - reporter
`,
  `    input_parameters:
      summary:
        type: string
        is_required: true
      reporter:
        type: slack#/types/user_id
        is_required: true
      priority:
        type: "#/types/priority"
`,
);

const under = (pointer: string, block: string) => pointer === block || pointer.startsWith(block + '/');

describe('parameters-version-form', () => {
  it('accepts each version in its own form', () => {
    expectProblems(WORKFLOW_V2, RULES, []);
    expectProblems(BOT_V1, RULES, []);
  });

  it('gives a version 1 manifest using {properties, required} one problem at the first block, naming major_version 2', () => {
    expectProblems(AS_V1, RULES, [{ rule: RULES[0]!, pointer: BLOCKS[0]!, at: key('input_parameters') }]);
    for (const { format, text } of twins(AS_V1)) {
      const { problems } = validateManifestText(text, { format });
      expect(problems.find((p) => p.rule === RULES[0])?.data, format).toEqual({ majorVersion: 2, pointers: BLOCKS });
      // The schema's cascade below the three blocks is gone: only this one problem is inside them.
      expect(
        problems.filter((p) => BLOCKS.some((block) => under(p.pointer, block))).map((p) => p.rule),
        format,
      ).toEqual([RULES[0]]);
    }
  });

  it('gives each flat block of a version 2 manifest one problem, and silences the schema below it', () => {
    const block = BLOCKS[0]!;
    expectProblems(FLAT_IN_V2, RULES, [{ rule: RULES[0]!, pointer: block, at: key('input_parameters') }]);
    for (const { format, text } of twins(FLAT_IN_V2)) {
      const { problems } = validateManifestText(text, { format });
      expect(
        problems.filter((p) => under(p.pointer, block)).map((p) => p.rule),
        format,
      ).toEqual([RULES[0]]);
      expect(problems.find((p) => p.rule === RULES[0])?.data, format).toEqual({
        form: 'flat',
        expected: 'properties',
        properties: ['summary', 'reporter', 'priority'],
        required: ['summary', 'reporter'],
      });
    }
  });

  it('treats an empty block as fitting either form, leaving it to the schema', () => {
    const text = plant(
      WORKFLOW_V2,
      '    output_parameters:\n      properties:\n        ticket:\n          type: object\n        url:\n          type: string\n      required:\n        - url\n',
      '    output_parameters: {}\n',
    );
    expectProblems(text, RULES, []);
  });

  it('replaces a real schema rejection: the v2 parameter schema refuses the flat block', () => {
    const flat = { summary: { type: 'string', is_required: true } };
    expect(Value.Check(ParametersV2(), flat)).toBe(false);
    expect(Value.Check(ParametersV1(), flat)).toBe(true);
  });
});
