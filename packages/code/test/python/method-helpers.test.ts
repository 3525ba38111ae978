import { describe, expect, it } from 'vitest';
import { literalsOf } from '../literals/read.js';

const HEADER = 'A header much longer than the header block allows, '.repeat(4);

/** A listener class (ours) whose handler opens a modal its own builder method returns. */
const app = (builder: string[], call = 'view=self._build_view(body["user"]["id"])') =>
  [
    'class DeployModal:',
    '    def __init__(self, client):',
    '        self.client = client',
    '',
    '    def open(self, body):',
    `        self.client.views_open(trigger_id=body["trigger_id"], ${call})`,
    '',
    ...builder,
    '',
  ].join('\n');

const builder = (header: string) => [
  '    def _build_view(self, user_id):',
  `        return {"type": "modal", "title": {"type": "plain_text", "text": "Deploy"}, "blocks": [{"type": "header", "text": {"type": "plain_text", "text": "${header}"}}]}`,
];

describe("a view a class's own method builds", () => {
  it('is checked where the method writes it', async () => {
    const text = app(builder(HEADER));
    const [problems] = await literalsOf([{ fileName: '/app/modal.py', text }]);
    expect(problems!.map((problem) => [problem.range.start.line + 1, problem.rule, problem.pointer])).toEqual([[9, 'max-length', '/blocks/0/text/text']]);
  });

  it('stays unknown for a decorated or twice-defined method, another object, or a method within its limits', async () => {
    for (const text of [
      app(['    @staticmethod', ...builder(HEADER).map((line) => line.replace('self, user_id', 'user_id'))], 'view=DeployModal._build_view(1)'),
      app(['    @cached', ...builder(HEADER)]),
      app([...builder(HEADER), ...builder('Short')]),
      app(builder(HEADER), 'view=other._build_view(1)'),
      app(builder('Deploy')),
    ]) {
      const [problems] = await literalsOf([{ fileName: '/app/modal.py', text }]);
      expect(problems, text).toEqual([]);
    }
  });
});
