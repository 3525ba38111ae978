import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { RULES } from 'manifesto-core';
// @ts-expect-error: a plain .mjs script without type declarations
import { RULES_DOC, rulesMarkdown } from '../scripts/rules-doc.mjs';

it('docs/rules.md is generated from the registry and has an anchor for every rule', () => {
  expect(readFileSync(RULES_DOC as string, 'utf8'), 'run: node scripts/rules-doc.mjs').toBe((rulesMarkdown as () => string)());
  const text = readFileSync(RULES_DOC as string, 'utf8');
  for (const rule of RULES) expect(text).toContain(`\n## ${rule.id}\n`);
});
