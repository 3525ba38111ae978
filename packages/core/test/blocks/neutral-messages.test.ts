import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocument } from 'manifesto-core';
import { BLOCK_KIT_LIMITS } from '../../src/blocks/limits/index.js';
import { REAL_BLOCKS_CORPUS, REAL_CORPUS } from '../corpus-path.js';

/**
 * Messages speak to the user about their file and never name another tool or a source; where sources
 * disagree on a limit, hover says so in neutral words. Held three ways: the source text of the core
 * (comments and the limits tables' citations left out), the limits table's dispute texts (hover), and
 * every message produced on the real payloads, the real manifests and the examples.
 */
const TOOL_NAMES =
  /slackblocks|tightknit|python sdk|slack[-_ ]sdk|@slack\/|\bbolt\b|official (json )?schema|slack-morphism|block kit builder|\bajv\b|yaml-language-server|the validator/i;

const SRC = join(import.meta.dirname, '../../src');
const EXAMPLES = join(import.meta.dirname, '../../../../examples');

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? filesUnder(path, ending) : path.endsWith(ending) ? [path] : [];
    });
}

/** The code of a source file without its comments and without the citations of the limits and sources tables. */
function shownText(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    .replace(/limit\(\s*[\d_]+,\s*'[^']*'/g, 'limit(0, ""')
    .replace(/source:\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/g, 'source: ""');
}

describe('messages and hover name no tool and no source', () => {
  it('in the strings of the core (messages, descriptions, notes)', () => {
    const found: string[] = [];
    for (const file of filesUnder(SRC, '.ts')) {
      shownText(readFileSync(file, 'utf8'))
        .split('\n')
        .forEach((line, index) => {
          if (TOOL_NAMES.test(line)) found.push(`${file.slice(SRC.length + 1)}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('in the dispute texts of the limits table, which hover shows', () => {
    const disputes = Object.entries(BLOCK_KIT_LIMITS).flatMap(([family, entries]) =>
      Object.entries(entries).flatMap(([field, entry]) => (entry.dispute ? [`${family}.${field}: ${entry.dispute}`] : [])),
    );
    expect(disputes.length).toBeGreaterThan(0);
    expect(disputes.filter((text) => TOOL_NAMES.test(text))).toEqual([]);
  });

  it('in every message produced on the real payloads, the real manifests and the examples', () => {
    const files = [
      ...filesUnder(REAL_BLOCKS_CORPUS, '.json').map((path) => ({ path, name: 'payload.blocks.json' })),
      ...filesUnder(REAL_CORPUS, '').map((path) => ({ path, name: path })),
      ...filesUnder(EXAMPLES, '.json').map((path) => ({ path, name: path })),
      ...filesUnder(EXAMPLES, '.yaml').map((path) => ({ path, name: path })),
    ];
    let messages = 0;
    const named: string[] = [];
    for (const { path, name } of files) {
      for (const problem of checkDocument(name, readFileSync(path, 'utf8'), { fallback: 'manifest' }).problems) {
        messages++;
        // The user's own values are quoted in messages ("Bolt Template App"): only our words count.
        if (TOOL_NAMES.test(problem.message.replace(/"(?:[^"\\]|\\.)*"/g, '""'))) named.push(`${path}: ${problem.rule}: ${problem.message}`);
      }
    }
    expect(messages).toBeGreaterThan(100);
    expect(named).toEqual([]);
  });
});
