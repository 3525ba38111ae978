#!/usr/bin/env node
// Writes docs/rules.md from the rule registry (`node scripts/rules-doc.mjs`), or with `--check` exits 1
// when the committed file is out of date. The registry is the source; this page is generated from it.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RULES } from 'manifesto-core';

export const RULES_DOC = fileURLToPath(new URL('../docs/rules.md', import.meta.url));

/** The page: one section per rule, anchored by its id (`docs/rules.md#max-length`). */
export function rulesMarkdown(rules = RULES) {
  const lines = [
    '# Rules',
    '',
    'Generated from the rule registry by `node scripts/rules-doc.mjs`; do not edit by hand.',
    'Every rule can be set to `error`, `warning`, `info` or `off` in `.manifestorc.json` (`"rules"`), with `--rule ID=SEVERITY`, or in the editor setting `manifesto.rules`; `too-large`, `too-deep` and `binary-file` cannot be turned off.',
    '',
    '| rule | default | quick fix | what it finds |',
    '|---|---|---|---|',
    ...rules.map(
      (rule) => `| [\`${rule.id}\`](#${rule.id}) | ${rule.defaultSeverity} | ${rule.fixable ? 'yes' : ''} | ${rule.description.replace(/\|/g, '\\|')} |`,
    ),
    '',
  ];
  for (const rule of rules) {
    lines.push(`## ${rule.id}`, '', rule.description, '', rule.why, '', ...exampleLines(rule.example));
    lines.push(`Default severity: **${rule.defaultSeverity}**.${rule.fixable ? ' The editor offers a quick fix.' : ''}`, '');
  }
  return lines.join('\n');
}

/** The example as fenced blocks: the file it is checked as, and for a diff rule the older side first. */
export function exampleLines(example) {
  if (!example) return [];
  const fence = (text) => ['```' + (/^\s*[[{]/.test(text) ? 'json' : 'yaml'), text.replace(/\n$/, ''), '```', ''];
  if (example.before !== undefined) {
    return [`Before (\`${example.file}\`):`, '', ...fence(example.before), 'After:', '', ...fence(example.text)];
  }
  return [`For example (\`${example.file}\`):`, '', ...fence(example.text)];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = rulesMarkdown();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(RULES_DOC, 'utf8');
    } catch {
      // No file yet: it is out of date.
    }
    if (current !== text) {
      console.error('docs/rules.md is out of date; run: node scripts/rules-doc.mjs');
      process.exit(1);
    }
  } else writeFileSync(RULES_DOC, text);
}
