import { checkDocument } from 'manifesto-core';
import { describe, expect, it } from 'vitest';
import { checkPayload, editorDiagnostics } from '../src/check.js';

const duplicate = {
  blocks: [
    {
      type: 'actions',
      elements: [
        { type: 'button', action_id: 'a', text: { type: 'plain_text', text: 'A' } },
        { type: 'button', action_id: 'a', text: { type: 'plain_text', text: 'B' } },
      ],
    },
  ],
};

describe('checkPayload', () => {
  it('checks JSON and YAML as a block file would be checked', () => {
    const json = JSON.stringify(duplicate, null, 2);
    const checked = checkPayload(json);
    expect(checked.format).toBe('json');
    expect(checked.result.problems).toEqual(checkDocument('x.blocks.json', json).problems);
    const yaml = 'blocks:\n  - type: header\n    text: {type: plain_text, text: ""}\n';
    expect(checkPayload(yaml).format).toBe('yaml');
    expect(checkPayload(yaml).result.problems.map((problem) => [problem.rule, problem.pointer])).toEqual(
      checkDocument('x.blocks.yaml', yaml).problems.map((problem) => [problem.rule, problem.pointer]),
    );
  });

  it('checks an untyped list or block as Block Kit, not as another kind', () => {
    expect(checkPayload('[{"type": "nope"}]').result.problems.map((problem) => problem.rule)).toContain('unknown-type');
    expect(checkPayload('{"display_information": {}}').result.kind).toBe('blocks');
  });
});

describe('editorDiagnostics', () => {
  it('marks each problem at its span with its rule and severity, within the text', () => {
    const text = JSON.stringify(duplicate);
    const { problems } = checkPayload(text).result;
    const marks = editorDiagnostics(problems, text.length);
    expect(marks.map((mark) => [mark.source, mark.severity, text.slice(mark.from, mark.to)])).toEqual(
      problems.map((problem) => [problem.rule, problem.severity, text.slice(problem.span.start, problem.span.end)]),
    );
    expect(marks.some((mark) => mark.source === 'action-id-duplicate' && text.slice(mark.from, mark.to) === '"a"')).toBe(true);
    const [first] = problems;
    expect(editorDiagnostics([{ ...first!, span: { start: text.length + 5, end: text.length + 9 } }], text.length)[0]).toMatchObject({
      from: text.length,
      to: text.length,
    });
  });
});
