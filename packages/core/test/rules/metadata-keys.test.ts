import { describe, expect, it } from 'vitest';
import { validateManifestText } from 'manifesto-core';
import { BOT_V1 } from './fixtures.js';
import { expectClean, expectProblems, key, twins } from './twins.js';

const RULES = ['metadata-key-unknown', 'unknown-key'];
const withMetadata = (lines: string) => `_metadata:\n${lines}${BOT_V1}`;

/** `_metadata` describes the manifest file itself, not the app. */
describe('keys of _metadata', () => {
  it('accepts the version keys the platform names, the published schema’s two among them', () => {
    expectClean(withMetadata('  major_version: 1\n  minor_version: 1\n  schema_version: 1\n  min_version: 1\n'));
  });

  it('warns at a key of its own, such as a note for whoever creates the app, and keeps a misspelt version key an error', () => {
    const text = withMetadata('  note: Create the app from this manifest, then invite the bot.\n  major_verison: 2\n');
    expectProblems(text, RULES, [
      { rule: 'metadata-key-unknown', pointer: '/_metadata/note', at: key('note') },
      { rule: 'unknown-key', pointer: '/_metadata/major_verison', at: key('major_verison') },
    ]);
    for (const { format, text: written } of twins(text)) {
      const problems = validateManifestText(written, { format }).problems;
      expect(problems.find((problem) => problem.rule === 'metadata-key-unknown')?.severity, format).toBe('warning');
    }
  });
});
