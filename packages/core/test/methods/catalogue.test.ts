import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateMethodArguments } from 'manifesto-core';
import { methodArguments, methodFacts, methodNames } from '../../src/catalogue/index.js';

const EXPECTED_EMPTY: Record<string, string[]> = {
  'oauth.v2.access': ['oauth-no-grant /code'],
  'chat.appendStream': ['required /channel', 'required /ts', 'stream-content /markdown_text'],
  'chat.unfurl': ['unfurl-content /unfurls'],
};

describe('the generated argument tables', () => {
  it('give every method of the catalogue a schema: empty arguments miss exactly its required ones', () => {
    const names = methodNames();
    expect(names.length).toBe(322);
    for (const method of names) {
      const { problems } = validateMethodArguments(method, {});
      const required = methodFacts(method)!.required;
      // oauth.v2.access: the reference marks nothing required; its grant rule warns that nothing is exchanged. Where a newer
      // reference page relaxes the method JSON (METHOD_SOURCE_CHOICES), the JSON's reading is a warning.
      const expected = EXPECTED_EMPTY[method] ?? required.map((name) => `required /${name}`);
      expect({ method, problems: problems.map((p) => `${p.rule} ${p.pointer}`).sort() }).toEqual({ method, problems: [...expected].sort() });
    }
  });

  it('read types, null, allowed values and bounds from the compact form', () => {
    expect(methodArguments('conversations.listConnectInvites')?.find((a) => a.name === 'count')).toEqual({
      name: 'count',
      types: ['integer'],
      nullable: false,
      min: 1,
      max: 500,
    });
    expect(methodArguments('chat.postMessage')?.find((a) => a.name === 'blocks')).toEqual({ name: 'blocks', types: ['json'], nullable: true });
    expect(methodArguments('users.setPresence')?.[0]).toEqual({ name: 'presence', types: ['string'], nullable: false, allowed: ['auto', 'away'] });
    expect(methodArguments('no.such.method')).toBeUndefined();
  });

  it('never throws and always names a rule and a pointer, whatever the arguments', () => {
    const names = [
      'chat.postMessage',
      'canvases.edit',
      'views.publish',
      'oauth.v2.access',
      'apps.manifest.validate',
      'assistant.threads.setStatus',
      'files.list',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.jsonValue(), (method, args) => {
        const { problems } = validateMethodArguments(method, args);
        for (const problem of problems) {
          expect(typeof problem.rule).toBe('string');
          expect(typeof problem.pointer).toBe('string');
          expect(problem.rule).not.toBe('internal');
        }
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.dictionary(
          fc.constantFrom('blocks', 'view', 'changes', 'prompts', 'manifest', 'attachments', 'channel'),
          fc.oneof(
            fc.string(),
            fc.jsonValue().map((v) => JSON.stringify(v)),
          ),
        ),
        (method, args) => {
          expect(validateMethodArguments(method, args).problems.every((problem) => problem.rule !== 'internal')).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
